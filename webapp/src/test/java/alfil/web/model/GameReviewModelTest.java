package alfil.web.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.Chess;
import alfil.core.Side;
import alfil.review.Mark;
import alfil.web.game.Settings;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import alfil.web.worker.KeptEngine;
import alfil.web.worker.SearchJob;
import alfil.web.worker.SearchJobs;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The page's review of a whole game through the model: offered when it may be, asked of the worker
 * as a request, its progress and its end taken in, the marks, the better move and its arrow shown,
 * kept with the game and dropped when the moves change.
 */
class GameReviewModelTest {
  /** 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6?? 4.Qxf7#. */
  static final String[] SCHOLARS_MATE = {"e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"};

  final GameModel m = new GameModel(new GameModelTest.HandClock(), 42);

  void playBetweenFriends(String... moves) {
    m.start(GameModelTest.settings(Chess.GAME, Settings.LOCAL));
    for (String move : moves) {
      assertNull(m.playText(move).refused, move);
    }
  }

  /** Runs the review the model asked for as the worker would, handing each report back. */
  Effects runReview(SearchRequest request) {
    List<SearchReply> reports = new ArrayList<>();
    SearchJob job = SearchJobs.start(request, new KeptEngine(), null, reports::add);
    assertTrue(job.step(0));
    for (SearchReply report : reports) {
      assertFalse(m.reviewReport(report).keep, "progress is not kept");
      assertEquals(GameAnalysis.RUNNING, m.gameAnalysis().state());
    }
    assertEquals(reports.size(), m.gameAnalysis().done());
    return m.reviewReport(job.reply());
  }

  Effects analyse() {
    Effects e = m.analyseGame(5_000);
    assertNull(e.refused);
    assertNotNull(e.review);
    return runReview(e.review);
  }

  @Test
  void aGameWithNoMovesHasNothingToAnalyse() {
    m.start(GameModelTest.settings(Chess.GAME, Settings.LOCAL));
    assertFalse(m.canAnalyseGame());
    Effects e = m.analyseGame(0);
    assertEquals("There are no moves to analyse yet.", e.refused.toString());
    assertNull(e.review);
    assertEquals(GameAnalysis.NONE, m.gameAnalysis().state());
  }

  @Test
  void aGameUnderWayAgainstTheEngineIsNotOfferedAnalysis() {
    m.start(GameModelTest.settings(Chess.GAME, Settings.AI));
    m.playText("e2e4");
    assertFalse(m.canAnalyseGame(), "no computer help while playing the computer");
  }

  @Test
  void theReviewMarksTheBlunderAndShowsTheBetterMove() {
    playBetweenFriends(SCHOLARS_MATE);
    assertNotNull(m.outcome(), "mate");
    assertTrue(m.canAnalyseGame());
    Effects asked = m.analyseGame(5_000);
    assertArrayEquals(SCHOLARS_MATE, asked.review.moves);
    assertTrue(asked.review.review);
    assertFalse(m.canAnalyseGame(), "not twice at once");
    Effects done = runReview(asked.review);
    assertTrue(done.keep && done.reviewed);
    assertEquals(GameAnalysis.DONE, m.gameAnalysis().state());
    assertEquals(Mark.BLUNDER, m.mark(5));
    assertEquals(Mark.NONE, m.mark(6));

    m.review(6); // after Nf6
    BoardState b = m.board();
    assertTrue(b.bestFrom >= 0 && b.bestTo >= 0, "the better move's arrow");
    String advice = m.advice().toString();
    assertTrue(advice.startsWith("Blunder. ") && advice.endsWith(" was best."), advice);
    assertFalse(advice.contains("Nf6 was best"), "the move played was not the best");

    m.review(7); // the mate: nothing to say
    assertNull(m.advice());
    assertTrue(m.board().bestFrom < 0);
    assertEquals(7, m.reviewBestMoves().length);
  }

  @Test
  void theRecordCarriesTheReviewsNotes() {
    playBetweenFriends(SCHOLARS_MATE);
    analyse();
    String pgn = m.record("2026-12-06");
    assertTrue(pgn.contains("[%eval "), pgn);
    assertTrue(pgn.contains("Nf6??"), "the blunder's glyph: " + pgn);
    assertTrue(pgn.contains("[White \"?\"]") && pgn.contains("[Date \"2026.12.06\"]"), pgn);
  }

  @Test
  void aReviewIsKeptWithTheGameAndBackWithIt() {
    playBetweenFriends(SCHOLARS_MATE);
    analyse();
    int[] kept = m.keptReview();
    assertNotNull(kept);

    GameModel other = new GameModel(new GameModelTest.HandClock(), 7);
    other.resume(m.settings(), SCHOLARS_MATE, Side.FIRST, false, 0, null);
    other.restoreReview(kept);
    assertEquals(GameAnalysis.DONE, other.gameAnalysis().state());
    assertEquals(Mark.BLUNDER, other.mark(5));

    GameModel shorter = new GameModel(new GameModelTest.HandClock(), 7);
    String[] fewer = java.util.Arrays.copyOf(SCHOLARS_MATE, 5);
    shorter.resume(m.settings(), fewer, Side.FIRST, false, 0, null);
    shorter.restoreReview(kept);
    assertEquals(GameAnalysis.NONE, shorter.gameAnalysis().state(), "of other moves: dropped");

    GameModel damaged = new GameModel(new GameModelTest.HandClock(), 7);
    damaged.resume(m.settings(), SCHOLARS_MATE, Side.FIRST, false, 0, null);
    int[] broken = java.util.Arrays.copyOf(kept, kept.length / 2);
    damaged.restoreReview(broken);
    assertEquals(GameAnalysis.NONE, damaged.gameAnalysis().state(), "damaged: dropped");
    assertTrue(damaged.canAnalyseGame(), "and offered again");
  }

  @Test
  void aMoveOrATakebackDropsTheReviewAndStopsARunningOne() {
    playBetweenFriends("e2e4", "e7e5", "g1f3");
    Effects asked = m.analyseGame(5_000);
    Effects moved = m.playText("b8c6");
    assertTrue(moved.cancelReview, "the running review stops");
    assertEquals(GameAnalysis.NONE, m.gameAnalysis().state());
    Effects late = runLate(asked);
    assertFalse(late.reviewed, "the old review's end is not taken");
    assertEquals(GameAnalysis.NONE, m.gameAnalysis().state());

    analyse();
    assertEquals(GameAnalysis.DONE, m.gameAnalysis().state());
    Effects back = m.takeBack(false);
    assertNull(back.refused);
    assertFalse(back.cancelReview, "nothing ran");
    assertEquals(GameAnalysis.NONE, m.gameAnalysis().state(), "the review was of other moves");
  }

  @Test
  void cancellingStopsTheReview() {
    playBetweenFriends("e2e4", "e7e5");
    m.analyseGame(0);
    assertTrue(m.cancelReview().cancelReview);
    assertEquals(GameAnalysis.NONE, m.gameAnalysis().state());
    assertFalse(m.cancelReview().cancelReview, "nothing left to stop");
    assertTrue(m.canAnalyseGame());
  }

  /** A review's end that arrives after the model dropped it. */
  Effects runLate(Effects asked) {
    SearchJob job = SearchJobs.start(asked.review, new KeptEngine(), null, null);
    assertTrue(job.step(0));
    return m.reviewReport(job.reply());
  }
}
