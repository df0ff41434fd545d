package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.core.Echo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A huge token (1 MB; the clip does not depend on the size) wherever a person or a tool types text:
 * every error that names it shows at most {@link Echo#MAX} characters of it ({@link Echo#clip}),
 * never the whole.
 */
class HugeInputTest {
  private static final String HUGE = "z".repeat(1 << 20);
  private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
  private static final String XQ_START =
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

  private final List<String> unclipped = new ArrayList<>();

  /** Every output line is short, and none holds more of the token than an echo shows. */
  private void check(String what, CliRun run) {
    List<String> lines = new ArrayList<>(List.of(run.out.split("\n")));
    lines.addAll(List.of(run.err.split("\n")));
    for (String line : lines) {
      if (line.length() > 400 || line.contains("z".repeat(Echo.MAX))) {
        unclipped.add(what + ": " + line.substring(0, Math.min(line.length(), 120)));
      }
    }
  }

  @AfterEach
  void everyEchoWasClipped() {
    assertEquals(List.of(), unclipped);
  }

  @Test
  void commandLineArgumentsAreClipped() {
    check("command", CliRun.of(HUGE));
    check("argument", CliRun.of("bench", HUGE));
    check("option name", CliRun.of("bench", "--" + HUGE));
    check("option value", CliRun.of("bench", "--depth", HUGE));
    check("choice", CliRun.of("perft", "--game", HUGE, "--fen", "startpos"));
    check("perft FEN", CliRun.of("perft", "--fen", HUGE, "--depth", "1"));
    check("perft FEN field", CliRun.of("perft", "--fen", START + " " + HUGE, "--depth", "1"));
    check("analyze FEN", CliRun.of("analyze", "--game", "chess", "--fen", HUGE, "--depth", "1"));
    check(
        "mate FEN",
        CliRun.of("mate", "--game", "chess", "--fen", START + " w " + HUGE, "--moves", "1"));
    check(
        "xiangqi FEN",
        CliRun.of("perft", "--game", "xiangqi", "--fen", XQ_START + " " + HUGE, "--depth", "1"));
    check("play FEN", CliRun.of("play", "--game", "chess", "--fen", HUGE));
    check(
        "match tc", CliRun.of("match", "--game", "chess", "--self", "--games", "2", "--tc", HUGE));
    check("match option", selfPlay("--option", HUGE));
  }

  /** A two-game self-play match at 5 ms a move, with {@code more} options. */
  private static CliRun selfPlay(String... more) {
    String[] base = {"match", "--game", "chess", "--self", "--games", "2", "--movetime", "5"};
    String[] args = java.util.Arrays.copyOf(base, base.length + more.length);
    System.arraycopy(more, 0, args, base.length, more.length);
    return CliRun.of(args);
  }

  @Test
  void filesAreClipped(@TempDir Path dir) throws IOException {
    Path epd = dir.resolve("huge.epd");
    Files.writeString(epd, START + " w - - 0 1 ;D1 " + HUGE + "\n");
    check("EPD", CliRun.of("perft", "--epd", epd.toString(), "--depth", "1"));
    Path openings = dir.resolve("huge.txt");
    Files.writeString(openings, "e2e4 " + HUGE + "\n");
    check("openings", selfPlay("--openings", openings.toString()));
    check(
        "EPD file name",
        CliRun.of(
            "perft", "--epd", dir.resolve(HUGE.substring(0, 200)).toString(), "--depth", "1"));
  }

  @Test
  void gameRecordsAreClipped() {
    check("chess move", CliRun.withInput("1. e4 " + HUGE, "adjudicate", "--game", "chess"));
    check(
        "chess tag",
        CliRun.withInput("[Variant \"" + HUGE + "\"]\n1. e4", "adjudicate", "--game", "chess"));
    check(
        "chess FEN tag",
        CliRun.withInput(
            "[FEN \"" + START + " " + HUGE + "\"]\n1. e4", "adjudicate", "--game", "chess"));
    check("xiangqi move", CliRun.withInput("h2e2 " + HUGE, "adjudicate", "--game", "xiangqi"));
    check(
        "xiangqi tag",
        CliRun.withInput("[Variant \"" + HUGE + "\"]\nh2e2", "adjudicate", "--game", "xiangqi"));
    check(
        "play move",
        CliRun.withInput(
            HUGE + "\nquit\n", "play", "--game", "chess", "--level", "1", "--seed", "1"));
    check(
        "play xiangqi move",
        CliRun.withInput(
            HUGE + "\nquit\n", "play", "--game", "xiangqi", "--level", "1", "--seed", "1"));
  }

  @Test
  void engineSessionLinesAreClipped() {
    String[] lines = {
      HUGE,
      "position " + HUGE,
      "position fen " + HUGE,
      "position fen " + START + " " + HUGE,
      "position fen " + START + " w " + HUGE,
      "position fen " + START + " w KQkq " + HUGE,
      "position fen " + START + " w KQkq - " + HUGE,
      "position startpos " + HUGE,
      "position startpos moves " + HUGE,
      "go depth " + HUGE,
      "go " + HUGE,
      "go depth 1 searchmoves " + HUGE,
      "setoption name " + HUGE + " value 1",
      "setoption name Hash value " + HUGE,
      "setoption name Ponder value " + HUGE,
      "setoption name UCI_Variant value " + HUGE,
    };
    for (String line : lines) {
      check(line.substring(0, 30), CliRun.withInput(line + "\n", "uci"));
    }
    check("banmoves", CliRun.withInput("banmoves " + HUGE + "\ngo depth 1\n", "ucci"));
    check("xiangqi FEN", CliRun.withInput("position fen " + XQ_START + " " + HUGE + "\n", "ucci"));
  }
}
