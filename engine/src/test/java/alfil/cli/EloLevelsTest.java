package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** UCI_Elo to level: monotonic, never stronger than asked, full strength at the top anchor. */
class EloLevelsTest {

  @Test
  void levelsRiseWithTheRequestAndNeverExceedIt() {
    assertEquals(1, EloLevels.levelFor(EloLevels.MIN_ELO));
    assertEquals(1, EloLevels.levelFor(0));
    assertEquals(8, EloLevels.levelFor(EloLevels.MAX_ELO));
    assertEquals(8, EloLevels.levelFor(3000));
    assertEquals(7, EloLevels.levelFor(EloLevels.MAX_ELO - 1), "between anchors: the weaker");
    assertEquals(4, EloLevels.levelFor(1480));
    assertEquals(3, EloLevels.levelFor(1479));
    assertEquals(930, EloLevels.MIN_ELO);
    assertEquals(2040, EloLevels.MAX_ELO);
    int previous = 1;
    for (int elo = 0; elo <= 3000; elo += 10) {
      int level = EloLevels.levelFor(elo);
      assertTrue(level >= previous, "level falls at " + elo);
      previous = level;
    }
  }
}
