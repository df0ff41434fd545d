package alfil.chess;

import static alfil.testing.CatalogTexts.assertFromCatalog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.Rng;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The PGN reader never throws anything but {@link InvalidInputException} (decision 5). {@code
 * -Dalfil.fuzz.count=100000} runs the long version.
 */
class PgnFuzzTest {
  private static final int COUNT = Integer.getInteger("alfil.fuzz.count", 10_000);
  private static final String ALPHABET =
      "[]{}();$%\"\\ \n\r\t.01234567*/-+#!?NBRQKOabcdefghx=½\uFEFF";

  private static final String VALID =
      "[Event \"Fuzz\"]\n[Result \"1-0\"]\n\n{intro} 1. e4 $1 e5 (1... c5 2. Nf3) 2. Nf3 Nc6"
          + " ; line\n3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 {end} 1-0\n\n1. d4 d5 *\n";

  @Test
  void readerOnlyRejectsWithReasons() {
    Rng rng = new Rng(11);
    int accepted = 0;
    for (int i = 0; i < COUNT; i++) {
      String text;
      if (i % 2 == 0) {
        StringBuilder random = new StringBuilder();
        int length = rng.nextInt(120);
        for (int k = 0; k < length; k++) {
          random.append(ALPHABET.charAt(rng.nextInt(ALPHABET.length())));
        }
        text = random.toString();
      } else {
        StringBuilder mutated = new StringBuilder(VALID);
        for (int k = rng.nextInt(3) + 1; k > 0; k--) {
          int at = rng.nextInt(mutated.length());
          char c = ALPHABET.charAt(rng.nextInt(ALPHABET.length()));
          switch (rng.nextInt(3)) {
            case 0 -> mutated.setCharAt(at, c);
            case 1 -> mutated.insert(at, c);
            default -> mutated.deleteCharAt(at);
          }
        }
        text = mutated.toString();
      }
      try {
        List<PgnGame> games = Pgn.readAll(text);
        // Whatever is accepted writes text that reads back to the same moves.
        String written = Pgn.writeAll(games);
        List<PgnGame> back = Pgn.readAll(written);
        assertEquals(games.size(), back.size(), text);
        for (int g = 0; g < games.size(); g++) {
          assertEquals(games.get(g).moves(), back.get(g).moves(), text);
        }
        assertEquals(written, Pgn.writeAll(back), text);
        accepted++;
      } catch (InvalidInputException expected) {
        assertTrue(!expected.field().isEmpty() && !expected.reason().isEmpty(), text);
        assertFromCatalog(expected, text);
      }
    }
    assertTrue(accepted > 100, "accepted " + accepted);
  }
}
