package alfil.chess;

import alfil.core.Ascii;
import alfil.core.CoreTexts;
import alfil.core.Echo;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Text;

/**
 * Long algebraic notation as UCI speaks it: from and to square, then a lowercase promotion letter
 * ({@code e2e4}, {@code e7e8q}); castling is the king's move ({@code e1g1}).
 */
public final class Uci {
  private Uci() {}

  public static String toText(int move) {
    int promotion = ChessMove.promotionType(move);
    String squares = Square.name(Move.from(move)) + Square.name(Move.to(move));
    if (promotion == Piece.NONE) {
      return squares;
    }
    return squares + Ascii.toLower(Piece.typeLetter(promotion));
  }

  /**
   * The legal move that {@code text} names.
   *
   * @throws InvalidInputException with {@code move 'text'} as the field, when it is not long
   *     algebraic or not a legal move here (the reason says why)
   */
  public static int parse(ChessPosition position, String text) throws InvalidInputException {
    String raw = text == null ? "" : text;
    Text field = CoreTexts.MOVE.with(Echo.clip(raw));
    String move = raw.trim();
    boolean shaped = move.length() >= 4 && move.length() <= 5;
    int from = shaped ? Square.parse(move.charAt(0), move.charAt(1)) : Square.NONE;
    int to = shaped ? Square.parse(move.charAt(2), move.charAt(3)) : Square.NONE;
    if (from == Square.NONE || to == Square.NONE) {
      throw new InvalidInputException(field, CoreTexts.MOVE_SYNTAX.with("e2e4, e7e8q, e1g1"));
    }
    int promotion = Piece.NONE;
    if (move.length() == 5) {
      promotion = Piece.typeOfLetter(Ascii.toUpper(move.charAt(4)));
      if (promotion == Piece.NONE || promotion == Piece.PAWN || promotion == Piece.KING) {
        throw new InvalidInputException(field, ChessTexts.MOVE_PROMOTION_PIECE);
      }
    }
    return find(position, field, from, to, promotion);
  }

  /** The legal move from {@code from} to {@code to} with that promotion, or why there is none. */
  static int find(ChessPosition position, Text field, int from, int to, int promotion)
      throws InvalidInputException {
    int[] moves = new int[ChessPosition.MAX_MOVES];
    int count = position.legalMoves(moves, 0);
    for (int i = 0; i < count; i++) {
      int move = moves[i];
      if (Move.from(move) == from
          && Move.to(move) == to
          && ChessMove.promotionType(move) == promotion) {
        return move;
      }
    }
    throw new InvalidInputException(
        field, IllegalMoveReason.explain(position, from, to, promotion));
  }
}
