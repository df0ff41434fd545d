package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.core.InvalidInputException;
import alfil.core.Perft;

/** Runs one perft case and, on a wrong count, fails with the divide of the position. */
final class PerftAssertions {
  private PerftAssertions() {}

  static void assertPerft(PerftSuites.NumberedCase perftCase, int depth)
      throws InvalidInputException {
    ChessPosition position = ChessPosition.fromFen(perftCase.perft.fen());
    String fenBefore = position.toFen();
    long expected = perftCase.perft.expected(depth);
    long actual = new Perft(position, depth).count(depth);
    if (actual != expected) {
      assertEquals(
          expected,
          actual,
          perftCase.name(depth)
              + "\ndivide at depth "
              + depth
              + " (compare with Stockfish 'go perft "
              + depth
              + "'):\n"
              + PerftSuites.divide(position, depth));
    }
    assertEquals(fenBefore, position.toFen(), "make/unmake must restore the position");
  }
}
