package alfil.web.embed;

import alfil.core.Text;
import alfil.web.game.Settings;
import alfil.web.text.PageTexts;
import org.teavm.jso.JSBody;

/**
 * The URL hash parameters an embedding page sets up a game with:
 *
 * <pre>
 * #game=chess|xiangqi&amp;mode=ai|local&amp;level=1-8&amp;side=white|black|red|random
 *  &amp;fen=...(spaces as _)&amp;orientation=white|black|red&amp;theme=light|dark|system
 *  &amp;lang=en|zh-Hans|zh-Hant|vi|es|ru (the languages the page has)
 *  &amp;takebacks=off|three|unlimited&amp;clock=none|minutes+seconds (5+3, 0.5+0, 5d3, 40/90+30,30+30)
 * </pre>
 *
 * Read from the page by {@link #readLocationHash}, applied in plain Java (tested on the JVM). Each
 * bad value is named in {@link #errors} and ignored; unknown names are ignored, so that later
 * versions can add parameters. The FEN is not checked here: the game's own parser judges it when
 * the game starts.
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

  /** The language asked for ({@code lang=zh-Hant}), unchecked (the page knows its own), or null. */
  public final String lang;

  /** Whether any game parameter was given (then the page sets up exactly that game). */
  public final boolean any;

  /**
   * The bad values, a sentence each ("Hash parameter level accepts only ..."), or null when there
   * were none. One text, not a list: the page's script then carries no collection classes (its
   * SizeBudget).
   */
  public final Text errors;

  private HashParams(Settings settings, String theme, String lang, boolean any, Text errors) {
    this.settings = settings;
    this.theme = theme;
    this.lang = lang;
    this.any = any;
    this.errors = errors;
  }

  /**
   * @param pairs the hash's parameters as name, value, name, value... with each value
   *     percent-decoded, or null when it could not be decoded ({@link #readLocationHash} in the
   *     page)
   */
  public static HashParams parse(String[] pairs, Settings base) {
    Settings s = base.copy();
    Text errors = null;
    String theme = null;
    String lang = null;
    boolean any = false;
    for (int i = 0; i + 1 < pairs.length; i += 2) {
      String name = pairs[i];
      String value = pairs[i + 1];
      if (value == null || value.length() > MAX_VALUE) {
        errors = refuse(errors, PageTexts.UNREADABLE_VALUE.with(name));
        continue;
      }
      int field = Settings.field(name);
      if (field >= 0) {
        Text refused = s.set(field, value);
        if (refused == null) {
          any = true;
        } else {
          errors = refuse(errors, refused);
        }
      } else if ("lang".equals(name)) {
        lang = value;
      } else if ("theme".equals(name)) {
        if (THEME_LIGHT.equals(value) || THEME_DARK.equals(value)) {
          theme = value;
        } else if (!THEME_SYSTEM.equals(value)) {
          errors = refuse(errors, PageTexts.THEME_VALUES);
        }
      }
      // Other names are ignored.
    }
    return new HashParams(s, theme, lang, any, errors);
  }

  /** The errors so far and the sentence naming another bad parameter. */
  private static Text refuse(Text errors, Text what) {
    Text sentence = PageTexts.HASH_PARAMETER.with(what);
    return errors == null ? sentence : PageTexts.TWO_SENTENCES_JOINED.with(errors, sentence);
  }

  /**
   * {@code location.hash} split into name, value, name, value... (pairs without a name or an {@code
   * =} are skipped), each value decoded by the browser's {@code decodeURIComponent} (UTF-8; null
   * when malformed), so the page needs no decoder of its own.
   */
  @JSBody(
      script =
          "var out = [];"
              + "try { var h = String(location.hash || ''); } catch (x) { return out; }"
              + "h.replace(/^#/, '').split('&').forEach(function (pair) {"
              + " var eq = pair.indexOf('='); if (eq <= 0) return;"
              + " var value = null;"
              + " try { value = decodeURIComponent(pair.substring(eq + 1)); } catch (x) {}"
              + " out.push(pair.substring(0, eq), value); });"
              + "return out;")
  public static native String[] readLocationHash();
}
