package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.Side;
import org.junit.jupiter.api.Test;

/**
 * The game judge on real move sequences: every ending comes from moves played through {@link
 * XiangqiGame#play}. The perpetual-chase cases follow the published AXF examples (chariot chasing
 * an unprotected piece, horse or cannon on a chariot, protected piece, pinned protector, general
 * and soldier chasing, both sides chasing); in the comments a point is file a-i from Red's left and
 * rank 0-9 from Red's side (ICCS).
 */
class XiangqiGameTest {

  static XiangqiGame game(String fen) {
    try {
      return XiangqiGame.fromFen(fen);
    } catch (InvalidInputException e) {
      throw new AssertionError("test FEN rejected: " + e.getMessage(), e);
    }
  }

  static void play(XiangqiGame game, String moves) {
    for (String m : moves.trim().split("\\s+")) {
      try {
        game.play(m);
      } catch (InvalidInputException e) {
        throw new AssertionError(e.getMessage(), e);
      }
    }
  }

  /** Plays the cycle of moves over and over until the game ends; returns the plies played. */
  static int repeatUntilOver(XiangqiGame game, String cycle) {
    String[] moves = cycle.trim().split("\\s+");
    for (int i = 0; i < 64 * moves.length && !game.isOver(); i++) {
      play(game, moves[i % moves.length]);
    }
    assertTrue(game.isOver(), "the cycle never ended the game");
    return game.plyCount();
  }

  // ---------------------------------------------------------------- mate and stalemate

  @Test
  void doubleChariotMateIsCheckmate() {
    // Red chariot a8 holds rank 8, the Red general on d0 holds the d file; b1-b9 mates on e9.
    XiangqiGame g = game("4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1");
    play(g, "b1b9");
    assertEquals(XiangqiOutcome.RED_WINS_BY_CHECKMATE, g.outcome());
    assertEquals("red wins by checkmate", g.outcome().text());
  }

  @Test
  void blackMatesToo() {
    XiangqiGame g = game("3k5/9/1r7/9/9/9/9/9/r8/4K4 b - - 0 1");
    play(g, "b7b0");
    assertEquals(XiangqiOutcome.BLACK_WINS_BY_CHECKMATE, g.outcome());
    assertEquals("black wins by checkmate", g.outcome().text());
  }

  @Test
  void stalemateLoses() {
    // After a7a8 the Black general on e9 is not in check but has no move: d9 faces the Red
    // general, f9 is the f1 chariot's, e8 the a8 chariot's.
    XiangqiGame g = game("4k4/9/R8/9/9/9/9/9/5R3/3K5 w - - 0 1");
    play(g, "a7a8");
    assertEquals(XiangqiOutcome.RED_WINS_BY_STALEMATE, g.outcome());
    assertEquals("red wins by stalemate", g.outcome().text());
    assertEquals(Side.SECOND, g.outcome().loser());
  }

  @Test
  void noMoveAfterTheEnd() {
    XiangqiGame g = game("4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1");
    play(g, "b1b9");
    String fen = g.fen();
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> g.play("e9e8"));
    assertEquals("move 1 'e9e8'", e.field());
    assertEquals("the game is over (checkmate)", e.reason());
    assertEquals(1, e.moveNumber());
    assertEquals(fen, g.fen());
    assertEquals(1, g.plyCount());
  }

  // ---------------------------------------------------------------- plain repetition

  @Test
  void idleRepetitionDrawsOnTheThirdOccurrence() {
    XiangqiGame g = new XiangqiGame();
    play(g, "h0g2 h9g7 g2h0 g7h9");
    assertFalse(g.isOver(), "second occurrence: play on");
    play(g, "h0g2 h9g7 g2h0");
    assertFalse(g.isOver());
    play(g, "g7h9");
    assertEquals(XiangqiOutcome.DRAW_BY_REPETITION, g.outcome());
    assertEquals("draw by repetition", g.outcome().text());
    assertEquals(8, g.plyCount());
  }

  @Test
  void takeBackReopensTheGame() {
    XiangqiGame g = new XiangqiGame();
    repeatUntilOver(g, "h0g2 h9g7 g2h0 g7h9");
    assertTrue(g.takeBack());
    assertFalse(g.isOver());
    play(g, "i9h9");
    assertFalse(g.isOver());
    assertEquals(8, g.plyCount());
  }

  // ---------------------------------------------------------------- perpetual check

  @Test
  void perpetualCheckLoses() {
    // The Red chariot checks along the e and f files in turn; the Black general steps e9-f9-e9.
    XiangqiGame g = game("4k4/9/9/9/9/9/9/9/5R3/3K5 w - - 0 1");
    int plies = repeatUntilOver(g, "f1e1 e9f9 e1f1 f9e9");
    assertEquals(XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHECK, g.outcome());
    assertEquals("black wins by perpetual check", g.outcome().text());
    assertEquals(8, plies, "ruled on the third occurrence of the start position");
  }

  @Test
  void blackPerpetualCheckLosesToo() {
    XiangqiGame g = game("3k5/5r3/9/9/9/9/9/9/9/4K4 b - - 0 1");
    int plies = repeatUntilOver(g, "f8e8 e0f0 e8f8 f0e0");
    assertEquals(XiangqiOutcome.RED_WINS_BY_PERPETUAL_CHECK, g.outcome());
    assertEquals("red wins by perpetual check", g.outcome().text());
    assertEquals(8, plies);
  }

  @Test
  void mutualPerpetualCheckDraws() {
    // Red is in check from the f6 cannon (screen: the f3 chariot). Red's chariot checks on the d
    // file and unmasks the Black f7 chariot's check; Black's cannon blocks on d6 and checks... each
    // move of both sides gives check.
    XiangqiGame g = game("9/9/3k1r3/5c3/9/9/5R1r1/9/5K3/3C5 w - - 0 1");
    int plies = repeatUntilOver(g, "f3d3 f6d6 d3f3 d6f6");
    assertEquals(XiangqiOutcome.DRAW_BY_REPETITION, g.outcome());
    assertEquals(8, plies);
  }

  @Test
  void oneCheckOneChaseDraws() {
    // The Red chariot checks (e1, f1) and chases the unprotected Black horse (g7, h5) in turn:
    // one check one chase is allowed (AXF), a draw.
    XiangqiGame g = game("4k4/9/6n2/9/9/9/9/9/7R1/3K5 w - - 0 1");
    int plies = repeatUntilOver(g, "h1e1 e9f9 e1g1 g7h5 g1f1 f9e9 f1h1 h5g7");
    assertEquals(XiangqiOutcome.DRAW_BY_REPETITION, g.outcome());
    assertEquals(16, plies);
  }

  // ---------------------------------------------------------------- perpetual chase (AXF cases)

  /** The Red chariot on h1 and the unprotected Black horse on g7: h1-g1 attacks it, and so on. */
  static final String CHARIOT_AND_HORSE = "4k4/9/6n2/9/9/9/9/9/7R1/3K5 w - - 0 1";

  @Test
  void chariotChasingAnUnprotectedHorseLoses() {
    XiangqiGame g = game(CHARIOT_AND_HORSE);
    int plies = repeatUntilOver(g, "h1g1 g7h5 g1h1 h5g7");
    assertEquals(XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHASE, g.outcome());
    assertEquals("black wins by perpetual chase", g.outcome().text());
    assertEquals(8, plies);
  }

  @Test
  void chariotChasingAnUnprotectedCannonLoses() {
    // The Black cannon shuttles b7-c7, the Red chariot b1-c1 attacks it on each file in turn.
    XiangqiGame g = game("4k4/9/1c7/9/9/9/9/9/2R6/3K5 w - - 0 1");
    int plies = repeatUntilOver(g, "c1b1 b7c7 b1c1 c7b7");
    assertEquals(XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHASE, g.outcome());
    assertEquals(8, plies);
  }

  @Test
  void attackingAProtectedPieceIsNoChase() {
    // The same, but the Black chariot on a7 protects the cannon along rank 7: a draw.
    XiangqiGame g = game("4k4/9/rc7/9/9/9/9/9/2R6/3K5 w - - 0 1");
    int plies = repeatUntilOver(g, "c1b1 b7c7 b1c1 c7b7");
    assertEquals(XiangqiOutcome.DRAW_BY_REPETITION, g.outcome());
    assertEquals(8, plies);
  }

  @Test
  void pinnedProtectorIsNoProtector() {
    // The Black chariot on e7 would protect the cannon along rank 7, but it is pinned: the Red
    // cannon on e1 with the screens e3 and e7 would check e9 if it left the e file.
    XiangqiGame g = game("4k4/9/1c2r4/9/9/9/4P4/9/2R1C4/3K5 w - - 0 1");
    int plies = repeatUntilOver(g, "c1b1 b7c7 b1c1 c7b7");
    assertEquals(XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHASE, g.outcome());
    assertEquals(8, plies);
    // Without the e1 cannon the e7 chariot is free to take back: a draw.
    XiangqiGame free = game("4k4/9/1c2r4/9/9/9/4P4/9/2R6/3K5 w - - 0 1");
    repeatUntilOver(free, "c1b1 b7c7 b1c1 c7b7");
    assertEquals(XiangqiOutcome.DRAW_BY_REPETITION, free.outcome());
  }

  @Test
  void horseAttackingAProtectedChariotLoses() {
    // The Red horse f6-d5-f6 attacks the Black chariot c7 / d7, protected by the chariot on i7:
    // a horse on a chariot is a chase all the same. The Black chariot attacks the horse on d5 in
    // turn, but not with its other move: no perpetual chase by Black.
    XiangqiGame g = game("4k4/9/2r5r/5N3/9/9/9/9/9/5K3 w - - 0 1");
    int plies = repeatUntilOver(g, "f6d5 c7d7 d5f6 d7c7");
    assertEquals(XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHASE, g.outcome());
    assertEquals(8, plies);
  }

  @Test
  void soldierMayChase() {
    // The crossed Red soldier c5-d5 attacks the unprotected Black cannon d6 / c6 every move.
    XiangqiGame g = game("4k4/9/9/3c5/2P6/9/9/9/9/5K3 w - - 0 1");
    int plies = repeatUntilOver(g, "c5d5 d6c6 d5c5 c6d6");
    assertEquals(XiangqiOutcome.DRAW_BY_REPETITION, g.outcome());
    assertEquals(8, plies);
  }

  @Test
  void generalMayChase() {
    // The Red general e1-d1 attacks the Black cannon d2 / e2 in its palace every move.
    XiangqiGame g = game("4k4/9/4b4/9/9/9/9/3c5/4K4/9 w - - 0 1");
    int plies = repeatUntilOver(g, "e1d1 d2e2 d1e1 e2d2");
    assertEquals(XiangqiOutcome.DRAW_BY_REPETITION, g.outcome());
    assertEquals(8, plies);
  }

  @Test
  void bothSidesChasingDraws() {
    // Red: the chariot d2-d4 becomes the screen of the a4 cannon onto the Black chariot f4, and
    // back on d2 the Black horse e4 is the screen: each Red move newly attacks the chariot with a
    // cannon. Black: the horse f6-e4 cuts the d4 chariot's protection of the h4 cannon, and back on
    // f6 it takes away the a4 cannon's screen: each Black move leaves h4 attacked by the f4
    // chariot and unprotected. Both sides chase: a draw.
    XiangqiGame g = game("9/9/5k3/5n3/9/C4r1C1/9/3R5/9/4K4 w - - 0 1");
    int plies = repeatUntilOver(g, "d2d4 f6e4 d4d2 e4f6");
    assertEquals(XiangqiOutcome.DRAW_BY_REPETITION, g.outcome());
    assertEquals(8, plies);
  }

  @Test
  void chasingAnUncrossedSoldierIsNoChase() {
    // The Red chariot c1-c2 attacks the Black soldier c6 (Black's own half): no chase. Once a
    // soldier has crossed (the one on g4), attacking it is.
    XiangqiGame g = game("4k4/9/9/2p6/9/6p2/9/9/2R6/3K5 w - - 0 1");
    XiangqiJudge judge = new XiangqiJudge();
    assertEquals(0, judge.chasedBy(g.position(), Side.FIRST));
    play(g, "c1c2 e9e8");
    assertEquals(0, judge.chasedBy(g.position(), Side.FIRST), "c6 has not crossed");
    play(g, "c2g2");
    XiangqiPosition p = g.position();
    int crossed = p.pieceIdAt(XiangqiGeometry.point(6, 4));
    assertEquals(1 << (crossed & 15), judge.chasedBy(p, Side.FIRST));
  }

  // ---------------------------------------------------------------- queries before a move

  @Test
  void risksAndLossesAreAnnouncedBeforeTheMove() throws InvalidInputException {
    // The chase of chariotChasingAnUnprotectedHorseLoses, started with Black to move so that the
    // chaser's own move completes the third occurrence.
    XiangqiGame g = game("4k4/9/6n2/9/9/9/9/9/6R2/3K5 b - - 0 1");
    play(g, "g7h5");
    int chase = Iccs.parse(g.position(), "g1h1");
    assertFalse(g.risksPerpetual(chase), "nothing repeats yet");
    assertFalse(g.wouldLoseOnTheSpot(chase));
    play(g, "g1h1 h5g7 h1g1 g7h5");
    // g1h1 now repeats the position after Red's first move: a chase cycle by Red.
    assertTrue(g.risksPerpetual(chase));
    assertFalse(g.wouldLoseOnTheSpot(chase), "only the second occurrence");
    int quiet = Iccs.parse(g.position(), "g1g2");
    assertFalse(g.risksPerpetual(quiet));
    assertFalse(g.wouldLoseOnTheSpot(quiet));
    play(g, "g1h1 h5g7");
    int back = Iccs.parse(g.position(), "h1g1");
    String fen = g.fen();
    assertTrue(g.wouldLoseOnTheSpot(back));
    assertTrue(g.risksPerpetual(back));
    assertEquals(fen, g.fen(), "the queries leave the game as it was");
    assertEquals(7, g.plyCount());
    assertFalse(g.isOver());
    g.play(back);
    assertEquals(XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHASE, g.outcome());
  }

  @Test
  void innocentSideRisksNothing() throws InvalidInputException {
    XiangqiGame g = game(CHARIOT_AND_HORSE);
    play(g, "h1g1 g7h5 g1h1 h5g7 h1g1 g7h5 g1h1");
    int flight = Iccs.parse(g.position(), "h5g7");
    assertFalse(g.risksPerpetual(flight));
    assertFalse(g.wouldLoseOnTheSpot(flight));
    g.play(flight);
    assertEquals(XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHASE, g.outcome());
  }

  @Test
  void perpetualCheckIsAnnouncedToo() throws InvalidInputException {
    XiangqiGame g = game("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1");
    play(g, "e9f9 e1f1 f9e9");
    int check = Iccs.parse(g.position(), "f1e1");
    assertTrue(g.risksPerpetual(check));
    assertFalse(g.wouldLoseOnTheSpot(check));
    play(g, "f1e1 e9f9 e1f1 f9e9");
    assertTrue(g.wouldLoseOnTheSpot(check));
  }

  // ---------------------------------------------------------------- move limit and material

  @Test
  void insufficientMaterialDraws() {
    // The Black advisor takes the last soldier: no chariot, cannon, horse or soldier is left.
    XiangqiGame g = game("3a1k3/4P4/9/9/9/9/9/9/9/3K5 b - - 0 1");
    assertFalse(g.isOver());
    play(g, "d9e8");
    assertEquals(XiangqiOutcome.DRAW_BY_INSUFFICIENT_MATERIAL, g.outcome());
    assertEquals("draw by insufficient material", g.outcome().text());
  }

  @Test
  void declaredEndings() throws InvalidInputException {
    XiangqiGame g = new XiangqiGame();
    g.play("h2e2");
    g.resign(Side.SECOND);
    assertEquals(XiangqiOutcome.RED_WINS_BY_RESIGNATION, g.outcome());
    assertThrows(IllegalStateException.class, g::agreeDraw);
    assertThrows(InvalidInputException.class, () -> g.play("h9g7"));

    XiangqiGame t = new XiangqiGame();
    t.flagFell(Side.FIRST);
    assertEquals(XiangqiOutcome.BLACK_WINS_ON_TIME, t.outcome());

    XiangqiGame a = new XiangqiGame();
    a.agreeDraw();
    assertEquals(XiangqiOutcome.DRAW_BY_AGREEMENT, a.outcome());
    assertNull(new XiangqiGame().outcome());
  }

  @Test
  void illegalMoveLeavesTheGameAsItWas() {
    XiangqiGame g = new XiangqiGame();
    play(g, "h2e2 h9g7");
    String fen = g.fen();
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> g.play("R9+5"));
    assertEquals("move 2 'R9+5'", e.field());
    assertEquals("no red chariot 俥 can make that move", e.reason());
    assertThrows(InvalidInputException.class, () -> g.play("e2e9"));
    assertEquals(fen, g.fen());
    assertEquals(2, g.plyCount());
  }
}
