package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * "Cannot checkmate by any series of legal moves": both sides of each material line, blocked pawn
 * structures, and the rule that a position is never called dead when it is not.
 */
class DeadPositionTest {
  private static final int W = Side.FIRST;
  private static final int B = Side.SECOND;

  private static ChessPosition fen(String fen) throws InvalidInputException {
    return ChessPosition.fromFen(fen);
  }

  @ParameterizedTest(name = "{0}: dead={1}, white mates={2}, black mates={3}")
  @CsvSource({
    // name, dead, white can mate, black can mate, FEN
    "K v K, true, false, false, 8/8/8/4k3/8/8/8/4K3 w - - 0 1",
    "K+B v K, true, false, false, 8/8/8/4k3/8/8/8/2B1K3 w - - 0 1",
    "K v K+B, true, false, false, 8/8/8/4k3/8/8/8/2b1K3 w - - 0 1",
    "K+N v K, true, false, false, 8/8/8/4k3/8/8/8/1N2K3 b - - 0 1",
    "K v K+N, true, false, false, 8/8/8/4k3/8/8/8/1n2K3 w - - 0 1",
    "K+B v K+B same colour, true, false, false, 8/8/8/4k3/3b4/8/8/2B1K3 w - - 0 1",
    "K+BB v K+B all one colour, true, false, false, 8/8/8/4k3/3b4/8/8/B1B1K3 w - - 0 1",
    "K+B v K+B opposite colours, false, true, true, 8/8/8/4k3/2b5/8/8/2B1K3 w - - 0 1",
    "K+N v K+N, false, true, true, 8/8/8/4k3/2n5/8/8/1N2K3 w - - 0 1",
    "K+N v K+R, false, true, true, 8/8/8/4k3/2r5/8/8/1N2K3 w - - 0 1",
    "K+R v K+N, false, true, true, 8/8/8/4k3/2n5/8/8/1R2K3 w - - 0 1",
    "K+N v K+Q, false, false, true, 8/8/8/4k3/2q5/8/8/1N2K3 w - - 0 1",
    "K+Q v K+N, false, true, false, 8/8/8/4k3/2n5/8/8/1Q2K3 w - - 0 1",
    "K+B v K+R, false, false, true, 8/8/8/4k3/2r5/8/8/2B1K3 w - - 0 1",
    "K+B v K+N, false, true, true, 8/8/8/4k3/2n5/8/8/2B1K3 w - - 0 1",
    "K+NN v K, false, true, false, 8/8/8/4k3/8/8/8/1N1NK3 w - - 0 1",
    "K+BN v K, false, true, false, 8/8/8/4k3/8/8/8/1NB1K3 w - - 0 1",
    "K+B v K+P, false, true, true, 8/8/8/4k3/8/8/5p2/2B1K3 w - - 0 1",
    "K+P v K, false, true, false, 8/8/8/4k3/8/8/5P2/4K3 w - - 0 1",
  })
  void materialLines(String name, boolean dead, boolean white, boolean black, String fen)
      throws InvalidInputException {
    ChessPosition position = fen(fen);
    assertEquals(dead, DeadPosition.isDead(position), name + " dead");
    assertEquals(white, DeadPosition.canCheckmate(position, W), name + " white can checkmate");
    assertEquals(black, DeadPosition.canCheckmate(position, B), name + " black can checkmate");
    if (!white) {
      assertTrue(DeadPosition.insufficientMaterial(position, W));
    }
  }

  @Test
  void lockedPawnWallIsDead() throws InvalidInputException {
    // The kings cannot cross: every square of ranks 4-5 is a pawn or attacked by one.
    ChessPosition position = fen("8/8/4k3/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1");
    String before = position.toFen();
    assertTrue(DeadPosition.isDead(position));
    assertEquals(
        DeadPosition.Verdict.CANNOT_CHECKMATE,
        DeadPosition.verdict(position, W, DeadPosition.DEFAULT_BUDGET));
    assertEquals(before, position.toFen(), "the position is left as it was");
    assertEquals(0, position.movesMade());
  }

  @Test
  void lockedWallWithABishopThatCannotPassIsDead() throws InvalidInputException {
    // White's pawns stand on light squares, black's on dark: the light bishop meets its own pawns
    // on every light square of rank 4 and can attack no black pawn.
    assertTrue(DeadPosition.isDead(fen("8/8/4k3/p1p1p1p1/P1P1P1P1/8/8/3BK3 b - - 0 1")));
  }

  @Test
  void aBishopOfThePawnsColourIsNotDead() throws InvalidInputException {
    // The dark bishop reaches b4 and takes a5: never call that dead.
    assertFalse(DeadPosition.isDead(fen("8/8/4k3/p1p1p1p1/P1P1P1P1/8/8/2B1K3 b - - 0 1")));
  }

  @Test
  void wallWithAGapIsNotDead() throws InvalidInputException {
    // The h-file is open: the white king walks round and eats the pawns.
    assertFalse(DeadPosition.isDead(fen("8/8/4k3/p1p1p3/P1P1P3/8/8/4K3 w - - 0 1")));
  }

  @Test
  void aKnightJumpsTheWall() throws InvalidInputException {
    assertFalse(DeadPosition.isDead(fen("8/8/4k3/p1p1p1p1/P1P1P1P1/8/8/4K1N1 w - - 0 1")));
  }

  @Test
  void pawnsThatCanMoveAreNotDead() throws InvalidInputException {
    assertFalse(DeadPosition.isDead(ChessPosition.start()));
  }

  @Test
  void budgetTooSmallDecidesNothing() throws InvalidInputException {
    ChessPosition position = fen("8/8/4k3/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1");
    assertEquals(DeadPosition.Verdict.UNDECIDED, DeadPosition.verdict(position, W, 10));
  }

  @Test
  void exhaustionFindsAHelpmate() throws InvalidInputException {
    ChessPosition position = fen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
    assertEquals(
        DeadPosition.Verdict.CAN_CHECKMATE,
        DeadPosition.verdict(position, W, DeadPosition.DEFAULT_BUDGET));
    assertEquals(
        DeadPosition.Verdict.CANNOT_CHECKMATE,
        DeadPosition.verdict(position, B, DeadPosition.DEFAULT_BUDGET));
  }

  @Test
  void checkmateOnTheBoardIsAMate() throws InvalidInputException {
    ChessPosition position = fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    assertEquals(DeadPosition.Verdict.CAN_CHECKMATE, DeadPosition.verdict(position, W, 1));
  }

  /**
   * Open positions are never called dead, and are answered at once: no exhaustive search of up to
   * {@link DeadPosition#DEFAULT_BUDGET} positions (the walk would spend it all, free pawns and
   * rooks reaching countless positions, and prove nothing). Only sealed structures are walked.
   */
  @ParameterizedTest
  @CsvSource({
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9",
    "8/8/4k3/p1p1p3/P1P1P3/8/8/4K3 w - - 0 1",
    "8/8/4k3/p1p1p1p1/P1P1P1P1/8/8/4K1N1 w - - 0 1",
  })
  void openPositionsAreNeverCalledDeadAndAreNotWalked(String fen) throws InvalidInputException {
    ChessPosition position = fen(fen);
    assertFalse(DeadPosition.worthExhausting(position), "walked: " + fen);
    assertFalse(DeadPosition.isDead(position));
    assertTrue(DeadPosition.canCheckmate(position, W));
    assertTrue(DeadPosition.canCheckmate(position, B));
  }

  @Test
  void aSealedWallIsWalked() throws InvalidInputException {
    assertTrue(DeadPosition.worthExhausting(fen("8/8/4k3/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1")));
  }
}
