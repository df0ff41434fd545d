package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.Rng;
import alfil.testing.RandomGameAgreement;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The native tactical generator equals the captures and promotions of full legal generation. */
class TacticalMovesTest {
  @Test
  void equalsTheTacticalSubsetOfLegalMovesOnRandomGames() throws Exception {
    List<String> starts = RandomGameAgreement.suiteFens("chess.epd");
    starts.addAll(RandomGameAgreement.suiteFens("chess-suite.epd"));
    int[] legal = new int[GamePosition.MAX_MOVES];
    int[] tactical = new int[GamePosition.MAX_MOVES + 3];
    int positions = 0;
    int withTactics = 0;
    for (int g = 0; g < 400; g++) {
      Rng rng = new Rng(1000 + g);
      ChessPosition p = ChessPosition.fromFen(starts.get(g % starts.size()));
      for (int ply = 0; ply < 80; ply++) {
        int n = p.legalMoves(legal, 0);
        int[] expected = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
          int m = legal[i];
          if (ChessMove.kind(m) == ChessMove.PROMOTION || p.isCapture(m)) {
            expected[k++] = m;
          }
        }
        // Written at an offset, so that the generator must respect it.
        int t = p.tacticalMoves(tactical, 3);
        assertArrayEquals(
            Arrays.copyOf(expected, k), Arrays.copyOfRange(tactical, 3, 3 + t), p.toFen());
        positions++;
        withTactics += k > 0 ? 1 : 0;
        if (n == 0) {
          break;
        }
        p.makeMove(legal[rng.nextInt(n)]);
      }
    }
    assertTrue(positions > 10_000 && withTactics > 3_000, positions + " / " + withTactics);
  }
}
