package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.Chess;
import alfil.core.SearchPosition;
import alfil.games.Games;
import alfil.search.Bench;
import alfil.search.TranspositionTable;
import alfil.xiangqi.Xiangqi;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one-shot engine commands: analyze, mate, bench. */
class AnalyzeMateBenchTest {

  @Test
  void analyzePrintsInfoLinesThenBestMove() throws Exception {
    CliRun run =
        CliRun.of(
            "analyze", "--game", "chess", "--fen", "startpos", "--depth", "4", "--multipv", "2");
    assertEquals(0, run.status, run.err);
    String[] lines = run.lines();
    assertEquals(9, lines.length, run.out);
    for (int i = 0; i < 8; i++) {
      assertTrue(
          lines[i].matches(
              "info depth " + (i / 2 + 1) + " seldepth \\d+ multipv " + (i % 2 + 1) + " score .*"),
          lines[i]);
    }
    assertTrue(run.lastLine().startsWith("bestmove "), run.lastLine());
    Games.byName("chess").newSearchPosition("startpos").parseMove(run.lastLine().split(" ")[1]);
  }

  /**
   * A node limit and a time limit each end the search with a legal move; the time limit is kept by
   * the engine's own clock, on which every iteration it reports ends within the 200 ms (give or
   * take the clock poll, every 256 nodes, that notices the deadline).
   */
  @Test
  void analyzeXiangqiByNodesAndMoveTime() throws Exception {
    CliRun nodes =
        CliRun.of("analyze", "--game", "xiangqi", "--fen", "startpos", "--nodes", "5000");
    assertEquals(0, nodes.status, nodes.err);
    SearchPosition p = Games.byName("xiangqi").newSearchPosition("startpos");
    p.parseMove(nodes.lastLine().split(" ")[1]);

    int movetime = 200;
    CliRun timed =
        CliRun.of("analyze", "--game", "xiangqi", "--fen", "startpos", "--movetime", "" + movetime);
    assertEquals(0, timed.status, timed.err);
    Games.byName("xiangqi").newSearchPosition("startpos").parseMove(timed.lastLine().split(" ")[1]);
    // The poll after the deadline comes within 256 nodes: twice the limit fails only a search
    // that does not keep it.
    int took = ReportedTime.longest(List.of(timed.lines()));
    assertTrue(took >= 0 && took < 2 * movetime, "the engine's clock: " + took + "\n" + timed.out);
  }

  @Test
  void analyzeErrors() {
    CliRun none = CliRun.of("analyze", "--game", "chess", "--fen", "startpos");
    assertEquals(2, none.status);
    assertTrue(none.err.contains("give one of --depth, --movetime, --nodes"), none.err);
    CliRun badFen = CliRun.of("analyze", "--game", "chess", "--fen", "x", "--depth", "2");
    assertEquals(2, badFen.status);
    assertTrue(badFen.err.startsWith("analyze: bad FEN: "), badFen.err);
    assertEquals("", badFen.out);
    CliRun mated =
        CliRun.of(
            "analyze",
            "--game",
            "chess",
            "--fen",
            "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
            "--depth",
            "3");
    assertEquals("bestmove (none)\n", mated.out);
  }

  @Test
  void mateGivesTheWholeLineOrNone() {
    CliRun one =
        CliRun.of(
            "mate",
            "--game",
            "chess",
            "--fen",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "--moves",
            "3");
    assertEquals("mate in 1: h5f7\n", one.out);
    CliRun three =
        CliRun.of(
            "mate",
            "--game",
            "xiangqi",
            "--fen",
            "3ak4/4a4/9/9/9/9/9/9/9/3K3RR w - - 0 1",
            "--moves",
            "3");
    assertTrue(three.out.matches("mate in 3: ([a-i]\\d[a-i]\\d ){4}[a-i]\\d[a-i]\\d\n"), three.out);
    CliRun none = CliRun.of("mate", "--game", "chess", "--fen", "startpos", "--moves", "2");
    assertEquals("no mate in 2\n", none.out);
    CliRun bad = CliRun.of("mate", "--game", "chess", "--fen", "startpos", "--moves", "99");
    assertEquals(2, bad.status);
  }

  @Test
  void benchPrintsEachPositionAndTheTotal() throws Exception {
    CliRun run = CliRun.of("bench", "--depth", "3");
    assertEquals(0, run.status, run.err);
    String[] lines = run.lines();
    int n = Chess.GAME.benchFens().length + Xiangqi.GAME.benchFens().length;
    assertEquals(n + 1, lines.length);
    assertTrue(lines[0].matches("1/" + n + " chess \\d+ nodes \\d+ ms .*"), lines[0]);
    assertTrue(lines[n - 1].matches(n + "/" + n + " xiangqi \\d+ nodes \\d+ ms .*"), lines[n - 1]);
    int[] counts = Bench.run(Games.all(), 3, TranspositionTable.ofMegabytes(16));
    assertTrue(
        run.lastLine().matches("bench " + (long) Bench.total(counts) + " nodes \\d+ nps"),
        run.lastLine());
  }
}
