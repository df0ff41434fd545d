package alfil.xiangqi;

import alfil.core.Ascii;
import alfil.core.CoreTexts;
import alfil.core.Echo;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Text;

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
    Text field = CoreTexts.MOVE.with(text == null ? "" : Echo.clip(text));
    String s = text == null ? "" : Ascii.toLower(text.trim());
    if (s.length() == 5 && s.charAt(2) == '-') {
      s = s.substring(0, 2) + s.substring(3);
    }
    int from = s.length() == 4 ? point(s.charAt(0), s.charAt(1)) : -1;
    int to = s.length() == 4 ? point(s.charAt(2), s.charAt(3)) : -1;
    if (from < 0 || to < 0) {
      throw new InvalidInputException(field, CoreTexts.MOVE_SYNTAX.with("h2e2"));
    }
    int move = Move.of(from, to);
    String fromName = XiangqiGeometry.name(from);
    if (position.pieceAt(from) == XiangqiPiece.EMPTY) {
      throw new InvalidInputException(field, CoreTexts.MOVE_NO_PIECE.with(fromName));
    }
    if (XiangqiPiece.side(position.pieceAt(from)) != position.sideToMove()) {
      throw new InvalidInputException(
          field, CoreTexts.MOVE_NOT_YOURS.with(fromName, XiangqiTexts.side(position.sideToMove())));
    }
    if (!position.isLegal(move)) {
      throw new InvalidInputException(field, CoreTexts.MOVE_ILLEGAL);
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
