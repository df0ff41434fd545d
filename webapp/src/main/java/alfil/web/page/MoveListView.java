package alfil.web.page;

import alfil.web.dom.Dom;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The move list: one row per move number, the first player's move then the second's, in the text
 * the game's notation gives (SAN, WXF or Chinese). Each move cell carries {@code data-move} (the
 * engine text) for tests; the newest move is marked.
 */
final class MoveListView {
  private final HTMLElement list;

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
    HTMLElement row = null;
    int number = firstNumber;
    int column = secondStarts ? 1 : 0;
    if (secondStarts && plies > 0) {
      row = newRow(number);
      row.appendChild(cell("\u2026", null, false));
    }
    for (int i = 0; i < plies; i++) {
      if (column == 0) {
        row = newRow(number);
      }
      row.appendChild(cell(texts[i], moves[i], i == plies - 1));
      column ^= 1;
      if (column == 0) {
        number++;
      }
    }
    list.setScrollTop(list.getScrollHeight());
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

  private static HTMLElement cell(String text, String move, boolean newest) {
    HTMLElement c = Dom.html("span");
    c.setClassName(newest ? "mv now" : "mv");
    if (move != null) {
      c.setAttribute("data-move", move);
    }
    Dom.setText(c, text);
    return c;
  }
}
