package alfil.web.sound;

/**
 * The player's sound choices and their defaults, read from and written to stored text. Plain Java
 * (tested on the JVM).
 *
 * <p>Defaults: effects on for a page of its own, off when embedded (a host page did not ask for a
 * noise); music always off until asked for. The embedded page keeps its choices under its own keys
 * ({@code alfil.embed.*}): all {@code file://} pages share one store, and a choice made on the page
 * itself should not make every embedding of it speak.
 */
public final class SoundSettings {
  public static final int DEFAULT_VOLUME = 60;
  public static final String ON = "on";
  public static final String OFF = "off";

  public boolean sound;
  public boolean music;

  /** 0 to 100. */
  public int volume = DEFAULT_VOLUME;

  /** The defaults for a page embedded or not. */
  public static SoundSettings defaults(boolean embedded) {
    SoundSettings s = new SoundSettings();
    s.sound = !embedded;
    return s;
  }

  /** The stored values (null when absent) over the defaults; a foreign value keeps the default. */
  public static SoundSettings load(boolean embedded, String sound, String volume, String music) {
    SoundSettings s = defaults(embedded);
    s.sound = flag(sound, s.sound);
    s.music = flag(music, s.music);
    int v = parseVolume(volume);
    if (v >= 0) {
      s.volume = v;
    }
    return s;
  }

  /** The storage key of a setting ({@code sound}, {@code volume}, {@code music}). */
  public static String key(String name, boolean embedded) {
    return embedded ? "embed." + name : name;
  }

  public static String text(boolean on) {
    return on ? ON : OFF;
  }

  private static boolean flag(String v, boolean otherwise) {
    return ON.equals(v) ? true : OFF.equals(v) ? false : otherwise;
  }

  /** A whole number from 0 to 100 in text (a range input's value), or -1. */
  public static int parseVolume(String v) {
    if (v == null || v.isEmpty() || v.length() > 3) {
      return -1;
    }
    int n = 0;
    for (int i = 0; i < v.length(); i++) {
      char c = v.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      n = n * 10 + c - '0';
    }
    return n <= 100 ? n : -1;
  }

  /** The master gain for a volume: squared, so the slider feels even to the ear. */
  public static double gain(int volume) {
    double v = volume / 100.0;
    return v * v;
  }
}
