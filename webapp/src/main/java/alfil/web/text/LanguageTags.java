package alfil.web.text;

import alfil.core.Ascii;

/**
 * Which of the page's languages a browser asks for: the first of its languages ({@code
 * navigator.languages}, in the person's order) the page speaks, as a tag of the page's tables, or
 * null for none. Chinese is asked for by region as often as by script: {@code zh-CN}, {@code zh-SG}
 * and a bare {@code zh} read simplified characters, {@code zh-TW}, {@code zh-HK} and {@code zh-MO}
 * traditional (as browsers and lichess resolve them); any other language by its first subtag
 * ({@code es-MX} is {@code es}).
 */
public final class LanguageTags {
  private LanguageTags() {}

  public static String pick(String[] wanted, String[] offered) {
    for (String w : wanted) {
      String tag = canonical(w);
      for (String o : offered) {
        if (Ascii.toLower(o).equals(Ascii.toLower(tag))) {
          return o;
        }
      }
    }
    return null;
  }

  /** The page's tag for a browser's language tag. */
  static String canonical(String tag) {
    // ASCII only, by hand: String.toLowerCase and replace(char, char) bring more code to the page.
    char[] c = tag.toCharArray();
    for (int i = 0; i < c.length; i++) {
      c[i] = c[i] == '_' ? '-' : Ascii.toLower(c[i]);
    }
    String lower = new String(c);
    if (!lower.equals("zh") && !lower.startsWith("zh-")) {
      int dash = lower.indexOf('-');
      return dash < 0 ? lower : lower.substring(0, dash);
    }
    boolean traditional =
        !lower.contains("-hans")
            && (lower.contains("-hant")
                || lower.endsWith("-tw")
                || lower.endsWith("-hk")
                || lower.endsWith("-mo"));
    return traditional ? "zh-Hant" : "zh-Hans";
  }
}
