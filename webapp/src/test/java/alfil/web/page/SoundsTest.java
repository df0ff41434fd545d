package alfil.web.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.web.model.Effects;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SoundsTest {
  private static final PageProfile CARVED = new PageProfile(2, 0, false);
  private static final PageProfile WOODEN = new PageProfile(1, 1, true);

  /** Writes down what it was asked to play and set. */
  private static final class Recorder implements Sounds.Voice {
    final List<String> heard = new ArrayList<>();
    String set;

    @Override
    public void effect(int effect, int pieces) {
      heard.add(effect + " " + pieces);
    }

    @Override
    public void set(boolean on, double gain, int music) {
      set = on + " " + gain + " " + music;
    }
  }

  private final Recorder voice = new Recorder();

  @Test
  void defaultsAreSoundWithoutMusicAtHomeAndSilenceInAFrame() {
    Sounds home = new Sounds(voice, false, null);
    assertEquals("on 60 off", home.text());
    home.gameStarted(CARVED);
    assertEquals("true 0.36 " + Sounds.SILENT, voice.set);
    Sounds framed = new Sounds(voice, true, null);
    assertEquals("off 60 off", framed.text());
    assertEquals("false 0.36 " + Sounds.SILENT, voice.set);
  }

  @Test
  void storedChoicesWinAndForeignPartsKeepTheirValue() {
    assertEquals("on 25 on", new Sounds(voice, true, "on 25 on").text());
    assertEquals("off 0 off", new Sounds(voice, false, "off 0 off").text());
    assertEquals("false 0.0 " + Sounds.SILENT, voice.set);
    assertEquals("on 100 off", new Sounds(voice, false, "yes 100 off").text());
    assertEquals("off 60 on", new Sounds(voice, false, "off 101 on").text());
    assertEquals("off 60 off", new Sounds(voice, false, "off 5.5 maybe").text());
    assertEquals("off 60 on", new Sounds(voice, false, "off -5 on").text());
    assertEquals("on 60 off", new Sounds(voice, false, "off").text());
    assertEquals("on 60 off", new Sounds(voice, false, "").text());
  }

  @Test
  void theMuteSilencesTheMusicButKeepsItsChoice() {
    Sounds s = new Sounds(voice, false, "off 50 on");
    s.gameStarted(WOODEN);
    assertEquals("false 0.25 " + Sounds.SILENT, voice.set);
    s.choose("on 50 on");
    assertEquals("true 0.25 " + WOODEN.music, voice.set);
  }

  @Test
  void aMomentIsHeardInTheGamesPieceStyleWhenSoundIsOn() {
    Sounds s = new Sounds(voice, false, "on 60 off");
    s.gameStarted(WOODEN);
    s.play(Effects.MOVE);
    s.gameStarted(CARVED);
    s.play(Effects.CAPTURE);
    s.play(Effects.NO_SOUND);
    s.choose("off 60 off");
    s.play(Effects.LOW_TIME);
    assertEquals(List.of(Effects.MOVE + " 1", Effects.CAPTURE + " 0"), voice.heard);
  }

  @Test
  void theMusicFollowsTheGameAndTheVolume() {
    Sounds s = new Sounds(voice, false, "on 50 on");
    s.gameStarted(WOODEN);
    assertEquals("true 0.25 " + WOODEN.music, voice.set);
    s.gameStarted(CARVED);
    assertEquals("true 0.25 " + CARVED.music, voice.set);
    s.choose("on 100 off");
    assertEquals("true 1.0 " + Sounds.SILENT, voice.set);
  }
}
