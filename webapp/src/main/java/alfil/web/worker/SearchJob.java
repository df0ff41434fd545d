package alfil.web.worker;

import alfil.web.protocol.SearchReply;

/**
 * A search that can be run in one go (the worker) or in time slices (the page fallback, a slice per
 * animation frame so the board never freezes).
 */
public interface SearchJob {
  /** Receives progress: depth, score and best move so far. */
  interface Progress {
    void onProgress(SearchReply progress);
  }

  /**
   * Works for about {@code millis} milliseconds, or to the end when {@code millis} is 0; true once
   * the search is finished.
   */
  boolean step(int millis);

  /** The answer so far; the final answer once {@link #step} has returned true. */
  SearchReply reply();
}
