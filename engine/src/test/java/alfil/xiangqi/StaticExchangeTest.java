package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.core.SearchPosition;
import org.junit.jupiter.api.Test;

/** Known exchanges (values P 60, A 120, B 120, N 300, C 320, R 650). */
class StaticExchangeTest {
  private static int see(String fen, String move) throws Exception {
    SearchPosition p = XiangqiSearchPosition.fromFen(fen);
    String before = p.toFen();
    int value = p.staticExchange(p.parseMove(move));
    assertEquals(before, p.toFen(), "the board is restored");
    return value;
  }

  @Test
  void undefendedSoldierIsWon() throws Exception {
    assertEquals(60, see("5k3/9/9/9/p8/9/9/9/9/R2K5 w - - 0 1", "a0a5"));
  }

  @Test
  void chariotForSoldierLoses() throws Exception {
    assertEquals(-590, see("r4k3/9/9/9/p8/9/9/9/9/R2K5 w - - 0 1", "a0a5"));
  }

  @Test
  void cannonCapturesOverItsScreen() throws Exception {
    assertEquals(300, see("5k3/9/n8/9/9/9/P8/9/9/C2K5 w - - 0 1", "a0a7"));
  }

  @Test
  void cannonDefendsOverAScreen() throws Exception {
    // Ra3xa7 wins a horse, then the cannon on a9 takes the chariot over the soldier on a8.
    assertEquals(-350, see("c4k3/P8/n8/9/9/9/R8/9/9/3K5 w - - 0 1", "a3a7"));
  }

  @Test
  void cannonGainsItsScreenWhenTheChariotGoes() throws Exception {
    // Ra4xa5: the cannon on a0 now sees a5 over the soldier on a3, so the chariot on a9 must not
    // take back; the soldier is simply won.
    assertEquals(60, see("r4k3/9/9/9/p8/R8/P8/9/9/C2K5 w - - 0 1", "a4a5"));
  }

  @Test
  void horseLegAndElephantEyeMatter() throws Exception {
    // The horse on c7 guards b5 (its leg c6 is empty): Rxb5 loses the chariot for a horse.
    assertEquals(300 - 650, see("5k3/9/2n6/9/1n7/9/9/9/9/1R1K5 w - - 0 1", "b0b5"));
    // A soldier on the leg c6 blocks that guard.
    assertEquals(300, see("5k3/9/2n6/2p6/1n7/9/9/9/9/1R1K5 w - - 0 1", "b0b5"));
  }
}
