package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Perft;
import alfil.core.PerftCase;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Perft over every position of xiangqi.epd: the rules contract. The default run goes to depth 4
 * (the whole suite takes a few seconds); {@code -Pslow} adds depth 5 everywhere. On a mismatch the
 * divide of the failing position is printed and put in the failure message.
 */
class XiangqiPerftTest {
  private static final int DEFAULT_DEPTH = 4;
  private static final int SLOW_DEPTH = 5;

  @TestFactory
  Stream<DynamicTest> perftToDepth4() {
    return cases(DEFAULT_DEPTH);
  }

  @Tag("slow")
  @TestFactory
  Stream<DynamicTest> perftToDepth5() {
    return cases(SLOW_DEPTH);
  }

  @Tag("slow")
  @Test
  void startPositionDepth5() throws InvalidInputException {
    check(XiangqiPosition.START_FEN, 5, 133_312_995L);
  }

  @Test
  void startPositionShallowCountsFromRulesMd() throws InvalidInputException {
    long[] expected = {1, 44, 1_920, 79_666};
    for (int depth = 0; depth < expected.length; depth++) {
      check(XiangqiPosition.START_FEN, depth, expected[depth]);
    }
  }

  private static Stream<DynamicTest> cases(int maxDepth) {
    List<DynamicTest> tests = new ArrayList<>();
    for (PerftCase c : XiangqiPerftCases.load()) {
      int depth = Math.min(maxDepth, c.maxDepth());
      if (maxDepth > DEFAULT_DEPTH && depth <= DEFAULT_DEPTH) {
        continue; // already covered by the default run
      }
      tests.add(
          DynamicTest.dynamicTest(
              "D" + depth + " " + c.fen(), () -> check(c.fen(), depth, c.expected(depth))));
    }
    return tests.stream();
  }

  static void check(String fen, int depth, long expected) throws InvalidInputException {
    XiangqiPosition position = XiangqiPosition.fromFen(fen);
    long got = new Perft(position, Math.max(1, depth)).count(depth);
    if (got != expected) {
      String divide = divide(XiangqiPosition.fromFen(fen), depth);
      System.out.println("perft mismatch " + fen + " depth " + depth + "\n" + divide);
      assertEquals(expected, got, "perft " + depth + " of " + fen + ", divide:\n" + divide);
    }
    assertEquals(fen, position.toFen(), "position not restored after perft");
  }

  /** One line per legal move: its ICCS text and the subtree count, then the total. */
  static String divide(XiangqiPosition position, int depth) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    long[] counts = new long[GamePosition.MAX_MOVES];
    int n = new Perft(position, Math.max(1, depth)).divide(Math.max(1, depth), moves, counts);
    StringBuilder sb = new StringBuilder();
    long total = 0;
    for (int i = 0; i < n; i++) {
      sb.append(Iccs.toText(moves[i])).append(": ").append(counts[i]).append('\n');
      total += counts[i];
    }
    return sb.append("moves ").append(n).append(", total ").append(total).toString();
  }
}
