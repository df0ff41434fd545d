package alfil.inline;

import alfil.web.page.Requests;
import alfil.web.worker.PlaceholderSearch;
import alfil.web.worker.SearchJob;

/** Answers the browser must show, computed here on the JVM from the very same classes. */
final class Expected {
  private Expected() {}

  /** PLACEHOLDER check value of the page's start-up request for {@code game}. */
  static String probeValue(String game) {
    SearchJob job = new PlaceholderSearch(Requests.probe(game));
    while (!job.step(1 << 20)) {
      // run to the end, as the worker does
    }
    return Integer.toString(job.reply().value);
  }
}
