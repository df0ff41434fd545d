package alfil.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Side;
import org.junit.jupiter.api.Test;

/**
 * The arbiter's side of the judge contract, as a face uses it: draw claims with a declared move
 * (FIDE 9.2.1.1, 9.3.1, 9.5.3), draw offers (9.1.2, 5.2.3; the Asian rules for xiangqi) and the
 * loss a move would bring at once (xiangqi's forbidden perpetuals).
 */
class JudgeArbiterTest {
  private static final int FIRST = Side.FIRST;
  private static final int SECOND = Side.SECOND;

  private static Judge judge(String game, String fen, String moves) throws InvalidInputException {
    Judge judge = Games.byName(game).newJudge(fen);
    play(judge, moves);
    return judge;
  }

  private static void play(Judge judge, String moves) throws InvalidInputException {
    for (String move : moves.trim().split(" +")) {
      if (!move.isEmpty()) {
        judge.play(judge.parseMove(move));
      }
    }
  }

  // ---------------------------------------------------------------- claims with a declared move

  @Test
  void theMoveThatRepeatsAThirdTimeFoundsAThreefoldClaim() throws InvalidInputException {
    Judge chess = judge("chess", null, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assertNull(chess.claimableDrawName(), "the position on the board appeared twice");
    assertEquals(
        "threefold repetition", chess.claimableDrawName(chess.parseMove("Ng8")).toString());
    assertNull(chess.claimableDrawName(chess.parseMove("Nc6")));
    assertEquals(7, chess.plyCount(), "asking plays nothing");

    String explanation = chess.claimDrawWithMove(chess.parseMove("Ng8")).toString();
    assertEquals("draw by threefold repetition", chess.verdict().text());
    assertEquals("FIDE 9.2", chess.verdict().rule());
    assertEquals(8, chess.plyCount(), "the declared move is recorded");
    assertEquals("Ng8 is played; claim granted: threefold repetition", explanation);
    assertNull(chess.claimableDrawName(chess.parseMove("Nf3")), "the game is over");
  }

  @Test
  void aWrongClaimIsRefusedTheMoveStandsAndTheClaimIsAnOffer() throws InvalidInputException {
    Judge chess = judge("chess", null, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    String explanation = chess.claimDrawWithMove(chess.parseMove("Nc6")).toString();
    assertFalse(chess.isOver());
    assertEquals(8, chess.plyCount());
    assertEquals("b8c6", chess.engineText(chess.moveAt(7)), "bound to the move (FIDE 9.5.3)");
    assertEquals(
        "Nc6 is played; claim refused: the position has appeared 1 of 3 times (FIDE 9.2), and 8"
            + " of 100 half-moves have passed without a capture or a pawn move (FIDE 9.3)",
        explanation);
    assertEquals(SECOND, chess.drawOfferBy(), "a claim is also a draw offer (FIDE 9.1.2.3)");
    chess.acceptDraw(FIRST);
    assertEquals("draw by agreement", chess.verdict().text());
  }

  @Test
  void theMoveThatCompletesFiftyMovesFoundsAFiftyMoveClaim() throws InvalidInputException {
    Judge chess = judge("chess", "r3k3/8/8/8/8/8/8/R3K3 w - - 99 80", "");
    assertNull(chess.claimableDrawName());
    assertEquals("fifty-move rule", chess.claimableDrawName(chess.parseMove("Ke2")).toString());
    assertNull(chess.claimableDrawName(chess.parseMove("Rxa8+")), "a capture starts over");
    chess.claimDrawWithMove(chess.parseMove("Kd2"));
    assertEquals("draw by fifty-move rule", chess.verdict().text());
  }

  @Test
  void aDeclaredMoveThatIsNotLegalChangesNothing() throws InvalidInputException {
    Judge chess = judge("chess", null, "e4");
    int whiteMove = judge("chess", null, "").parseMove("Nf3");
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> chess.claimDrawWithMove(whiteMove));
    assertEquals("not a legal move here", e.reason());
    assertEquals(1, chess.plyCount());
    assertEquals(-1, chess.drawOfferBy());
    assertNull(chess.claimableDrawName(whiteMove));
  }

  @Test
  void xiangqiHasNoClaims() throws InvalidInputException {
    Judge xiangqi = judge("xiangqi", null, "h2e2 h9g7 h0g2 g7h9 g2h0");
    int move = xiangqi.parseMove("h9g7");
    assertNull(xiangqi.claimableDrawName(move));
    assertThrows(InvalidInputException.class, () -> xiangqi.claimDrawWithMove(move));
    assertEquals(5, xiangqi.plyCount());
  }

  // ---------------------------------------------------------------- draw offers

  @Test
  void anOfferIsAcceptedDeclinedOrLapsesInEveryGame() throws InvalidInputException {
    for (Game game : Games.all()) {
      Judge judge = game.newJudge(null);
      int[] moves = new int[alfil.core.GamePosition.MAX_MOVES];
      judge.position().legalMoves(moves, 0);
      judge.play(moves[0]);
      judge.position().legalMoves(moves, 0);
      judge.play(moves[0]);
      String name = game.name();

      assertEquals(-1, judge.drawOfferBy(), name);
      assertThrows(InvalidInputException.class, () -> judge.acceptDraw(SECOND), name);
      judge.offerDraw(FIRST);
      assertEquals(FIRST, judge.drawOfferBy(), name);
      assertThrows(InvalidInputException.class, () -> judge.acceptDraw(FIRST), "not one's own");
      judge.declineDraw(SECOND);
      assertEquals(-1, judge.drawOfferBy(), name);
      assertThrows(InvalidInputException.class, () -> judge.declineDraw(SECOND), name);

      judge.offerDraw(FIRST);
      judge.position().legalMoves(moves, 0);
      judge.play(moves[0]);
      assertEquals(FIRST, judge.drawOfferBy(), name + ": the offerer's own move keeps it");
      judge.position().legalMoves(moves, 0);
      judge.play(moves[0]);
      assertEquals(-1, judge.drawOfferBy(), name + ": the opponent's move declines it");

      judge.offerDraw(SECOND);
      assertTrue(judge.takeBack());
      assertEquals(-1, judge.drawOfferBy(), name + ": a takeback withdraws it");

      judge.offerDraw(SECOND);
      judge.acceptDraw(FIRST);
      assertEquals("draw by agreement", judge.verdict().text(), name);
      assertEquals(-1, judge.drawOfferBy(), name);
      assertThrows(InvalidInputException.class, () -> judge.offerDraw(FIRST), name);
    }
  }

  @Test
  void chessAgreesOnlyAfterBothHaveMovedXiangqiAtOnce() throws InvalidInputException {
    Judge chess = judge("chess", null, "e4");
    chess.offerDraw(FIRST);
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> chess.acceptDraw(SECOND));
    assertTrue(e.reason().contains("FIDE 5.2.3"), e.reason());
    assertEquals(FIRST, chess.drawOfferBy(), "the offer keeps standing");

    Judge xiangqi = judge("xiangqi", null, "");
    xiangqi.offerDraw(FIRST);
    xiangqi.acceptDraw(SECOND);
    assertEquals("draw by agreement", xiangqi.verdict().text());
  }

  // ---------------------------------------------------------------- losses on the spot

  @Test
  void theLossOnTheSpotNamesThePerpetual() throws InvalidInputException {
    // Red's chariot checks the general round: the third time loses (rules.md).
    Judge xiangqi =
        judge(
            "xiangqi", "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1", "e9f9 e1f1 f9e9 f1e1 e9f9 e1f1 f9e9");
    int check = xiangqi.parseMove("f1e1");
    assertEquals("black wins by perpetual check", xiangqi.lossOnTheSpot(check).text());
    assertTrue(xiangqi.wouldLoseOnTheSpot(check));
    assertNull(xiangqi.lossOnTheSpot(xiangqi.parseMove("f1f2")));

    // A chariot chases a horse round: the chase is named.
    Judge chase =
        judge(
            "xiangqi",
            "4k4/9/6n2/9/9/9/9/9/6R2/3K5 b - - 0 1",
            "g7h5 g1h1 h5g7 h1g1 g7h5 g1h1 h5g7");
    assertEquals(
        "black wins by perpetual chase", chase.lossOnTheSpot(chase.parseMove("h1g1")).text());

    Judge chess = judge("chess", null, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assertNull(chess.lossOnTheSpot(chess.parseMove("Ng8")), "no repetition loses in chess");
  }
}
