package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.Rng;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The UCI and UCCI command streams fuzzed ({@link UciNoise}): every line is handled or answered
 * with an {@code info string} saying why, never with an exception; the session answers {@code
 * isready} after every line within the watchdog (no hang); a rejected {@code position} leaves the
 * position as it was; every search ends with exactly one {@code bestmove}. {@code
 * -Dalfil.fuzz.count=100000} runs the long version.
 */
class UciStreamFuzzTest {
  private static final int COUNT = Integer.getInteger("alfil.fuzz.count", 10_000);

  /** Longest wait for an answer: a hang fails the test instead of blocking the build. */
  @ParameterizedTest
  @ValueSource(strings = {"uci", "ucci"})
  void everyLineIsHandledOrExplained(String protocol) throws Exception {
    Rng rng = new Rng(protocol.length());
    int sessions = 0;
    int explained = 0;
    UciDriver engine = new UciDriver(protocol);
    int searches = 0;
    for (int i = 0; i < COUNT; i++) {
      String line = UciNoise.line(rng, i);
      if (UciNoise.isLongPerft(line)) {
        continue;
      }
      String command = UciNoise.command(line);
      String before = null;
      if ("position".equals(command)) {
        engine.send("d");
        before = engine.expectStart("info string fen ", UciDriver.PATIENCE);
      }
      engine.send(line);
      if ("quit".equals(command)) {
        assertEquals(0, engine.awaitExit(UciDriver.PATIENCE), "quit ends the session");
        searches = checkSession(engine, searches, line);
        engine.close();
        engine = new UciDriver(protocol);
        sessions++;
        continue;
      }
      if (UciNoise.searches(line)) {
        searches++;
      }
      if (UciNoise.needsStop(line) || rng.nextInt(2) == 0) {
        engine.send("stop");
      }
      engine.send("isready");
      List<String> answer =
          engine.linesUntil("readyok"::equals, UciDriver.PATIENCE, "readyok after " + line);
      for (String said : answer) {
        assertTrue(!said.startsWith("info string error"), "'" + line + "' threw: " + said);
        explained += said.startsWith("info string") ? 1 : 0;
      }
      if (before != null && answer.stream().anyMatch(UciStreamFuzzTest::refusesPosition)) {
        engine.send("d");
        assertEquals(
            before,
            engine.expectStart("info string fen ", UciDriver.PATIENCE),
            "refused '" + line + "'");
      }
    }
    engine.send("stop");
    engine.send("quit");
    assertEquals(0, engine.awaitExit(UciDriver.PATIENCE));
    checkSession(engine, searches, "the end");
    engine.close();
    assertTrue(explained > COUNT / 10, "explained " + explained);
    assertTrue(sessions < COUNT / 100 + 5, "sessions " + sessions);
  }

  private static boolean refusesPosition(String said) {
    return said.startsWith("info string bad FEN")
        || said.startsWith("info string position needs startpos or fen");
  }

  /** Exactly one bestmove (UCCI: or nobestmove) per search the session was asked for. */
  private static int checkSession(UciDriver engine, int searches, String last) {
    long answers =
        engine.seen().stream()
            .filter(l -> l.startsWith("bestmove") || l.equals("nobestmove"))
            .count();
    assertEquals(searches, answers, "bestmoves up to " + last);
    return 0;
  }
}
