package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code play} driven by scripted input to an end. */
class PlayCommandTest {

  @Test
  void scholarsMateAgainstTheWeakestLevelEndsWithTheJudgesOutcome() {
    // Level 1 from a position where White mates at once whatever came before.
    CliRun run =
        CliRun.withInput(
            "moves\nfen\nQxf7#\n",
            "play",
            "--game",
            "chess",
            "--level",
            "1",
            "--seed",
            "7",
            "--fen",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    assertEquals(0, run.status, run.err);
    assertTrue(run.out.contains("Qxf7#"), run.out);
    assertTrue(
        run.out.contains("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"),
        run.out);
    assertEquals("white wins by checkmate", run.lastLine());
  }

  @Test
  void alfilMovesUndoHintAndResign() {
    CliRun run =
        CliRun.withInput(
            "e4\nundo\nd4\nhint\nNf9\nresign\n",
            "play",
            "--game",
            "chess",
            "--level",
            "2",
            "--seed",
            "1",
            "--movetime",
            "200");
    assertEquals(0, run.status, run.err);
    assertTrue(run.out.contains("Alfil plays "), run.out);
    assertTrue(run.out.contains("hint: "), run.out);
    assertTrue(run.out.contains("illegal move: "), run.out);
    assertTrue(run.out.contains(" 1 | R N B Q K B N R |"), run.out);
    assertEquals("black wins by resignation", run.lastLine());
  }

  @Test
  void xiangqiAsBlackWithRiverAndPalaces() {
    CliRun run =
        CliRun.withInput(
            "h9g7\nquit\n",
            "play",
            "--game",
            "xiangqi",
            "--side",
            "black",
            "--level",
            "1",
            "--seed",
            "3");
    assertEquals(0, run.status, run.err);
    assertTrue(run.out.contains("|~~~~ river ~~~~|"), run.out);
    assertTrue(run.out.contains("| | | |\\|/| | | |"), run.out);
    assertTrue(run.out.contains(" 0  R-N-B-A-K-A-B-N-R"), run.out);
    assertTrue(run.out.startsWith("Alfil level 1 plays Red; you play Black."), run.out);
    assertEquals("game abandoned", run.lastLine());
  }

  @Test
  void xiangqiGameEndsByTheJudge() {
    // Red to move mates with h0e0 (the d file is the Red general's, f1 holds the f file).
    CliRun run =
        CliRun.withInput(
            "R2.5\n",
            "play",
            "--game",
            "xiangqi",
            "--fen",
            "4k4/9/9/9/9/9/9/9/5R3/3K3R1 w - - 0 1");
    assertEquals("red wins by checkmate", run.lastLine());
  }

  @Test
  void aClaimableDrawIsClaimed() {
    CliRun run =
        CliRun.withInput(
            "claim\n", "play", "--game", "chess", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
    assertTrue(run.out.contains("(you may claim a draw: fifty-move rule)"), run.out);
    assertEquals("draw by fifty-move rule", run.lastLine());
  }

  @Test
  void badOptions() {
    CliRun side = CliRun.of("play", "--game", "chess", "--side", "red");
    assertEquals(2, side.status);
    assertTrue(side.err.contains("--side must be one of white, black, random"), side.err);
    CliRun level = CliRun.of("play", "--game", "chess", "--level", "9");
    assertEquals(2, level.status);
  }
}
