package alfil.inline;

import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import alfil.web.worker.KeptEngine;
import alfil.web.worker.SearchJob;
import alfil.web.worker.SearchJobs;

/** Answers the browser must show, computed here on the JVM from the very same classes. */
final class Expected {
  private Expected() {}

  /** The reply the worker must give to {@code request}. */
  static SearchReply reply(SearchRequest request) {
    // No clock: the levels the tests use end on their node caps, never on time, so the worker's
    // clock does not change the answer.
    SearchJob job = SearchJobs.start(request, new KeptEngine(), null, null);
    job.step(0);
    return job.reply();
  }
}
