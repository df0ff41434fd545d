package alfil.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.PerftCase;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reference generators are only worth cross-checking against if they are right themselves:
 * their perft must match the published counts on every suite position (to shallow depth; they are
 * written for clarity, not speed).
 */
class ReferencePerftTest {

  static List<PerftCase> suite(String resource) throws IOException, InvalidInputException {
    List<PerftCase> cases = new ArrayList<>();
    try (InputStream in = ReferencePerftTest.class.getResourceAsStream("/perft/" + resource);
        BufferedReader reader =
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        PerftCase c = PerftCase.parse(line);
        if (c != null) {
          cases.add(c);
        }
      }
    }
    return cases;
  }

  @Test
  void referenceChessMatchesPublishedCounts() throws Exception {
    int checked = 0;
    for (String file : new String[] {"chess.epd", "chess-suite.epd"}) {
      for (PerftCase c : suite(file)) {
        for (int depth = 1; depth <= 2; depth++) {
          if (c.expected(depth) < 0) {
            continue; // some suite lines give only deeper counts
          }
          assertEquals(
              c.expected(depth), ReferenceChess.perft(c.fen(), depth), c.fen() + " D" + depth);
          checked++;
        }
      }
    }
    assertTrue(checked > 250, "checked " + checked);
  }

  @Test
  void referenceXiangqiMatchesPublishedCounts() throws Exception {
    int checked = 0;
    for (PerftCase c : suite("xiangqi.epd")) {
      for (int depth = 1; depth <= 3; depth++) {
        if (c.expected(depth) < 0) {
          continue;
        }
        assertEquals(
            c.expected(depth), ReferenceXiangqi.perft(c.fen(), depth), c.fen() + " D" + depth);
        checked++;
      }
    }
    assertTrue(checked > 50, "checked " + checked);
  }
}
