package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every command answers --help on stdout, and unknown options with status 2 on stderr. */
class HelpTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "uci",
        "ucci",
        "perft",
        "play",
        "analyze",
        "mate",
        "adjudicate",
        "annotate",
        "match",
        "bench"
      })
  void helpAndBadOptions(String command) {
    CliRun help = CliRun.of(command, "--help");
    assertEquals(0, help.status, help.err);
    assertTrue(help.out.startsWith("usage: " + command), help.out);
    assertEquals("", help.err);
    CliRun bad = CliRun.of(command, "--no-such-option");
    assertEquals(2, bad.status);
    assertEquals("", bad.out);
    assertTrue(bad.err.startsWith(command + ": unknown option --no-such-option"), bad.err);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"uci", "play", "analyze", "mate", "adjudicate", "annotate", "match", "bench"})
  void listedInTheGeneralHelp(String command) {
    CliRun run = CliRun.of("--help");
    assertEquals(0, run.status);
    assertTrue(run.out.contains(command), run.out);
  }
}
