package alfil.chess;

/**
 * Castling rights as four bits, and which rights a move through a square destroys.
 *
 * <p>FIDE 3.8.2.1: castling is permanently illegal once the king has moved, or with a rook that has
 * moved. A rook captured on its corner can never castle either, so a move from <em>or to</em> a
 * corner clears that corner's right (the classic bug is forgetting the capture). A position's
 * rights therefore always name a king and rook still on their home squares.
 */
public final class CastlingRights {
  public static final int NONE = 0;
  public static final int WHITE_KINGSIDE = 1;
  public static final int WHITE_QUEENSIDE = 2;
  public static final int BLACK_KINGSIDE = 4;
  public static final int BLACK_QUEENSIDE = 8;
  public static final int ALL = 15;

  /** Rights kept when a move leaves or lands on each square: {@code rights &= KEEP[sq]}. */
  private static final int[] KEEP = new int[128];

  static {
    java.util.Arrays.fill(KEEP, ALL);
    KEEP[Square.E1] = ALL & ~(WHITE_KINGSIDE | WHITE_QUEENSIDE);
    KEEP[Square.H1] = ALL & ~WHITE_KINGSIDE;
    KEEP[Square.A1] = ALL & ~WHITE_QUEENSIDE;
    KEEP[Square.E8] = ALL & ~(BLACK_KINGSIDE | BLACK_QUEENSIDE);
    KEEP[Square.H8] = ALL & ~BLACK_KINGSIDE;
    KEEP[Square.A8] = ALL & ~BLACK_QUEENSIDE;
  }

  private CastlingRights() {}

  /** The rights that remain after a move from {@code from} to {@code to}. */
  static int afterMove(int rights, int from, int to) {
    return rights & KEEP[from] & KEEP[to];
  }

  /** The kingside right of {@code side}. */
  public static int kingside(int side) {
    return WHITE_KINGSIDE << (2 * side);
  }

  /** The queenside right of {@code side}. */
  public static int queenside(int side) {
    return WHITE_QUEENSIDE << (2 * side);
  }

  /** "KQkq", or "-" when there are none (FEN field 3). */
  public static String toFen(int rights) {
    if (rights == NONE) {
      return "-";
    }
    StringBuilder text = new StringBuilder(4);
    for (int i = 0; i < 4; i++) {
      if ((rights & (1 << i)) != 0) {
        text.append("KQkq".charAt(i));
      }
    }
    return text.toString();
  }
}
