package alfil.chess;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Perft, the rules contract, over every position of chess.epd and chess-suite.epd (counts from the
 * Chess Programming Wiki and the classic suite, checked against Stockfish). The default run takes
 * each position to the deepest depth with at most {@link #MAX_NODES} leaves, so it stays short;
 * {@link ChessPerftSlowTest} goes deeper.
 */
class ChessPerftTest {
  /** "A few million" leaves: the whole default run is about 120 million nodes, seconds here. */
  static final long MAX_NODES = 5_000_000;

  @TestFactory
  List<DynamicTest> everyPositionWithinNodeBudget() {
    List<DynamicTest> tests = new ArrayList<>();
    for (PerftSuites.NumberedCase perftCase : PerftSuites.all()) {
      int depth = perftCase.deepestWithin(MAX_NODES, 99);
      if (depth == 0) {
        continue; // only a deep count is given (chess-suite.epd's last line): the slow run has it
      }
      tests.add(
          DynamicTest.dynamicTest(
              perftCase.name(depth), () -> PerftAssertions.assertPerft(perftCase, depth)));
    }
    return tests;
  }
}
