package alfil.web.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.Chess;
import alfil.review.Mark;
import alfil.review.ReviewResult;
import alfil.web.game.GameRules;
import alfil.web.model.Requests;
import alfil.web.protocol.SearchReply;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The worker's game review: progress position by position, then the review in the reply. */
class ReviewJobTest {
  /** 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6?? 4.Qxf7#: Black's third move allows mate in one. */
  static final String[] SCHOLARS_MATE = {"e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"};

  @Test
  void reportsEachPositionThenTheReviewWithTheBlunderMarked() {
    String start = GameRules.of(Chess.GAME).startFen();
    List<SearchReply> progress = new ArrayList<>();
    SearchJob job =
        SearchJobs.start(
            Requests.forReview(Chess.GAME, start, SCHOLARS_MATE, 5_000),
            new KeptEngine(),
            null,
            progress::add);
    assertTrue(job.step(0), "in one go without a clock");
    assertEquals(SCHOLARS_MATE.length + 1, progress.size(), "a report per position");
    for (int i = 0; i < progress.size(); i++) {
      assertEquals(i + 1, progress.get(i).depth, "positions done");
      assertEquals(SCHOLARS_MATE.length + 1, progress.get(i).value, "positions in all");
    }
    SearchReply done = job.reply();
    assertNotNull(done.review);
    ReviewResult r = ReviewResult.fromInts(done.review);
    assertEquals(SCHOLARS_MATE.length, r.plies());
    assertEquals(Mark.BLUNDER, r.mark(5), "Nf6 lets Qxf7 mate");
    assertEquals(Mark.NONE, r.mark(6), "the mate itself is the best move");
    assertTrue(r.isMate(6), "after Nf6 White mates in one");
  }

  @Test
  void aRequestWithAnIllegalMoveEndsAtOnceWithNoReview() {
    SearchJob job =
        SearchJobs.start(
            Requests.forReview(
                Chess.GAME, GameRules.of(Chess.GAME).startFen(), new String[] {"e2e5"}, 0),
            new KeptEngine(),
            null,
            null);
    assertTrue(job.step(0));
    assertNull(job.reply().review);
    assertFalse(job.reply().value > 0, "no positions to review");
  }
}
