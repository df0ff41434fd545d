package alfil.core;

/**
 * What reading a chess FEN and a xiangqi FEN have in common: the whitespace-separated fields, the
 * board field's rows of piece letters and digits, and the move counters. One copy for both games
 * keeps the web page small; each game checks its own pieces, side to move and special fields.
 */
public final class FenReader {
  /** Larger counters are surely typing errors, and keeping them small keeps them in an int. */
  public static final int MAX_COUNTER = 1_000_000;

  private FenReader() {}

  /**
   * How many rows the board field of a FEN has (its rank count: chess 8, xiangqi 10), valid or not;
   * 0 for an empty text. Which game a FEN belongs to is told by this alone.
   */
  public static int boardRows(String fen) {
    String[] f = fields(fen);
    if (f.length == 0) {
      return 0;
    }
    int rows = 1;
    String board = f[0];
    for (int i = 0; i < board.length(); i++) {
      if (board.charAt(i) == '/') {
        rows++;
      }
    }
    return rows;
  }

  /** Whether a FEN argument means the game's start position: null, or {@code startpos}. */
  public static boolean isStart(String fen) {
    return fen == null || fen.trim().equals("startpos");
  }

  /**
   * The whitespace-separated fields. Loops, not a regex or a list: the page's script then carries
   * neither (its SizeBudget). The first pass counts the fields, the second cuts them out.
   */
  public static String[] fields(String text) {
    String[] out = null;
    int n = text.length();
    for (int pass = 0; pass < 2; pass++) {
      int count = 0;
      int i = 0;
      while (i < n) {
        while (i < n && Ascii.isWhitespace(text.charAt(i))) {
          i++;
        }
        int start = i;
        while (i < n && !Ascii.isWhitespace(text.charAt(i))) {
          i++;
        }
        if (i > start) {
          if (out != null) {
            out[count] = text.substring(start, i);
          }
          count++;
        }
      }
      if (out == null) {
        out = new String[count];
      }
    }
    return out;
  }

  /**
   * The board field read into its letters: {@code [rank * files + file]} holds the piece letter
   * there or 0 for an empty square, rank 0 being the last row written. Rows are separated by '/'; a
   * digit counts empty squares (two digits in a row are refused: write one sum).
   *
   * @param firstRank the number the game gives its rank 0 in messages (chess 1, xiangqi 0)
   * @param letters every piece letter the game reads
   * @param letterHelp those letters as the error message lists them
   */
  public static char[] board(
      String placement, int files, int ranks, int firstRank, String letters, String letterHelp)
      throws InvalidInputException {
    int rows = 1;
    for (int i = 0; i < placement.length(); i++) {
      if (placement.charAt(i) == '/') {
        rows++;
      }
    }
    if (rows != ranks) {
      throw error(CoreTexts.FEN_RANK_COUNT.with(String.valueOf(ranks), String.valueOf(rows)));
    }
    char[] board = new char[files * ranks];
    int rank = ranks - 1;
    int file = 0;
    boolean previousWasDigit = false;
    for (int i = 0; i <= placement.length(); i++) {
      char c = i == placement.length() ? '/' : placement.charAt(i);
      String where = String.valueOf(rank + firstRank);
      if (c == '/') {
        if (file != files) {
          // The whole row's count: a row too long is counted to its end, not where it overflowed.
          throw error(
              CoreTexts.FEN_RANK_SQUARES.with(where, String.valueOf(files), String.valueOf(file)));
        }
        rank--;
        file = 0;
        previousWasDigit = false;
        continue;
      }
      boolean digit = c >= '1' && c <= '0' + files;
      if (digit && previousWasDigit) {
        throw error(CoreTexts.FEN_TWO_DIGITS.with(where));
      }
      if (!digit && letters.indexOf(c) < 0) {
        throw error(
            CoreTexts.FEN_LETTER.with(where, String.valueOf(c), letterHelp, String.valueOf(files)));
      }
      if (digit) {
        file += c - '0';
      } else {
        if (file < files) {
          board[rank * files + file] = c;
        }
        file++;
      }
      previousWasDigit = digit;
    }
    return board;
  }

  private static InvalidInputException error(Text why) {
    return new InvalidInputException(CoreTexts.FEN_PLACEMENT, why);
  }

  /**
   * A number that is not a FEN's (a setting the page keeps), read as {@link #counter(String, Text,
   * int)} reads a move counter; {@code field} names it in English.
   */
  public static int counter(String text, String field, int min) throws InvalidInputException {
    return counter(text, CoreTexts.PLAIN.with(field), min);
  }

  /** A move counter: digits only, at least {@code min} and at most {@link #MAX_COUNTER}. */
  public static int counter(String text, Text field, int min) throws InvalidInputException {
    // By hand: Integer.parseInt brings its radix and error code into the web page (TeaVM).
    int value = text.isEmpty() || text.length() > 7 ? -1 : 0;
    for (int i = 0; i < text.length() && value >= 0; i++) {
      char c = text.charAt(i);
      value = Ascii.isDigit(c) ? value * 10 + c - '0' : -1;
    }
    if (value < min || value > MAX_COUNTER) {
      throw new InvalidInputException(
          field,
          CoreTexts.FEN_NUMBER.with(
              Echo.clip(text), String.valueOf(min), String.valueOf(MAX_COUNTER)));
    }
    return value;
  }
}
