package alfil.core;

/**
 * Words for a person, kept as a message key, its English pattern and its arguments, so that each
 * face says them in its player's language: the command line and the tests read the English ({@link
 * #toString}); the page renders the key from its language table and falls back to the English.
 *
 * <p>A pattern numbers its arguments {@code {0}}, {@code {1}}, ... as translators' tables do
 * (lichess's, gettext's); nothing else in it is special. An argument is either a {@code Text} (a
 * side's or a piece's name, a reason: said in the same language as the sentence around it) or a
 * plain {@code String} shown as it is (a square, a move, a number, what the player typed).
 *
 * <p>The engine declares its texts once, as constants without arguments in one catalog per package
 * (their keys and English are what the translations are checked against); {@link #with} gives a
 * text with its arguments. Immutable.
 */
public final class Text {
  /** Says which pattern a language has for a key; null: the language has none (English then). */
  public interface Patterns {
    String pattern(String key);
  }

  private static final Object[] NONE = {};

  private final String key;
  private final String english;
  private final Object[] arguments;

  /**
   * @param key the message's key in every language's table: lower case words joined by dots, {@code
   *     fen.noKing}
   * @param english the English pattern
   */
  public Text(String key, String english) {
    this(key, english, NONE);
  }

  private Text(String key, String english, Object[] arguments) {
    this.key = key;
    this.english = english;
    this.arguments = arguments;
  }

  /**
   * This text with its arguments: each a {@code Text} or a {@code String} (anything else is shown
   * by its {@code toString}, which the page cannot translate: pass numbers as strings on purpose).
   */
  public Text with(Object... arguments) {
    return new Text(key, english, arguments.clone());
  }

  public String key() {
    return key;
  }

  public String english() {
    return english;
  }

  public int argumentCount() {
    return arguments.length;
  }

  /** The argument {@code i}: a {@code Text} or a {@code String}. */
  public Object argument(int i) {
    return arguments[i];
  }

  /** The text in the language whose patterns these are; the English where it has none. */
  public String in(Patterns patterns) {
    String pattern = patterns == null ? null : patterns.pattern(key);
    return fill(pattern == null ? english : pattern, patterns);
  }

  /** The text in English. */
  @Override
  public String toString() {
    return in(null);
  }

  /** The pattern with each {@code {i}} replaced by argument i in the same language. */
  private String fill(String pattern, Patterns patterns) {
    StringBuilder out = new StringBuilder(pattern.length() + 16);
    int i = 0;
    while (i < pattern.length()) {
      char c = pattern.charAt(i);
      int close = c == '{' ? pattern.indexOf('}', i) : -1;
      int index = close > i + 1 ? index(pattern, i + 1, close) : -1;
      if (index < 0 || index >= arguments.length) {
        out.append(c);
        i++;
        continue;
      }
      Object argument = arguments[index];
      out.append(
          argument instanceof Text ? ((Text) argument).in(patterns) : String.valueOf(argument));
      i = close + 1;
    }
    return out.toString();
  }

  /** The whole number written from {@code start} to {@code end}, or -1 when it is not one. */
  private static int index(String pattern, int start, int end) {
    int n = 0;
    for (int i = start; i < end; i++) {
      char c = pattern.charAt(i);
      if (c < '0' || c > '9' || end - start > 2) {
        return -1;
      }
      n = n * 10 + c - '0';
    }
    return n;
  }

  /**
   * The argument numbers a pattern uses, as a bit set ({@code {0}} and {@code {2}}: 0b101): what
   * every language's pattern for a key must use alike.
   */
  public static int argumentsUsed(String pattern) {
    int used = 0;
    for (int i = pattern.indexOf('{'); i >= 0; i = pattern.indexOf('{', i + 1)) {
      int close = pattern.indexOf('}', i);
      int index = close > i + 1 ? index(pattern, i + 1, close) : -1;
      if (index >= 0 && index < 31) {
        used |= 1 << index;
      }
    }
    return used;
  }
}
