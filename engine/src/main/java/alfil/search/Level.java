package alfil.search;

import alfil.core.Game;
import alfil.core.Rng;

/**
 * A playing level, {@link #MIN} (weakest) to {@link #MAX} (full strength), and everything it means
 * in one place: how many nodes the search may visit, how many lines it ranks and how far its choice
 * may stray from the best move, the longest it may think, and its strength on Stockfish's UCI_Elo
 * scale. Lower levels rank several root moves (MultiPV) and pick among the near-best ones with
 * weights that fall off with the score gap; the lowest sometimes play a plausible weaker move. No
 * level throws away a mate it has found, and none strays once the game is decided. Randomness comes
 * only from the {@link Rng} passed in, so with node limits (no time) the same seed replays the same
 * game.
 */
public final class Level {
  /** The weakest level. */
  public static final int MIN = 1;

  /** Full strength: no node cap, no stray. */
  public static final int MAX = 8;

  /** The evaluation beyond which the game counts as decided and every level plays its best. */
  public static final int DECIDED = 700;

  // Per level 1..8: node cap, lines ranked, stray margin (cp), weaker-move chance (%).
  //
  // Strength is set by a node cap alone, about 2.5 times larger a level, never by a depth cap: in
  // games between levels a depth cap made cliffs (depth 1 against depth 2, or a depth-4 cap against
  // an uncapped 14,000-node search, went 0-20), while node caps rise smoothly. In a 40-game ladder
  // each level scored 85-95% against the one below in chess and 64-97.5% in xiangqi, with points on
  // both sides of every row, so that the ladder measures every step (docs/benchmarks.md,
  // "Strength"). Each game scales the caps by its Game.levelNodePercent().
  private static final int[] NODES = {300, 900, 1_600, 4_000, 10_000, 25_000, 60_000, 0};
  private static final int[] LINES = {8, 6, 5, 4, 3, 2, 2, 1};
  private static final int[] MARGIN = {200, 130, 100, 60, 35, 20, 10, 0};
  private static final int[] WEAKER = {15, 8, 5, 2, 0, 0, 0, 0};

  /**
   * The longest think per level in milliseconds, a ceiling so that no level makes a player wait
   * long on a slow device: levels 1-7 normally end on their node caps well before it (and then play
   * the same move on every machine); level 8 has no node cap and thinks this long, as long as a
   * player of a casual game waits for a move (lichess's strongest AI level answers in about as
   * long).
   */
  private static final int[] TIME_CEILING_MS = {2000, 2000, 2000, 3000, 3000, 3000, 3000, 3000};

  /**
   * Each level's strength on the scale of Stockfish 15.1's UCI_Elo at 200 ms a move (chess): the
   * UCI_Elo at which a limited-strength Stockfish would score 50% against it, from {@code match}
   * games (docs/benchmarks.md, "Strength"), 40 games a row unless noted:
   *
   * <ul>
   *   <li>Level 8: 61.7% against UCI_Elo 2000 (60 games), 8.8% against 2200 (80 games); the score
   *       falls through 50% at about 2040.
   *   <li>Level 7: 85% against 1600, about 1900.
   *   <li>Level 4: 67.5% against 1350, about 1480. Level 3: 30% against 1350, about 1200.
   *   <li>Levels 5 and 6 scored 90% and 92.5% against 1350, too near the top to place them; they
   *       sit between levels 4 and 7 in proportion to their steps in the self-play ladder (1660,
   *       1800), inside both rows' 95% intervals.
   *   <li>Levels 1 and 2 are below what Stockfish's UCI_Elo reaches (1350). They are placed below
   *       level 3 by their self-play steps (338 and 319) times 0.41, the ratio of the
   *       Stockfish-scale span from level 3 to level 8 (840) to the self-play span (2,024).
   * </ul>
   */
  private static final int[] ELO = {930, 1060, 1200, 1480, 1660, 1800, 1900, 2040};

  /** The weakest level's Elo anchor. */
  public static final int MIN_ELO = ELO[0];

  /** The strongest level's Elo anchor. */
  public static final int MAX_ELO = ELO[ELO.length - 1];

  private final int number;
  private final int nodes;

  private Level(int number, int nodePercent) {
    this.number = number;
    int cap = NODES[number - MIN];
    this.nodes = cap == 0 ? 0 : cap * nodePercent / 100;
  }

  /** Level {@code number} (clamped to {@link #MIN}..{@link #MAX}) of a game. */
  public static Level of(int number, Game game) {
    return new Level(clamp(number), game.levelNodePercent());
  }

  /** Whether {@code number} names a level. */
  public static boolean isLevel(int number) {
    return number >= MIN && number <= MAX;
  }

  /**
   * The level for a requested Elo (clamped to the anchors' range). A request between two anchors
   * gets the weaker level, so a GUI asking for a strength never meets a stronger engine than it
   * asked for.
   */
  public static int forElo(int elo) {
    int level = MIN;
    for (int i = 0; i < ELO.length; i++) {
      if (elo >= ELO[i]) {
        level = MIN + i;
      }
    }
    return level;
  }

  private static int clamp(int number) {
    return Math.max(MIN, Math.min(MAX, number));
  }

  public int number() {
    return number;
  }

  /** The node cap of this level's search, 0 for none (full strength). */
  public int nodes() {
    return nodes;
  }

  /** The longest this level thinks for a move, in milliseconds. */
  public int timeCeilingMillis() {
    return TIME_CEILING_MS[number - MIN];
  }

  /**
   * The longest this level thinks for a move with {@code clockMs} left on its clock and {@code
   * incrementMs} added per move ({@code clockMs} 0: no clock, {@link #timeCeilingMillis()}). Full
   * strength plays on the clock, to the {@link TimeManager}'s hard limit; the lower levels keep
   * their caps, cut only where that limit is shorter, so that no level loses on time by thinking
   * past what its clock allows.
   */
  public int timeCeilingMillis(int clockMs, int incrementMs) {
    if (clockMs <= 0) {
      return timeCeilingMillis();
    }
    int hard = onClock(clockMs, incrementMs).maximumMillis();
    return number == MAX ? hard : Math.min(timeCeilingMillis(), hard);
  }

  /**
   * On a clock, the time after which full strength starts no new iteration (the {@link
   * TimeManager}'s soft limit); 0 (none: the ceiling alone) for the lower levels or without a
   * clock.
   */
  public int timeOptimumMillis(int clockMs, int incrementMs) {
    return number == MAX && clockMs > 0 ? onClock(clockMs, incrementMs).optimumMillis() : 0;
  }

  /**
   * The plan for a move on a clock: no movestogo (a page's periods are planned as sudden death).
   */
  private static TimeManager onClock(int clockMs, int incrementMs) {
    return TimeManager.of(clockMs, incrementMs, 0, TimeManager.DEFAULT_OVERHEAD);
  }

  /** This level's strength on Stockfish 15.1's UCI_Elo scale (chess, 200 ms a move). */
  public int elo() {
    return ELO[number - MIN];
  }

  /** Search limits of this level; the caller may add a clock. */
  public SearchLimits limits() {
    SearchLimits limits = new SearchLimits();
    limits.nodes = nodes;
    limits.multiPv = LINES[number - MIN];
    return limits;
  }

  /**
   * The move this level plays from a search run with {@link #limits()}: the best, or a near-best
   * one drawn with {@code rng}.
   */
  public int choose(SearchResult result, Rng rng) {
    int best = result.score();
    int count = result.lineCount();
    int margin = MARGIN[number - MIN];
    if (count <= 1 || margin == 0 || best >= Score.MATE_BOUND || Math.abs(best) >= DECIDED) {
      return result.bestMove();
    }
    // A plausible weaker move now and then: anything within three margins that is not lost.
    int window = margin;
    int weakerPercent = WEAKER[number - MIN];
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
