package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.Rng;
import alfil.testing.FuzzText;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Parsers never throw anything but {@link InvalidInputException} (architecture decision 5): seeded
 * random strings over the characters the notations use, and mutations of valid inputs.
 */
class ParserFuzzTest {
  private static final String FEN_ALPHABET = "pnbrqkPNBRQK12345678/ wb-KQkqa3e6h0 9x";
  private static final String MOVE_ALPHABET = "NBRQKPabcdefgh12345678xX=-+#!?O0 qrbn:";

  @Test
  void fenReaderOnlyRejectsWithReasons() {
    Rng rng = new Rng(7);
    List<PerftSuites.NumberedCase> valid = PerftSuites.all();
    int accepted = 0;
    for (int i = 0; i < 20_000; i++) {
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
        // The reason is what matters; other exceptions fail the test.
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
    for (int i = 0; i < 30_000; i++) {
      ChessPosition position = positions[i % positions.length];
      String before = position.toFen();
      String text = FuzzText.random(rng, MOVE_ALPHABET, 9);
      try {
        San.parse(position, text);
      } catch (InvalidInputException expected) {
        assertEquals(text, expected.field());
      }
      try {
        position.parseMove(text);
      } catch (InvalidInputException expected) {
        assertEquals(text, expected.field());
      }
      assertEquals(before, position.toFen(), "parsing leaves the position as it was");
    }
  }
}
