package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code match} between two Alfils in-process, its statistics, openings and time controls. */
class MatchCommandTest {

  @Test
  void alfilAgainstAlfilPlaysPairedGamesToTheJudgesEnd(@TempDir Path dir) throws Exception {
    Path pgn = dir.resolve("games.pgn");
    CliRun run =
        CliRun.of(
            "match",
            "--game",
            "chess",
            "--self",
            "--level",
            "2",
            "--engine-level",
            "1",
            "--games",
            "2",
            "--movetime",
            "20",
            "--max-moves",
            "60",
            "--pgn",
            pgn.toString());
    assertEquals(0, run.status, run.err);
    String[] lines = run.lines();
    assertEquals(5, lines.length, run.out);
    assertTrue(lines[0].startsWith("game 1/2: Alfil level 2 (white) - Alfil level 1"), lines[0]);
    assertTrue(lines[1].startsWith("game 2/2: Alfil level 1 (opponent) (white) - Alfil level 2"));
    assertTrue(lines[2].matches("wins \\d draws \\d losses \\d"), lines[2]);
    assertTrue(lines[3].matches("score \\d\\.\\d/2 \\(\\d+\\.\\d%\\)"), lines[3]);
    assertTrue(
        lines[4].matches("elo [-+](\\d+\\.\\d|inf) \\+/- (\\d+\\.\\d|inf) \\(95%\\)"), lines[4]);
    String games = Files.readString(pgn, StandardCharsets.UTF_8);
    assertEquals(2, games.split("\\[Event ", -1).length - 1, games);
  }

  @Test
  void xiangqiOnAClockWithATimeMargin() {
    CliRun run =
        CliRun.of(
            "match",
            "--game",
            "xiangqi",
            "--engine",
            "alfil",
            "--level",
            "1",
            "--engine-level",
            "1",
            "--games",
            "2",
            "--tc",
            "2+0.05",
            "--time-margin",
            "50",
            "--max-moves",
            "40");
    assertEquals(0, run.status, run.err);
    assertTrue(run.lines()[0].startsWith("game 1/2: Alfil level 1 (red) - "), run.out);
    assertTrue(run.out.contains("\nwins "), run.out);
  }

  @Test
  void statsAndEloErrorBar() {
    MatchStats s = new MatchStats();
    for (int i = 0; i < 8; i++) {
      s.addWin();
    }
    for (int i = 0; i < 6; i++) {
      s.addDraw();
    }
    for (int i = 0; i < 6; i++) {
      s.addLoss();
    }
    assertEquals("wins 8 draws 6 losses 6", s.resultLine());
    assertEquals("score 11.0/20 (55.0%)", s.scoreLine());
    // -400 log10(1/0.55 - 1) = 34.86
    assertTrue(s.eloLine().startsWith("elo +34.9 +/- "), s.eloLine());
    double bar = s.errorBar();
    assertTrue(bar > 100 && bar < 160, "error bar " + bar);
    MatchStats even = new MatchStats();
    even.addWin();
    even.addLoss();
    assertEquals("elo +0.0 +/- inf (95%)", even.eloLine());
  }

  @Test
  void shippedOpeningsAreLegalAndBalancedInNumber() throws Exception {
    for (String game : Games.NAMES) {
      OpeningBook book = OpeningBook.builtIn(game);
      assertTrue(book.size() >= 20 && book.size() <= 40, game + " " + book.size());
      for (int i = 0; i < book.size(); i++) {
        book.get(i).start(game); // every move judged legal
      }
    }
  }

  @Test
  void openingsFileAndErrors(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("o.txt");
    Files.writeString(file, "# test\ne2e4 e7e5\nfen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4\n");
    OpeningBook book = OpeningBook.fromFile("chess", file);
    assertEquals(2, book.size());
    Files.writeString(file, "e2e4 e2e4\n");
    CliRun bad =
        CliRun.of(
            "match",
            "--game",
            "chess",
            "--self",
            "--games",
            "2",
            "--movetime",
            "10",
            "--openings",
            file.toString());
    assertEquals(2, bad.status);
    assertTrue(bad.err.contains("line 1"), bad.err);
    CliRun both = CliRun.of("match", "--game", "chess", "--self", "--games", "2");
    assertEquals(2, both.status);
    assertTrue(both.err.contains("--movetime"), both.err);
    CliRun tc = CliRun.of("match", "--game", "chess", "--self", "--games", "2", "--tc", "x");
    assertEquals(2, tc.status);
    CliRun missing =
        CliRun.of(
            "match",
            "--game",
            "chess",
            "--engine",
            "/nonexistent/engine",
            "--games",
            "2",
            "--movetime",
            "10");
    assertEquals(2, missing.status);
    assertTrue(missing.err.contains("cannot start engine"), missing.err);
  }

  @Test
  void timeControlParses() throws Exception {
    TimeControl tc = TimeControl.parse("10+0.1");
    assertEquals(10_000, tc.base);
    assertEquals(100, tc.increment);
    assertEquals(60_000, TimeControl.parse("60").base);
  }
}
