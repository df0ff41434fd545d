package alfil.search;

/**
 * Time as the caller measures it: the search never reads a clock itself (the browser worker, the
 * command line and the tests each pass their own; tests pass a fake one).
 */
public interface SearchClock {
  /** Milliseconds since the search started. */
  int elapsedMillis();
}
