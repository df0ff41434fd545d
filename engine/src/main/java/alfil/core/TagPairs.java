package alfil.core;

/**
 * Tag pairs, {@code [Name "value"]}, as the PGN standard defines them (Edwards 1994) and as both
 * games' records write them: the one reader and writer of the chess PGN and the xiangqi record.
 *
 * <p>Reading is the standard's import format (8.1): white space, line ends included, may stand
 * between the four tokens. The name is a symbol token (7) "composed exclusively of letters, digits,
 * and the underscore character" (8.1): it starts with a letter or digit and goes on with letters,
 * digits and {@code _}. The value is a string token (7): {@code \"} is a quote and {@code \\} a
 * backslash inside it; any other backslash stays as written, as real files hold Windows paths; a
 * value cannot run past the end of its line. Line ends are LF, CRLF or CR alone, and line numbers
 * in errors count each once.
 *
 * <p>Writing is the export format: {@code [Name "value"]} on a line of its own, quotes and
 * backslashes escaped, a line end inside a value written as a space (the standard does not permit
 * one there), so that whatever is written reads back.
 */
public final class TagPairs {
  private TagPairs() {}

  /**
   * One tag pair read: its name, its value with the escapes resolved, and where the text goes on:
   * {@code end} is the index in the text just after the closing {@code ]}.
   */
  public record Tag(String name, String value, int end) {}

  /**
   * Reads the tag pair whose {@code [} is at {@code at}.
   *
   * @throws InvalidInputException with the tag's place ({@link #place}) and what is wrong
   */
  public static Tag read(String text, int at) throws InvalidInputException {
    Text field = place(text, at);
    int n = text.length();
    int i = skipWhitespace(text, at + 1);
    int start = i;
    if (i < n && Ascii.isLetterOrDigit(text.charAt(i))) {
      i++;
      while (i < n && isNameChar(text.charAt(i))) {
        i++;
      }
    }
    String name = text.substring(start, i);
    if (name.isEmpty() || i < n && !Ascii.isWhitespace(text.charAt(i)) && text.charAt(i) != '"') {
      throw new InvalidInputException(field, CoreTexts.RECORD_TAG_NAME);
    }
    Text unquoted = CoreTexts.RECORD_TAG_VALUE.with(Echo.clip(name));
    i = skipWhitespace(text, i);
    if (i >= n || text.charAt(i) != '"') {
      throw new InvalidInputException(field, unquoted);
    }
    i++;
    StringBuilder value = new StringBuilder();
    while (true) {
      if (i >= n || text.charAt(i) == '\n' || text.charAt(i) == '\r') {
        throw new InvalidInputException(field, unquoted); // no closing quote
      }
      char c = text.charAt(i++);
      if (c == '"') {
        break;
      }
      if (c == '\\' && i < n && (text.charAt(i) == '"' || text.charAt(i) == '\\')) {
        c = text.charAt(i++);
      }
      value.append(c);
    }
    i = skipWhitespace(text, i);
    if (i >= n || text.charAt(i) != ']') {
      throw new InvalidInputException(field, CoreTexts.RECORD_UNCLOSED.with("[", "]"));
    }
    return new Tag(name, value.toString(), i + 1);
  }

  /**
   * Appends {@code [name "value"]} and a line end.
   *
   * @throws IllegalArgumentException when {@code name} is not a tag name: it would not read back
   */
  public static void write(StringBuilder out, String name, String value) {
    if (!isName(name)) {
      throw new IllegalArgumentException("not a tag name (PGN standard 8.1): '" + name + "'");
    }
    out.append('[').append(name).append(" \"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\');
      }
      out.append(c == '\n' || c == '\r' ? ' ' : c);
    }
    out.append("\"]\n");
  }

  /** Whether {@code name} is a tag name: a letter or digit, then letters, digits and {@code _}. */
  public static boolean isName(String name) {
    if (name == null || name.isEmpty() || !Ascii.isLetterOrDigit(name.charAt(0))) {
      return false;
    }
    for (int i = 1; i < name.length(); i++) {
      if (!isNameChar(name.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Where {@code index} is in a record's text, as its errors name it: {@code line 3, column 7},
   * both from 1.
   */
  public static Text place(String text, int index) {
    int lineStart = Math.min(index, text.length());
    while (lineStart > 0
        && text.charAt(lineStart - 1) != '\n'
        && text.charAt(lineStart - 1) != '\r') {
      lineStart--;
    }
    return CoreTexts.RECORD_AT.with(
        String.valueOf(lineOf(text, index)), String.valueOf(index - lineStart + 1));
  }

  /**
   * The line, from 1, of {@code index} in a record's text whose lines end in LF, CRLF or CR: what
   * every error of the records names.
   */
  public static int lineOf(String text, int index) {
    int line = 1;
    for (int i = 0; i < index && i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
        line++;
      }
    }
    return line;
  }

  private static boolean isNameChar(char c) {
    return Ascii.isLetterOrDigit(c) || c == '_';
  }

  private static int skipWhitespace(String text, int i) {
    while (i < text.length() && Ascii.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }
}
