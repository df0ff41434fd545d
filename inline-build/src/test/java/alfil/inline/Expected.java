package alfil.inline;

import alfil.web.page.Requests;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import alfil.web.worker.PlaceholderSearch;
import alfil.web.worker.SearchJob;

/** Answers the browser must show, computed here on the JVM from the very same classes. */
final class Expected {
  private Expected() {}

  /** PLACEHOLDER check value of the page's start-up request for {@code game}. */
  static String probeValue(String game) {
    return Integer.toString(reply(Requests.probe(game)).value);
  }

  /** The reply the worker must give to {@code request} (PLACEHOLDER search for now). */
  static SearchReply reply(SearchRequest request) {
    SearchJob job = new PlaceholderSearch(request);
    while (!job.step(1 << 20)) {
      // run to the end, as the worker does
    }
    return job.reply();
  }
}
