package alfil.web.view;

import alfil.core.Side;
import alfil.web.dom.Dom;
import alfil.web.model.Clocks;
import alfil.web.model.GameModel;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Both sides' clocks beside the board, the opponent's above it and the player's own below,
 * following the board's orientation (as lichess shows them): the time left (tenths under ten
 * seconds), the running one marked, a low one marked.
 */
public final class ClocksView {
  private final HTMLElement top;
  private final HTMLElement bottom;

  public ClocksView(HTMLElement top, HTMLElement bottom) {
    this.top = top;
    this.bottom = bottom;
  }

  public void draw(GameModel m) {
    Clocks clocks = m.clocks();
    boolean timed = m.hasGame() && clocks.timed();
    top.setHidden(!timed);
    bottom.setHidden(!timed);
    if (!timed) {
      return;
    }
    int below = m.flipped() ? Side.SECOND : Side.FIRST;
    draw(m, bottom, below);
    draw(m, top, Side.other(below));
  }

  private static void draw(GameModel m, HTMLElement element, int side) {
    Clocks clocks = m.clocks();
    int ms = clocks.left(side);
    Dom.setText(element.querySelector(".time"), Clocks.text(ms));
    element.setAttribute("data-side", m.sideName(side));
    element.setAttribute("data-ms", Integer.toString(ms));
    Dom.flag(element, "data-running", clocks.runningSide() == side);
    Dom.flag(element, "data-low", ms < Clocks.LOW_MS);
  }
}
