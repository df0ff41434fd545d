package alfil.core;

/**
 * The movetext of a record (both games' writers), word by word, wrapped so that no line reaches 80
 * columns where it can be helped (PGN standard 8.2.2.2 asks for lines under 80 characters).
 */
public final class MovetextLines {
  /** The longest line that is not wrapped. */
  private static final int LINE_LIMIT = 79;

  private final StringBuilder out;
  private int column;

  public MovetextLines(StringBuilder out) {
    this.out = out;
  }

  /** A word that is never broken: a move number, a move, a result. */
  public void word(String word) {
    if (column > 0 && column + 1 + word.length() > LINE_LIMIT) {
      out.append('\n');
      column = 0;
    }
    if (column > 0) {
      out.append(' ');
      column++;
    }
    out.append(word);
    column += word.length();
  }

  /**
   * A note ({@code { comment }}, {@code (variation)}, {@code $n}), broken between its words but
   * never inside a command such as {@code [%eval -0.26]} or {@code [%clk 0:03:00]}: readers look
   * for the command with a space after its name, and some for that space alone.
   */
  public void words(String note) {
    int start = 0;
    boolean inCommand = false;
    for (int i = 0; i <= note.length(); i++) {
      char c = i < note.length() ? note.charAt(i) : ' ';
      if (c == '[' && i + 1 < note.length() && note.charAt(i + 1) == '%') {
        inCommand = true;
      } else if (c == ']') {
        inCommand = false;
      } else if (c == ' ' && (!inCommand || i == note.length())) {
        if (i > start) {
          word(note.substring(start, i));
        }
        start = i + 1;
      }
    }
  }
}
