package alfil.xiangqi;

import alfil.core.Ascii;
import alfil.core.Echo;
import alfil.core.InvalidInputException;
import alfil.core.Move;

/**
 * ICCS coordinate moves, the engine notation of xiangqi (rules.md; xqbase "中国象棋着法表示规范"): from point
 * and to point, each a file letter a-i from Red's left and a rank digit 0-9 from Red's side, as in
 * {@code h2e2}. The older upper-case form with a dash ({@code H2-E2}) is accepted.
 */
public final class Iccs {
  private Iccs() {}

  /** The ICCS text of a move, e.g. {@code h2e2}. */
  public static String toText(int move) {
    return XiangqiGeometry.name(Move.from(move)) + XiangqiGeometry.name(Move.to(move));
  }

  /**
   * The legal move of {@code position} that the ICCS text names.
   *
   * @throws InvalidInputException when the text is malformed or the move is not legal
   */
  public static int parse(XiangqiPosition position, String text) throws InvalidInputException {
    String field = "ICCS move '" + Echo.clip(text) + "'";
    if (text == null) {
      throw new InvalidInputException("ICCS move", "missing");
    }
    String s = Ascii.toLower(text.trim());
    if (s.length() == 5 && s.charAt(2) == '-') {
      s = s.substring(0, 2) + s.substring(3);
    }
    if (s.length() != 4) {
      throw new InvalidInputException(field, "expected 4 characters like h2e2");
    }
    int from = point(s.charAt(0), s.charAt(1));
    int to = point(s.charAt(2), s.charAt(3));
    if (from < 0 || to < 0) {
      throw new InvalidInputException(field, "expected files a-i and ranks 0-9, like h2e2");
    }
    int move = Move.of(from, to);
    if (position.pieceAt(from) == XiangqiPiece.EMPTY) {
      throw new InvalidInputException(field, "no piece on " + XiangqiGeometry.name(from));
    }
    if (XiangqiPiece.side(position.pieceAt(from)) != position.sideToMove()) {
      throw new InvalidInputException(
          field,
          "the piece on "
              + XiangqiGeometry.name(from)
              + " is not "
              + XiangqiPiece.sideName(position.sideToMove())
              + "'s");
    }
    if (!position.isLegal(move)) {
      throw new InvalidInputException(field, "not a legal move here");
    }
    return move;
  }

  private static int point(char file, char rank) {
    if (file < 'a' || file > 'i' || rank < '0' || rank > '9') {
      return -1;
    }
    return XiangqiGeometry.point(file - 'a', rank - '0');
  }
}
