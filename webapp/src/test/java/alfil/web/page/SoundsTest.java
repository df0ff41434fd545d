package alfil.web.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SoundsTest {
  /** Writes down what it was asked to play and set. */
  private static final class Recorder implements Sounds.Voice {
    final List<String> heard = new ArrayList<>();
    String set;

    @Override
    public void effect(int effect, boolean xiangqi) {
      heard.add(effect + (xiangqi ? " xiangqi" : " chess"));
    }

    @Override
    public void set(boolean on, double gain, int music) {
      set = on + " " + gain + " " + music;
    }
  }

  private final Recorder voice = new Recorder();

  private Sounds page(String stored) {
    Sounds s = new Sounds(voice, false, stored);
    Sounds.install(s);
    return s;
  }

  @AfterEach
  void uninstall() {
    Sounds.install(null);
  }

  @Test
  void defaultsAreOnAtHomeAndOffInAFrame() {
    Sounds home = new Sounds(voice, false, null);
    assertEquals("on 60 on", home.text());
    assertEquals("true 0.36 " + Sounds.CHORDS, voice.set);
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
    assertEquals("off 60 on", new Sounds(voice, false, "off 5.5 maybe").text());
    assertEquals("off 60 on", new Sounds(voice, false, "off -5 on").text());
    assertEquals("on 60 on", new Sounds(voice, false, "off").text());
    assertEquals("on 60 on", new Sounds(voice, false, "").text());
  }

  @Test
  void theMuteSilencesTheMusicButKeepsItsChoice() {
    Sounds s = new Sounds(voice, false, "off 50 on");
    assertEquals("false 0.25 " + Sounds.SILENT, voice.set);
    s.choose("on 50 on");
    assertEquals("true 0.25 " + Sounds.CHORDS, voice.set);
  }

  @Test
  void lowTimeWarnsWhenSoundIsOnAndNotWhenMuted() {
    Sounds s = page("on 60 off");
    Sounds.lowTime();
    assertEquals(List.of(Sounds.LOW_TIME + " chess"), voice.heard);
    s.choose("off 60 off");
    Sounds.lowTime();
    assertEquals(1, voice.heard.size());
  }

  @Test
  void withoutAPageNothingIsPlayed() {
    Sounds.lowTime();
    Sounds.illegal();
    Sounds.gameEnded();
    Sounds.gameStarted("xiangqi");
    Sounds.moved("8/8/8/8/8/8/8/K6k w - - 0 1", "8/8/8/8/8/8/8/K6k b - - 0 1", false, false);
    assertEquals(List.of(), voice.heard);
  }

  @Test
  void aMoveSoundsItsKindAndTheGameItIsIn() {
    page(null);
    Sounds.gameStarted("xiangqi");
    Sounds.moved("4k4/9/9/9/9/9/9/9/4R4/4K4 w", "4k4/9/9/9/9/9/9/9/3R5/4K4 b", false, false);
    Sounds.gameStarted("chess");
    // Exd6 en passant: the destination was empty, yet a piece is gone.
    Sounds.moved(
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2", false, false);
    Sounds.moved("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "4k3/8/8/8/8/8/8/4K1R1 b - - 1 1", true, false);
    Sounds.moved("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "4k3/8/8/8/8/8/8/4K1R1 b - - 1 1", true, true);
    Sounds.illegal();
    Sounds.gameEnded();
    assertEquals(
        List.of(
            Sounds.MOVE + " xiangqi",
            Sounds.CAPTURE + " chess",
            Sounds.CHECK + " chess",
            Sounds.ILLEGAL + " chess",
            Sounds.END + " chess"),
        voice.heard);
  }

  @Test
  void theMusicFollowsTheGameAndTheVolume() {
    Sounds s = page("on 50 on");
    Sounds.gameStarted("xiangqi");
    assertEquals("true 0.25 " + Sounds.GUQIN, voice.set);
    Sounds.gameStarted("chess");
    assertEquals("true 0.25 " + Sounds.CHORDS, voice.set);
    s.choose("on 100 off");
    assertEquals("true 1.0 " + Sounds.SILENT, voice.set);
  }

  @Test
  void piecesCountsTheBoardFieldOnly() {
    assertEquals(32, Sounds.pieces("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    assertEquals(
        32, Sounds.pieces("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"));
    assertEquals(0, Sounds.pieces(""));
  }
}
