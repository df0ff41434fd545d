package alfil.web.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ClocksTest {
  @Test
  void showsMinutesAndSecondsHoursAboveAnHourAndTenthsBelowTenSeconds() {
    assertEquals("05:00", Clocks.text(300_000));
    assertEquals("00:10", Clocks.text(10_000));
    assertEquals("00:09.9", Clocks.text(9_999), "rounded down, as a clock runs down");
    assertEquals("00:01.2", Clocks.text(1_200));
    assertEquals("00:00.0", Clocks.text(0));
    assertEquals("59:59", Clocks.text(3_599_999));
    assertEquals("1:30:00", Clocks.text(5_400_000));
  }
}
