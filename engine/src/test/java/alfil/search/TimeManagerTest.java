package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The time manager never plans past the clock, down to 0.1 s increments and 10 s sudden death. */
class TimeManagerTest {

  /** Real latency per move besides the search (pipe, GUI), well under the overhead reserve. */
  private static final int LATENCY = 10;

  @Test
  void suddenDeathTenSecondsLastsOverAHundredMovesAtTheHardLimit() {
    int clock = 10_000;
    for (int move = 0; move < 120; move++) {
      TimeManager t = TimeManager.of(clock, 0, 0, TimeManager.DEFAULT_OVERHEAD);
      assertTrue(t.maximumMillis() < clock - TimeManager.DEFAULT_OVERHEAD, "move " + move);
      // Worst case: every move runs to the hard limit.
      clock -= t.maximumMillis() + LATENCY;
      assertTrue(clock > 0, "flag fell at move " + move);
    }
  }

  @Test
  void tenthOfASecondIncrementNeverFlags() {
    int clock = 1000;
    for (int move = 0; move < 500; move++) {
      TimeManager t = TimeManager.of(clock, 100, 0, TimeManager.DEFAULT_OVERHEAD);
      clock -= t.maximumMillis() + LATENCY;
      assertTrue(clock > 0, "flag fell at move " + move);
      clock += 100;
    }
  }

  @Test
  void movesToGoSpendsMoreWhenTheControlIsNear() {
    TimeManager far = TimeManager.of(60_000, 0, 40, 30);
    TimeManager near = TimeManager.of(60_000, 0, 2, 30);
    TimeManager last = TimeManager.of(60_000, 0, 1, 30);
    assertTrue(far.optimumMillis() < near.optimumMillis());
    assertTrue(near.optimumMillis() <= last.optimumMillis());
    assertTrue(last.maximumMillis() < 60_000 - 30);
    // A fixed time a move is used in full, soft and hard alike (no clock to keep).
    assertEquals(100, TimeManager.fixed(100).maximumMillis());
    assertEquals(100, TimeManager.fixed(100).optimumMillis());
    assertEquals(1, TimeManager.fixed(0).maximumMillis());
  }
}
