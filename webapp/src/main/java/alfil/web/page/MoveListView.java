package alfil.web.page;

import alfil.web.dom.Dom;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The move list, laid out as lichess's: one row per move number, the first player's move then the
 * second's, in the text the game's notation gives (SAN, WXF or Chinese). Each move is a button that
 * shows its position ({@code data-ply}: the plies played after it) and carries {@code data-move}
 * (the engine text) for tests; the move whose position the board shows is marked {@code
 * aria-current}.
 */
final class MoveListView {
  private final HTMLElement list;

  /** The plies of the position shown (0: the start, where no move is marked). */
  private int marked;

  /** The moves in the list. */
  private int count;

  MoveListView(HTMLElement list) {
    this.list = list;
  }

  /**
   * @param texts display text per ply
   * @param moves engine text per ply
   * @param plies how many plies of the two arrays are played
   * @param secondStarts whether the first ply is the second player's (a FEN with Black to move)
   * @param firstNumber the move number of the first ply
   */
  void show(String[] texts, String[] moves, int plies, boolean secondStarts, int firstNumber) {
    Dom.clear(list);
    count = plies;
    HTMLElement row = null;
    int number = firstNumber;
    int column = secondStarts ? 1 : 0;
    if (secondStarts && plies > 0) {
      row = newRow(number);
      HTMLElement gap = Dom.html("span");
      Dom.setText(gap, "\u2026");
      row.appendChild(gap);
    }
    for (int i = 0; i < plies; i++) {
      if (column == 0) {
        row = newRow(number);
      }
      HTMLElement b = Dom.html("button");
      b.setClassName("mv");
      b.setAttribute("data-move", moves[i]);
      b.setAttribute("data-ply", Integer.toString(i + 1));
      Dom.setText(b, texts[i]);
      row.appendChild(b);
      column ^= 1;
      if (column == 0) {
        number++;
      }
    }
    mark(marked);
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
  void mark(int ply) {
    HTMLElement old = list.querySelector("[aria-current]");
    if (old != null) {
      old.removeAttribute("aria-current");
    }
    marked = ply;
    HTMLElement move = list.querySelector("[data-ply=\"" + ply + "\"]");
    if (move == null) {
      list.setScrollTop(0);
      return;
    }
    move.setAttribute("aria-current", "step");
    list.setScrollTop(
        ply == count ? list.getScrollHeight() : move.getOffsetTop() - list.getClientHeight() / 2);
  }
}
