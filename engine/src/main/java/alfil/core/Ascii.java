package alfil.core;

/**
 * Character tests and case changes for the ASCII that FEN, SAN, UCI, ICCS, WXF and PGN are written
 * in. Why not {@link Character}: in TeaVM's output {@code Character.isLetter}, {@code isWhitespace}
 * and the case mappings pull in the Unicode tables, about 14 KB of the single HTML file's budget,
 * for questions that these notations only ever ask about ASCII.
 */
public final class Ascii {
  private Ascii() {}

  public static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  public static boolean isUpper(char c) {
    return c >= 'A' && c <= 'Z';
  }

  public static boolean isLower(char c) {
    return c >= 'a' && c <= 'z';
  }

  public static boolean isLetter(char c) {
    return isUpper(c) || isLower(c);
  }

  public static boolean isLetterOrDigit(char c) {
    return isLetter(c) || isDigit(c);
  }

  /**
   * Spaces, tabs and line ends; also the no-break space, the ideographic space of Chinese text and
   * the byte-order mark, which real game files carry.
   */
  public static boolean isWhitespace(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r') || c == '\u00A0' || c == '\u3000' || c == '\uFEFF';
  }

  public static char toUpper(char c) {
    return isLower(c) ? (char) (c - ('a' - 'A')) : c;
  }

  public static char toLower(char c) {
    return isUpper(c) ? (char) (c + ('a' - 'A')) : c;
  }

  /** {@code text} with its ASCII letters in upper case; other characters unchanged. */
  public static String toUpper(String text) {
    char[] chars = text.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      chars[i] = toUpper(chars[i]);
    }
    return new String(chars);
  }

  /**
   * Whether two texts are equal but for the case of their ASCII letters: tag names, variant names
   * and a record's reasons, which are ASCII ({@link String#equalsIgnoreCase} brings the Unicode
   * case tables into the page).
   */
  public static boolean equalsIgnoreCase(String a, String b) {
    return toLower(a).equals(toLower(b));
  }

  /** {@code text} with its ASCII letters in lower case; other characters unchanged. */
  public static String toLower(String text) {
    char[] chars = text.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      chars[i] = toLower(chars[i]);
    }
    return new String(chars);
  }
}
