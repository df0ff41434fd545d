package alfil.chess;

/**
 * Precomputed 0x88 geometry: piece steps and the difference tables.
 *
 * <p>On a 0x88 board the difference {@code to - from} of two on-board squares (-119..119)
 * determines their relation uniquely, whatever the squares are (the classic 0x88 property; see the
 * Chess Programming Wiki, "0x88"). So one table indexed by {@code to - from + }{@link #DIFF_OFFSET}
 * says whether the squares share a line and in which unit step ({@link #step}), and another which
 * piece kinds could attack across that difference ({@link #attackers}). Attack and pin tests become
 * a table lookup per piece plus, for sliders, a walk over the squares in between.
 */
final class Geometry {
  static final int DIFF_OFFSET = 119;
  private static final int DIFF_SIZE = 239;

  static final int[] KNIGHT_STEPS = {33, 31, 18, 14, -14, -18, -31, -33};
  static final int[] KING_STEPS = {16, -16, 1, -1, 17, 15, -15, -17};
  static final int[] BISHOP_STEPS = {17, 15, -15, -17};
  static final int[] ROOK_STEPS = {16, -16, 1, -1};

  // Attack kinds across a square difference. Contact kinds attack only the exact difference.
  static final int KNIGHT_ATTACK = 1;
  static final int KING_ATTACK = 2;
  static final int WHITE_PAWN_ATTACK = 4;
  static final int BLACK_PAWN_ATTACK = 8;
  static final int CONTACT_ATTACKS = 15;
  static final int DIAGONAL_ATTACK = 16;
  static final int ORTHOGONAL_ATTACK = 32;

  /** Unit step from {@code from} towards {@code to} when they share a rank, file or diagonal. */
  private static final int[] STEP = new int[DIFF_SIZE];

  /** Attack kinds that reach {@code to} from {@code from} (ignoring pieces in between). */
  private static final int[] ATTACKERS = new int[DIFF_SIZE];

  /** The attack kinds of each piece code. */
  private static final int[] PIECE_ATTACKS = new int[Piece.CODE_LIMIT];

  static {
    for (int step : KNIGHT_STEPS) {
      ATTACKERS[step + DIFF_OFFSET] |= KNIGHT_ATTACK;
    }
    for (int step : KING_STEPS) {
      ATTACKERS[step + DIFF_OFFSET] |= KING_ATTACK;
      int kind =
          (step == 16 || step == -16 || step == 1 || step == -1)
              ? ORTHOGONAL_ATTACK
              : DIAGONAL_ATTACK;
      // Seven steps always fit between two on-board squares of a line (a1-h8 is 7 * 17).
      for (int distance = 1; distance <= 7; distance++) {
        STEP[step * distance + DIFF_OFFSET] = step;
        ATTACKERS[step * distance + DIFF_OFFSET] |= kind;
      }
    }
    ATTACKERS[15 + DIFF_OFFSET] |= WHITE_PAWN_ATTACK;
    ATTACKERS[17 + DIFF_OFFSET] |= WHITE_PAWN_ATTACK;
    ATTACKERS[-15 + DIFF_OFFSET] |= BLACK_PAWN_ATTACK;
    ATTACKERS[-17 + DIFF_OFFSET] |= BLACK_PAWN_ATTACK;

    PIECE_ATTACKS[Piece.WHITE_BIT | Piece.PAWN] = WHITE_PAWN_ATTACK;
    PIECE_ATTACKS[Piece.BLACK_BIT | Piece.PAWN] = BLACK_PAWN_ATTACK;
    for (int bit = Piece.WHITE_BIT; bit <= Piece.BLACK_BIT; bit <<= 1) {
      PIECE_ATTACKS[bit | Piece.KNIGHT] = KNIGHT_ATTACK;
      PIECE_ATTACKS[bit | Piece.BISHOP] = DIAGONAL_ATTACK;
      PIECE_ATTACKS[bit | Piece.ROOK] = ORTHOGONAL_ATTACK;
      PIECE_ATTACKS[bit | Piece.QUEEN] = DIAGONAL_ATTACK | ORTHOGONAL_ATTACK;
      PIECE_ATTACKS[bit | Piece.KING] = KING_ATTACK;
    }
  }

  private Geometry() {}

  /** The unit step from {@code from} towards {@code to} on a shared line, or 0. */
  static int step(int from, int to) {
    return STEP[to - from + DIFF_OFFSET];
  }

  /** Attack kinds that could reach {@code to} from {@code from} on an empty board. */
  static int attackers(int from, int to) {
    return ATTACKERS[to - from + DIFF_OFFSET];
  }

  /** The attack kinds of {@code piece}. */
  static int pieceAttacks(int piece) {
    return PIECE_ATTACKS[piece];
  }
}
