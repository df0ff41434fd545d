package alfil.web.worker;

import alfil.web.protocol.SearchReply;

/**
 * A search that can be run in bounded pieces. The worker runs it to the end in one go; the page
 * fallback runs it a slice per animation frame so the board never freezes.
 */
public interface SearchJob {
  /** Does at most about {@code budget} units of work (nodes); true once the search is finished. */
  boolean step(int budget);

  /** The answer so far; the final answer once {@link #step} has returned true. */
  SearchReply reply();
}
