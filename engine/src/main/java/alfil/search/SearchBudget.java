package alfil.search;

/**
 * What a search may spend, watched as it runs: it counts the nodes and, every {@link
 * #POLL_INTERVAL} of them, looks at the stop flag, the clock and the node limit, as Stockfish's
 * {@code check_time} (search.cpp) does, and stops the search ({@link #stopped}) when one is
 * reached; after each iteration it says whether another may start. Until the first iteration is
 * complete nothing stops the search, so that it always has a legal move to give. Beside the nodes
 * it keeps the deepest ply they reached, for the reports.
 *
 * <p>Nodes are counted as millions and the rest, with no {@code long} (the browser runs this code).
 * The clock is the caller's ({@link SearchLimits#clock}): the search never reads one itself.
 */
final class SearchBudget {
  /**
   * Nodes between two looks at the clock, the stop flag and the node limit. At this search's speed
   * under load (tens of thousands of nodes per second) 1024 nodes were up to 100 ms, enough to
   * overrun a hard limit of 20 ms and lose on time with a 0.1 s increment; a clock read costs
   * nanoseconds.
   */
  static final int POLL_INTERVAL = 256;

  private volatile boolean stopRequested;
  private SearchLimits limits;
  private boolean abortAllowed;
  private boolean stopped;
  private int nodes;
  private int nodesMillions;
  private int pollCountdown;
  private int selDepth;

  /** Starts the count of a search within {@code searchLimits}. */
  void start(SearchLimits searchLimits) {
    limits = searchLimits;
    stopRequested = false;
    abortAllowed = false;
    stopped = false;
    nodes = 0;
    nodesMillions = 0;
    pollCountdown = POLL_INTERVAL;
    selDepth = 0;
  }

  /** Asks the running search to stop soon; safe from any thread. */
  void requestStop() {
    stopRequested = true;
  }

  /**
   * Counts a node; every {@link #POLL_INTERVAL} nodes, stops the search once an iteration is
   * complete if it was asked to or is past the hard deadline or the node limit. Returns {@link
   * #stopped}.
   */
  boolean countNode() {
    nodes++;
    if (--pollCountdown > 0) {
      return stopped;
    }
    pollCountdown = POLL_INTERVAL;
    if (nodes >= 1_000_000_000) {
      nodes -= 1_000_000_000;
      nodesMillions += 1000;
    }
    if (abortAllowed && (stopRequested || outOfTime(false) || outOfNodes())) {
      stopped = true;
    }
    return stopped;
  }

  /** Whether the search must stop at once: a limit cut it short (its result is incomplete). */
  boolean stopped() {
    return stopped;
  }

  /** A node {@code ply} plies from the root was reached. */
  void reached(int ply) {
    selDepth = Math.max(selDepth, ply);
  }

  /** The deepest ply a node was reached at, the main search's or the quiescence's. */
  int selDepth() {
    return selDepth;
  }

  /**
   * An iteration is complete, so the search may be stopped from now on: returns whether it should
   * stop rather than start another (asked to, past the soft deadline or the node limit).
   */
  boolean iterationDone() {
    abortAllowed = true;
    return stopRequested || outOfTime(true) || outOfNodes();
  }

  private boolean outOfTime(boolean soft) {
    SearchClock clock = limits.clock;
    if (clock == null) {
      return false;
    }
    int limit = soft && limits.optimumMillis > 0 ? limits.optimumMillis : limits.maxMillis;
    return limit > 0 && clock.elapsedMillis() >= limit;
  }

  private boolean outOfNodes() {
    int limit = limits.nodes;
    if (limit <= 0) {
      return false;
    }
    int millions = nodesMillions();
    int rest = nodesRest();
    int limitMillions = limit / 1_000_000;
    return millions > limitMillions || (millions == limitMillions && rest >= limit % 1_000_000);
  }

  /** Nodes counted so far, in millions (the rest is {@link #nodesRest}). */
  int nodesMillions() {
    return nodesMillions + nodes / 1_000_000;
  }

  int nodesRest() {
    return nodes % 1_000_000;
  }

  /** Sets {@code info}'s selective depth, node count, time and speed to the search's so far. */
  void copyTo(SearchInfo info) {
    info.selDepth = selDepth;
    info.nodesMillions = nodesMillions();
    info.nodesRest = nodesRest();
    int millis = elapsedMillis();
    info.millis = millis;
    info.nodesPerSecond =
        millis > 0 ? (int) Math.min(Integer.MAX_VALUE, info.nodes() * 1000 / millis) : 0;
  }

  /** Milliseconds since the search started by the caller's clock, 0 without one. */
  int elapsedMillis() {
    return limits.clock != null ? limits.clock.elapsedMillis() : 0;
  }
}
