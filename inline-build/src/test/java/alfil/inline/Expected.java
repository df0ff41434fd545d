package alfil.inline;

import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import alfil.web.worker.SearchJob;
import alfil.web.worker.SearchJobs;

/** Answers the browser must show, computed here on the JVM from the very same classes. */
final class Expected {
  private Expected() {}

  /** The reply the worker must give to {@code request}. */
  static SearchReply reply(SearchRequest request) {
    SearchJob job = SearchJobs.start(request);
    while (!job.step(1 << 20)) {
      // run to the end, as the worker does
    }
    return job.reply();
  }
}
