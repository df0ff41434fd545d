package alfil.web.page;

import alfil.core.FenReader;
import alfil.core.InvalidInputException;

/**
 * The sound room's decisions: which sound a moment of the game makes (a move, a capture, a check,
 * an illegal attempt, the end, the clock running low), whether it is heard, and which music goes
 * with the game. A {@link Voice} renders them: {@link SoundPanel} and {@link WebAudio} on the page,
 * a recorder in tests. Plain Java.
 *
 * <p>A static door on purpose: the page has one audio output, and each room that makes a sound (the
 * game controller, the board, the clocks) reaches it with one call and no wiring. Until the page
 * {@link #install}s one, and in the worker, which never does, every call does nothing.
 *
 * <p>The player's choices: sound on or off (off is the mute: it silences the music too), the
 * volume, and the music. Defaults: sound and music on, volume {@value #DEFAULT_VOLUME}, for a page
 * of its own; sound and music off in a frame, where the host page did not ask for a noise. Nothing
 * is heard before the player's first gesture either way: browsers start audio only then.
 */
public final class Sounds {
  // Effects, as ints (an enum would bring its class machinery into the page). WebAudio's script
  // knows them by these numbers.
  static final int MOVE = 0;
  static final int CAPTURE = 1;
  static final int CHECK = 2;
  static final int ILLEGAL = 3;
  static final int END = 4;
  static final int LOW_TIME = 5;

  /** Music: none, the guqin line (xiangqi), the chord pad (chess); numbers WebAudio knows. */
  static final int SILENT = 0;

  static final int GUQIN = 1;
  static final int CHORDS = 2;

  static final int DEFAULT_VOLUME = 60;

  /** What renders the sound. */
  interface Voice {
    /** Plays an effect now; nothing while the audio is not open (no gesture yet). */
    void effect(int effect, boolean xiangqi);

    /** Whether effects are heard, the master gain (0 to 1), and the music to play. */
    void set(boolean on, double gain, int music);
  }

  private static Sounds page;

  private final Voice voice;
  private boolean xiangqi;

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
    music = !embedded;
    volume = DEFAULT_VOLUME;
    choose(stored);
  }

  /** Makes this the page's sound. */
  static void install(Sounds sounds) {
    page = sounds;
  }

  /** Hook for the clocks: the player's time is running low. A warning, heard when sound is on. */
  public static void lowTime() {
    play(LOW_TIME);
  }

  /** Hook: the player tried a move the rules do not allow. */
  static void illegal() {
    play(ILLEGAL);
  }

  /** Hook: the game ended, by a move or otherwise. */
  static void gameEnded() {
    play(END);
  }

  /**
   * Hook: a move was played, by anyone. A capture is a piece fewer in the FEN after it (so en
   * passant is one too); a check outranks it. The move that ends the game leaves the sound to
   * {@link #gameEnded}.
   */
  static void moved(String fenBefore, String fenAfter, boolean check, boolean over) {
    if (!over) {
      play(check ? CHECK : pieces(fenAfter) < pieces(fenBefore) ? CAPTURE : MOVE);
    }
  }

  /** Hook: a game started; the pieces' sounds and the music follow it. */
  static void gameStarted(String game) {
    if (page != null) {
      page.xiangqi = "xiangqi".equals(game);
      page.apply();
    }
  }

  private static void play(int effect) {
    if (page != null && page.on) {
      page.voice.effect(effect, page.xiangqi);
    }
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
    voice.set(on, v * v, on && music ? (xiangqi ? GUQIN : CHORDS) : SILENT);
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

  /** The pieces on the board of a FEN: the letters of its first field. */
  static int pieces(String fen) {
    int n = 0;
    for (int i = 0; i < fen.length() && fen.charAt(i) != ' '; i++) {
      char c = fen.charAt(i);
      n += (c | 0x20) >= 'a' && (c | 0x20) <= 'z' ? 1 : 0;
    }
    return n;
  }
}
