package alfil.chess;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Deep perft ({@code mvn -B verify -Pslow}): every position to depth 6 where the file gives it,
 * else its deepest depth, skipping only counts above {@link #MAX_NODES} (minutes each).
 */
@Tag("slow")
class ChessPerftSlowTest {
  static final long MAX_NODES = 800_000_000L;

  @TestFactory
  List<DynamicTest> everyPositionToDepthFiveOrSix() {
    List<DynamicTest> tests = new ArrayList<>();
    for (PerftSuites.NumberedCase perftCase : PerftSuites.all()) {
      int depth = perftCase.deepestWithin(MAX_NODES, 6);
      if (depth > perftCase.deepestWithin(ChessPerftTest.MAX_NODES, 99)) {
        tests.add(
            DynamicTest.dynamicTest(
                perftCase.name(depth), () -> PerftAssertions.assertPerft(perftCase, depth)));
      }
    }
    return tests;
  }
}
