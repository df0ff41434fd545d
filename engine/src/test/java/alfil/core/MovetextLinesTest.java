package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MovetextLinesTest {
  @Test
  void wrapsBeforeEightyColumns() {
    StringBuilder out = new StringBuilder();
    MovetextLines lines = new MovetextLines(out);
    for (int i = 0; i < 30; i++) {
      lines.word("Nxd5");
    }
    for (String line : out.toString().split("\n")) {
      assertTrue(line.length() <= 79, line);
    }
    assertEquals(29, out.toString().replace('\n', ' ').split(" ").length - 1);
  }

  @Test
  void aNoteBreaksBetweenWordsButNeverInsideACommand() {
    StringBuilder out = new StringBuilder();
    MovetextLines lines = new MovetextLines(out);
    lines.word("x".repeat(70));
    lines.words("{ [%eval -0.26] }");
    lines.words("{ [%clk 0:03:00] Blunder. }");
    assertEquals(
        "x".repeat(70) + " {\n[%eval -0.26] } { [%clk 0:03:00] Blunder. }", out.toString());
  }
}
