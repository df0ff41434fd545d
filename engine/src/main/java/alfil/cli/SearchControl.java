package alfil.cli;

import alfil.search.SearchClock;

/**
 * The command line's side of one search: its clock (from {@link System#nanoTime}), its stop flag
 * and its ponder state, all safe to touch from the input thread while the search thread runs.
 *
 * <p>The search only stops on time, so a stop is delivered through the clock: once {@link #stop} is
 * called, {@link #elapsedMillis} reports a time past every deadline. This cannot be lost the way a
 * flag set before the search has started (and reset its own flag) could be. While pondering, the
 * clock stands still at 0 so that no deadline passes; {@link #ponderHit} starts it.
 */
final class SearchControl implements SearchClock {
  /** What {@link #elapsedMillis} reports after a stop: beyond any deadline. */
  static final int STOPPED = Integer.MAX_VALUE;

  private volatile long startNanos;
  private volatile boolean stopped;
  private volatile boolean pondering;
  private final boolean infinite;
  private final boolean bounded;

  /**
   * @param pondering the search runs on the opponent's time until {@link #ponderHit}
   * @param infinite the result is held back until {@link #stop} (UCI {@code go infinite})
   * @param bounded the search ends by itself (a depth, node, time or mate limit)
   */
  SearchControl(boolean pondering, boolean infinite, boolean bounded) {
    this.pondering = pondering;
    this.infinite = infinite;
    this.bounded = bounded && !infinite;
    this.startNanos = System.nanoTime();
  }

  @Override
  public int elapsedMillis() {
    if (stopped) {
      return STOPPED;
    }
    if (pondering) {
      return 0;
    }
    return realMillis();
  }

  /** Milliseconds since the search started (or since the ponder hit), whatever the stop state. */
  int realMillis() {
    return (int) Math.min(Integer.MAX_VALUE - 1, (System.nanoTime() - startNanos) / 1_000_000);
  }

  /** Ends the search as soon as it polls, and releases a held result. */
  synchronized void stop() {
    stopped = true;
    notifyAll();
  }

  boolean isStopped() {
    return stopped;
  }

  /** The opponent played the expected move: from now on the clock runs and deadlines count. */
  synchronized void ponderHit() {
    if (pondering) {
      startNanos = System.nanoTime();
      pondering = false;
      notifyAll();
    }
  }

  /** Whether the search would end without a stop: a limit, and neither infinite nor pondering. */
  boolean endsByItself() {
    return bounded && !pondering;
  }

  boolean isPondering() {
    return pondering;
  }

  /**
   * Blocks until the result may be sent: UCI forbids {@code bestmove} during {@code go infinite}
   * and while pondering, even when the search has nothing left to do, until {@code stop} or {@code
   * ponderhit}.
   */
  synchronized void awaitRelease() throws InterruptedException {
    while (!stopped && (pondering || infinite)) {
      wait();
    }
  }
}
