package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import org.junit.jupiter.api.Test;

class ChessFenTest {
  private static void assertRejected(String fen, String field, String reasonPart) {
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> ChessPosition.fromFen(fen), fen);
    assertEquals(field, e.field(), fen + " -> " + e.getMessage());
    assertTrue(
        e.reason().contains(reasonPart),
        fen + ": reason '" + e.reason() + "' should mention '" + reasonPart + "'");
  }

  @Test
  void startPosition() throws InvalidInputException {
    ChessPosition start = ChessPosition.start();
    assertEquals(ChessPosition.START_FEN, start.toFen());
    assertEquals(Piece.ofFenLetter('R'), start.pieceAt(Square.A1));
    assertEquals(Piece.ofFenLetter('k'), start.pieceAt(Square.E8));
    assertEquals(Square.E1, start.kingSquare(0));
    assertEquals(CastlingRights.ALL, start.castlingRights());
    assertEquals(0, start.halfmoveClock());
    assertEquals(1, start.fullmoveNumber());
  }

  @Test
  void roundTripEveryPerftPosition() throws InvalidInputException {
    for (PerftSuites.NumberedCase perftCase : PerftSuites.all()) {
      String fen = perftCase.perft.fen();
      ChessPosition position = ChessPosition.fromFen(fen);
      String written = position.toFen();
      if (position.enPassantSquare() == Square.NONE) {
        // An en passant square without a legal capture is dropped (FIDE 9.2.3).
        String[] in = fen.split(" ");
        String[] out = written.split(" ");
        in[3] = "-";
        assertEquals(String.join(" ", in), String.join(" ", out), perftCase.name(0));
      } else {
        assertEquals(fen, written, perftCase.name(0));
      }
      assertEquals(written, ChessPosition.fromFen(written).toFen());
    }
  }

  @Test
  void countersAndLegalEnPassantAreKept() throws InvalidInputException {
    String fen = "rnbqkb1r/ppppp1pp/7n/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    assertEquals(fen, ChessPosition.fromFen(fen).toFen());
    String counters = "4k3/8/8/8/8/8/8/4K3 b - - 37 112";
    ChessPosition position = ChessPosition.fromFen(counters);
    assertEquals(37, position.halfmoveClock());
    assertEquals(112, position.fullmoveNumber());
    assertEquals(counters, position.toFen());
    assertEquals(counters, ChessPosition.fromFen("  4k3/8/8/8/8/8/8/4K3   b - -\t37 112 ").toFen());
  }

  @Test
  void countersMayBeLeftOutAsInEpd() throws InvalidInputException {
    assertEquals(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        ChessPosition.fromFen("4k3/8/8/8/8/8/8/4K3 w - -").toFen());
    assertEquals(
        "4k3/8/8/8/8/8/8/4K3 b - - 12 1",
        ChessPosition.fromFen("4k3/8/8/8/8/8/8/4K3 b - - 12").toFen());
  }

  @Test
  void wrongFieldCount() {
    assertRejected("", "FEN", "empty");
    assertRejected("4k3/8/8/8/8/8/8/4K3 w -", "FEN", "has 3 fields, expected 4 to 6");
    assertRejected("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "FEN", "has 7 fields, expected 4 to 6");
  }

  @Test
  void badPlacement() {
    assertRejected(
        "4k3/8/8/8/8/8/4K3 w - - 0 1",
        "FEN piece placement",
        "has 7 ranks, expected 8 separated by '/'");
    assertRejected("4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", "FEN piece placement", "has 9 ranks");
    assertRejected(
        "4k3/8/8/8/8/8/7/4K3 w - - 0 1", "FEN piece placement", "rank 2 has 7 squares, expected 8");
    assertRejected(
        "4k4/8/8/8/8/8/8/4K3 w - - 0 1", "FEN piece placement", "rank 8 has 9 squares, expected 8");
    assertRejected(
        "4k3/8/8/8/8/8/8/4K2X w - - 0 1",
        "FEN piece placement",
        "rank 1: 'X' is not a piece letter");
    assertRejected(
        "4k3/8/8/8/8/8/8/44 w - - 0 1", "FEN piece placement", "rank 1 has two digits in a row");
    assertRejected("8/8/8/8/8/8/8/4K3 w - - 0 1", "FEN piece placement", "no black king");
    assertRejected("4k3/8/8/8/8/8/8/8 w - - 0 1", "FEN piece placement", "no white king");
    assertRejected(
        "4k3/8/8/8/8/8/8/K3K3 w - - 0 1",
        "FEN piece placement",
        "white king: 2 on the board, at most 1");
    assertRejected("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "FEN piece placement", "pawn on a8");
    assertRejected("4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "FEN piece placement", "pawn on a1");
    assertRejected(
        "4k3/8/8/8/8/NNNNNNNN/NNNNNNNN/N3K3 w - - 0 1",
        "FEN piece placement",
        "White: 18 on the board, at most 16");
  }

  @Test
  void badSide() {
    assertRejected("4k3/8/8/8/8/8/8/4K3 x - - 0 1", "FEN side to move", "'x' is not one of w b");
    assertRejected("4k3/8/8/8/8/8/8/4K3 W - - 0 1", "FEN side to move", "'W' is not one of w b");
  }

  @Test
  void sideNotToMoveInCheck() {
    assertRejected(
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
        "FEN side to move",
        "Black is in check but it is White to move");
    assertRejected(
        "8/8/8/8/8/8/3k4/4K3 b - - 0 1",
        "FEN side to move",
        "White is in check but it is Black to move");
  }

  @Test
  void badCastling() {
    assertRejected(
        "4k3/8/8/8/8/8/8/4K3 w X - 0 1", "FEN castling field", "'X' is not one of - K Q k q");
    assertRejected("r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", "FEN castling field", "appears twice");
    assertRejected(
        "r3k2r/8/8/8/8/8/8/R3K1R1 w K - 0 1",
        "FEN castling field",
        "right K needs the white rook on h1");
    assertRejected(
        "r3k2r/8/8/8/8/8/8/R2K3R w Q - 0 1",
        "FEN castling field",
        "right Q needs the white king on e1");
    assertRejected(
        "1r2k2r/8/8/8/8/8/8/R3K2R w q - 0 1",
        "FEN castling field",
        "right q needs the black rook on a8");
  }

  @Test
  void impossibleEnPassant() {
    assertRejected(
        "4k3/8/8/8/8/8/8/4K3 w - e9 0 1", "FEN en passant field", "'e9' is not one of - a6-h6");
    assertRejected(
        "4k3/8/8/8/4p3/8/8/4K3 w - e3 0 1", "FEN en passant field", "'e3' is not one of - a6-h6");
    assertRejected(
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
        "FEN en passant field",
        "no pawn can just have passed over e6 with a double step");
    assertRejected(
        "4k3/4n3/8/4p3/8/8/8/4K3 w - e6 0 1",
        "FEN en passant field",
        "no pawn can just have passed over e6 with a double step");
  }

  @Test
  void badCounters() {
    assertRejected(
        "4k3/8/8/8/8/8/8/4K3 w - - x 1",
        "FEN halfmove clock",
        "'x' is not a number from 0 to 1000000");
    assertRejected("4k3/8/8/8/8/8/8/4K3 w - - -1 1", "FEN halfmove clock", "'-1' is not a number");
    assertRejected(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
        "FEN fullmove number",
        "'0' is not a number from 1 to 1000000");
    assertRejected("4k3/8/8/8/8/8/8/4K3 w - - 0 99999999", "FEN fullmove number", "not a number");
  }

  @Test
  void neverThrowsAnythingElseOnGarbage() {
    String[] garbage = {
      "/",
      "////////",
      "8/8/8/8/8/8/8/8",
      "rnbqkbnr",
      "k7/8/8/8/8/8/8/7K w KQkq e3 0 1",
      "k7/8/8/8/8/8/8/7K w - - 0 1 ;",
      "\u0000",
      "8/8/8/8/8/8/8/8/ w - - 0 1",
      "k7/8/8/8/8/8/8/7K w - a3 0 1",
      "k7/8/8/8/8/8/8/7K b - h6 0 1",
      "k7/8/8/8/8/8/8/9 w - - 0 1",
    };
    for (String fen : garbage) {
      assertThrows(InvalidInputException.class, () -> ChessPosition.fromFen(fen), fen);
    }
  }
}
