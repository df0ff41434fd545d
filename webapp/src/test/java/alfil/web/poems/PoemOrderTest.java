package alfil.web.poems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PoemOrderTest {
  @Test
  void visitsEveryPoemOnceBeforeRepeating() {
    for (int count : new int[] {1, 2, 7, 135, 140, 300}) {
      boolean[] seen = new boolean[count];
      for (int n = 0; n < count; n++) {
        int i = PoemOrder.index(n, count);
        assertTrue(i >= 0 && i < count);
        assertTrue(!seen[i], "poem " + i + " twice in " + count);
        seen[i] = true;
        assertEquals(i, PoemOrder.index(n + count, count), "the walk repeats");
      }
    }
  }

  @Test
  void consecutiveShowingsAreFarApartInTheFile() {
    for (int n = 0; n < 140; n++) {
      int d = Math.abs(PoemOrder.index(n + 1, 140) - PoemOrder.index(n, 140));
      assertTrue(d > 10, "step " + d);
    }
    assertNotEquals(1, PoemOrder.step(140));
    assertEquals(-1, PoemOrder.index(0, 0));
    assertEquals(PoemOrder.index(Integer.MAX_VALUE, 140), PoemOrder.index(Integer.MAX_VALUE, 140));
  }
}
