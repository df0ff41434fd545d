package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Numbers on the command line and in the engine protocols are plain ASCII digits ({@link
 * WholeNumber}): a '+', the digits of other scripts and an option given twice are refused with a
 * line that names the option.
 */
class NumbersTest {
  /** Arabic-Indic 3 and full-width 3: Integer.parseInt reads both as 3. */
  private static final String ARABIC_THREE = "\u0663";

  private static final String FULL_WIDTH_THREE = "\uFF13";

  @Test
  void wholeNumbersAreAsciiDigitsWithAMinusWhereAllowed() {
    assertEquals(12, WholeNumber.parse("12", false));
    assertEquals(7, WholeNumber.parse("007", false));
    assertEquals(-250, WholeNumber.parse("-250", true));
    assertEquals(999_999_999_999_999_999L, WholeNumber.parse("999999999999999999", false));
    for (String bad : new String[] {"+1", ARABIC_THREE, FULL_WIDTH_THREE, "", "-", "1 2", "0x10"}) {
      NumberFormatException e =
          assertThrows(NumberFormatException.class, () -> WholeNumber.parse(bad, true), bad);
      assertEquals("is not a whole number (ASCII digits 0-9)", e.getMessage(), bad);
    }
    assertEquals(
        "must not be negative",
        assertThrows(NumberFormatException.class, () -> WholeNumber.parse("-1", false))
            .getMessage());
    assertEquals(
        "is too large",
        assertThrows(NumberFormatException.class, () -> WholeNumber.parse("9".repeat(19), false))
            .getMessage());
  }

  @Test
  void optionsRefuseAPlusOtherDigitsAndRepetition() {
    for (String bad : new String[] {"+1", ARABIC_THREE, FULL_WIDTH_THREE}) {
      CliRun run = CliRun.of("bench", "--depth", bad);
      assertEquals(2, run.status, bad);
      assertEquals("", run.out);
      assertEquals(
          "bench: --depth must be a whole number from 1 to 20, got '" + bad + "'\n", run.err);
    }
    CliRun twice = CliRun.of("bench", "--depth", "3", "--depth", "4");
    assertEquals(2, twice.status);
    assertEquals("", twice.out);
    assertEquals("bench: --depth is given twice; give it once\n", twice.err);
    CliRun flagTwice =
        CliRun.of("perft", "--fen", "startpos", "--depth", "1", "--divide", "--divide");
    assertEquals(2, flagTwice.status);
    assertEquals("perft: --divide is given twice; give it once\n", flagTwice.err);
    CliRun seed =
        CliRun.withInput(
            "quit\n", "play", "--game", "chess", "--seed", "-7", "--seed=-7", "--level", "1");
    assertEquals("play: --seed is given twice; give it once\n", seed.err);
    assertEquals(0, CliRun.withInput("quit\n", "play", "--game", "chess", "--seed", "-7").status);
  }

  @Test
  void timeControlsAreDecimalSeconds() throws UsageException {
    assertEquals(500, TimeControl.parse(".5").clock.period(0).timeMs());
    assertEquals(100, TimeControl.parse("60+0.1").increment);
    for (String bad : new String[] {"+10", "1e3", "NaN", "10d", "1" + ARABIC_THREE, "1+2+3", "."}) {
      UsageException e = assertThrows(UsageException.class, () -> TimeControl.parse(bad), bad);
      assertEquals(
          "match: --tc must be base+inc in seconds like 10+0.1, got '" + bad + "'", e.getMessage());
    }
  }

  @Test
  void uciNumbersAreAsciiDigits() {
    CliRun run =
        CliRun.withInput(
            "go depth +1 nodes "
                + ARABIC_THREE
                + " movetime -5 wtime -100 btime 100\n"
                + "setoption name Hash value +16\n"
                + "setoption name MultiPV value "
                + FULL_WIDTH_THREE
                + "\n",
            "uci");
    assertEquals(0, run.status, run.err);
    List<String> lines = List.of(run.lines());
    assertTrue(
        lines.contains(
            "info string go depth '+1' is not a whole number (ASCII digits 0-9); ignored"),
        run.out);
    assertTrue(
        lines.contains(
            "info string go nodes '"
                + ARABIC_THREE
                + "' is not a whole number (ASCII digits 0-9); ignored"),
        run.out);
    assertTrue(lines.contains("info string go movetime '-5' must not be negative; ignored"));
    assertTrue(lines.stream().noneMatch(l -> l.contains("wtime")), "a clock may be below zero");
    assertTrue(lines.contains("info string Hash must be from 1 to 1024, got '+16'"), run.out);
    assertTrue(
        lines.contains("info string MultiPV must be from 1 to 256, got '" + FULL_WIDTH_THREE + "'"),
        run.out);
    // Fairy-Stockfish's ranks 1-10 in xiangqi moves are ASCII digits too.
    assertEquals("h2e2", EngineNotation.fromOneBasedRanks("h3e3"));
    assertNull(EngineNotation.fromOneBasedRanks("h" + ARABIC_THREE + "e" + ARABIC_THREE));
  }
}
