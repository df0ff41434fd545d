package alfil.web.sound;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * Plays a {@link Melody} through {@link Audio}: a timer wakes every 200 ms and schedules the notes
 * of the next 1.5 s on the audio clock, so a late timer never makes a late note. Xiangqi gets the
 * plucked guqin line, chess the soft chords. All voices go to one bus, so stopping is one fade.
 */
final class Music {
  private static final int TICK_MS = 200;
  private static final double LOOKAHEAD = 1.5;

  private final Audio audio;
  private final int[] notes = new int[3];
  private Melody melody;
  private JSObject bus;
  private int timer;
  private boolean playing;
  private boolean chess;
  private double next;
  private int seed = 1;

  Music(Audio audio) {
    this.audio = audio;
  }

  boolean playing() {
    return playing;
  }

  /** Starts the music of a game (or switches to it); the audio must be open. */
  void start(boolean chessMusic) {
    if (playing && chess == chessMusic || !audio.isOpen()) {
      return;
    }
    stop();
    chess = chessMusic;
    // A new seed each time: the same first page visit always plays the same music.
    melody = new Melody(chess, seed++);
    bus = audio.bus(chess ? 0.5 : 0.7);
    next = audio.now() + 0.1;
    playing = true;
    tick();
    timer = every(this::tick, TICK_MS);
  }

  void stop() {
    if (playing) {
      playing = false;
      cancel(timer);
      audio.release(bus);
      bus = null;
    }
  }

  private void tick() {
    double now = audio.now();
    if (next < now) {
      next = now + 0.05; // the clock ran on while the timer slept: no burst of catching up
    }
    double beat = chess ? 1.1 : 0.8;
    while (next < now + LOOKAHEAD) {
      int n = melody.next(notes);
      double length = melody.beats() * beat;
      for (int i = 0; i < n; i++) {
        voice(Audio.hz(notes[i]), next, length);
      }
      next += length;
    }
  }

  private void voice(double f, double at, double length) {
    if (chess) {
      // A pad: slow swell, held through the chord, fading under the next one.
      audio.tone(bus, "sine", f, at, 1.2, length - 1.2, 2.5, 0.06, 1);
    } else {
      // A plucked string: instant attack, long decay, the pitch sliding up into the note the way
      // a guqin player's left hand does; a quiet octave harmonic for the string's brightness.
      audio.tone(bus, "triangle", f, at, 0.005, 0, 2.6, 0.35, 0.97);
      audio.tone(bus, "sine", 2 * f, at, 0.005, 0, 1.0, 0.06, 1);
    }
  }

  @JSFunctor
  interface Tick extends JSObject {
    void tick();
  }

  @JSBody(
      params = {"f", "ms"},
      script = "return setInterval(function () { f(); }, ms);")
  private static native int every(Tick f, int ms);

  @JSBody(params = "id", script = "clearInterval(id);")
  private static native void cancel(int id);
}
