package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import org.junit.jupiter.api.Test;

/** SAN and long algebraic notation, written and read. */
class NotationTest {
  private static int san(ChessPosition position, String text) throws InvalidInputException {
    return San.parse(position, text);
  }

  private static void assertSanRejected(String fen, String text, String reasonPart)
      throws InvalidInputException {
    ChessPosition position = ChessPosition.fromFen(fen);
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> San.parse(position, text), text);
    assertEquals("move '" + text + "'", e.field());
    assertTrue(
        e.reason().contains(reasonPart),
        text + ": reason '" + e.reason() + "' should mention '" + reasonPart + "'");
  }

  private static void assertUciRejected(String fen, String text, String reasonPart)
      throws InvalidInputException {
    ChessPosition position = ChessPosition.fromFen(fen);
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> position.parseMove(text), text);
    assertEquals("move '" + text + "'", e.field());
    assertTrue(
        e.reason().contains(reasonPart),
        text + ": reason '" + e.reason() + "' should mention '" + reasonPart + "'");
  }

  /** Every legal move of every perft position: SAN and UCI both read back as the same move. */
  @Test
  void everyLegalMoveRoundTripsThroughSanAndUci() throws InvalidInputException {
    int[] moves = new int[ChessPosition.MAX_MOVES];
    int checked = 0;
    for (PerftSuites.NumberedCase perftCase : PerftSuites.all()) {
      ChessPosition position = ChessPosition.fromFen(perftCase.perft.fen());
      // The position and one ply later, so both sides and more move kinds are covered.
      for (int ply = 0; ply < 2; ply++) {
        int n = position.legalMoves(moves, 0);
        for (int i = 0; i < n; i++) {
          String sanText = San.toSan(position, moves[i]);
          assertEquals(moves[i], San.parse(position, sanText), sanText + " in " + position);
          String uci = position.moveToText(moves[i]);
          assertEquals(moves[i], position.parseMove(uci), uci + " in " + position);
          assertEquals(moves[i], San.parse(position, uci), uci + " as SAN in " + position);
          checked++;
        }
        if (n == 0) {
          break;
        }
        position.makeMove(moves[0]);
      }
    }
    assertTrue(checked > 3000, "checked " + checked);
  }

  @Test
  void writesStandardSan() throws InvalidInputException {
    ChessPosition start = ChessPosition.start();
    assertEquals("e4", San.toSan(start, start.parseMove("e2e4")));
    assertEquals("Nf3", San.toSan(start, start.parseMove("g1f3")));
    ChessPosition castles = ChessPosition.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assertEquals("O-O", San.toSan(castles, castles.parseMove("e1g1")));
    assertEquals("O-O-O", San.toSan(castles, castles.parseMove("e1c1")));
    ChessPosition mate =
        ChessPosition.fromFen("rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    assertEquals("Qh5#", San.toSan(mate, mate.parseMove("d1h5")));
  }

  @Test
  void disambiguatesByFileThenRankThenBoth() throws InvalidInputException {
    // Knights b1 and f3 both reach d2: the file tells them apart.
    ChessPosition files = ChessPosition.fromFen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    assertEquals("Nbd2", San.toSan(files, files.parseMove("b1d2")));
    assertEquals("Nfd2", San.toSan(files, files.parseMove("f3d2")));
    // Rooks a1 and a5 share the file: the rank tells them apart.
    ChessPosition ranks = ChessPosition.fromFen("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    assertEquals("R1a3", San.toSan(ranks, ranks.parseMove("a1a3")));
    assertEquals("R5a3", San.toSan(ranks, ranks.parseMove("a5a3")));
    // Queens a1, a3 and c1 all reach b2: a1 shares the file with a3 and the rank with c1.
    ChessPosition both = ChessPosition.fromFen("6k1/8/8/8/8/Q7/7K/Q1Q5 w - - 0 1");
    assertEquals("Qa1b2", San.toSan(both, both.parseMove("a1b2")));
    assertEquals("Q3b2", San.toSan(both, both.parseMove("a3b2")));
    assertEquals("Qcb2", San.toSan(both, both.parseMove("c1b2")));
    assertEquals(both.parseMove("a1b2"), San.parse(both, "Qa1b2"));
    assertEquals(both.parseMove("a1b2"), San.parse(both, "Qa1xb2"));
    assertEquals(both.parseMove("a1b2"), San.parse(both, "Qa1-b2"));
  }

  @Test
  void readsLenientForms() throws InvalidInputException {
    ChessPosition start = ChessPosition.start();
    int e4 = start.parseMove("e2e4");
    for (String text :
        new String[] {"e4", "e2e4", "Pe2-e4", "e2-e4", "Pe4", "e4!", "e4!?", "e4?!"}) {
      assertEquals(e4, san(start, text), text);
    }
    int nf3 = start.parseMove("g1f3");
    for (String text : new String[] {"Nf3", "Ngf3", "Ng1f3", "N1f3", "Ng1-f3", "g1f3", "Nf3?"}) {
      assertEquals(nf3, san(start, text), text);
    }
    ChessPosition castles = ChessPosition.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    int shortCastle = castles.parseMove("e1g1");
    for (String text : new String[] {"O-O", "0-0", "O-O+", "Ke1g1", "e1g1", "Kg1"}) {
      assertEquals(shortCastle, san(castles, text), text);
    }
    int longCastle = castles.parseMove("e1c1");
    assertEquals(longCastle, san(castles, "O-O-O"));
    assertEquals(longCastle, san(castles, "0-0-0"));

    ChessPosition promotion = ChessPosition.fromFen("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1");
    int queen = promotion.parseMove("e7d8q");
    for (String text :
        new String[] {
          "exd8=Q+", "exd8=Q", "exd8Q", "ed8=Q", "ed8Q", "e7d8q", "exd8=q", "exd8=Q#", "Pe7xd8=Q"
        }) {
      assertEquals(queen, san(promotion, text), text);
    }
    assertEquals(promotion.parseMove("e7d8n"), san(promotion, "exd8=N"));
    assertEquals(promotion.parseMove("e7e8r"), san(promotion, "e8R"));

    ChessPosition capture =
        ChessPosition.fromFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    int exd5 = capture.parseMove("e4d5");
    assertEquals(exd5, san(capture, "exd5"));
    assertEquals(exd5, san(capture, "ed5"));
    assertEquals(exd5, san(capture, "e4xd5"));
  }

  @Test
  void rejectsAmbiguousMovesNamingTheCandidates() throws InvalidInputException {
    assertSanRejected("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2", "ambiguous");
    assertSanRejected("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2", "Nbd2");
    assertSanRejected("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2", "Nfd2");
    assertSanRejected("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "Ra3", "R1a3");
  }

  @Test
  void rejectsIllegalMovesSayingWhy() throws InvalidInputException {
    String start = ChessPosition.START_FEN;
    assertSanRejected(start, "Nf4", "no white knight can reach f4");
    assertSanRejected(start, "e5", "no white pawn can reach e5");
    assertSanRejected(start, "O-O", "cannot castle: f1 is not empty");
    assertSanRejected(start, "Qxd7", "no white queen can reach d7");
    assertSanRejected(start, "hello", "expected a move like Nf3, exd5, O-O, e8=Q, e2e4");
    assertSanRejected(start, "", "empty move");
    assertSanRejected(start, "Nf3=Q", "only a pawn reaching the last rank promotes");
    // The bishop on e2 is pinned by the rook on e8.
    assertSanRejected("4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1", "Bd3", "would leave the king in check");
    assertSanRejected("4r2k/8/8/8/8/8/8/3BK3 w - - 0 1", "Bc2", "does not get the king out");
    assertSanRejected("3r3k/8/8/8/8/8/8/4K3 w - - 0 1", "Kd2", "would leave the king in check");
    assertSanRejected("2k5/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8", "must promote");
    assertSanRejected("3k1r2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O", "cannot castle: f1 is attacked");
    assertSanRejected("3k2r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O", "cannot castle: g1 is attacked");
    assertSanRejected(
        "3kr3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O", "cannot castle: e1 is attacked");
    assertSanRejected(
        "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "O-O", "White has no right to castle (O-O)");
  }

  @Test
  void uciRejectsWithReasons() throws InvalidInputException {
    String start = ChessPosition.START_FEN;
    assertUciRejected(start, "e2e5", "the white pawn on e2 cannot move to e5");
    assertUciRejected(start, "e3e4", "no piece on e3");
    assertUciRejected(start, "e7e5", "the piece on e7 is not White's");
    assertUciRejected(start, "a1a2", "the white rook on a1 cannot move to a2");
    assertUciRejected(start, "e2e4q", "only a pawn reaching the last rank promotes");
    assertUciRejected(start, "e2", "expected a move like e2e4, e7e8q, e1g1");
    assertUciRejected(start, "e2e4x", "a pawn promotes to a queen, rook, bishop or knight");
    assertUciRejected(start, "i2i4", "expected a move like e2e4, e7e8q, e1g1");
    assertUciRejected(start, "e2e2", "the white pawn on e2 cannot move to e2");
    assertUciRejected("2k5/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8", "must promote");
    assertUciRejected("4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3", "would leave the king in check");
    // The rank pin on en passant: pseudo-legal, so the reason is the king, not the geometry.
    ChessPosition pinned = ChessPosition.fromFen("8/3p4/8/K3P2r/8/8/8/7k b - - 0 1");
    pinned.makeMove(pinned.parseMove("d7d5"));
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> pinned.parseMove("e5d6"));
    assertEquals("would leave the king in check", e.reason());
  }

  @Test
  void uciWritesPromotionsInLowercase() throws InvalidInputException {
    ChessPosition promotion = ChessPosition.fromFen("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1");
    assertEquals("e7d8n", promotion.moveToText(promotion.parseMove("e7d8N")));
  }
}
