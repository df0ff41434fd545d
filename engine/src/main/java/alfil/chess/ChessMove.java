package alfil.chess;

import alfil.core.Move;

/**
 * How chess fills the game-specific byte of {@link Move} (bits 16-23); from and to are read and
 * written by {@link Move} itself.
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

  private static final int KIND_MASK = 7;

  /** Where the promotion piece type sits in the game-specific byte, above the kind. */
  private static final int PROMOTION_TYPE_SHIFT = 3;

  private ChessMove() {}

  public static int of(int from, int to, int kind) {
    return Move.of(from, to, kind);
  }

  /** A promotion to {@code pieceType} (knight, bishop, rook or queen). */
  public static int promotion(int from, int to, int pieceType) {
    return Move.of(from, to, PROMOTION | pieceType << PROMOTION_TYPE_SHIFT);
  }

  public static int kind(int move) {
    return Move.extra(move) & KIND_MASK;
  }

  /** The promotion piece type, or {@link Piece#NONE}. */
  public static int promotionType(int move) {
    return Move.extra(move) >>> PROMOTION_TYPE_SHIFT & Piece.TYPE_MASK;
  }
}
