package alfil.review;

import alfil.core.Game;
import alfil.search.SearchClock;
import alfil.search.SearchLimits;

/**
 * What a review may spend on each position of the game: a node count (the default: the same marks
 * on every machine, the JVM's and the browser's), or milliseconds on the caller's clock (the engine
 * reads none itself).
 */
public final class ReviewBudget {
  /**
   * The transposition table of a review's own engine, in megabytes: the page's worker's size
   * (KeptEngine), so that a review by the command line and one in the page search alike.
   */
  public static final int TABLE_MB = 4;

  private final int nodes;
  private final int millis;
  private final SearchClock clock;

  private ReviewBudget(int nodes, int millis, SearchClock clock) {
    this.nodes = nodes;
    this.millis = millis;
    this.clock = clock;
  }

  /** The game's default nodes per position ({@link Game#reviewNodes}). */
  public static ReviewBudget defaults(Game game) {
    return nodes(game.reviewNodes());
  }

  /** {@code nodes} per position (at least 1; the search always completes its first iteration). */
  public static ReviewBudget nodes(int nodes) {
    return new ReviewBudget(Math.max(1, nodes), 0, null);
  }

  /** {@code millis} per position on {@code clock}, which reads the caller's time. */
  public static ReviewBudget time(int millis, SearchClock clock) {
    return new ReviewBudget(0, Math.max(1, millis), clock);
  }

  /** The nodes per position, 0 for a budget of time. */
  public int nodes() {
    return nodes;
  }

  /** The milliseconds per position, 0 for a budget of nodes. */
  public int millis() {
    return millis;
  }

  /**
   * The limits of one position's search, started now. On a clock no iteration starts after half the
   * time (about what the next one takes), and the search stops at the whole of it.
   */
  SearchLimits limits() {
    SearchLimits limits = new SearchLimits();
    limits.nodes = nodes;
    if (clock != null) {
      limits.clock = new Lap(clock);
      limits.maxMillis = millis;
      limits.optimumMillis = Math.max(1, millis / 2);
    }
    return limits;
  }

  /** The caller's clock read from the start of one search, as the search counts its time. */
  private static final class Lap implements SearchClock {
    private final SearchClock clock;
    private final int start;

    Lap(SearchClock clock) {
      this.clock = clock;
      this.start = clock.elapsedMillis();
    }

    @Override
    public int elapsedMillis() {
      return clock.elapsedMillis() - start;
    }
  }
}
