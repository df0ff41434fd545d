package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Side;
import org.junit.jupiter.api.Test;

class ChessPositionTest {
  @Test
  void accessorsDescribeAMove() throws InvalidInputException {
    ChessPosition position =
        ChessPosition.fromFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    int capture = position.parseMove("e4d5");
    assertEquals(Piece.ofFenLetter('P'), position.movingPiece(capture));
    assertEquals(Piece.ofFenLetter('p'), position.capturedPiece(capture));
    assertTrue(position.isCapture(capture));
    int quiet = position.parseMove("g1f3");
    assertEquals(Piece.ofFenLetter('N'), position.movingPiece(quiet));
    assertFalse(position.isCapture(quiet));
    assertEquals(Side.FIRST, position.sideToMove());
    assertEquals(Square.E8, position.kingSquare(Side.SECOND));
    assertEquals(Move.NONE, position.lastMove());
  }

  @Test
  void clocksAndCountersFollowTheMoves() throws InvalidInputException {
    ChessPosition position = ChessPosition.start();
    position.makeMove(position.parseMove("g1f3"));
    assertEquals(1, position.halfmoveClock());
    assertEquals(1, position.fullmoveNumber());
    position.makeMove(position.parseMove("e7e5"));
    assertEquals(0, position.halfmoveClock());
    assertEquals(2, position.fullmoveNumber());
    position.makeMove(position.parseMove("f3e5"));
    assertEquals(0, position.halfmoveClock());
    assertEquals(Side.SECOND, position.sideToMove());
    assertEquals(3, position.movesMade());
    position.unmakeMove();
    position.unmakeMove();
    assertEquals(1, position.halfmoveClock());
    assertEquals(1, position.fullmoveNumber());
  }

  @Test
  void undoStackGrowsForLongGames() throws InvalidInputException {
    ChessPosition position = ChessPosition.start();
    String[] shuffle = {"g1f3", "g8f6", "f3g1", "f6g8"};
    for (int i = 0; i < 1000; i++) {
      position.makeMove(position.parseMove(shuffle[i % 4]));
    }
    assertEquals(1000, position.movesMade());
    assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1000 501", position.toFen());
    for (int i = 0; i < 1000; i++) {
      position.unmakeMove();
    }
    assertEquals(ChessPosition.START_FEN, position.toFen());
  }

  @Test
  void copyIsIndependent() throws InvalidInputException {
    ChessPosition position = ChessPosition.start();
    position.makeMove(position.parseMove("e2e4"));
    ChessPosition copy = position.copy();
    copy.makeMove(copy.parseMove("e7e5"));
    assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", position.toFen());
    copy.unmakeMove();
    copy.unmakeMove();
    assertEquals(ChessPosition.START_FEN, copy.toFen());
    assertEquals(ChessPosition.start().hashLo(), copy.hashLo());
  }

  @Test
  void divideListsEachMoveWithItsCount() {
    String divide = PerftSuites.divide(ChessPosition.start(), 2);
    assertTrue(divide.contains("e2e4: 20\n"), divide);
    assertTrue(divide.endsWith("moves 20, total 400"), divide);
  }
}
