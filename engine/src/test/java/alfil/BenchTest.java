package alfil;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.core.Game;
import alfil.games.Games;
import alfil.search.Bench;
import alfil.search.TranspositionTable;
import org.junit.jupiter.api.Test;

/** The bench signature: fixed positions of both games, fixed depth, total nodes. */
class BenchTest {
  /**
   * The signature at {@link Bench#DEFAULT_DEPTH}. It changes only when search or evaluation
   * behaviour changes; a commit that changes it says the new number.
   */
  static final int SIGNATURE = 388_930;

  static final Game[] GAMES = Games.all();

  @Test
  void signatureIsStableAndRepeats() throws Exception {
    int[] first = Bench.run(GAMES, Bench.DEFAULT_DEPTH, TranspositionTable.ofMegabytes(16));
    double total = Bench.total(first);
    int[] second = Bench.run(GAMES, Bench.DEFAULT_DEPTH, TranspositionTable.ofMegabytes(16));
    assertArrayEquals(first, second);
    assertEquals(SIGNATURE, (int) total);
  }
}
