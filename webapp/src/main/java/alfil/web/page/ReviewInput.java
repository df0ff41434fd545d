package alfil.web.page;

import alfil.web.dom.Dom;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * How the player moves through the game's positions: a click on a move of the move list, or the
 * keys left, right, Home and End, as on lichess (not while typing in a field or choosing in a
 * select, and not when the board took the arrows for its cursor). On a past position the player may
 * move where a takeback is allowed ({@link GameController#movesFromReview}): the game is truncated
 * there. Elsewhere a press on the board (pointer, or Enter or Space on it) returns to the game's
 * end, as lichess's board snaps back, and the player moves there.
 */
final class ReviewInput implements EventListener<Event> {
  private final GameController game;

  ReviewInput(GameController game, HTMLElement moveList, HTMLElement board) {
    this.game = game;
    Dom.onClick(moveList, this);
    Dom.on(board, "pointerdown", this);
    Dom.on(board, "keyup", this); // the board acts on Enter and Space at keydown
    Dom.on(HTMLDocument.current(), "keydown", this);
  }

  /** One listener for the list's clicks, the board's presses and the page's keys. */
  @Override
  public void handleEvent(Event e) {
    String type = e.getType();
    int plies = game.plies();
    int shown = game.shownPly();
    int code = (int) Dom.number(e, "keyCode");
    if (type.equals("click")) {
      String ply = Dom.attributeOfTarget(e, "data-ply");
      if (ply != null) {
        int n = 0; // digits only, written by the move list (Integer.parseInt costs the page more)
        for (int i = 0; i < ply.length(); i++) {
          n = n * 10 + ply.charAt(i) - '0';
        }
        game.review(n);
      }
    } else if (!type.equals("keydown")) {
      if ((type.equals("pointerdown") || code == 13 || code == 32) && !game.movesFromReview()) {
        game.review(plies);
      }
    } else if (!typing(e)) {
      // Key codes, not key names: a switch on strings costs the page more.
      int ply = code == 37 ? shown - 1 : code == 39 ? shown + 1 : code == 36 ? 0 : plies;
      if (code == 35 || code == 36 || code == 37 || code == 39) {
        Dom.preventDefault(e);
        game.review(ply);
      }
    }
  }

  /**
   * Whether a key belongs to something else: a text field or select, the board's cursor (which
   * prevents the default), an open dialog, or a shortcut with Alt, Ctrl or Meta (Alt+left is the
   * browser's back).
   */
  @JSBody(
      params = "e",
      script =
          "var t = e.target.tagName;"
              + "return e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey"
              + " || t === 'INPUT' || t === 'TEXTAREA' || t === 'SELECT'"
              + " || !!document.querySelector('dialog[open]');")
  private static native boolean typing(Event e);
}
