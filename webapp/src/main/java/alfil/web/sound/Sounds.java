package alfil.web.sound;

import alfil.web.storage.SafeStorage;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * The sound room's door: move, capture, check and game-end effects, the volume, the mute and the
 * background music, with the player's choices kept in {@link SafeStorage}.
 *
 * <p>Static on purpose: a page has one audio output, and the game controller reaches it with one
 * call ({@link #afterMove}) and no new wiring. Until {@link #install} runs (and in the worker,
 * which never installs it) every call does nothing.
 *
 * <p>Browsers let an AudioContext start only after a user gesture, so the context is made at the
 * first trusted pointer or key press while sound or music is on; effects before that are silent.
 * The music stops while the page is hidden and comes back when it is shown.
 *
 * <p>The root element reflects the choices ({@code data-sound}, {@code data-music}: on/off) for
 * tests and styling.
 */
public final class Sounds implements SoundPanel.Listener {
  private static Sounds page;

  private final SafeStorage storage;
  private final boolean embedded;
  private final SoundSettings settings;
  private final Audio audio = new Audio();
  private final Music music = new Music(audio);
  private final SoundPanel panel = new SoundPanel(this);
  private String game = "xiangqi";

  private Sounds(SafeStorage storage) {
    this.storage = storage;
    embedded = embedded();
    settings = SoundSettings.load(embedded, stored("sound"), stored("volume"), stored("music"));
    panel.show(settings);
    reflect();
    onGesture(this::unlock);
    onVisibility(this::visibilityChanged);
  }

  /** Sets up the sound room for the page; call once, before the first game starts. */
  public static void install(SafeStorage storage) {
    if (page == null) {
      page = new Sounds(storage);
    }
  }

  /** Hook: a game started; the music follows the game. */
  public static void gameStarted(String game) {
    if (page != null) {
      page.game = game;
      if (page.music.playing()) {
        page.music.start(page.chess());
      }
    }
  }

  /** Hook: a move was played (by anyone); the sound says how it went. */
  public static void afterMove(String game, boolean capture, boolean check, boolean over) {
    if (page != null) {
      page.game = game;
      play(Sound.of(capture, check, over));
    }
  }

  /** Plays an effect of the current game, when sound is on and the audio has been opened. */
  public static void play(int sound) {
    if (page != null && page.settings.sound) {
      page.effect(sound);
    }
  }

  private boolean chess() {
    return "chess".equals(game);
  }

  private void effect(int sound) {
    double t = audio.now() + 0.01;
    switch (sound) {
      case Sound.MOVE:
        knock(t, 1);
        break;
      case Sound.CAPTURE:
        knock(t, 1.3);
        knock(t + 0.09, 0.8);
        break;
      case Sound.CHECK:
        knock(t, 1);
        audio.tone(null, "sine", 880, t + 0.08, 0.005, 0, 0.7, 0.2, 1);
        audio.tone(null, "sine", 1320, t + 0.08, 0.005, 0, 0.5, 0.1, 1);
        break;
      default:
        // The end: a rising figure, gong-zhi-gong for xiangqi, a major arpeggio for chess.
        int[] notes = chess() ? new int[] {60, 64, 67, 72} : new int[] {62, 69, 74};
        for (int i = 0; i < notes.length; i++) {
          audio.tone(null, "triangle", Audio.hz(notes[i]), t + 0.17 * i, 0.01, 0.1, 1.3, 0.3, 1);
        }
        break;
    }
  }

  /**
   * A piece set down: xiangqi's wooden disks click high and dry (wood on wood, a short "tok" that
   * drops in pitch); a chess piece lands with a softer, lower felt thud.
   */
  private void knock(double t, double loud) {
    if (chess()) {
      audio.knock(700, t, 0.05, 0.5 * loud);
      audio.tone(null, "sine", 170, t, 0.003, 0, 0.09, 0.4 * loud, 1);
    } else {
      audio.knock(1800, t, 0.05, 0.8 * loud);
      audio.tone(null, "sine", 540, t, 0.002, 0, 0.07, 0.35 * loud, 1.3);
    }
  }

  // ---------------------------------------------------------------- the player's controls

  @Override
  public void onSound(boolean on) {
    settings.sound = on;
    save("sound", SoundSettings.text(on));
    if (on) {
      audio.open(gain());
      play(Sound.MOVE); // a sample, so the player hears the level
    }
  }

  @Override
  public void onVolume(int volume) {
    settings.volume = volume;
    save("volume", Integer.toString(volume));
    audio.volume(gain());
  }

  @Override
  public void onMusic(boolean on) {
    settings.music = on;
    save("music", SoundSettings.text(on));
    if (on) {
      audio.open(gain());
      music.start(chess());
    } else {
      music.stop();
    }
  }

  private void unlock() {
    if ((settings.sound || settings.music) && audio.open(gain()) && settings.music) {
      if (!hidden()) {
        music.start(chess());
      }
    }
  }

  private void visibilityChanged() {
    if (hidden()) {
      music.stop();
    } else if (settings.music) {
      music.start(chess());
    }
  }

  private double gain() {
    return SoundSettings.gain(settings.volume);
  }

  private String stored(String name) {
    return storage.get(SoundSettings.key(name, embedded));
  }

  private void save(String name, String value) {
    storage.set(SoundSettings.key(name, embedded), value);
    reflect();
  }

  private void reflect() {
    var root = HTMLDocument.current().getDocumentElement();
    root.setAttribute("data-sound", SoundSettings.text(settings.sound));
    root.setAttribute("data-music", SoundSettings.text(settings.music));
  }

  @FunctionalInterface
  @JSFunctor
  interface Callback extends JSObject {
    void call();
  }

  @JSBody(script = "try { return window.parent !== window; } catch (err) { return true; }")
  private static native boolean embedded();

  @JSBody(script = "return document.visibilityState === 'hidden';")
  private static native boolean hidden();

  /** Trusted presses only: a script's synthetic event is no gesture and would be refused. */
  @JSBody(
      params = "f",
      script =
          "var fire = function (evt) { if (evt.isTrusted) f(); };"
              + "document.addEventListener('pointerdown', fire, true);"
              + "document.addEventListener('keydown', fire, true);")
  private static native void onGesture(Callback f);

  @JSBody(
      params = "f",
      script = "document.addEventListener('visibilitychange', function () { f(); });")
  private static native void onVisibility(Callback f);
}
