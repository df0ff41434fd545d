package alfil.web.view;

import alfil.core.Game;
import alfil.games.Games;
import alfil.web.dom.Dom;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The switch between the games, a button per game of the registry (so a third game needs no page
 * change), each {@code data-act="game"} with its {@code data-game}; the game on the board's is
 * pressed.
 */
public final class GameSwitch {
  private final Words words;
  private final HTMLElement container;

  public GameSwitch(Words words, HTMLElement container) {
    this.words = words;
    this.container = container;
    for (Game game : Games.all()) {
      HTMLElement b = Dom.html("button");
      b.setAttribute("data-act", "game");
      b.setAttribute("data-game", game.name());
      b.setAttribute("aria-pressed", "false");
      container.appendChild(b);
    }
  }

  /** Names the games in the page's language. */
  public void label() {
    var buttons = container.querySelectorAll("[data-game]");
    for (int i = 0; i < buttons.getLength(); i++) {
      HTMLElement b = buttons.get(i);
      Dom.setText(b, words.of(PageTexts.gameName(b.getAttribute("data-game"))));
    }
  }

  public void draw(Game game) {
    var buttons = container.querySelectorAll("[data-game]");
    for (int i = 0; i < buttons.getLength(); i++) {
      HTMLElement b = buttons.get(i);
      b.setAttribute(
          "aria-pressed", game.name().equals(b.getAttribute("data-game")) ? "true" : "false");
    }
  }
}
