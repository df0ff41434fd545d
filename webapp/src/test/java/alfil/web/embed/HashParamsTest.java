package alfil.web.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.Side;
import alfil.web.game.Settings;
import org.junit.jupiter.api.Test;

class HashParamsTest {
  @Test
  void readsEveryParameter() {
    HashParams p =
        HashParams.parse(
            new String[] {
              "game",
              "chess",
              "mode",
              "local",
              "level",
              "7",
              "side",
              "black",
              "fen",
              "8/8/8/8/8/8/8/K6k_w_-_-_0_1",
              "orientation",
              "white",
              "theme",
              "dark",
              "takebacks",
              "three"
            },
            new Settings());
    assertTrue(p.any);
    assertEquals("chess", p.settings.game.name());
    assertEquals(Settings.LOCAL, p.settings.mode);
    assertEquals(7, p.settings.level);
    assertEquals(Side.SECOND, p.settings.side);
    assertEquals(Side.FIRST, p.settings.orientation);
    assertEquals("8/8/8/8/8/8/8/K6k w - - 0 1", p.settings.fen);
    assertEquals("dark", p.theme);
    assertEquals(Settings.THREE, p.settings.takebacks);
    assertNull(p.errors);
  }

  @Test
  void clockTakesMinutesPlusSecondsAndRefusesAnythingElse() {
    HashParams p = HashParams.parse(new String[] {"clock", "0.5+0"}, new Settings());
    assertTrue(p.any);
    assertEquals("0.5+0", p.settings.clock);
    assertNull(p.errors);
    for (String good :
        new String[] {"none", "1+0", "3+2", "30+20", "5", "5d3", "5b2", "40/90+30,30+30"}) {
      assertEquals(
          good, HashParams.parse(new String[] {"clock", good}, new Settings()).settings.clock);
    }
    for (String bad :
        new String[] {
          "", "0+2", "5+", "+3", "5+-1", "five", "5+3+1", "601+0", "5+601", "1e2+0", "5 3",
          "5..1+0", "0.5/5+0", "40/90,", ",5+3", "0/5+0", "5+3,30"
        }) {
      Settings base = new Settings();
      HashParams q = HashParams.parse(new String[] {"clock", bad}, base);
      assertEquals(base.clock, q.settings.clock, bad);
      assertFalse(q.any, bad);
      assertTrue(
          String.valueOf(q.errors)
              .startsWith("Hash parameter clock accepts only none, or minutes+seconds as 3+2"),
          bad + ": " + q.errors);
    }
  }

  @Test
  void badValuesAreNamedAndIgnored() {
    Settings base = new Settings();
    HashParams p =
        HashParams.parse(
            new String[] {
              "level", "9", "side", "green", "game", "go", "theme", "pink", "mode", "x", "unknown",
              "1"
            },
            base);
    assertEquals(5, sentences(p.errors), String.valueOf(p.errors));
    assertEquals(base.level, p.settings.level);
    assertEquals(base.game, p.settings.game);
    assertNull(p.theme);
    assertFalse(p.any);
  }

  @Test
  void undecodableAndOverlongValuesAreNamedAndIgnored() {
    Settings base = new Settings();
    HashParams p =
        HashParams.parse(new String[] {"fen", null, "mode", "x".repeat(201), "level", "2"}, base);
    assertEquals(2, sentences(p.errors), String.valueOf(p.errors));
    assertTrue(
        p.errors
            .toString()
            .startsWith("Hash parameter fen: unreadable value. Hash parameter mode: "),
        p.errors.toString());
    assertNull(p.settings.fen);
    assertEquals(base.mode, p.settings.mode);
    assertEquals(2, p.settings.level);
  }

  @Test
  void hostileFenTextIsPassedOnAsTextOnly() {
    HashParams p =
        HashParams.parse(new String[] {"fen", "<img src=x onerror=alert(1)>"}, new Settings());
    assertEquals("<img src=x onerror=alert(1)>", p.settings.fen);
  }

  /** How many "Hash parameter ..." sentences {@code errors} holds. */
  private static int sentences(alfil.core.Text errors) {
    return errors.toString().split("Hash parameter ", -1).length - 1;
  }
}
