package alfil.xiangqi;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import java.util.Set;
import java.util.TreeSet;

/** Small helpers shared by the xiangqi tests. */
final class XiangqiTestSupport {
  private XiangqiTestSupport() {}

  static XiangqiPosition fen(String fen) {
    try {
      return XiangqiPosition.fromFen(fen);
    } catch (InvalidInputException e) {
      throw new AssertionError("test FEN rejected: " + e.getMessage(), e);
    }
  }

  /** The legal moves as sorted ICCS texts. */
  static Set<String> legal(XiangqiPosition position) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = position.legalMoves(moves, 0);
    Set<String> texts = new TreeSet<>();
    for (int i = 0; i < n; i++) {
      texts.add(Iccs.toText(moves[i]));
    }
    return texts;
  }

  /** The legal moves that start on {@code from} (ICCS, e.g. "b0"). */
  static Set<String> legalFrom(XiangqiPosition position, String from) {
    Set<String> texts = new TreeSet<>();
    for (String m : legal(position)) {
      if (m.startsWith(from)) {
        texts.add(m);
      }
    }
    return texts;
  }

  static int point(String name) {
    return XiangqiGeometry.point(name.charAt(0) - 'a', name.charAt(1) - '0');
  }
}
