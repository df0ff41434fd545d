package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;
import alfil.games.Games;
import alfil.search.Score;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * UCI and UCCI as scripted sessions, some in real time through {@link UciDriver}. Every wait is for
 * a line ({@link UciDriver#PATIENCE}: only a hang fails it); a timed search is judged by the time
 * the engine reports.
 */
@Timeout(600)
class UciSessionTest {
  private static final long WAIT = UciDriver.PATIENCE;

  private static SearchPosition after(String game, String fen, String... moves)
      throws InvalidInputException {
    SearchPosition p = Games.byName(game).newSearchPosition(fen);
    for (String m : moves) {
      p.makeMove(p.parseMove(m));
    }
    return p;
  }

  private static String bestMoveText(String line) {
    assertTrue(line.startsWith("bestmove "), line);
    return line.split(" ")[1];
  }

  private static void assertLegal(String game, String line, String fen, String... moves)
      throws InvalidInputException {
    SearchPosition p = after(game, fen, moves);
    p.parseMove(bestMoveText(line)); // throws when not legal
  }

  private static long count(List<String> lines, String prefix) {
    return lines.stream().filter(l -> l.startsWith(prefix)).count();
  }

  @Test
  void handshakeNamesTheEngineAndItsOptions() {
    CliRun run = CliRun.withInput("uci\nquit\n", "uci");
    assertEquals(0, run.status, run.err);
    String[] lines = run.lines();
    assertEquals("id name Alfil", lines[0]);
    assertEquals("id author The Alfil developers", lines[1]);
    assertEquals("uciok", run.lastLine());
    for (String option :
        new String[] {
          "option name Hash type spin",
          "option name Threads type spin default 1 min 1 max 1",
          "option name MultiPV type spin default 1",
          "option name UCI_LimitStrength type check",
          "option name UCI_Elo type spin",
          "option name UCI_Variant type combo default chess var chess var xiangqi",
          "option name Move Overhead type spin default 30"
        }) {
      assertTrue(run.out.contains(option), option + " in\n" + run.out);
    }
    assertEquals("", run.err);
  }

  /**
   * A position that adds moves to the last one is played on from it, and one that does not is set
   * afresh: either way the session stands where the command says, and a xiangqi judge carried on
   * still sees the repetitions of the whole game.
   */
  @Test
  void positionsThatGrowOrChangeTheGameAreSetExactly() throws Exception {
    CliRun chess =
        CliRun.withInput(
            "position startpos moves e2e4\nposition startpos moves e2e4 e7e5 g1f3\nd\n"
                + "position startpos moves d2d4\nd\n"
                + "position startpos moves d2d4 d7d5 zz\nposition startpos moves d2d4 d7d5 c2c4\nd\n"
                + "position fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4\nd\n",
            "uci");
    List<String> fens =
        List.of(chess.lines()).stream().filter(l -> l.startsWith("info string fen ")).toList();
    assertEquals(
        List.of(
            "info string fen " + after("chess", "startpos", "e2e4", "e7e5", "g1f3").toFen(),
            "info string fen " + after("chess", "startpos", "d2d4").toFen(),
            "info string fen " + after("chess", "startpos", "d2d4", "d7d5", "c2c4").toFen(),
            "info string fen 4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"),
        fens,
        chess.out);
    assertTrue(chess.out.contains("move 3 'zz'"), chess.out);
    // Red's chariot chases the horse, two plies added at a time: after the last command h1g1
    // would complete the third round of the chase, and the carried-on judge leaves it out.
    String start = "position fen 4k4/9/6n2/9/9/9/9/9/6R2/3K5 b - - 0 1 moves";
    String[] chase = "g7h5 g1h1 h5g7 h1g1 g7h5 g1h1 h5g7".split(" ");
    StringBuilder input = new StringBuilder("setoption name UCI_Variant value xiangqi\n");
    for (int n = 1; n <= chase.length; n += 2) {
      input.append(start);
      for (int i = 0; i < n; i++) {
        input.append(' ').append(chase[i]);
      }
      input.append('\n');
    }
    input.append("go depth 3\n");
    CliRun xiangqi = CliRun.withInput(input.toString(), "uci");
    assertTrue(xiangqi.out.contains("left out 1 move(s) that lose by perpetual"), xiangqi.out);
    assertFalse(xiangqi.lastLine().equals("bestmove h1g1"), xiangqi.out);
  }

  @Test
  void goDepthGivesOneLegalBestMoveWithInfoLines() throws Exception {
    CliRun run = CliRun.withInput("uci\nposition startpos moves e2e4 e7e5\ngo depth 5\n", "uci");
    assertEquals(0, run.status, run.err);
    List<String> lines = List.of(run.lines());
    assertEquals(1, count(lines, "bestmove"));
    assertLegal("chess", run.lastLine(), "startpos", "e2e4", "e7e5");
    String info =
        lines.stream().filter(l -> l.startsWith("info depth 5 ")).findFirst().orElseThrow();
    assertTrue(
        info.matches(
            "info depth 5 seldepth \\d+ multipv 1 score (cp|mate) -?\\d+ nodes \\d+ nps \\d+"
                + " hashfull \\d+ time \\d+ pv( [a-h][1-8][a-h][1-8][qrbn]?)+"),
        info);
  }

  @Test
  void isReadyIsAnsweredDuringASearchAndStopEndsIt() throws Exception {
    try (UciDriver engine = new UciDriver("uci")) {
      engine.send("uci");
      engine.expectStart("uciok", WAIT);
      engine.send("position startpos");
      engine.send("go infinite");
      engine.expectStart("info depth 2", WAIT);
      engine.send("isready");
      engine.expect(l -> l.equals("readyok") || l.startsWith("bestmove"), WAIT, "readyok");
      assertEquals(0, count(engine.seen(), "bestmove"), "no bestmove before stop");
      engine.send("stop");
      String best = engine.expectStart("bestmove", WAIT);
      assertLegal("chess", best, "startpos");
      engine.send("quit");
      assertEquals(0, engine.awaitExit(WAIT));
      assertEquals(1, count(engine.seen(), "bestmove"));
      assertTrue(engine.seen().contains("readyok"));
    }
  }

  @Test
  void infiniteSearchHoldsItsMoveUntilStopEvenWhenDone() throws Exception {
    try (UciDriver engine = new UciDriver("uci")) {
      // Mate in one: the search finishes at once, but "go infinite" must wait for "stop". Its last
      // iteration, the deepest there is, says that it has finished.
      engine.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
      engine.send("go infinite");
      engine.expectStart("info depth " + (Score.MAX_PLY - 1) + " ", WAIT);
      engine.send("isready");
      engine.expect(l -> l.equals("readyok"), WAIT, "readyok");
      assertEquals(0, count(engine.seen(), "bestmove"));
      engine.send("stop");
      assertEquals("bestmove a1a8", engine.expectStart("bestmove", WAIT));
    }
  }

  /**
   * A search on a clock answers a legal move within it, by the engine's own clock: about 0.3 s
   * planned, 1.3 s at most (TimeManagerTest), far inside the 10 s it was given.
   */
  @Test
  void clockedSearchAnswersInTime() throws Exception {
    try (UciDriver engine = new UciDriver("uci")) {
      engine.send("position startpos moves d2d4 g8f6 c2c4");
      engine.send("go wtime 10000 btime 10000 winc 100 binc 100");
      List<String> said = engine.linesUntil(l -> l.startsWith("bestmove"), WAIT, "bestmove");
      assertLegal("chess", said.get(said.size() - 1), "startpos", "d2d4", "g8f6", "c2c4");
      int took = ReportedTime.longest(said);
      assertTrue(took >= 0 && took < 10_000, "the engine's clock: " + took + " ms; " + said);
    }
  }

  @Test
  void ponderWaitsForPonderHitAndThenPlays() throws Exception {
    try (UciDriver engine = new UciDriver("uci")) {
      engine.send("position startpos moves e2e4 e7e5");
      engine.send("go ponder wtime 3000 btime 3000");
      engine.expectStart("info depth 3", WAIT);
      // Two iterations more, and a round trip through the session: still no answer.
      engine.expectStart("info depth 5", WAIT);
      engine.send("isready");
      engine.expect("readyok"::equals, WAIT, "readyok");
      assertEquals(0, count(engine.seen(), "bestmove"));
      engine.send("ponderhit");
      assertLegal("chess", engine.expectStart("bestmove", WAIT), "startpos", "e2e4", "e7e5");
      engine.send("go ponder wtime 3000 btime 3000");
      engine.expectStart("info depth 2", WAIT);
      engine.send("stop");
      engine.expectStart("bestmove", WAIT);
    }
  }

  @Test
  void everyGoHasExactlyOneBestMove() {
    CliRun run =
        CliRun.withInput(
            "position startpos\ngo depth 2\ngo nodes 2000\ngo movetime 50\ngo depth 30\nstop\n"
                + "isready\n",
            "uci");
    List<String> lines = List.of(run.lines());
    assertEquals(4, count(lines, "bestmove"), run.out);
    assertTrue(lines.contains("readyok"), run.out);
  }

  @Test
  void noLegalMoveIsBestMoveNone() {
    CliRun mated =
        CliRun.withInput("position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1\ngo depth 3\n", "uci");
    assertTrue(mated.out.contains("info depth 0 score mate 0"), mated.out);
    assertEquals("bestmove (none)", mated.lastLine());
    CliRun stalemate = CliRun.withInput("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\ngo\n", "uci");
    assertTrue(stalemate.out.contains("info depth 0 score cp 0"), stalemate.out);
    assertEquals("bestmove (none)", stalemate.lastLine());
  }

  @Test
  void garbageIsExplainedAndIgnored() throws Exception {
    CliRun run =
        CliRun.withInput(
            "hello world\n"
                + "\n"
                + "position\n"
                + "position fen not a fen\n"
                + "position startpos moves e2e4 e2e4\n"
                + "setoption name Hash value lots\n"
                + "setoption name Colour value blue\n"
                + "setoption name UCI_Variant value shogi\n"
                + "go depth x nodes\n"
                + "joho isready\n",
            "uci");
    assertEquals(0, run.status, run.err);
    String[] lines = run.lines();
    assertEquals("info string unknown command 'hello world' ignored", lines[0]);
    assertTrue(lines[1].startsWith("info string position needs startpos or fen"), lines[1]);
    assertTrue(lines[2].startsWith("info string bad FEN: "), lines[2]);
    assertTrue(lines[3].startsWith("info string move 2 'e2e4': "), lines[3]);
    assertTrue(lines[4].startsWith("info string Hash must be from 1 to"), lines[4]);
    assertEquals("info string unknown option 'Colour' ignored", lines[5]);
    assertTrue(lines[6].startsWith("info string UCI_Variant 'shogi'"), lines[6]);
    assertTrue(lines[7].startsWith("info string go depth 'x' is not a whole number"), lines[7]);
    assertTrue(lines[8].startsWith("info string go nodes needs a number"), lines[8]);
    // The position kept e2e4, so the search answers for Black; readyok came during the search.
    String best =
        List.of(lines).stream().filter(l -> l.startsWith("bestmove")).findFirst().orElseThrow();
    assertLegal("chess", best, "startpos", "e2e4");
    assertTrue(List.of(lines).contains("readyok"));
    assertEquals("", run.err);
  }

  @Test
  void goAfterARejectedPositionAnswersNoMoveUntilAValidOne() throws Exception {
    CliRun run =
        CliRun.withInput(
            "position startpos moves e2e4\n"
                + "position fen not a fen\n"
                + "go depth 3\n"
                + "position\n"
                + "go wtime 1000 btime 1000\n"
                + "position startpos moves e2e4 e7e5\n"
                + "go depth 3\n",
            "uci");
    assertEquals(0, run.status, run.err);
    List<String> lines = List.of(run.lines());
    List<String> answers = lines.stream().filter(l -> l.startsWith("bestmove")).toList();
    assertEquals(3, answers.size(), run.out);
    // Not a move for the position before (1. e4, Black to move): the GUI's position is unknown.
    assertEquals("bestmove 0000", answers.get(0));
    assertEquals("bestmove 0000", answers.get(1));
    assertLegal("chess", answers.get(2), "startpos", "e2e4", "e7e5");
    int first = lines.indexOf("bestmove 0000");
    assertTrue(
        lines
            .get(first - 1)
            .startsWith(
                "info string no position set: the last position command was rejected (bad FEN: "),
        lines.get(first - 1));
    assertTrue(
        lines.contains(
            "info string no position set: the last position command was rejected"
                + " (position needs startpos or fen)"),
        run.out);
    // The rejected position left the kept one as it was.
    CliRun kept = CliRun.withInput("position startpos moves e2e4\nposition fen x\nd\n", "uci");
    assertTrue(kept.out.contains("info string fen " + after("chess", "startpos", "e2e4").toFen()));

    CliRun ucci =
        CliRun.withInput(
            "ucci\nposition fen 9/9/9 w\ngo depth 3\nposition startpos\ngo depth 2\n", "ucci");
    List<String> ucciLines = List.of(ucci.lines());
    int refused = ucciLines.indexOf("nobestmove");
    assertTrue(refused > 0, ucci.out);
    assertTrue(ucciLines.get(refused - 1).contains("rejected (bad FEN: "), ucci.out);
    assertLegal("xiangqi", ucci.lastLine(), "startpos");
  }

  @Test
  void aRefusedInfiniteSearchHoldsItsAnswerUntilStop() throws Exception {
    try (UciDriver engine = new UciDriver("uci")) {
      engine.send("position fen 8/8/8 w");
      engine.send("go infinite");
      engine.expectStart("info string no position set", WAIT);
      engine.send("isready");
      engine.expect("readyok"::equals, WAIT, "readyok");
      assertEquals(0, count(engine.seen(), "bestmove"), "no bestmove before stop");
      engine.send("stop");
      assertEquals("bestmove 0000", engine.expectStart("bestmove", WAIT));
    }
  }

  @Test
  void aSearchWithoutALimitSaysItRunsUntilStop() throws Exception {
    String[][] cases = {
      {"go depth 0", "info string depth 0 means no depth limit: searching until stop"},
      {"go nodes 0", "info string nodes 0 means no node limit: searching until stop"},
      {"go nodes -1", "info string go without depth, nodes, mate or a clock: searching until stop"},
      {"go", "info string go without depth, nodes, mate or a clock: searching until stop"},
    };
    for (String[] c : cases) {
      try (UciDriver engine = new UciDriver("uci")) {
        engine.send("position startpos");
        engine.send(c[0]);
        List<String> said = engine.linesUntil(l -> l.startsWith("info depth 2 "), WAIT, c[0]);
        assertTrue(said.contains(c[1]), c[0] + ": " + said);
        if (c[0].equals("go nodes -1")) {
          assertTrue(said.contains("info string go nodes '-1' must not be negative; ignored"));
        }
        engine.send("isready");
        engine.expect("readyok"::equals, WAIT, "readyok");
        assertEquals(0, count(engine.seen(), "bestmove"), c[0] + " searches until stop");
        engine.send("stop");
        assertLegal("chess", engine.expectStart("bestmove", WAIT), "startpos");
      }
    }
    // A limit, an infinite or a pondering search: nothing to say.
    CliRun bounded = CliRun.withInput("go depth 0 movetime 50\ngo depth 2\n", "uci");
    assertFalse(bounded.out.contains("until stop"), bounded.out);
    CliRun infinite = CliRun.withInput("go infinite\nstop\ngo ponder\nstop\n", "uci");
    assertFalse(infinite.out.contains("until stop"), infinite.out);
  }

  @Test
  void xiangqiThroughUciVariantUsesIccs() throws Exception {
    CliRun run =
        CliRun.withInput(
            "uci\nsetoption name UCI_Variant value xiangqi\nucinewgame\nisready\n"
                + "position startpos moves h2e2 h9g7\ngo depth 4\n",
            "uci");
    assertEquals(0, run.status, run.err);
    assertTrue(run.out.contains("readyok"));
    assertLegal("xiangqi", run.lastLine(), "startpos", "h2e2", "h9g7");
    assertTrue(run.lastLine().matches("bestmove [a-i]\\d[a-i]\\d ponder [a-i]\\d[a-i]\\d"));
  }

  @Test
  void xiangqiNeverCompletesAPerpetualChase() {
    CliRun run =
        CliRun.withInput(
            "setoption name UCI_Variant value xiangqi\n"
                + "position fen 4k4/9/6n2/9/9/9/9/9/6R2/3K5 b - - 0 1"
                + " moves g7h5 g1h1 h5g7 h1g1 g7h5 g1h1 h5g7\ngo depth 6\n",
            "uci");
    assertTrue(run.out.contains("info string left out 1 move(s) that lose by perpetual"), run.out);
    assertFalse(run.lastLine().startsWith("bestmove h1g1"), run.lastLine());
  }

  @Test
  void tenRankFenSelectsXiangqi() throws Exception {
    String fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    CliRun run = CliRun.withInput("position fen " + fen + " moves b2e2\ngo depth 3\n", "uci");
    assertLegal("xiangqi", run.lastLine(), fen, "b2e2");
  }

  @Test
  void ucciHandshakeBanMovesAndBye() throws Exception {
    CliRun run =
        CliRun.withInput(
            "ucci\nisready\nposition startpos\nbanmoves h2e2 b2e2\ngo depth 3\n"
                + "position fen 4k4/9/9/9/9/9/9/9/5R3/3KR4 b - - 0 1\ngo time 5\nquit\n",
            "ucci");
    assertEquals(0, run.status, run.err);
    String[] lines = run.lines();
    assertEquals("id name Alfil", lines[0]);
    assertTrue(run.out.contains("\nucciok\nreadyok\n"), run.out);
    String first =
        List.of(lines).stream().filter(l -> l.startsWith("bestmove")).findFirst().orElseThrow();
    assertLegal("xiangqi", first, "startpos");
    assertFalse(first.startsWith("bestmove h2e2"), first);
    assertFalse(first.startsWith("bestmove b2e2"), first);
    assertTrue(
        List.of(lines).stream().anyMatch(l -> l.matches("info depth 3 score -?\\d+ .*")), run.out);
    assertEquals("nobestmove", lines[lines.length - 2]);
    assertEquals("bye", run.lastLine());
  }

  @Test
  void goMateFindsTheMateAndMultiPvRanksLines() {
    CliRun mate =
        CliRun.withInput("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo mate 1\n", "uci");
    assertTrue(mate.out.contains("score mate 1"), mate.out);
    assertEquals("bestmove a1a8", mate.lastLine());
    CliRun multi =
        CliRun.withInput("setoption name MultiPV value 3\nposition startpos\ngo depth 4\n", "uci");
    assertTrue(multi.out.contains("info depth 4 seldepth"), multi.out);
    for (int k = 1; k <= 3; k++) {
      assertTrue(multi.out.contains(" multipv " + k + " "), multi.out);
    }
    assertFalse(multi.out.contains(" multipv 4 "), multi.out);
  }

  @Test
  void searchMovesAndLimitStrength() throws Exception {
    CliRun run = CliRun.withInput("position startpos\ngo depth 4 searchmoves a2a3 h2h3\n", "uci");
    String best = run.lastLine();
    assertTrue(best.startsWith("bestmove a2a3") || best.startsWith("bestmove h2h3"), best);
    CliRun weak =
        CliRun.withInput(
            "setoption name UCI_LimitStrength value true\nsetoption name UCI_Elo value 800\n"
                + "position startpos\ngo wtime 60000 btime 60000\n",
            "uci");
    assertLegal("chess", weak.lastLine(), "startpos");
    assertFalse(weak.out.contains(" multipv 2 "), "only the lines asked for are shown");
  }

  @Test
  void goPerftCountsLikeStockfish() {
    CliRun run = CliRun.withInput("position startpos\ngo perft 2\n", "uci");
    assertTrue(run.out.contains("e2e4: 20\n"), run.out);
    assertEquals("Nodes searched: 400", run.lastLine());
  }
}
