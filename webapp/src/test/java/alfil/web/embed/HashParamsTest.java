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
            "#game=chess&mode=local&level=7&side=black&fen=8/8/8/8/8/8/8/K6k_w_-_-_0_1"
                + "&orientation=white&theme=dark&takebacks=three",
            new Settings());
    assertTrue(p.any);
    assertEquals("chess", p.settings.game);
    assertEquals("local", p.settings.mode);
    assertEquals(7, p.settings.level);
    assertEquals(Side.SECOND, p.settings.side);
    assertEquals(Side.FIRST, p.settings.orientation);
    assertEquals("8/8/8/8/8/8/8/K6k w - - 0 1", p.settings.fen);
    assertEquals("dark", p.theme);
    assertEquals("three", p.settings.takebacks);
    assertEquals(0, p.errors.size(), p.errors.toString());
  }

  @Test
  void badValuesAreNamedAndIgnored() {
    Settings base = new Settings();
    HashParams p = HashParams.parse("level=9&side=green&game=go&theme=pink&mode=x&unknown=1", base);
    assertEquals(5, p.errors.size(), p.errors.toString());
    assertEquals(base.level, p.settings.level);
    assertEquals(base.game, p.settings.game);
    assertNull(p.theme);
    assertFalse(p.any);
  }

  @Test
  void percentDecodesUtf8AndRefusesBrokenEscapes() {
    assertEquals("a b", HashParams.decode("a%20b"));
    assertEquals("炮", HashParams.decode("%E7%82%AE"));
    assertEquals("<script>", HashParams.decode("%3Cscript%3E"));
    assertNull(HashParams.decode("%E7%82"));
    assertNull(HashParams.decode("%zz"));
    assertNull(HashParams.decode("%"));
    assertNull(HashParams.decode("%C0%80"));
    HashParams p = HashParams.parse("fen=%", new Settings());
    assertEquals(1, p.errors.size());
  }

  @Test
  void hostileFenTextIsPassedOnAsTextOnly() {
    HashParams p = HashParams.parse("fen=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", new Settings());
    assertEquals("<img src=x onerror=alert(1)>", p.settings.fen);
  }
}
