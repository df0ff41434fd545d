package alfil.web.sound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SoundSettingsTest {
  @Test
  void defaultsOnAtHomeOffEmbeddedMusicAlwaysOff() {
    SoundSettings home = SoundSettings.load(false, null, null, null);
    assertTrue(home.sound);
    assertFalse(home.music);
    assertEquals(SoundSettings.DEFAULT_VOLUME, home.volume);
    SoundSettings embedded = SoundSettings.load(true, null, null, null);
    assertFalse(embedded.sound);
    assertFalse(embedded.music);
  }

  @Test
  void storedChoicesWinForeignValuesDoNot() {
    SoundSettings s = SoundSettings.load(true, "on", "35", "on");
    assertTrue(s.sound);
    assertTrue(s.music);
    assertEquals(35, s.volume);
    SoundSettings t = SoundSettings.load(false, "loud", "101", "yes");
    assertTrue(t.sound);
    assertFalse(t.music);
    assertEquals(SoundSettings.DEFAULT_VOLUME, t.volume);
    assertFalse(SoundSettings.load(false, "off", "0", "off").sound);
    assertEquals(0, SoundSettings.load(false, "off", "0", "off").volume);
  }

  @Test
  void volumeText() {
    assertEquals(0, SoundSettings.parseVolume("0"));
    assertEquals(100, SoundSettings.parseVolume("100"));
    for (String bad : new String[] {null, "", "-1", "1e2", "0100", "55.5", " 5"}) {
      assertEquals(-1, SoundSettings.parseVolume(bad), bad);
    }
    assertEquals(0.0, SoundSettings.gain(0));
    assertEquals(1.0, SoundSettings.gain(100));
    assertEquals(0.25, SoundSettings.gain(50));
  }

  @Test
  void embeddedPagesKeepTheirOwnKeys() {
    assertEquals("sound", SoundSettings.key("sound", false));
    assertEquals("embed.sound", SoundSettings.key("sound", true));
    assertEquals("on", SoundSettings.text(true));
    assertEquals("off", SoundSettings.text(false));
  }

  @Test
  void aMoveMakesOneSound() {
    assertEquals(Sound.MOVE, Sound.of(false, false, false));
    assertEquals(Sound.CAPTURE, Sound.of(true, false, false));
    assertEquals(Sound.CHECK, Sound.of(true, true, false));
    assertEquals(Sound.GAME_END, Sound.of(true, true, true));
  }
}
