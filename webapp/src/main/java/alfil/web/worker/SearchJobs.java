package alfil.web.worker;

import alfil.search.SearchClock;
import alfil.web.protocol.SearchRequest;

/**
 * The one place that turns a request into a running search or game review, for the worker and the
 * fallback.
 */
public final class SearchJobs {
  private SearchJobs() {}

  /**
   * @param engine the searcher kept between requests (its table survives)
   * @param clock the caller's clock, or null for no time limit
   * @param progress receives progress, or null
   */
  public static SearchJob start(
      SearchRequest request, KeptEngine engine, SearchClock clock, SearchJob.Progress progress) {
    return request.review
        ? new ReviewJob(request, clock, progress)
        : new EngineSearch(request, engine, clock, progress);
  }
}
