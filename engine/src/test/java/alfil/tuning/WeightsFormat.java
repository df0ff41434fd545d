package alfil.tuning;

/**
 * Tuned weights as Java source for the region of an evaluation's weights class between its {@code
 * tuned:begin} and {@code tuned:end} comments (bench/tune-apply.py puts it there): int array
 * literals in sections that start on a line of their own under a comment naming them, with a fixed
 * number of values a row, and string literals holding a value a character.
 */
final class WeightsFormat {
  private static final int TEXT_LINE = 80;

  private final StringBuilder out = new StringBuilder("  // spotless:off\n");
  private final int[] weights;
  private int next;

  private WeightsFormat(int[] weights) {
    this.weights = weights;
  }

  static WeightsFormat of(int[] weights) {
    return new WeightsFormat(weights);
  }

  /** Starts an int array literal named {@code name}; its sections follow, then {@link #end()}. */
  WeightsFormat intArray(String name) {
    out.append("  static final int[] ").append(name).append(" = {\n");
    return this;
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

  /** Ends the int array literal. */
  WeightsFormat end() {
    out.append("  };\n");
    return this;
  }

  /** The rest of the weights as a string literal named {@code name}, a character each. */
  WeightsFormat text(String name, Encoder encoder) {
    out.append("  static final String ").append(name).append(" =\n");
    String indent = "      ";
    while (next < weights.length) {
      out.append(indent).append('"');
      for (int end = Math.min(weights.length, next + TEXT_LINE); next < end; next++) {
        out.append(encoder.of(weights[next]));
      }
      out.append('"');
      indent = "\n          + ";
    }
    out.append(";\n");
    return this;
  }

  /** The character that holds a value. */
  interface Encoder {
    char of(int value);
  }

  /** The value a character holds. */
  interface Decoder {
    int of(char c);
  }

  /**
   * The {@code count} weights of a text this class wrote (the tuned region alone, not the whole
   * class): the int array literals' numbers, then the string literals' characters.
   */
  static int[] read(String source, int count, Decoder decoder) {
    int[] weights = new int[count];
    int n = 0;
    StringBuilder text = new StringBuilder();
    boolean inArray = false;
    for (String line : source.split("\n")) {
      String code = line.trim();
      if (code.startsWith("//")) {
        continue;
      }
      if (code.endsWith("= {")) {
        inArray = true;
      } else if (code.startsWith("};")) {
        inArray = false;
      } else if (inArray) {
        for (String token : code.split(",")) {
          if (!token.isBlank()) {
            weights[checked(n++, count)] = Integer.parseInt(token.trim());
          }
        }
      } else {
        int open = code.indexOf('"');
        if (open >= 0) {
          text.append(code, open + 1, code.lastIndexOf('"'));
        }
      }
    }
    for (int i = 0; i < text.length(); i++) {
      weights[checked(n++, count)] = decoder.of(text.charAt(i));
    }
    if (n != count) {
      throw new IllegalArgumentException("read " + n + " weights, expected " + count);
    }
    return weights;
  }

  private static int checked(int index, int count) {
    if (index >= count) {
      throw new IllegalArgumentException("more than " + count + " weights");
    }
    return index;
  }

  /** The source text, with every weight placed. */
  String done() {
    if (next != weights.length) {
      throw new IllegalStateException("placed " + next + " of " + weights.length + " weights");
    }
    return out.append("  // spotless:on\n").toString();
  }
}
