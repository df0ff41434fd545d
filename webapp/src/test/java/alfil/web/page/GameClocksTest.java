package alfil.web.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class GameClocksTest {
  @Test
  void showsMinutesAndSecondsHoursAboveAnHourAndTenthsBelowTenSeconds() {
    assertEquals("05:00", GameClocks.text(300_000));
    assertEquals("00:10", GameClocks.text(10_000));
    assertEquals("00:09.9", GameClocks.text(9_999), "rounded down, as a clock runs down");
    assertEquals("00:01.2", GameClocks.text(1_200));
    assertEquals("00:00.0", GameClocks.text(0));
    assertEquals("59:59", GameClocks.text(3_599_999));
    assertEquals("1:30:00", GameClocks.text(5_400_000));
  }
}
