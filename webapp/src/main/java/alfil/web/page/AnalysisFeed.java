package alfil.web.page;

import alfil.web.protocol.SearchReply;
import alfil.web.worker.SearchClient;

/**
 * The analysis' search client's listener: its reports go to the page's shell, apart from the
 * engine's (each client has one listener, and the shell is the engine's).
 */
final class AnalysisFeed implements SearchClient.Listener {
  private final PageApp page;

  AnalysisFeed(PageApp page) {
    this.page = page;
  }

  @Override
  public void onReply(SearchReply reply, String by) {
    if (!reply.bestMove.isEmpty()) {
      page.onAnalysis(reply);
    }
  }

  @Override
  public void onProgress(SearchReply progress) {
    page.onAnalysis(progress);
  }
}
