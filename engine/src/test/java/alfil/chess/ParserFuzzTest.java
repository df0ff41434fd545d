package alfil.chess;

import static alfil.testing.CatalogTexts.assertFromCatalog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Rng;
import alfil.testing.FuzzText;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Parsers never throw anything but {@link InvalidInputException} (architecture decision 5): seeded
 * random strings over the characters the notations use, and mutations of valid inputs; a rejected
 * move leaves the position or game as it was. {@code -Dalfil.fuzz.count=100000} runs the long
 * version.
 */
class ParserFuzzTest {
  private static final int COUNT = Integer.getInteger("alfil.fuzz.count", 10_000);
  private static final String FEN_ALPHABET = "pnbrqkPNBRQK12345678/ wb-KQkqa3e6h0 9x";
  private static final String MOVE_ALPHABET = "NBRQKPabcdefgh12345678xX=-+#!?O0 qrbn:";

  @Test
  void fenReaderOnlyRejectsWithReasons() {
    Rng rng = new Rng(7);
    List<PerftSuites.NumberedCase> valid = PerftSuites.all();
    int accepted = 0;
    for (int i = 0; i < COUNT; i++) {
      String fen =
          i % 2 == 0
              ? FuzzText.random(rng, FEN_ALPHABET, 80)
              : FuzzText.mutate(rng, valid.get(i % valid.size()).perft.fen(), FEN_ALPHABET);
      try {
        ChessPosition position = ChessPosition.fromFen(fen);
        // Whatever is accepted must write back a FEN that reads back to the same position.
        assertEquals(position.toFen(), ChessPosition.fromFen(position.toFen()).toFen(), fen);
        accepted++;
      } catch (InvalidInputException expected) {
        // The reason is what matters, in the catalogs' words; other exceptions fail the test.
        assertFromCatalog(expected, fen);
      }
    }
    assertTrue(accepted > 0, "some mutations stay valid");
  }

  @Test
  void moveReadersOnlyRejectWithReasons() throws InvalidInputException {
    Rng rng = new Rng(11);
    ChessPosition[] positions = {
      ChessPosition.start(),
      ChessPosition.fromFen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
      ChessPosition.fromFen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    };
    for (int i = 0; i < COUNT; i++) {
      ChessPosition position = positions[i % positions.length];
      String before = position.toFen();
      String text = FuzzText.random(rng, MOVE_ALPHABET, 9);
      try {
        San.parse(position, text);
      } catch (InvalidInputException expected) {
        assertEquals("move '" + text + "'", expected.field());
        assertFromCatalog(expected, text);
      }
      try {
        position.parseMove(text);
      } catch (InvalidInputException expected) {
        assertEquals("move '" + text + "'", expected.field());
        assertFromCatalog(expected, text);
      }
      assertEquals(before, position.toFen(), "parsing leaves the position as it was");
    }
  }

  /** Everything a refused move or claim must leave as it was. */
  private static String state(ChessGame game) {
    ChessPosition p = game.position();
    return game.fen()
        + " | "
        + game.plies()
        + " | "
        + game.outcome()
        + " | "
        + game.drawOfferBy()
        + " | "
        + p.hashLo()
        + ":"
        + p.hashHi();
  }

  @Test
  void gameRefusesMovesAndClaimsWithoutChange() throws InvalidInputException {
    Rng rng = new Rng(13);
    List<PerftSuites.NumberedCase> fens = PerftSuites.all();
    int[] moves = new int[GamePosition.MAX_MOVES];
    int accepted = 0;
    int refused = 0;
    for (int i = 0; i < COUNT; i++) {
      ChessGame game = ChessGame.fromFen(fens.get(i % fens.size()).perft.fen());
      // A few random legal moves first, so that histories, clocks and endings are fuzzed too.
      for (int k = rng.nextInt(6); k > 0 && !game.isOver(); k--) {
        int n = game.position().legalMoves(moves, 0);
        game.play(moves[rng.nextInt(n)]);
      }
      if (i % 17 == 0 && !game.isOver()) {
        game.resign(game.sideToMove());
      }
      int n = game.position().legalMoves(moves, 0);
      String valid =
          n == 0
              ? "e4"
              : (i & 1) == 0
                  ? San.toSan(game.position(), moves[rng.nextInt(n)])
                  : Uci.toText(moves[rng.nextInt(n)]);
      String text =
          i % 4 == 3
              ? FuzzText.random(rng, MOVE_ALPHABET, 7)
              : FuzzText.mutate(rng, valid, MOVE_ALPHABET);
      if (i % 8 == 0) {
        text = valid; // the accept path is fuzzed too
      }
      String before = state(game);
      int plies = game.plies().size();
      try {
        if ((i & 2) == 0) {
          game.move(text);
        } else {
          game.claimDraw(text);
        }
        assertEquals(plies + 1, game.plies().size(), "'" + text + "' accepted: one move played");
        accepted++;
      } catch (InvalidInputException expected) {
        assertTrue(!expected.reason().isEmpty(), text);
        assertFromCatalog(expected, text);
        assertEquals(before, state(game), "game changed by refused '" + text + "'");
        refused++;
      }
    }
    assertTrue(accepted > COUNT / 20 && refused > COUNT / 4, accepted + " / " + refused);
  }
}
