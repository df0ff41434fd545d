package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.core.Rng;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * UCI and UCCI under abuse: sessions flooded, in real time, with random interleavings of {@code go}
 * (bounded and endless), {@code stop}, {@code isready}, {@code ponderhit}, {@code position}, {@code
 * ucinewgame}, garbage and {@code quit}, without waiting for answers. Every session ends on {@code
 * quit} within the watchdog (no deadlock), with exactly one {@code bestmove} per {@code go} and one
 * {@code readyok} per {@code isready}. {@code -Dalfil.fuzz.count=100000} runs ten times as many
 * sessions.
 */
class UciAbuseTest {
  private static final int SESSIONS = Integer.getInteger("alfil.fuzz.count", 10_000) / 250;

  /** Longest wait for a session to end after quit: a deadlock fails the test. */
  private static final String[] GO = {
    "go depth 1",
    "go depth 3",
    "go nodes 2000",
    "go movetime 5",
    "go movetime 20",
    "go wtime 60 btime 60 winc 5 binc 5",
    "go time 1 increment 0",
    "go infinite",
    "go",
    "go ponder wtime 200 btime 200",
    "go searchmoves e2e4 h2e2 depth 2",
  };

  private static final String[] POSITION = {
    "position startpos",
    "position startpos moves e2e4 e7e5",
    "position startpos moves h2e2 h9g7",
    "position fen " + UciNoise.CHESS_FEN,
    "position fen " + UciNoise.XIANGQI_FEN + " moves h2e2",
    "position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
    "position fen 3k5/1R7/9/9/9/9/9/9/9/R4K3 b - - 0 1",
    "position fen not/a/fen w - - 0 1",
    "position startpos moves e2e5",
  };

  @ParameterizedTest
  @ValueSource(strings = {"uci", "ucci"})
  void floodedSessionsAnswerEveryGoAndIsReadyAndQuit(String protocol) throws Exception {
    Rng rng = new Rng(31 * protocol.length());
    for (int session = 0; session < SESSIONS; session++) {
      int searches = 0;
      int readies = 0;
      try (UciDriver engine = new UciDriver(protocol)) {
        boolean quit = false;
        for (int k = 10 + rng.nextInt(40); k > 0 && !quit; k--) {
          String line = next(rng);
          if (UciNoise.isLongPerft(line)) {
            continue;
          }
          engine.send(line);
          String command = UciNoise.command(line);
          quit = "quit".equals(command);
          readies += "isready".equals(command) ? 1 : 0;
          searches += UciNoise.searches(line) ? 1 : 0;
          if (UciNoise.needsStop(line)) {
            engine.send("stop");
          }
          if (rng.nextInt(4) == 0) {
            Thread.sleep(rng.nextInt(3));
          }
        }
        if (!quit) {
          engine.send("quit");
        }
        assertEquals(
            0, engine.awaitExit(UciDriver.PATIENCE), "session " + session + " ends on quit");
        List<String> said = engine.seen();
        long bestMoves =
            said.stream().filter(l -> l.startsWith("bestmove") || l.equals("nobestmove")).count();
        long readyOks = said.stream().filter("readyok"::equals).count();
        assertEquals(searches, bestMoves, "session " + session + ": " + said);
        assertEquals(readies, readyOks, "session " + session + ": " + said);
        assertEquals(0, said.stream().filter(l -> l.startsWith("info string error")).count());
      }
    }
  }

  private static String next(Rng rng) {
    int kind = rng.nextInt(20);
    if (kind < 6) {
      return GO[rng.nextInt(GO.length)];
    } else if (kind < 9) {
      return "stop";
    } else if (kind < 12) {
      return "isready";
    } else if (kind < 15) {
      return POSITION[rng.nextInt(POSITION.length)];
    } else if (kind < 16) {
      return "ucinewgame";
    } else if (kind < 17) {
      return "ponderhit";
    } else if (kind < 19) {
      return UciNoise.line(rng, 1 + rng.nextInt(3)); // mutated, words or random text
    }
    return "quit";
  }
}
