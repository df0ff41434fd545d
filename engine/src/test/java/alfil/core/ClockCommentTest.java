package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ClockCommentTest {
  @Test
  void hoursMinutesAndWholeSecondsDown() {
    assertEquals("[%clk 0:00:00]", ClockComment.of(0));
    assertEquals("[%clk 0:00:09]", ClockComment.of(9_999), "a clock shows 9 until 9 s are gone");
    assertEquals("[%clk 0:03:00]", ClockComment.of(180_000));
    assertEquals("[%clk 1:05:09]", ClockComment.of(3_909_000));
    assertEquals("[%clk 10:00:00]", ClockComment.of(36_000_000));
  }

  @Test
  void aFlagBeyondZeroShowsNoneLeft() {
    assertEquals("[%clk 0:00:00]", ClockComment.of(-1_500));
  }
}
