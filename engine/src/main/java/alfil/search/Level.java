package alfil.search;

import alfil.core.Rng;

/**
 * A playing level, 1 (weakest) to 8 (full strength): how deep and how many nodes the search may go,
 * and how far its choice may stray from the best move. Lower levels rank several root moves
 * (MultiPV) and pick among the near-best ones with weights that fall off with the score gap; the
 * lowest sometimes play a plausible weaker move. No level throws away a mate it has found, and none
 * strays once the game is decided. Randomness comes only from the {@link Rng} passed in, so with
 * node limits (no time) the same seed replays the same game.
 */
public final class Level {
  /** The evaluation beyond which the game counts as decided and every level plays its best. */
  public static final int DECIDED = 700;

  // Per level 1..8: depth cap, node cap, lines ranked, stray margin (cp), weaker-move chance (%).
  private static final int[] DEPTH = {1, 2, 3, 4, 6, 8, 12, 0};
  private static final int[] NODES = {400, 1500, 5000, 15_000, 50_000, 200_000, 800_000, 0};
  private static final int[] LINES = {8, 6, 5, 4, 3, 3, 2, 1};
  private static final int[] MARGIN = {300, 200, 120, 80, 45, 25, 10, 0};
  private static final int[] WEAKER = {25, 15, 8, 4, 0, 0, 0, 0};

  /** Levels from 1 to {@link #MAX}. */
  public static final int MAX = 8;

  private final int number;
  private final int depth;
  private final int nodes;
  private final int lines;
  private final int margin;
  private final int weakerPercent;

  private Level(int number, int nodeScale) {
    int i = number - 1;
    this.number = number;
    this.depth = DEPTH[i];
    this.nodes = NODES[i] == 0 ? 0 : NODES[i] * nodeScale / 100;
    this.lines = LINES[i];
    this.margin = MARGIN[i];
    this.weakerPercent = WEAKER[i];
  }

  /** Chess level {@code number} (clamped to 1..8). */
  public static Level chess(int number) {
    return new Level(clamp(number), 100);
  }

  /**
   * Xiangqi level {@code number} (clamped to 1..8): the same shape with a larger node cap, since a
   * xiangqi position has about 40 moves to chess's 35 and searches less deep per node.
   */
  public static Level xiangqi(int number) {
    return new Level(clamp(number), 130);
  }

  private static int clamp(int number) {
    return Math.max(1, Math.min(MAX, number));
  }

  public int number() {
    return number;
  }

  /** Search limits of this level; the caller may add a clock. */
  public SearchLimits limits() {
    SearchLimits limits = new SearchLimits();
    limits.depth = depth;
    limits.nodes = nodes;
    limits.multiPv = lines;
    return limits;
  }

  /**
   * The move this level plays from a search run with {@link #limits()}: the best, or a near-best
   * one drawn with {@code rng}.
   */
  public int choose(SearchResult result, Rng rng) {
    int best = result.score();
    int count = result.lineCount();
    if (count <= 1 || margin == 0 || best >= Score.MATE_BOUND || Math.abs(best) >= DECIDED) {
      return result.bestMove();
    }
    // A plausible weaker move now and then: anything within three margins that is not lost.
    int window = margin;
    if (weakerPercent > 0 && rng.nextInt(100) < weakerPercent) {
      window = 3 * margin;
    }
    int total = 0;
    int[] weights = new int[count];
    for (int k = 0; k < count; k++) {
      int gap = best - result.lineScore(k);
      if (gap > window || result.lineScore(k) <= -DECIDED) {
        continue;
      }
      int closeness = (window - gap) * 32 / window + 1; // 1..33
      weights[k] = closeness * closeness;
      total += weights[k];
    }
    int pick = rng.nextInt(total);
    for (int k = 0; k < count; k++) {
      pick -= weights[k];
      if (pick < 0) {
        return result.lineMove(k);
      }
    }
    return result.bestMove();
  }
}
