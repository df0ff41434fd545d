package alfil.web.sound;

import alfil.core.Rng;

/**
 * The notes of the background music, from a seeded generator (same seed, same music on every
 * machine). Plain Java (tested on the JVM); {@link Music} turns the events into sound.
 *
 * <p>Xiangqi: a slow guqin-like line on the pentatonic scale gong, shang, jue, zhi, yu (do re mi
 * sol la) over two octaves from D3, moving by a gentle random walk of at most two scale steps, with
 * rests between phrases. Chess: quiet sustained three-note chords wandering among the diatonic
 * chords of C major / A minor, with the odd silence.
 */
public final class Melody {
  /** Semitones of gong, shang, jue, zhi and yu above gong. */
  public static final int[] PENTATONIC = {0, 2, 4, 7, 9};

  /** MIDI note of gong in the lowest octave (D3). */
  public static final int GONG = 50;

  /** Highest scale degree: two octaves and the gong above them. */
  public static final int TOP = 10;

  /** A rest, in {@link #next}'s count. */
  public static final int REST = 0;

  /** Steps of the walk, in scale degrees: small ones are likelier. */
  private static final int[] STEPS = {-2, -1, -1, -1, 0, 1, 1, 1, 2};

  /** Lengths of a guqin note in beats: mostly one or two. */
  private static final int[] LENGTHS = {1, 1, 1, 2, 2, 3};

  /** The chords of the chess music (MIDI): Am, F, C, G, Dm, Em. */
  static final int[][] CHORDS = {
    {57, 60, 64}, {53, 57, 60}, {55, 60, 64}, {55, 59, 62}, {53, 57, 62}, {52, 55, 59}
  };

  private final Rng rng;
  private final boolean chords;
  private int degree = 5;
  private int chord;
  private int beats;
  private boolean rested = true;

  /**
   * @param chords true for the chess chords, false for the xiangqi line
   */
  public Melody(boolean chords, int seed) {
    this.chords = chords;
    this.rng = new Rng(seed);
  }

  /**
   * The next event: its MIDI notes into {@code out} (room for three), and how many there are;
   * {@link #REST} for a silence. {@link #beats} then tells how long the event lasts.
   */
  public int next(int[] out) {
    // Never two rests in a row, and never a rest first: the music starts when asked.
    if (!rested && rng.nextInt(chords ? 7 : 5) == 0) {
      rested = true;
      beats = chords ? 4 : 2 + rng.nextInt(3);
      return REST;
    }
    rested = false;
    if (chords) {
      chord = (chord + 1 + rng.nextInt(CHORDS.length - 1)) % CHORDS.length;
      for (int i = 0; i < 3; i++) {
        out[i] = CHORDS[chord][i];
      }
      beats = 4 + 2 * rng.nextInt(2);
      return 3;
    }
    degree += STEPS[rng.nextInt(STEPS.length)];
    // Reflect at the ends of the range, so the walk stays inside it.
    if (degree < 0) {
      degree = -degree;
    } else if (degree > TOP) {
      degree = 2 * TOP - degree;
    }
    out[0] = note(degree);
    beats = LENGTHS[rng.nextInt(LENGTHS.length)];
    return 1;
  }

  /** Beats of the event {@link #next} gave last. */
  public int beats() {
    return beats;
  }

  /** The MIDI note of a scale degree (0 = the low gong). */
  public static int note(int degree) {
    return GONG + 12 * (degree / 5) + PENTATONIC[degree % 5];
  }
}
