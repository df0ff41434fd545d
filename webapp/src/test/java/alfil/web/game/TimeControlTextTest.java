package alfil.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.TimeControl;
import org.junit.jupiter.api.Test;

class TimeControlTextTest {
  private static void assertPeriod(
      TimeControl.Period p, int moves, int timeMs, int bonus, int bonusMs) {
    assertEquals(moves, p.moves());
    assertEquals(timeMs, p.timeMs());
    assertEquals(bonus, p.bonus());
    assertEquals(bonusMs, p.bonusMs());
  }

  @Test
  void readsIncrementDelaysAndPeriods() {
    assertNull(TimeControlText.parse("none"));
    assertPeriod(
        TimeControlText.parse("3+2").period(0), 0, 180_000, TimeControl.Bonus.INCREMENT, 2_000);
    assertPeriod(
        TimeControlText.parse("0.02+0").period(0), 0, 1_200, TimeControl.Bonus.INCREMENT, 0);
    assertPeriod(TimeControlText.parse("10").period(0), 0, 600_000, TimeControl.Bonus.NONE, 0);
    assertPeriod(
        TimeControlText.parse("5d3").period(0), 0, 300_000, TimeControl.Bonus.SIMPLE_DELAY, 3_000);
    assertPeriod(
        TimeControlText.parse("5b2.5").period(0),
        0,
        300_000,
        TimeControl.Bonus.BRONSTEIN_DELAY,
        2_500);
    TimeControl classical = TimeControlText.parse("40/90+30,30+30");
    assertEquals(2, classical.periods().size());
    assertPeriod(classical.period(0), 40, 5_400_000, TimeControl.Bonus.INCREMENT, 30_000);
    assertPeriod(classical.period(1), 0, 1_800_000, TimeControl.Bonus.INCREMENT, 30_000);
    assertTrue(TimeControlText.isTimeControl("none"));
  }

  @Test
  void refusesWhatNamesNoControl() {
    for (String bad :
        new String[] {
          "",
          "0+2",
          "5+",
          "+3",
          "5+-1",
          "five",
          "None",
          "601+0",
          "5+601",
          "1e2+0",
          "5 3",
          "5..1+0",
          "0.5/5+0",
          "40/90,",
          ",5+3",
          "0/5+0",
          "5+3,30",
          "5x3",
          "5++3",
          "40/90/30",
          "0.000001+0"
        }) {
      assertNull(TimeControlText.parse(bad), bad);
      assertFalse(TimeControlText.isTimeControl(bad), bad);
    }
  }
}
