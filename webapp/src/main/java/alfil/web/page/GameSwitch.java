package alfil.web.page;

import alfil.web.dom.Dom;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The chess/xiangqi switch: the template's buttons with a {@code data-game} attribute inside one
 * container. The pressed one carries {@code aria-pressed="true"}.
 */
final class GameSwitch implements EventListener<Event> {
  interface Listener {
    void onGame(String game);
  }

  private final HTMLElement container;
  private final Listener listener;
  private String selected;

  GameSwitch(HTMLElement container, Listener listener) {
    this.container = container;
    this.listener = listener;
    Dom.onClick(container, this);
  }

  /** A click in the switch (the class is its own listener: no lambda class for the page). */
  @Override
  public void handleEvent(Event event) {
    HTMLElement target = (HTMLElement) event.getTarget();
    String game = target.getAttribute("data-game");
    if (game != null && !game.equals(selected)) {
      listener.onGame(game);
    }
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
