package alfil.cli;

import alfil.core.Ascii;

/**
 * Whole numbers as the command line and the engine protocols write them: ASCII digits, with a
 * leading minus only where a negative value means something (a clock a GUI reports below zero).
 *
 * <p>Why not {@link Integer#parseInt} or {@link Long#parseLong}: they also take a leading '+' and
 * the digits of every script (Arabic-Indic, full-width, ...), which no protocol writes and which
 * were more likely typed by mistake than meant as a number.
 */
final class WholeNumber {
  /** At most this many significant digits: every such number fits in a long. */
  private static final int MAX_DIGITS = 18;

  private WholeNumber() {}

  /**
   * The value of {@code text}.
   *
   * @throws NumberFormatException whose message says why in words that follow the quoted text: "is
   *     not a whole number (ASCII digits 0-9)", "must not be negative", "is too large"
   */
  static long parse(String text, boolean negativeAllowed) {
    int start = text.startsWith("-") ? 1 : 0;
    if (start == text.length()) {
      throw new NumberFormatException("is not a whole number (ASCII digits 0-9)");
    }
    for (int i = start; i < text.length(); i++) {
      if (!Ascii.isDigit(text.charAt(i))) {
        throw new NumberFormatException("is not a whole number (ASCII digits 0-9)");
      }
    }
    if (start == 1 && !negativeAllowed) {
      throw new NumberFormatException("must not be negative");
    }
    int first = start;
    while (first < text.length() - 1 && text.charAt(first) == '0') {
      first++;
    }
    if (text.length() - first > MAX_DIGITS) {
      throw new NumberFormatException("is too large");
    }
    long value = Long.parseLong(text.substring(first));
    return start == 1 ? -value : value;
  }
}
