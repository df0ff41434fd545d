package alfil.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.search.Score;
import org.junit.jupiter.api.Test;

class WinningChancesTest {
  private static final double LICHESS = 0.00368208;

  @Test
  void lichessCurve() {
    assertEquals(0, WinningChances.of(0, LICHESS), 1e-12);
    // 2 / (1 + exp(-0.368208)) - 1, worked out by hand
    assertEquals(0.18205179, WinningChances.of(100, LICHESS), 1e-8);
    assertEquals(-0.18205179, WinningChances.of(-100, LICHESS), 1e-8);
    assertEquals(0.95089487, WinningChances.of(1000, LICHESS), 1e-8);
  }

  @Test
  void lilasCeilingOfAThousandCentipawns() {
    assertEquals(WinningChances.of(1000, LICHESS), WinningChances.of(2500, LICHESS), 1e-12);
    assertEquals(WinningChances.of(-1000, LICHESS), WinningChances.of(-9000, LICHESS), 1e-12);
    // On a flatter curve the ceiling is the same chance, at more centipawns.
    assertEquals(WinningChances.of(1000, LICHESS), WinningChances.of(2000, LICHESS / 2), 1e-12);
    assertEquals(true, WinningChances.of(1500, LICHESS / 2) < WinningChances.of(2000, LICHESS / 2));
  }

  @Test
  void aMateIsAllOrNothing() {
    assertEquals(1, WinningChances.of(Score.MATE - 5, LICHESS));
    assertEquals(-1, WinningChances.of(-Score.MATE + 2, LICHESS));
    assertEquals(-1, WinningChances.of(-Score.MATE, LICHESS));
  }

  @Test
  void percentages() {
    assertEquals(50, WinningChances.percent(0));
    assertEquals(100, WinningChances.percent(1));
    assertEquals(0, WinningChances.percent(-1));
  }
}
