package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Regressions named after the move generation bugs that engines classically ship with. */
class ClassicBugsTest {
  private static List<String> legal(ChessPosition position) {
    int[] moves = new int[ChessPosition.MAX_MOVES];
    int n = position.legalMoves(moves, 0);
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      texts.add(Uci.toText(moves[i]));
    }
    return texts;
  }

  private static List<String> movesFrom(ChessPosition position, String square) {
    List<String> from = new ArrayList<>();
    for (String move : legal(position)) {
      if (move.startsWith(square)) {
        from.add(move);
      }
    }
    return from;
  }

  @Test
  void knightInTheCornerHasTwoMoves() throws InvalidInputException {
    ChessPosition position = ChessPosition.fromFen("4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
    assertEquals(List.of("a1c2", "a1b3").size(), movesFrom(position, "a1").size());
    assertTrue(movesFrom(position, "a1").containsAll(List.of("a1c2", "a1b3")));
  }

  @Test
  void rookCapturedOnItsCornerLosesTheRight() throws InvalidInputException {
    ChessPosition position = ChessPosition.fromFen("r3k2r/8/8/8/8/8/1B6/R3K2R w KQkq - 0 1");
    position.makeMove(position.parseMove("b2h8"));
    assertEquals("KQq", CastlingRights.toFen(position.castlingRights()));
    assertFalse(legal(position).contains("e8g8"), "black may not castle with a captured rook");
    assertTrue(legal(position).contains("e8c8"));
    position.unmakeMove();
    assertEquals("KQkq", CastlingRights.toFen(position.castlingRights()));
  }

  @Test
  void kingOrRookMoveLosesRights() throws InvalidInputException {
    ChessPosition position = ChessPosition.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    position.makeMove(position.parseMove("h1h2"));
    assertEquals("Qkq", CastlingRights.toFen(position.castlingRights()));
    position.makeMove(position.parseMove("e8d8"));
    assertEquals("Q", CastlingRights.toFen(position.castlingRights()));
  }

  @Test
  void enPassantExposingTheKingAlongTheRankIsIllegal() throws InvalidInputException {
    // Both pawns leave the fifth rank at once and the rook on h5 would see the king on a5.
    ChessPosition position = ChessPosition.fromFen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    assertFalse(legal(position).contains("e5d6"));
    assertEquals(Square.NONE, position.enPassantSquare(), "an illegal capture keeps no square");
    assertEquals("8/8/8/K2pP2r/8/8/8/7k w - - 0 1", position.toFen());

    // The same after the double step is played on the board.
    ChessPosition played = ChessPosition.fromFen("8/3p4/8/K3P2r/8/8/8/7k b - - 0 1");
    played.makeMove(played.parseMove("d7d5"));
    assertFalse(legal(played).contains("e5d6"));
    assertEquals(Square.NONE, played.enPassantSquare());
  }

  @Test
  void enPassantIsLegalWhenNothingIsExposed() throws InvalidInputException {
    ChessPosition position = ChessPosition.fromFen("8/3p4/8/4P3/8/8/8/K6k b - - 0 1");
    position.makeMove(position.parseMove("d7d5"));
    assertTrue(legal(position).contains("e5d6"));
    int move = position.parseMove("e5d6");
    assertEquals(Piece.ofFenLetter('p'), position.capturedPiece(move));
    assertTrue(position.isCapture(move));
    assertEquals("exd6", San.toSan(position, move));
  }

  @Test
  void enPassantCapturesTheCheckingPawn() throws InvalidInputException {
    // d7-d5 gives check to the king on e4; exd6 removes the checker.
    ChessPosition position = ChessPosition.fromFen("8/3p4/8/4P3/4K3/8/8/7k b - - 0 1");
    position.makeMove(position.parseMove("d7d5"));
    assertTrue(position.inCheck());
    assertTrue(legal(position).contains("e5d6"));
  }

  @Test
  void promotionCaptureGivingCheck() throws InvalidInputException {
    ChessPosition position = ChessPosition.fromFen("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1");
    assertEquals("exd8=Q+", San.toSan(position, position.parseMove("e7d8q")));
    assertEquals("exd8=R+", San.toSan(position, position.parseMove("e7d8r")));
    assertEquals("exd8=B", San.toSan(position, position.parseMove("e7d8b")));
    assertEquals("exd8=N", San.toSan(position, position.parseMove("e7d8n")));
    assertEquals("e8=Q+", San.toSan(position, position.parseMove("e7e8q")));
    // All four promotions are generated, on both squares.
    assertEquals(8, movesFrom(position, "e7").size());
    int move = position.parseMove("e7d8q");
    assertEquals(Piece.ofFenLetter('r'), position.capturedPiece(move));
    position.makeMove(move);
    assertEquals(Piece.ofFenLetter('Q'), position.pieceAt(Square.parse("d8")));
    position.unmakeMove();
    assertEquals(Piece.ofFenLetter('P'), position.pieceAt(Square.parse("e7")));
    assertEquals(Piece.ofFenLetter('r'), position.pieceAt(Square.parse("d8")));
  }

  @Test
  void doubleCheckAllowsOnlyKingMoves() throws InvalidInputException {
    // Rook a1 and bishop b4 both check the king on e1; the knight on c2 could take either.
    ChessPosition position = ChessPosition.fromFen("4k3/8/8/8/1b6/8/2N5/r3K3 w - - 0 1");
    assertTrue(position.inCheck());
    List<String> moves = legal(position);
    assertFalse(moves.isEmpty());
    for (String move : moves) {
      assertTrue(move.startsWith("e1"), "only the king may move in double check: " + move);
    }
    assertTrue(moves.containsAll(List.of("e1e2", "e1f2")));
    assertFalse(moves.contains("e1f1"), "f1 stays on the rook's line once the king leaves e1");
  }

  @Test
  void kingCannotRetreatAlongTheCheckingLine() throws InvalidInputException {
    ChessPosition position = ChessPosition.fromFen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    assertFalse(legal(position).contains("e1f1"));
  }

  @Test
  void castlingNotOutOfThroughOrIntoCheck() throws InvalidInputException {
    // Out of check: the rook on e8 checks.
    assertFalse(legal(ChessPosition.fromFen("3kr3/8/8/8/8/8/8/R3K2R w KQ - 0 1")).contains("e1g1"));
    // Through: f1 attacked by the rook on f8.
    ChessPosition through = ChessPosition.fromFen("3k1r2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assertFalse(legal(through).contains("e1g1"));
    assertTrue(legal(through).contains("e1c1"));
    // Into: g1 attacked by the rook on g8.
    assertFalse(
        legal(ChessPosition.fromFen("3k2r1/8/8/8/8/8/8/R3K2R w KQ - 0 1")).contains("e1g1"));
    // b1 attacked does not stop O-O-O: the king does not cross b1 (FIDE 3.8.2.2).
    assertTrue(legal(ChessPosition.fromFen("1r1k4/8/8/8/8/8/8/R3K2R w KQ - 0 1")).contains("e1c1"));
  }

  @Test
  void pinnedPieceMovesOnlyAlongThePin() throws InvalidInputException {
    // Bishop e2 pinned by the rook on e8 cannot move; rook e3 pinned may move along the file.
    ChessPosition position = ChessPosition.fromFen("4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1");
    assertTrue(movesFrom(position, "e2").isEmpty());
    ChessPosition rook = ChessPosition.fromFen("4r2k/8/8/8/8/4R3/8/4K3 w - - 0 1");
    List<String> rookMoves = movesFrom(rook, "e3");
    assertEquals(6, rookMoves.size(), rookMoves.toString());
    assertTrue(rookMoves.contains("e3e8"));
  }
}
