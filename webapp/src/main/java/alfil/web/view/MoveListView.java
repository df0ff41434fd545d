package alfil.web.view;

import alfil.core.Side;
import alfil.review.Mark;
import alfil.web.dom.Dom;
import alfil.web.model.GameModel;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The move list, laid out as lichess's: one row per move number, the first player's move then the
 * second's, in the text of the game's notation (SAN, WXF or Chinese). Each move is a button that
 * shows its position ({@code data-ply}: the plies played after it) and carries {@code data-move}
 * (the engine text) for tests; the move whose position the board shows is marked {@code
 * aria-current}; a reviewed game's marked moves carry their glyph ({@code ?!}, {@code ?}, {@code
 * ??}) in their mark's colour. Under it, the review's buttons: first, previous, next, last.
 */
public final class MoveListView {
  private final HTMLElement list;
  private final HTMLElement nav;

  /** What the list shows now, to redraw only when the moves changed. */
  private String drawn = "";

  public MoveListView(HTMLElement list, HTMLElement nav) {
    this.list = list;
    this.nav = nav;
  }

  public void draw(GameModel m) {
    int plies = m.plies();
    StringBuilder key = new StringBuilder().append(m.firstMoveNumber()).append(m.firstMover());
    for (int i = 0; i < plies; i++) {
      key.append(' ').append(m.moveText(i)).append(m.mark(i));
    }
    if (!key.toString().equals(drawn)) {
      drawn = key.toString();
      fill(m);
    }
    mark(m.shown(), plies);
    int shown = m.shown();
    enable("first", shown > 0);
    enable("prev", shown > 0);
    enable("next", shown < plies);
    enable("last", shown < plies);
  }

  private void enable(String act, boolean on) {
    HTMLElement b = nav.querySelector("[data-act=" + act + "]");
    Dom.flag(b, "disabled", !on);
  }

  private void fill(GameModel m) {
    Dom.clear(list);
    HTMLElement row = null;
    int number = m.firstMoveNumber();
    boolean secondStarts = m.firstMover() == Side.SECOND;
    int column = secondStarts ? 1 : 0;
    if (secondStarts && m.plies() > 0) {
      row = newRow(number);
      HTMLElement gap = Dom.html("span");
      Dom.setText(gap, "\u2026");
      row.appendChild(gap);
    }
    for (int i = 0; i < m.plies(); i++) {
      if (column == 0) {
        row = newRow(number);
      }
      HTMLElement b = Dom.html("button");
      b.setClassName("mv");
      b.setAttribute("data-move", m.engineText(i));
      b.setAttribute("data-ply", Integer.toString(i + 1));
      Dom.setText(b, m.moveText(i));
      int mark = m.mark(i);
      if (mark != Mark.NONE) {
        HTMLElement glyph = Dom.html("span");
        glyph.setClassName("nag m" + mark);
        Dom.setText(glyph, Mark.glyph(mark));
        b.appendChild(glyph);
      }
      row.appendChild(b);
      column ^= 1;
      if (column == 0) {
        number++;
      }
    }
  }

  private HTMLElement newRow(int number) {
    HTMLElement li = Dom.html("li");
    HTMLElement n = Dom.html("span");
    n.setClassName("no");
    Dom.setText(n, number + ".");
    li.appendChild(n);
    list.appendChild(li);
    return li;
  }

  /**
   * Marks the move after which the board shows the game ({@code ply} plies played) and scrolls it
   * into the list's view; the newest keeps the list at its bottom.
   */
  private void mark(int ply, int count) {
    HTMLElement old = list.querySelector("[aria-current]");
    HTMLElement move = list.querySelector("[data-ply=\"" + ply + "\"]");
    if (old == move && move != null) {
      return;
    }
    if (old != null) {
      old.removeAttribute("aria-current");
    }
    if (move == null) {
      list.setScrollTop(0);
      return;
    }
    move.setAttribute("aria-current", "step");
    list.setScrollTop(
        ply == count ? list.getScrollHeight() : move.getOffsetTop() - list.getClientHeight() / 2);
  }
}
