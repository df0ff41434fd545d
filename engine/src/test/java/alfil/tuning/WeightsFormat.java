package alfil.tuning;

/**
 * Tuned weights as the body of a Java array literal, in sections that start on a line of their own
 * under a comment naming them, with a fixed number of values a row.
 */
final class WeightsFormat {
  private final StringBuilder out = new StringBuilder();
  private final int[] weights;
  private int next;

  private WeightsFormat(int[] weights) {
    this.weights = weights;
  }

  static WeightsFormat of(int[] weights) {
    return new WeightsFormat(weights);
  }

  /** The next {@code count} weights under {@code name}, {@code rowLength} a row. */
  WeightsFormat section(String name, int count, int rowLength) {
    out.append("    // ").append(name).append('\n');
    int end = next + count;
    while (next < end) {
      out.append("   ");
      for (int row = Math.min(end, next + rowLength); next < row; next++) {
        out.append(' ').append(weights[next]).append(',');
      }
      out.append('\n');
    }
    return this;
  }

  /** The text, with every weight placed. */
  String text() {
    if (next != weights.length) {
      throw new IllegalStateException("placed " + next + " of " + weights.length + " weights");
    }
    return out.toString();
  }
}
