package alfil.web.embed;

import alfil.web.game.Settings;
import java.util.ArrayList;
import java.util.List;

/**
 * The URL hash parameters an embedding page sets up a game with:
 *
 * <pre>
 * #game=chess|xiangqi&amp;mode=ai|local&amp;level=1-8&amp;side=white|black|red|random
 *  &amp;fen=...(spaces as _)&amp;orientation=white|black|red&amp;theme=light|dark|system
 *  &amp;takebacks=off|three|unlimited
 * </pre>
 *
 * Plain Java (tested on the JVM). Each bad value is named in {@link #errors} and ignored; unknown
 * names are ignored, so that later versions can add parameters. The FEN is not checked here: the
 * game's own parser judges it when the game starts.
 */
public final class HashParams {
  public static final String THEME_LIGHT = "light";
  public static final String THEME_DARK = "dark";
  public static final String THEME_SYSTEM = "system";

  /** Longest accepted parameter value: a FEN is under 100 characters. */
  static final int MAX_VALUE = 200;

  /** The settings: the base ones changed by the parameters. */
  public final Settings settings;

  /** {@link #THEME_LIGHT}, {@link #THEME_DARK}, or null when not given. */
  public final String theme;

  /** Whether any game parameter was given (then the page sets up exactly that game). */
  public final boolean any;

  public final List<String> errors;

  private HashParams(Settings settings, String theme, boolean any, List<String> errors) {
    this.settings = settings;
    this.theme = theme;
    this.any = any;
    this.errors = errors;
  }

  /**
   * @param hash {@code location.hash}, with or without its {@code #}
   */
  public static HashParams parse(String hash, Settings base) {
    Settings s = base.copy();
    List<String> errors = new ArrayList<>();
    String theme = null;
    boolean any = false;
    String h = hash == null ? "" : hash.startsWith("#") ? hash.substring(1) : hash;
    int start = 0;
    while (start < h.length()) {
      int end = h.indexOf('&', start);
      if (end < 0) {
        end = h.length();
      }
      String pair = h.substring(start, end);
      start = end + 1;
      int eq = pair.indexOf('=');
      if (eq <= 0) {
        continue;
      }
      String name = pair.substring(0, eq);
      String value = decode(pair.substring(eq + 1));
      if (value == null || value.length() > MAX_VALUE) {
        errors.add("Hash parameter " + name + ": unreadable value");
        continue;
      }
      int field = Settings.field(name);
      if (field >= 0) {
        String refused = s.set(field, value);
        if (refused == null) {
          any = true;
        } else {
          errors.add("Hash parameter " + refused);
        }
      } else if ("theme".equals(name)) {
        if (THEME_LIGHT.equals(value) || THEME_DARK.equals(value)) {
          theme = value;
        } else if (!THEME_SYSTEM.equals(value)) {
          errors.add("Hash parameter theme: light, dark or system");
        }
      }
      // Other names are ignored.
    }
    return new HashParams(s, theme, any, errors);
  }

  /** ASCII hex digit value, or -1 (not {@code Character.digit}: its Unicode tables are large). */
  private static int hexDigit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    char l = (char) (c | 0x20);
    return l >= 'a' && l <= 'f' ? l - 'a' + 10 : -1;
  }

  /**
   * Percent-decoding of UTF-8, or null when the text is not well formed. Decoded by hand: the JDK's
   * charset classes would add several KB of buffers and coders to the page.
   */
  static String decode(String text) {
    if (text.indexOf('%') < 0) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c != '%') {
        out.append(c);
        i++;
        continue;
      }
      int b = byteAt(text, i);
      if (b < 0) {
        return null;
      }
      i += 3;
      // Lead byte: how many continuation bytes follow, and the bits it carries.
      int more = b < 0x80 ? 0 : b >= 0xF0 && b < 0xF8 ? 3 : b >= 0xE0 ? 2 : b >= 0xC2 ? 1 : -1;
      if (more < 0) {
        return null;
      }
      int cp = more == 0 ? b : b & (0x3F >> more);
      for (int k = 0; k < more; k++) {
        int next = byteAt(text, i);
        if (next < 0 || (next & 0xC0) != 0x80) {
          return null;
        }
        cp = cp << 6 | next & 0x3F;
        i += 3;
      }
      if (cp > 0x10FFFF || cp >= 0xD800 && cp <= 0xDFFF) {
        return null;
      }
      out.appendCodePoint(cp);
    }
    return out.toString();
  }

  /** The byte that "%XY" at {@code i} encodes, or -1. */
  private static int byteAt(String text, int i) {
    if (i + 2 >= text.length() || text.charAt(i) != '%') {
      return -1;
    }
    int hi = hexDigit(text.charAt(i + 1));
    int lo = hexDigit(text.charAt(i + 2));
    return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
  }
}
