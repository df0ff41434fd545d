package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** UCI_Elo to level: monotonic, never stronger than asked, full strength at the top anchor. */
class LevelEloTest {

  @Test
  void levelsRiseWithTheRequestAndNeverExceedIt() {
    assertEquals(1, Level.forElo(Level.MIN_ELO));
    assertEquals(1, Level.forElo(0));
    assertEquals(8, Level.forElo(Level.MAX_ELO));
    assertEquals(8, Level.forElo(3000));
    assertEquals(7, Level.forElo(Level.MAX_ELO - 1), "between anchors: the weaker");
    assertEquals(4, Level.forElo(1480));
    assertEquals(3, Level.forElo(1479));
    assertEquals(930, Level.MIN_ELO);
    assertEquals(2040, Level.MAX_ELO);
    int previous = 1;
    for (int elo = 0; elo <= 3000; elo += 10) {
      int level = Level.forElo(elo);
      assertTrue(level >= previous, "level falls at " + elo);
      previous = level;
    }
  }
}
