package alfil.core;

/**
 * User input as an error message shows it: whole when short, else its start and "...". Every
 * message that repeats what a person or a tool sent (a move, a FEN field, a command line, an
 * option) goes through {@link #clip}, so that a huge token (a file pasted by mistake, a fuzzer's
 * line) makes a one-line error, not a 10 MB one.
 */
public final class Echo {
  /** The most characters of one input an error shows. */
  public static final int MAX = 80;

  private static final String ELLIPSIS = "...";

  private Echo() {}

  /** {@code input} if it has at most {@link #MAX} characters, else its first 77 and "...". */
  public static String clip(String input) {
    if (input == null || input.length() <= MAX) {
      return input;
    }
    int end = MAX - ELLIPSIS.length();
    if (Character.isHighSurrogate(input.charAt(end - 1))) {
      end--; // never split a character outside the Basic Multilingual Plane
    }
    return input.substring(0, end) + ELLIPSIS;
  }
}
