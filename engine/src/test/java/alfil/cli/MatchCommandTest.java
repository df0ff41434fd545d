package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.Pgn;
import alfil.chess.PgnGame;
import alfil.core.Game;
import alfil.core.GameClock;
import alfil.core.Judge;
import alfil.core.Side;
import alfil.games.Games;
import alfil.xiangqi.XiangqiGame;
import alfil.xiangqi.XiangqiRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
    assertEquals(6, lines.length, run.out);
    assertTrue(lines[0].startsWith("game 1/2: Alfil level 2 (white) - Alfil level 1"), lines[0]);
    assertTrue(lines[1].startsWith("game 2/2: Alfil level 1 (opponent) (white) - Alfil level 2"));
    assertTrue(lines[2].matches("wins \\d draws \\d losses \\d"), lines[2]);
    assertTrue(lines[3].matches("score \\d\\.\\d/2 \\(\\d+\\.\\d%\\)"), lines[3]);
    assertTrue(
        lines[4].matches("elo [-+](\\d+\\.\\d|inf) \\+/- (\\d+\\.\\d|inf) \\(95%\\)"), lines[4]);
    assertTrue(
        lines[5].matches("interval [-+](\\d+\\.\\d|inf) to [-+](\\d+\\.\\d|inf) \\(95%, Wilson\\)"),
        lines[5]);
    String games = Files.readString(pgn, StandardCharsets.UTF_8);
    assertEquals(2, games.split("\\[Event ", -1).length - 1, games);
  }

  @Test
  void gamesEndedAtTheMoveCapAreRecordedAsAdjudicatedDraws(@TempDir Path dir) throws Exception {
    for (String game : new String[] {"chess", "xiangqi"}) {
      Path records = dir.resolve(game + ".txt");
      CliRun run =
          CliRun.of(
              "match",
              "--game",
              game,
              "--self",
              "--level",
              "1",
              "--engine-level",
              "1",
              "--games",
              "2",
              "--movetime",
              "10",
              "--max-moves",
              "10",
              "--pgn",
              records.toString());
      assertEquals(0, run.status, run.err);
      assertTrue(run.out.contains("\nwins 0 draws 2 losses 0\n"), run.out);
      String text = Files.readString(records, StandardCharsets.UTF_8);
      // Ten moves a side at level 1 (node caps: the same games every time) fill the xiangqi
      // records' last line far enough that the comment has to go on a line of its own.
      for (String line : text.split("\n")) {
        assertTrue(line.length() <= 79, line);
      }
      if (game.equals("chess")) {
        List<PgnGame> games = Pgn.readAll(text);
        assertEquals(2, games.size(), text);
        for (PgnGame g : games) {
          assertEquals("1/2-1/2", g.result(), text);
          assertEquals("1/2-1/2", g.tag("Result"), text);
          assertEquals("adjudication", g.tag("Termination"), text);
          PgnGame.PgnMove last = g.moves().get(g.moves().size() - 1);
          assertEquals(List.of("draw by move cap (adjudicated)"), last.comments(), text);
        }
      } else {
        String[] each = text.split("(?=\\[Event )");
        assertEquals(2, each.length, text);
        for (String record : each) {
          XiangqiGame g = XiangqiRecord.read(record);
          assertEquals("1/2-1/2", g.tag("Result"), record);
          assertEquals("adjudication", g.tag("Termination"), record);
          assertTrue(record.strip().endsWith("{draw by move cap (adjudicated)} 1/2-1/2"), record);
        }
      }
    }
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

  /**
   * A sequential test stops the match at its first decision: level 1 against full strength loses
   * its pairs, and H0 (no gain) is accepted as soon as the test may decide (ten pairs), long before
   * the game cap.
   */
  @Test
  void aSequentialTestStopsAtItsFirstDecision() {
    CliRun run =
        CliRun.of(
            "match",
            "--game",
            "chess",
            "--self",
            "--level",
            "1",
            "--engine-level",
            "8",
            "--games",
            "40",
            "--movetime",
            "20",
            "--max-moves",
            "100",
            "--sprt",
            "-10",
            "10",
            "0.1",
            "0.1");
    assertEquals(0, run.status, run.err);
    String[] lines = run.lines();
    int games = 0;
    int tests = 0;
    for (String line : lines) {
      if (line.startsWith("game ")) {
        games++;
        assertEquals(0, tests - (games - 1) / 2, "a game after the test decided: " + run.out);
      } else if (line.startsWith("sprt ")) {
        tests++;
      }
    }
    assertTrue(games >= 2 * Sprt.MIN_PAIRS && games < 40 && games % 2 == 0, run.out);
    assertEquals(games / 2 + 1, tests, run.out);
    String last = lines[lines.length - 1];
    assertTrue(
        last.matches(
            "sprt elo0 -10\\.0 elo1 10\\.0 alpha 0\\.100 beta 0\\.100: llr -\\d+\\.\\d\\d"
                + " \\(-2\\.20, 2\\.20\\), pairs \\d+ \\d+ \\d+ \\d+ \\d+ \\(0 to 2 points\\):"
                + " H0 accepted"),
        last);
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
  void wilsonIntervalStaysFiniteNearTheEdgesAndBoundsAShutOut() {
    // 2/1/37: the normal approximation leaves (0, 1); by hand, Wilson gives -669.6 to -271.3.
    MatchStats few = new MatchStats();
    for (int i = 0; i < 40; i++) {
      if (i < 2) {
        few.addWin();
      } else if (i < 3) {
        few.addDraw();
      } else {
        few.addLoss();
      }
    }
    assertTrue(Double.isInfinite(few.errorBar()), "normal approximation: " + few.errorBar());
    assertEquals("interval -669.6 to -271.3 (95%, Wilson)", few.intervalLine());
    double[] bounds = few.interval();
    assertTrue(
        bounds[0] > -1000 && bounds[0] < few.elo() && few.elo() < bounds[1] && bounds[1] < -200,
        few.intervalLine());
    // The interval of an even score (50%) is symmetric about 0.
    MatchStats even = new MatchStats();
    for (int i = 0; i < 10; i++) {
      even.addWin();
      even.addLoss();
      even.addDraw();
    }
    double[] evenBounds = even.interval();
    assertEquals(0, evenBounds[0] + evenBounds[1], 1e-9);
    assertTrue(evenBounds[1] > 50 && evenBounds[1] < 200, even.intervalLine());
    // A 0/40 shut-out: no lower bound, and the upper one from s = 0, n = 40 by hand:
    // centre = half = (1.96^2 / 80) / (1 + 1.96^2 / 40) = 0.0438, so at most 0.0876: -407.0 Elo.
    MatchStats shutOut = new MatchStats();
    for (int i = 0; i < 40; i++) {
      shutOut.addLoss();
    }
    double[] shut = shutOut.interval();
    assertEquals(Double.NEGATIVE_INFINITY, shut[0]);
    assertEquals(-407.0, shut[1], 0.1);
    assertEquals("interval -inf to -407.0 (95%, Wilson)", shutOut.intervalLine());
  }

  /**
   * Every shipped opening is legal; chess ships a short set, xiangqi the broad one (at least 60
   * openings of 2 to 8 plies, none twice: docs/openings.md).
   */
  @Test
  void shippedOpeningsAreLegalAndBalancedInNumber() throws Exception {
    for (Game game : Games.all()) {
      OpeningBook book = OpeningBook.builtIn(game);
      boolean broad = game.name().equals("xiangqi");
      assertTrue(
          broad ? book.size() >= 60 : book.size() >= 20 && book.size() <= 40,
          game + " " + book.size());
      java.util.Set<String> seen = new java.util.HashSet<>();
      for (int i = 0; i < book.size(); i++) {
        book.get(i).start(game); // every move judged legal
        assertTrue(seen.add(book.get(i).toString()), "twice: " + book.get(i));
        int plies = book.get(i).moves.size();
        assertTrue(!broad || plies >= 2 && plies <= 8, book.get(i) + ": " + plies + " plies");
      }
    }
  }

  @Test
  void openingsFileAndErrors(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("o.txt");
    Files.writeString(file, "# test\ne2e4 e7e5\nfen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4\n");
    OpeningBook book = OpeningBook.fromFile(Games.byName("chess"), file);
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
    assertEquals(10_000, tc.clock.period(0).timeMs());
    assertEquals(alfil.core.TimeControl.Bonus.INCREMENT, tc.clock.period(0).bonus());
    assertEquals(100, tc.clock.period(0).bonusMs());
    assertEquals(100, tc.increment);
    assertEquals(60_000, TimeControl.parse("60").clock.period(0).timeMs());
    assertEquals(0, TimeControl.parse("60").increment);
    assertFalse(TimeControl.perMove(100).isClock());
  }

  @Test
  void aMatchClockTellsTheRealTimeAndFlagsOnlyPastTheMargin() throws Exception {
    TimeControl tc = TimeControl.parse("1+0.1").withMargin(50);
    GameClock clock = tc.newClock();
    clock.start(Side.FIRST, 0);
    assertEquals(1_000, tc.told(clock, Side.FIRST, 0));
    assertEquals(1_000, tc.told(clock, Side.SECOND, 0));
    assertTrue(clock.press(1_040), "40 ms past zero, inside the margin");
    assertEquals(1_000 - 1_040 + 100, tc.told(clock, Side.FIRST, 1_040));
    assertTrue(clock.press(2_040));
    assertEquals(100, tc.told(clock, Side.SECOND, 2_040));
    assertFalse(clock.press(2_040 + 110), "60 ms left, 110 used: 50 past zero is past the margin");
  }

  /** Plays the first legal move after {@code sleepMillis}. */
  private static final class Slow implements MatchPlayer {
    private final int sleepMillis;

    Slow(int sleepMillis) {
      this.sleepMillis = sleepMillis;
    }

    @Override
    public String name() {
      return "slow";
    }

    @Override
    public void newGame(Game game) {}

    @Override
    public String move(Judge game, TimeControl control, int[] clocks) {
      try {
        Thread.sleep(sleepMillis);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      int[] moves = new int[alfil.core.GamePosition.MAX_MOVES];
      game.position().legalMoves(moves, 0);
      return game.engineText(moves[0]);
    }

    @Override
    public void close() {}
  }

  @Test
  void theMatchGameJudgesAFlagOnItsGameClock() throws Exception {
    OpeningBook.Opening start = new OpeningBook.Opening("startpos", List.of());
    MatchPlayer[] players = {new Slow(0), new Slow(300)};
    MatchGame.Result late =
        MatchGame.play(Games.byName("xiangqi"), start, players, TimeControl.parse("0.2"), 10, null);
    assertEquals(Side.FIRST, late.winner);
    assertEquals("red wins on time", late.text);
    assertEquals(1, late.plies, "Black's move after its flag fell is not played");
    // The same 300 ms inside a margin no machine's load uses up: the move counts.
    MatchGame.Result inMargin =
        MatchGame.play(
            Games.byName("xiangqi"),
            start,
            players,
            TimeControl.parse("0.2").withMargin(60_000),
            2,
            null);
    assertEquals("draw by move cap (adjudicated)", inMargin.text);
  }
}
