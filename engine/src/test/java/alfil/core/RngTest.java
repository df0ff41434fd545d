package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RngTest {

  @Test
  void sameSeedGivesSameSequence() {
    Rng a = new Rng(42);
    Rng b = new Rng(42);
    for (int i = 0; i < 1000; i++) {
      assertEquals(a.nextInt(), b.nextInt());
    }
  }

  @Test
  void differentSeedsDiffer() {
    assertNotEquals(new Rng(1).nextInt(), new Rng(2).nextInt());
  }

  @Test
  void firstOutputsAreStable() {
    // Zobrist keys and bench signatures depend on this exact sequence on every platform: a change
    // here changes every hash, so it must be deliberate.
    Rng rng = new Rng(0);
    int[] first = {rng.nextInt(), rng.nextInt(), rng.nextInt()};
    Rng again = new Rng(0);
    for (int value : first) {
      assertEquals(value, again.nextInt());
    }
    assertNotEquals(first[0], first[1]);
  }

  @Test
  void boundedValuesAreInRangeAndRoughlyUniform() {
    Rng rng = new Rng(7);
    int[] buckets = new int[10];
    for (int i = 0; i < 100_000; i++) {
      int v = rng.nextInt(10);
      assertTrue(v >= 0 && v < 10);
      buckets[v]++;
    }
    for (int count : buckets) {
      assertTrue(count > 9_500 && count < 10_500, "bucket count " + count);
    }
  }

  @Test
  void nonPositiveBoundIsRejected() {
    assertThrows(IllegalArgumentException.class, () -> new Rng(1).nextInt(0));
  }
}
