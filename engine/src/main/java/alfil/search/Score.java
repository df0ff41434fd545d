package alfil.search;

import alfil.core.SearchPosition;

/**
 * Search scores: centipawns from the side to move's view, and mate scores {@link #MATE} minus the
 * distance in plies, so that a shorter mate outranks a longer one.
 */
public final class Score {
  /** The score of delivering mate at the root (never reached: mate is at least one ply away). */
  public static final int MATE = 30000;

  /** Longest line the search follows. */
  public static final int MAX_PLY = 128;

  /** Scores at or beyond this magnitude are mates (or rule wins) at a known distance. */
  public static final int MATE_BOUND = MATE - 2 * MAX_PLY;

  /** Above every real score. */
  public static final int INFINITE = MATE + 1;

  private Score() {}

  public static boolean isMate(int score) {
    return score >= MATE_BOUND || score <= -MATE_BOUND;
  }

  /**
   * Moves to mate as UCI reports it: positive when the side to move mates, negative when it is
   * mated; 0 for a non-mate score.
   */
  public static int mateInMoves(int score) {
    if (score >= MATE_BOUND) {
      return (MATE - score + 1) / 2;
    }
    if (score <= -MATE_BOUND) {
      return -((MATE + score) / 2);
    }
    return 0;
  }

  /**
   * The score of a position that the game's rules decide {@code ply} plies from the root ({@link
   * SearchPosition#ruleStatus}): a mate at that distance for a win or a loss; for a draw, {@code
   * contempt} against the side to move at the root (for it at the other side's plies).
   */
  static int ofRule(int rule, int ply, int contempt) {
    if (rule == SearchPosition.RULE_LOSS) {
      return -MATE + ply;
    }
    if (rule == SearchPosition.RULE_WIN) {
      return MATE - ply;
    }
    return (ply & 1) == 0 ? -contempt : contempt;
  }

  /** A score that the transposition table can keep: mates relative to the stored node. */
  public static int toTable(int score, int ply) {
    if (score >= MATE_BOUND) {
      return score + ply;
    }
    if (score <= -MATE_BOUND) {
      return score - ply;
    }
    return score;
  }

  /** The inverse of {@link #toTable} for a node {@code ply} plies from the root. */
  public static int fromTable(int score, int ply) {
    if (score >= MATE_BOUND) {
      return score - ply;
    }
    if (score <= -MATE_BOUND) {
      return score + ply;
    }
    return score;
  }

  /** "cp 35" or "mate -3", the UCI form. */
  public static String toUci(int score) {
    return isMate(score) ? "mate " + mateInMoves(score) : "cp " + score;
  }
}
