package alfil.chess;

import alfil.core.Move;

/**
 * How chess fills the game-specific byte of {@link Move} (bits 16-23).
 *
 * <pre>
 * bits  0- 7  from square (0x88 index, {@link Square})
 * bits  8-15  to square (castling: the king's destination, e1g1)
 * bits 16-18  kind: 0 normal, 1 pawn double push, 2 en passant, 3 castling, 4 promotion
 * bits 19-21  promotion piece type (knight 2 .. queen 5), zero unless kind is promotion
 * </pre>
 *
 * A promotion that captures is a promotion; whether a move captures is read from the board ({@link
 * ChessPosition#isCapture}). "No move" is {@link Move#NONE}.
 */
public final class ChessMove {
  public static final int NORMAL = 0;
  public static final int DOUBLE_PUSH = 1;
  public static final int EN_PASSANT = 2;
  public static final int CASTLING = 3;
  public static final int PROMOTION = 4;

  static final int KIND_SHIFT = Move.EXTRA_SHIFT;
  static final int KIND_MASK = 7;
  static final int PROMOTION_SHIFT = Move.EXTRA_SHIFT + 3;

  private ChessMove() {}

  public static int of(int from, int to) {
    return from | (to << Move.TO_SHIFT);
  }

  public static int of(int from, int to, int kind) {
    return from | (to << Move.TO_SHIFT) | (kind << KIND_SHIFT);
  }

  /** A promotion to {@code pieceType} (knight, bishop, rook or queen). */
  public static int promotion(int from, int to, int pieceType) {
    return from
        | (to << Move.TO_SHIFT)
        | (PROMOTION << KIND_SHIFT)
        | (pieceType << PROMOTION_SHIFT);
  }

  public static int from(int move) {
    return move & Move.FROM_MASK;
  }

  public static int to(int move) {
    return (move >>> Move.TO_SHIFT) & Move.SQUARE_MASK;
  }

  public static int kind(int move) {
    return (move >>> KIND_SHIFT) & KIND_MASK;
  }

  /** The promotion piece type, or {@link Piece#NONE}. */
  public static int promotionType(int move) {
    return (move >>> PROMOTION_SHIFT) & Piece.TYPE_MASK;
  }
}
