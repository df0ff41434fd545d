package alfil.web.page;

import alfil.core.FenReader;
import alfil.core.InvalidInputException;
import alfil.web.model.Effects;

/**
 * The sound room's decisions: whether a moment's sound ({@link Effects#sound}) is heard, and which
 * music and which piece sound go with the game. A {@link Voice} renders them: {@link WebAudio} on
 * the page, a recorder in tests. Plain Java.
 *
 * <p>The player's choices: sound on or off (off is the mute: it silences the music too), the
 * volume, and the music. Defaults: sound on and music off, volume {@value #DEFAULT_VOLUME}, for a
 * page of its own (music is a choice, as lichess and pychess leave it); sound off in a frame, where
 * the host page did not ask for a noise. Nothing is heard before the player's first gesture either
 * way: browsers start audio only then.
 */
final class Sounds {
  /** Music: none, or a game's own style (its page profile's number, which WebAudio knows). */
  static final int SILENT = 0;

  static final int DEFAULT_VOLUME = 60;

  /** What renders the sound. */
  interface Voice {
    /** Plays an effect now in a piece style; nothing while the audio is not open (no gesture). */
    void effect(int effect, int pieces);

    /** Whether effects are heard, the master gain (0 to 1), and the music to play. */
    void set(boolean on, double gain, int music);
  }

  private final Voice voice;

  /** The game's styles: its music and its pieces' sound (the page profile's). */
  private int musicStyle;

  private int pieceStyle;

  /** Sound on (false: muted). */
  boolean on;

  /** 0 to 100. */
  int volume;

  boolean music;

  /**
   * The defaults for a page embedded or not, then the choices stored as {@link #text} gives them
   * (null when none were made).
   */
  Sounds(Voice voice, boolean embedded, String stored) {
    this.voice = voice;
    on = !embedded;
    music = false;
    volume = DEFAULT_VOLUME;
    choose(stored);
  }

  /** Plays a moment's sound when sound is on. */
  void play(int effect) {
    if (effect != Effects.NO_SOUND && on) {
      voice.effect(effect, pieceStyle);
    }
  }

  /** A game began: its music and its pieces' sound follow it. */
  void gameStarted(PageProfile profile) {
    musicStyle = profile.music;
    pieceStyle = profile.pieces;
    apply();
  }

  /**
   * The player's choices as {@link #text} writes them, from storage or the sound row; a part that
   * is missing or not one of ours (another page's value) keeps the current choice.
   */
  void choose(String text) {
    int first = text == null ? -1 : text.indexOf(' ');
    int last = first < 0 ? -1 : text.indexOf(' ', first + 1);
    if (first > 0 && last > first) {
      on = flag(text.substring(0, first), on);
      int v = volume(text.substring(first + 1, last));
      volume = v < 0 ? volume : v;
      music = flag(text.substring(last + 1), music);
    }
    apply();
  }

  /** The choices in one text, as storage keeps them: "on 60 off" (sound, volume, music). */
  String text() {
    return flag(on) + " " + volume + " " + flag(music);
  }

  private void apply() {
    double v = volume / 100.0;
    // Squared: the ear hears loudness logarithmically, and a squared slider feels even.
    voice.set(on, v * v, on && music ? musicStyle : SILENT);
  }

  private static String flag(boolean on) {
    return on ? "on" : "off";
  }

  private static boolean flag(String text, boolean otherwise) {
    return "on".equals(text) || !"off".equals(text) && otherwise;
  }

  /** A volume in text: 0 to 100, or -1. */
  private static int volume(String text) {
    try {
      int v = FenReader.counter(text, "volume", 0);
      return v <= 100 ? v : -1;
    } catch (InvalidInputException e) {
      return -1;
    }
  }
}
