package alfil.web.page;

import alfil.web.protocol.SearchReply;
import alfil.web.worker.SearchClient;

/**
 * The listener of the analysis' search client, or of the game review's: their reports go to the
 * page's shell apart from the engine's (each client has one listener, and the shell is the
 * engine's).
 */
final class AnalysisFeed implements SearchClient.Listener {
  private final PageApp page;

  /** Whether this feeds the game review rather than the analysis of one position. */
  private final boolean wholeGame;

  AnalysisFeed(PageApp page, boolean wholeGame) {
    this.page = page;
    this.wholeGame = wholeGame;
  }

  @Override
  public void onReply(SearchReply reply, String by) {
    if (wholeGame) {
      page.onReview(reply);
    } else if (!reply.bestMove.isEmpty()) {
      page.onAnalysis(reply);
    }
  }

  @Override
  public void onProgress(SearchReply progress) {
    if (wholeGame) {
      page.onReview(progress);
    } else {
      page.onAnalysis(progress);
    }
  }
}
