package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.Rng;
import alfil.testing.RandomGameAgreement;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The native capture generator equals the captures of full legal generation. */
class TacticalMovesTest {
  @Test
  void equalsTheCapturesOfLegalMovesOnRandomGames() throws Exception {
    List<String> starts = RandomGameAgreement.suiteFens("xiangqi.epd");
    starts.add(XiangqiPosition.START_FEN);
    int[] legal = new int[GamePosition.MAX_MOVES];
    int[] tactical = new int[GamePosition.MAX_MOVES + 3];
    int positions = 0;
    int withCaptures = 0;
    for (int g = 0; g < 400; g++) {
      Rng rng = new Rng(2000 + g);
      XiangqiPosition p = XiangqiPosition.fromFen(starts.get(g % starts.size()));
      for (int ply = 0; ply < 100; ply++) {
        int n = p.legalMoves(legal, 0);
        int[] expected = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
          if (p.isCapture(legal[i])) {
            expected[k++] = legal[i];
          }
        }
        int t = p.tacticalMoves(tactical, 3);
        assertArrayEquals(
            Arrays.copyOf(expected, k), Arrays.copyOfRange(tactical, 3, 3 + t), p.toFen());
        positions++;
        withCaptures += k > 0 ? 1 : 0;
        if (n == 0) {
          break;
        }
        p.makeMove(legal[rng.nextInt(n)]);
      }
    }
    assertTrue(positions > 10_000 && withCaptures > 5_000, positions + " / " + withCaptures);
  }
}
