package alfil.web.worker;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.games.Games;
import alfil.review.GameReview;
import alfil.review.ReviewBudget;
import alfil.search.SearchClock;
import alfil.web.game.GameRules;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;

/**
 * A game review in the worker ({@code alfil.review.GameReview}): the game replayed from the
 * request, every position searched with the request's nodes, the progress reported after each
 * position, and the review in the reply. In one go (the worker) or a position at a time (the page's
 * fallback, which steps it by slices).
 */
final class ReviewJob implements SearchJob {
  private final int id;
  private final SearchClock clock;
  private final Progress progress;
  private GameReview review;

  ReviewJob(SearchRequest request, SearchClock clock, Progress progress) {
    this.id = request.id;
    this.clock = clock;
    this.progress = progress;
    Game game = Games.byName(request.game);
    if (game == null) {
      return; // answered with no review
    }
    try {
      Judge judge = game.newJudge(request.startFen);
      for (String m : request.moves) {
        judge.play(GameRules.find(judge.position(), m));
      }
      ReviewBudget budget =
          request.nodeLimit > 0
              ? ReviewBudget.nodes(request.nodeLimit)
              : ReviewBudget.defaults(game);
      review = GameReview.of(judge, budget);
    } catch (InvalidInputException | IllegalArgumentException e) {
      review = null; // a request the page did not build: no review
    }
  }

  @Override
  public boolean step(int millis) {
    if (review == null) {
      return true;
    }
    int start = clock == null ? 0 : clock.elapsedMillis();
    while (review.step()) {
      if (progress != null) {
        progress.onProgress(counts());
      }
      if (millis > 0 && clock != null && clock.elapsedMillis() - start >= millis) {
        break;
      }
    }
    return review.isDone();
  }

  /** The positions searched and in all; with the review once it is done. */
  @Override
  public SearchReply reply() {
    SearchReply r = counts();
    if (review != null && review.isDone()) {
      r.review = review.result().toInts();
    }
    return r;
  }

  /** The progress alone: positions in all as the value, positions searched as the depth. */
  private SearchReply counts() {
    boolean any = review != null;
    return new SearchReply(
        id, "", any ? review.positionsTotal() : 0, 0, any ? review.positionsDone() : 0);
  }
}
