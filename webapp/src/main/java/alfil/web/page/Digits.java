package alfil.web.page;

/**
 * Small whole numbers in ASCII digits, read by hand: {@code Integer.parseInt} brings its radix and
 * error code into the page for nothing.
 */
final class Digits {
  private Digits() {}

  /** The value of 1 to {@code maxDigits} ASCII digits, or -1 for anything else. */
  static int value(String text, int maxDigits) {
    int n = text.length();
    if (n == 0 || n > maxDigits) {
      return -1;
    }
    int value = 0;
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = value * 10 + c - '0';
    }
    return value;
  }
}
