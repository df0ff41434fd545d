package alfil.search;

import alfil.core.Rng;

/**
 * A playing level, 1 (weakest) to 8 (full strength): how many nodes the search may visit, and how
 * far its choice may stray from the best move. Lower levels rank several root moves (MultiPV) and
 * pick among the near-best ones with weights that fall off with the score gap; the lowest sometimes
 * play a plausible weaker move. No level throws away a mate it has found, and none strays once the
 * game is decided. Randomness comes only from the {@link Rng} passed in, so with node limits (no
 * time) the same seed replays the same game.
 */
public final class Level {
  /** The evaluation beyond which the game counts as decided and every level plays its best. */
  public static final int DECIDED = 700;

  // Per level 1..8: node cap, lines ranked, stray margin (cp), weaker-move chance (%).
  //
  // Strength is set by a node cap alone, about 2.5 times larger a level, never by a depth cap: in
  // games between levels a depth cap made cliffs (depth 1 against depth 2, or a depth-4 cap against
  // an uncapped 14,000-node search, went 0-20), while node caps rise smoothly. In a 40-game ladder
  // each level scored 85-95% against the one below in chess and 64-97.5% in xiangqi, with points on
  // both sides of every row, so that the ladder measures every step (docs/benchmarks.md,
  // "Strength").
  private static final int[] NODES = {300, 900, 1_600, 4_000, 10_000, 25_000, 60_000, 0};
  private static final int[] LINES = {8, 6, 5, 4, 3, 2, 2, 1};
  private static final int[] MARGIN = {200, 130, 100, 60, 35, 20, 10, 0};
  private static final int[] WEAKER = {15, 8, 5, 2, 0, 0, 0, 0};

  /** Levels from 1 to {@link #MAX}. */
  public static final int MAX = 8;

  private final int number;
  private final int nodes;
  private final int lines;
  private final int margin;
  private final int weakerPercent;

  private Level(int number, int nodeScale) {
    int i = number - 1;
    this.number = number;
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
   * Xiangqi level {@code number} (clamped to 1..8): the same shape with 70% of chess's node caps.
   * Measured in games: at equal caps the xiangqi levels stood further apart than chess's, and at
   * 130% level 7 was as strong as level 8 at 100 ms a move.
   */
  public static Level xiangqi(int number) {
    return new Level(clamp(number), 70);
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
