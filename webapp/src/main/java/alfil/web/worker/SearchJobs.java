package alfil.web.worker;

import alfil.web.protocol.SearchRequest;

/** The one place that turns a request into a running search, for the worker and the fallback. */
public final class SearchJobs {
  private SearchJobs() {}

  public static SearchJob start(SearchRequest request) {
    // PLACEHOLDER: the real search (alfil.search over the game's position) replaces this line.
    return new PlaceholderSearch(request);
  }
}
