package alfil.review;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Side;
import alfil.games.Games;
import alfil.search.Engine;
import org.junit.jupiter.api.Test;

/**
 * Reviews of games whose verdict is plain, checked by hand: a queen or a chariot left hanging, a
 * mate in one missed for a move that lets the opponent mate; and a game of the engine's own moves.
 */
class GameReviewTest {
  /** Small enough to keep the suite quick, large enough to see every blunder below. */
  static final int NODES = 20_000;

  static Judge game(String name, String record) throws InvalidInputException {
    return Games.byName(name).readRecord(record);
  }

  static ReviewResult review(Judge game) {
    return GameReview.of(game, ReviewBudget.nodes(NODES)).run();
  }

  @Test
  void aQueenLeftHangingIsABlunderAndItsCaptureIsNot() throws InvalidInputException {
    Judge game = game("chess", "1. e4 e5 2. Nf3 Qg5 3. Nxg5");
    ReviewResult review = review(game);
    assertEquals(Mark.BLUNDER, review.mark(3), "2... Qg5 puts the queen where a knight takes it");
    assertEquals(Mark.NONE, review.mark(4), "3. Nxg5 takes it");
    assertTrue(review.centipawns(4) > 600, "a queen up: " + review.centipawns(4));
    assertTrue(review.drop(3) >= 0.3, "a drop of " + review.drop(3));
    assertEquals(1, review.count(Side.SECOND, Mark.BLUNDER));
    assertEquals(0, review.count(Side.FIRST, Mark.BLUNDER));
    assertEquals(
        0, review.count(Side.FIRST, Mark.MISTAKE) + review.count(Side.FIRST, Mark.INACCURACY));
    assertTrue(review.accuracy(Side.FIRST) > 90, "White: " + review.accuracy(Side.FIRST));
    assertTrue(review.accuracy(Side.SECOND) < 70, "Black: " + review.accuracy(Side.SECOND));
    assertTrue(review.moveAccuracy(3) < 20, "the blunder: " + review.moveAccuracy(3));
    int[] line = review.line(3);
    assertTrue(line.length > 0 && line[0] == review.bestMove(3));
    assertFalse(review.bestMove(3) == review.move(3));
  }

  @Test
  void aMateInOneMissedForAMoveThatGetsMatedIsABlunder() throws InvalidInputException {
    // Re8 mates; 1. Ra1 lets the queen take it with mate on the back rank.
    Judge game = game("chess", "[FEN \"6k1/5ppp/8/q7/8/8/5PPP/4R1K1 w - - 0 1\"]\n\n1. Ra1 Qxa1#");
    ReviewResult review = review(game);
    assertEquals(Mark.BLUNDER, review.mark(0));
    assertEquals("e1e8", game.game().newJudge(game.startFen()).engineText(review.bestMove(0)));
    assertEquals(Mark.NONE, review.mark(1), "the mate is the engine's own choice");
    assertTrue(review.isMate(0) && review.mateMoves(0) == 1, "White mates in 1");
    assertTrue(review.isMate(1) && review.mateMoves(1) == -1, "Black mates in 1");
    assertTrue(review.isMate(2) && review.mateMoves(2) == 0, "White is mated");
    assertEquals(2, review.drop(0), 1e-9, "from a sure win to a sure loss");
    assertEquals("[%eval #-1]", ReviewNotes.evalComment(review, 1));
    assertEquals("[%eval #0]", ReviewNotes.evalComment(review, 2));
    assertEquals(100, review.accuracy(Side.SECOND), 1e-9);
    // One move of accuracy 0: lila's harmonic mean counts it as 1, so (0 + 1) / 2.
    assertEquals(0.5, review.accuracy(Side.FIRST), 1e-9);
  }

  @Test
  void aChariotLeftHangingIsABlunder() throws InvalidInputException {
    // Red's chariot steps onto a6, where the horse on c7 takes it.
    Judge game = game("xiangqi", "[FEN \"5k2r/9/2n6/9/9/R8/9/6N2/9/3K5 w - - 0 1\"]\n\na4a6 c7a6");
    ReviewResult review = review(game);
    assertEquals(Mark.BLUNDER, review.mark(0));
    assertEquals(Mark.NONE, review.mark(1));
    assertTrue(review.centipawns(2) < -400, "a chariot down: " + review.centipawns(2));
    assertTrue(review.accuracy(Side.SECOND) > review.accuracy(Side.FIRST) + 50);
  }

  @Test
  void aXiangqiMateInOneMissedIsABlunder() throws InvalidInputException {
    // R a8-e8 mates (the pawn guards e8, the horses shut the general in); the pawn's step aside
    // lets Black's chariot mate on the back rank.
    Judge game =
        game("xiangqi", "[FEN \"3nkn3/R8/4P4/9/9/9/9/7r1/8r/3K5 w - - 0 1\"]\n\ne7d7 h2h0");
    ReviewResult review = review(game);
    assertEquals(Mark.BLUNDER, review.mark(0));
    assertEquals("a8e8", game.game().newJudge(game.startFen()).engineText(review.bestMove(0)));
    assertEquals(Mark.NONE, review.mark(1));
    assertTrue(review.isMate(2) && review.mateMoves(2) == 0, "Red is mated");
    assertEquals("[%eval #-1]", ReviewNotes.evalComment(review, 1));
  }

  @Test
  void aGameOfTheEnginesOwnMovesHasNoMistakeAndNearFullAccuracy() throws InvalidInputException {
    // Each move the engine's best at four times the review's nodes, from a table of its own: the
    // review, which searches each position as deep as it can afford and no deeper, finds no
    // mistake in them; its evaluations at depths 8 to 11 still differ by some centipawns from
    // position to position, which costs a few points of accuracy (98 here).
    for (Game game : Games.all()) {
      Judge played = game.newJudge(null);
      for (int ply = 0; ply < 12; ply++) {
        Engine engine = Engine.ofMegabytes(ReviewBudget.TABLE_MB);
        ReviewBudget deeper = ReviewBudget.nodes(4 * game.reviewNodes());
        played.play(engine.search(played.searchPosition(), null, deeper.limits(), null).bestMove());
      }
      ReviewResult review = GameReview.of(played, ReviewBudget.defaults(game)).run();
      for (int side = Side.FIRST; side <= Side.SECOND; side++) {
        assertEquals(0, review.count(side, Mark.MISTAKE), game.name() + " " + side);
        assertEquals(0, review.count(side, Mark.BLUNDER), game.name() + " " + side);
        assertTrue(review.accuracy(side) > 90, game.name() + ": " + review.accuracy(side));
      }
    }
  }

  @Test
  void stepsOnePositionAtATimeFromTheEnd() throws InvalidInputException {
    GameReview review =
        GameReview.of(game("chess", "1. e4 e5 2. Nf3 Nc6"), ReviewBudget.nodes(2_000));
    assertEquals(5, review.positionsTotal());
    for (int done = 0; done < 5; done++) {
      assertEquals(done, review.positionsDone());
      assertNull(review.result());
      assertTrue(review.step());
    }
    assertTrue(review.isDone());
    assertFalse(review.step());
    assertEquals(4, review.result().plies());
  }

  @Test
  void aNodeBudgetGivesTheSameReviewWhateverTheEngineDidBefore() throws InvalidInputException {
    Judge game = game("xiangqi", "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7");
    ReviewResult fresh = review(game);
    Engine used = Engine.ofMegabytes(ReviewBudget.TABLE_MB);
    GameReview.of(game("xiangqi", "b2e2 b9c7"), ReviewBudget.nodes(NODES)).run();
    used.search(game.searchPosition(), null, ReviewBudget.nodes(50_000).limits(), null);
    ReviewResult again = new GameReview(game, ReviewBudget.nodes(NODES), used).run();
    for (int p = 0; p <= game.plyCount(); p++) {
      assertEquals(fresh.scoreToMove(p), again.scoreToMove(p), "position " + p);
      assertArrayEquals(fresh.line(p), again.line(p), "position " + p);
    }
  }

  @Test
  void aTimeBudgetRunsOnTheCallersClock() throws InvalidInputException {
    // A clock that moves one millisecond each time it is read: 40 reads a position.
    int[] now = {0};
    ReviewBudget budget = ReviewBudget.time(40, () -> now[0]++);
    ReviewResult review = GameReview.of(game("chess", "1. e4 e5 2. Nf3 Qg5 3. Nxg5"), budget).run();
    assertEquals(Mark.BLUNDER, review.mark(3));
    for (int p = 0; p <= 5; p++) {
      assertTrue(review.depth(p) >= 1, "position " + p);
    }
    assertTrue(now[0] > 5 * 20, "the clock was read as the searches went: " + now[0]);
  }

  @Test
  void theReviewedJudgeIsLeftAsItWas() throws InvalidInputException {
    Judge game = game("chess", "1. e4 e5 2. Nf3");
    String fen = game.fen();
    review(game);
    assertEquals(fen, game.fen());
    assertEquals(3, game.plyCount());
  }

  /** The review through its ints (a worker's message, a store) reads back the same. */
  @Test
  void theReviewsIntsReadBackTheSame() throws InvalidInputException {
    ReviewResult review = review(game("chess", "1. e4 e5 2. Nf3 Qg5 3. Nxg5"));
    ReviewResult copy = ReviewResult.fromInts(review.toInts());
    assertEquals(review.plies(), copy.plies());
    for (int p = 0; p <= review.plies(); p++) {
      assertEquals(review.scoreToMove(p), copy.scoreToMove(p));
      assertEquals(review.bestMove(p), copy.bestMove(p));
      assertEquals(
          java.util.Arrays.toString(review.line(p)), java.util.Arrays.toString(copy.line(p)));
      assertEquals(review.winningChances(p), copy.winningChances(p), 1e-6);
    }
    for (int ply = 0; ply < review.plies(); ply++) {
      assertEquals(review.mark(ply), copy.mark(ply));
      assertEquals(review.move(ply), copy.move(ply));
    }
    assertEquals(review.accuracy(Side.SECOND), copy.accuracy(Side.SECOND), 1e-4);
    int[] cut = java.util.Arrays.copyOf(review.toInts(), 7);
    org.junit.jupiter.api.Assertions.assertThrows(
        IllegalArgumentException.class, () -> ReviewResult.fromInts(cut));
  }

  /** A review is of a game only with the same moves and every better move and line legal. */
  @Test
  void aReviewIsOfItsOwnGameOnly() throws InvalidInputException {
    Judge played = game("chess", "1. e4 e5 2. Nf3 Qg5 3. Nxg5");
    ReviewResult review = review(played);
    assertTrue(review.isOf(played));
    assertFalse(review.isOf(game("chess", "1. d4 e5 2. Nf3 Qg5 3. Nxg5")), "other moves");
    assertFalse(review.isOf(game("chess", "1. e4 e5 2. Nf3 Qg5")), "fewer moves");
    int[] ints = review.toInts();
    ints[1 + review.plies() + 2] = review.move(3); // the start's better move: Qg5, not legal there
    assertFalse(ReviewResult.fromInts(ints).isOf(played), "an illegal better move");
  }
}
