package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerftCommandTest {

  @Test
  void chessStartPositionCount() {
    CliRun run = CliRun.of("perft", "--game", "chess", "--fen", "startpos", "--depth", "3");
    assertEquals(0, run.status, run.err);
    assertEquals("nodes 8902", run.out.trim());
  }

  @Test
  void xiangqiStartPositionCount() {
    CliRun run = CliRun.of("perft", "--game", "xiangqi", "--fen", "startpos", "--depth", "3");
    assertEquals(0, run.status, run.err);
    assertEquals("nodes 79666", run.out.trim());
  }

  @Test
  void divideListsEveryMoveAndSumsToNodes() {
    CliRun run =
        CliRun.of(
            "perft",
            "--game",
            "chess",
            "--fen",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "--depth",
            "2",
            "--divide");
    assertEquals(0, run.status, run.err);
    String[] lines = run.lines();
    assertEquals(49, lines.length, "48 moves and the nodes line");
    long sum = 0;
    for (int i = 0; i < 48; i++) {
      String[] parts = lines[i].split(" ");
      assertTrue(parts[0].matches("[a-h][1-8][a-h][1-8][qrbn]?"), lines[i]);
      sum += Long.parseLong(parts[1]);
    }
    assertEquals(2039, sum);
    assertEquals("nodes 2039", run.lastLine());
    assertTrue(run.out.contains("e1g1 "), "castling in UCI form");
  }

  @Test
  void xiangqiDivideUsesIccs() {
    CliRun run =
        CliRun.of("perft", "--game", "xiangqi", "--fen", "startpos", "--depth", "1", "--divide");
    assertEquals(0, run.status, run.err);
    assertTrue(run.out.contains("h2e2 1"), run.out);
    assertEquals("nodes 44", run.lastLine());
  }

  @Test
  void epdPrintsEachCountAndTotal(@TempDir Path dir) throws Exception {
    Path epd = dir.resolve("two.epd");
    Files.writeString(
        epd,
        "# two positions\n\n"
            + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400\n"
            + "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 ;D1 14 ;D2 191\n",
        StandardCharsets.UTF_8);
    CliRun run = CliRun.of("perft", "--game", "chess", "--epd", epd.toString(), "--depth", "2");
    assertEquals(0, run.status, run.err);
    String[] lines = run.lines();
    assertEquals(3, lines.length);
    assertEquals("400\trnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", lines[0]);
    assertEquals("191\t8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", lines[1]);
    assertTrue(lines[2].matches("total 591 nps \\d+"), lines[2]);
  }

  @Test
  void epdMismatchIsReportedWithStatusOne(@TempDir Path dir) throws Exception {
    Path epd = dir.resolve("wrong.epd");
    Files.writeString(epd, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 21\n");
    CliRun run = CliRun.of("perft", "--game", "chess", "--epd", epd.toString(), "--depth", "1");
    assertEquals(1, run.status);
    assertTrue(run.err.contains("expected 21, counted 20"), run.err);
  }

  @Test
  void badFenIsOneClearLineAndStatusTwo() {
    CliRun run =
        CliRun.of("perft", "--game", "chess", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "1");
    assertEquals(2, run.status);
    assertEquals("", run.out);
    assertEquals(1, run.err.trim().split("\n").length, run.err);
    assertTrue(run.err.startsWith("perft: bad FEN: "), run.err);
  }

  @Test
  void badOptionsAreNamed() {
    CliRun noDepth = CliRun.of("perft", "--game", "chess", "--fen", "startpos");
    assertEquals(2, noDepth.status);
    assertTrue(noDepth.err.contains("--depth"), noDepth.err);
    CliRun badGame = CliRun.of("perft", "--game", "go", "--fen", "startpos", "--depth", "1");
    assertEquals(2, badGame.status);
    assertTrue(badGame.err.contains("--game must be one of chess, xiangqi"), badGame.err);
    CliRun unknown = CliRun.of("perft", "--fen", "startpos", "--depth", "1", "--fast");
    assertEquals(2, unknown.status);
    assertTrue(unknown.err.contains("unknown option --fast"), unknown.err);
    CliRun depth = CliRun.of("perft", "--fen", "startpos", "--depth", "x");
    assertEquals(2, depth.status);
    assertTrue(depth.err.contains("from 1 to 12, got 'x'"), depth.err);
    CliRun unknownCommand = CliRun.of("perfect");
    assertEquals(2, unknownCommand.status);
    assertTrue(unknownCommand.err.contains("unknown command 'perfect'"), unknownCommand.err);
  }

  @Test
  void helpGoesToStdout() {
    CliRun run = CliRun.of("perft", "--help");
    assertEquals(0, run.status);
    assertTrue(run.out.startsWith("usage: perft"), run.out);
  }
}
