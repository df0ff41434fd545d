package alfil.xiangqi;

import static alfil.xiangqi.XiangqiTestSupport.fen;
import static alfil.xiangqi.XiangqiTestSupport.legal;
import static alfil.xiangqi.XiangqiTestSupport.legalFrom;
import static alfil.xiangqi.XiangqiTestSupport.point;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Rng;
import alfil.core.Side;
import java.util.Set;
import org.junit.jupiter.api.Test;

class XiangqiPositionTest {

  @Test
  void generalMayNotStepOntoAnOpenFileFacingTheOtherGeneral() {
    // Red general d0, Black general e9: e0 would face e9 across the empty e file.
    XiangqiPosition p = fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assertEquals(Set.of("d0d1"), legal(p));
  }

  @Test
  void pieceBetweenTheGeneralsIsPinnedToTheFile() {
    // The Red cannon on e5 is the only piece between the generals: it may move along the file only.
    XiangqiPosition p = fen("4k4/9/9/9/4C4/9/9/9/9/4K4 w - - 0 1");
    assertEquals(
        Set.of("e5e1", "e5e2", "e5e3", "e5e4", "e5e6", "e5e7", "e5e8"), legalFrom(p, "e5"));
    assertEquals(Set.of("e0d0", "e0e1", "e0f0"), legalFrom(p, "e0"));
    // A horse there has no move at all: every horse move leaves the file.
    assertEquals(Set.of(), legalFrom(fen("4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1"), "e5"));
  }

  @Test
  void facingGeneralsCountAsAttack() {
    XiangqiPosition p = fen("4k4/4a4/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assertFalse(p.isAttacked(point("e0"), Side.SECOND), "e0 is empty: no facing");
    assertTrue(p.isAttacked(point("e8"), Side.SECOND), "advisor e8 is defended by its general");
  }

  @Test
  void horseIsBlockedByItsLeg() {
    // Red chariot on b1 blocks the horse on b0 towards a2 and c2; the c0 leg is free for d1.
    XiangqiPosition blocked = fen("3k5/9/9/9/9/9/9/9/1R7/1N2K4 w - - 0 1");
    assertEquals(Set.of("b0d1"), legalFrom(blocked, "b0"));
    XiangqiPosition free = fen("3k5/9/9/9/9/9/9/9/9/1N2K4 w - - 0 1");
    assertEquals(Set.of("b0a2", "b0c2", "b0d1"), legalFrom(free, "b0"));
  }

  @Test
  void horseCheckNeedsAnEmptyLegAndUncoveringItIsIllegal() {
    // The Black horse on d2 would check e0 through its leg d1, which the Red cannon blocks: the
    // cannon may not leave d1.
    XiangqiPosition p = fen("5k3/9/9/9/9/9/9/3n5/3C5/4K4 w - - 0 1");
    assertFalse(p.inCheck());
    assertEquals(Set.of(), legalFrom(p, "d1"));
    XiangqiPosition open = fen("5k3/9/9/9/9/9/9/3n5/9/4K4 w - - 0 1");
    assertTrue(open.inCheck());
  }

  @Test
  void elephantIsBlockedByItsEyeAndNeverCrossesTheRiver() {
    XiangqiPosition eye = fen("3k5/9/9/9/9/9/9/9/1R7/2B1K4 w - - 0 1");
    assertEquals(Set.of("c0e2"), legalFrom(eye, "c0"));
    XiangqiPosition river = fen("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1");
    assertEquals(Set.of("c4a2", "c4e2"), legalFrom(river, "c4"));
  }

  @Test
  void cannonMovesLikeAChariotButCapturesOverExactlyOneScreen() {
    // Red cannon b2, Black horse b5 (the screen), Black chariot b8 (the target).
    XiangqiPosition p = fen("3k5/1r7/9/9/1n7/9/9/1C7/9/4K4 w - - 0 1");
    Set<String> moves = legalFrom(p, "b2");
    assertTrue(moves.containsAll(Set.of("b2b3", "b2b4", "b2b8", "b2b1", "b2b0", "b2a2", "b2i2")));
    assertFalse(moves.contains("b2b5"), "a cannon cannot capture without a screen");
    assertFalse(moves.contains("b2b6"), "a cannon cannot move quietly over a screen");
  }

  @Test
  void cannonChecksOverOneScreenOnly() {
    XiangqiPosition one = fen("3k5/9/9/9/9/9/3c5/9/3R5/3K5 w - - 0 1");
    assertTrue(one.inCheck());
    XiangqiPosition two = fen("3k5/9/9/9/9/9/3c5/3A5/3R5/3K5 w - - 0 1");
    assertFalse(two.inCheck());
    // The advisor on d2 is one of two screens: it may not leave the file.
    assertEquals(Set.of(), legalFrom(two, "d2"));
  }

  @Test
  void soldierTurnsSidewaysOnlyAfterCrossingTheRiver() {
    // Red soldiers on c3 and g4 (not crossed) and e5 (crossed).
    XiangqiPosition red = fen("3k5/9/9/9/4P4/6P2/2P6/9/9/4K4 w - - 0 1");
    assertEquals(Set.of("c3c4"), legalFrom(red, "c3"));
    assertEquals(Set.of("g4g5"), legalFrom(red, "g4"));
    assertEquals(Set.of("e5d5", "e5e6", "e5f5"), legalFrom(red, "e5"));
    // Black soldiers on c5 (its own side of the river) and g4 (crossed).
    XiangqiPosition black = fen("3k5/9/9/9/2p6/6p2/9/9/9/4K4 b - - 0 1");
    assertEquals(Set.of("c5c4"), legalFrom(black, "c5"));
    assertEquals(Set.of("g4f4", "g4g3", "g4h4"), legalFrom(black, "g4"));
  }

  @Test
  void generalAndAdvisorStayInThePalace() {
    XiangqiPosition p = fen("3k5/9/9/9/9/9/9/3A5/4K4/9 w - - 0 1");
    assertEquals(Set.of("e1d1", "e1e0", "e1e2", "e1f1"), legalFrom(p, "e1"));
    assertEquals(Set.of(), legalFrom(p, "d2"), "its only advisor step, e1, holds the general");
    XiangqiPosition corner = fen("5k3/9/9/9/9/9/9/3K5/9/5A3 w - - 0 1");
    assertEquals(Set.of("f0e1"), legalFrom(corner, "f0"));
    assertEquals(Set.of("d2d1", "d2e2"), legalFrom(corner, "d2"));
  }

  @Test
  void makeUnmakeRecordsTheUndoStack() {
    XiangqiPosition p = fen("3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1");
    int startLo = p.hashLo();
    int startHi = p.hashHi();
    String[] line = {"a0a5", "d9d8", "a5a8"};
    int[] lo = new int[3];
    int[] hi = new int[3];
    for (int i = 0; i < line.length; i++) {
      lo[i] = p.hashLo();
      hi[i] = p.hashHi();
      p.makeMove(parse(p, line[i]));
    }
    assertEquals(3, p.historyLength());
    assertEquals(XiangqiPiece.of(Side.SECOND, XiangqiPiece.CHARIOT), p.historyCaptured(0));
    assertEquals(XiangqiPiece.EMPTY, p.historyCaptured(1));
    assertEquals(XiangqiPiece.EMPTY, p.historyCaptured(2));
    assertFalse(p.historyGaveCheck(0));
    assertFalse(p.historyGaveCheck(1));
    assertTrue(p.historyGaveCheck(2), "chariot a8 checks the general on d8 along rank 8");
    assertTrue(p.inCheck());
    for (int i = 0; i < line.length; i++) {
      assertEquals(line[i], Iccs.toText(p.historyMove(i)));
      assertEquals(lo[i], p.historyHashLo(i));
      assertEquals(hi[i], p.historyHashHi(i));
    }
    assertEquals("9/R2k5/9/9/9/9/9/9/9/4K4 b - - 2 2", p.toFen());
    p.unmakeMove();
    p.unmakeMove();
    p.unmakeMove();
    assertEquals(0, p.historyLength());
    assertEquals(startLo, p.hashLo());
    assertEquals(startHi, p.hashHi());
    assertEquals("3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1", p.toFen());
    assertThrows(IndexOutOfBoundsException.class, () -> p.historyMove(0));
  }

  @Test
  void undoStackGrowsBeyondItsFirstCapacity() {
    XiangqiPosition p = XiangqiPosition.start();
    String[] shuffle = {"b0c2", "b9c7", "c2b0", "c7b9"};
    for (int i = 0; i < 400; i++) {
      p.makeMove(parse(p, shuffle[i % 4]));
    }
    assertEquals(400, p.historyLength());
    assertEquals("b0c2", Iccs.toText(p.historyMove(396)));
    assertEquals(XiangqiPosition.start().hashLo(), p.hashLo());
    assertEquals(XiangqiPosition.start().hashLo(), p.historyHashLo(396));
    for (int i = 0; i < 400; i++) {
      p.unmakeMove();
    }
    assertEquals(XiangqiPosition.START_FEN, p.toFen());
  }

  @Test
  void incrementalHashEqualsHashFromScratchOverRandomGames() {
    Rng rng = new Rng(20240611);
    int[] moves = new int[GamePosition.MAX_MOVES];
    for (int game = 0; game < 60; game++) {
      XiangqiPosition p = XiangqiPosition.start();
      int startLo = p.hashLo();
      int startHi = p.hashHi();
      int plies = 0;
      for (; plies < 200; plies++) {
        int n = p.legalMoves(moves, 0);
        if (n == 0) {
          break;
        }
        p.makeMove(moves[rng.nextInt(n)]);
        assertEquals(p.computeHash(0), p.hashLo());
        assertEquals(p.computeHash(1), p.hashHi());
        assertEquals(p.computeStructureKey(), p.structureKey());
        assertEquals(p.hashLo(), fen(p.toFen()).hashLo(), "hash of the same position from FEN");
      }
      for (int i = 0; i < plies; i++) {
        p.unmakeMove();
        assertEquals(p.computeHash(0), p.hashLo());
        assertEquals(p.computeHash(1), p.hashHi());
        assertEquals(p.computeStructureKey(), p.structureKey());
      }
      assertEquals(startLo, p.hashLo());
      assertEquals(startHi, p.hashHi());
      assertEquals(XiangqiPosition.START_FEN, p.toFen());
    }
  }

  @Test
  void legalMovesAgreeWithMakeAndTestOverRandomPositions() {
    // The cheap legality filter must give exactly the moves after which the mover is not attacked.
    int[] moves = new int[GamePosition.MAX_MOVES];
    for (String f : XiangqiRandomGames.positions(77, 40, 150)) {
      XiangqiPosition p = fen(f);
      int n = p.legalMoves(moves, 0);
      int us = p.sideToMove();
      for (int i = 0; i < n; i++) {
        p.makeMove(moves[i]);
        assertFalse(p.generalAttacked(us), Iccs.toText(moves[i]) + " leaves the general in " + f);
        p.unmakeMove();
      }
      assertEquals(f, p.toFen());
    }
  }

  @Test
  void queriesOnMoves() {
    XiangqiPosition p = XiangqiPosition.start();
    int move = parse(p, "h2h9");
    assertEquals(XiangqiPiece.of(Side.FIRST, XiangqiPiece.CANNON), p.movingPiece(move));
    assertEquals(XiangqiPiece.of(Side.SECOND, XiangqiPiece.HORSE), p.capturedPiece(move));
    assertTrue(p.isCapture(move));
    assertFalse(p.isCapture(parse(p, "h2e2")));
    assertEquals(point("e0"), p.generalPoint(Side.FIRST));
    assertEquals(point("e9"), p.generalPoint(Side.SECOND));
    assertEquals(Side.FIRST, p.sideToMove());
    int id = p.pieceIdAt(point("h2"));
    p.makeMove(move);
    assertEquals(point("h9"), p.pointOfPieceId(id));
    assertEquals(id, p.pieceIdAt(point("h9")));
    XiangqiPosition copy = p.copy();
    p.unmakeMove();
    assertEquals(1, copy.historyLength());
    assertEquals(XiangqiPiece.EMPTY, copy.pieceAt(point("h2")));
    assertEquals(XiangqiPosition.START_FEN, p.toFen());
  }

  @Test
  void iccsParsingNamesTheProblem() {
    XiangqiPosition p = XiangqiPosition.start();
    assertEquals("h2e2", Iccs.toText(parse(p, "H2-E2")));
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> p.parseMove("h2"));
    assertEquals("expected a move like h2e2", e.reason());
    e = assertThrows(InvalidInputException.class, () -> p.parseMove("z2e2"));
    assertEquals("expected a move like h2e2", e.reason());
    e = assertThrows(InvalidInputException.class, () -> p.parseMove("e5e6"));
    assertEquals("no piece on e5", e.reason());
    e = assertThrows(InvalidInputException.class, () -> p.parseMove("h7e7"));
    assertEquals("the piece on h7 is not Red's", e.reason());
    e = assertThrows(InvalidInputException.class, () -> p.parseMove("h2h8"));
    assertEquals("not a legal move here", e.reason());
  }

  static int parse(XiangqiPosition p, String iccs) {
    try {
      return p.parseMove(iccs);
    } catch (InvalidInputException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }
}
