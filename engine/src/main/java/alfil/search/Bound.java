package alfil.search;

/**
 * What a search result says of a node's true score, as Stockfish's {@code Bound} (types.h): the
 * score itself ({@link #EXACT}), at least it ({@link #LOWER}, the node failed high) or at most it
 * ({@link #UPPER}, it failed low). The transposition table keeps one with every entry. {@code
 * EXACT} is {@code LOWER | UPPER}, so a test of either flag passes an exact score.
 */
public final class Bound {
  public static final int UPPER = 1;
  public static final int LOWER = 2;
  public static final int EXACT = 3;

  private Bound() {}

  /** The bound of {@code score}, the result of a search with the window {@code (alpha, beta)}. */
  static int of(int score, int alpha, int beta) {
    return score >= beta ? LOWER : score > alpha ? EXACT : UPPER;
  }

  /**
   * Whether {@code score}, stored with {@code bound}, settles a search of {@code (alpha, beta)}.
   */
  static boolean cuts(int bound, int score, int alpha, int beta) {
    return bound == EXACT
        || (bound == LOWER && score >= beta)
        || (bound == UPPER && score <= alpha);
  }
}
