package alfil.core;

/**
 * Piece-square values kept as text, one character a value in steps of {@link #STEP} centipawns:
 * both games' evaluations store their tuned tables so. The page that carries the engine has a size
 * budget (SizeBudget); a string of mostly one character costs gzip next to nothing, where int
 * literals cost bytes each. The characters are '#' to '~' less the backslash, so that the text
 * needs no escape in Java or JavaScript.
 */
public final class SquareText {
  /** The unit of a table value, in centipawns. */
  public static final int STEP = 4;

  /** One character holds -STEPS to STEPS steps. */
  public static final int STEPS = 45;

  private SquareText() {}

  /** The value of a table character. */
  public static int value(char c) {
    return (c - '#' - (c > '\\' ? 1 : 0) - STEPS) * STEP;
  }

  /**
   * The character of a table value, rounded to the nearer step, a half step toward 0 (so that more
   * values are 0); {@code value} within +/-STEPS steps.
   */
  public static char character(int value) {
    int steps = (Math.abs(value) + STEP / 2 - 1) / STEP;
    if (steps > STEPS) {
      throw new IllegalArgumentException(value + " is outside the square tables' range");
    }
    char c = (char) ('#' + STEPS + (value < 0 ? -steps : steps));
    return c >= '\\' ? (char) (c + 1) : c;
  }

  /** A weight vector: {@code head}'s values, then the value of each character of {@code text}. */
  public static int[] weights(int[] head, String text) {
    int[] w = new int[head.length + text.length()];
    System.arraycopy(head, 0, w, 0, head.length);
    for (int i = 0; i < text.length(); i++) {
      w[head.length + i] = value(text.charAt(i));
    }
    return w;
  }

  /** {@code value} held inside the text's range, then its character (for a tuner's output). */
  public static char clampedCharacter(int value) {
    int limit = STEPS * STEP;
    return character(Math.max(-limit, Math.min(limit, value)));
  }
}
