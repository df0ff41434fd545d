package alfil.web.page;

import alfil.web.dom.Dom;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The chess/xiangqi switch: the template's buttons with a {@code data-game} attribute inside one
 * container. The pressed one carries {@code aria-pressed="true"}.
 */
final class GameSwitch {
  interface Listener {
    void onGame(String game);
  }

  private final HTMLElement container;
  private String selected;

  GameSwitch(HTMLElement container, Listener listener) {
    this.container = container;
    Dom.onClick(
        container,
        event -> {
          HTMLElement target = (HTMLElement) event.getTarget();
          String game = target.getAttribute("data-game");
          if (game != null && !game.equals(selected)) {
            listener.onGame(game);
          }
        });
  }

  String selected() {
    return selected;
  }

  void select(String game) {
    selected = game;
    var buttons = container.querySelectorAll("[data-game]");
    for (int i = 0; i < buttons.getLength(); i++) {
      HTMLElement b = buttons.get(i);
      b.setAttribute("aria-pressed", game.equals(b.getAttribute("data-game")) ? "true" : "false");
    }
  }
}
