package alfil.search;

/**
 * What bounds one search: depth, nodes, time (through the caller's {@link SearchClock}) and the
 * number of principal variations. Unset limits are 0 (or null). Time and nodes are checked every
 * 256 nodes; once depth 1 is complete the search always has a legal best move to give.
 */
public final class SearchLimits {
  /** Iterations to complete; 0 for {@link Score#MAX_PLY}. */
  public int depth;

  /** Nodes after which the search stops; 0 for no limit. */
  public int nodes;

  /** The caller's clock; null when the search has no time limit. */
  public SearchClock clock;

  /** Hard deadline in clock milliseconds: the search stops mid-iteration; 0 for none. */
  public int maxMillis;

  /** Soft deadline: no new iteration starts after it; 0 means {@link #maxMillis}. */
  public int optimumMillis;

  /** Principal variations to report and rank (UCI MultiPV), at least 1. */
  public int multiPv = 1;

  /** The root moves to consider (UCI searchmoves); null for all. */
  public int[] searchMoves;

  /**
   * Stop as soon as the move is decided: after the first iteration when there is one legal move, or
   * after an iteration that finds a mate within its depth, either way. A player waiting for the
   * move gains nothing from more search (Stockfish's time manager plays a lone move at once);
   * analysis and fixed-depth searches keep this off.
   */
  public boolean stopWhenDecided;

  /**
   * False turns off every unsound pruning (null move, reductions, futility, delta pruning): the
   * search then returns the minimax value of its depth. Tests use it; play keeps it on.
   */
  public boolean selective = true;

  public SearchLimits() {}

  /** Limits of a fixed depth and nothing else. */
  public static SearchLimits depth(int depth) {
    SearchLimits limits = new SearchLimits();
    limits.depth = depth;
    return limits;
  }
}
