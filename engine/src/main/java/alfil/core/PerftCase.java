package alfil.core;

/**
 * One line of a perft EPD file: {@code FEN ;D1 n ;D2 n ...}, the form of the Chess Programming Wiki
 * suites and of ../shared/data/perft. Blank lines and {@code #} comments carry no case.
 */
public final class PerftCase {
  private final String fen;
  private final long[] counts;

  private PerftCase(String fen, long[] counts) {
    this.fen = fen;
    this.counts = counts;
  }

  /**
   * Parses a line; returns null for a blank line or a {@code #} comment.
   *
   * @throws InvalidInputException when a depth field is malformed
   */
  public static PerftCase parse(String line) throws InvalidInputException {
    String trimmed = line.trim();
    if (trimmed.isEmpty() || trimmed.startsWith("#")) {
      return null;
    }
    String[] parts = trimmed.split(";");
    String fen = parts[0].trim();
    if (fen.isEmpty()) {
      throw new InvalidInputException("perft line", "no FEN before the first ';'");
    }
    long[] counts = new long[parts.length];
    int maxDepth = 0;
    for (int i = 1; i < parts.length; i++) {
      String field = parts[i].trim();
      String[] kv = field.split("\\s+");
      if (kv.length != 2 || !kv[0].startsWith("D")) {
        throw new InvalidInputException(
            "perft field '" + Echo.clip(field) + "'", "expected 'D<depth> <count>'");
      }
      int depth;
      long count;
      try {
        depth = Integer.parseInt(kv[0].substring(1));
        count = Long.parseLong(kv[1]);
      } catch (NumberFormatException e) {
        throw new InvalidInputException(
            "perft field '" + Echo.clip(field) + "'", "depth or count not a number");
      }
      if (depth < 1 || depth >= counts.length + 16 || count < 0) {
        throw new InvalidInputException(
            "perft field '" + Echo.clip(field) + "'", "depth or count out of range");
      }
      if (depth >= counts.length) {
        counts = java.util.Arrays.copyOf(counts, depth + 1);
      }
      counts[depth] = count;
      maxDepth = Math.max(maxDepth, depth);
    }
    return new PerftCase(fen, java.util.Arrays.copyOf(counts, maxDepth + 1));
  }

  public String fen() {
    return fen;
  }

  /** The deepest depth the line gives a count for (0 when none). */
  public int maxDepth() {
    return counts.length - 1;
  }

  /** The expected count at {@code depth}, or -1 when the line gives none. */
  public long expected(int depth) {
    return depth >= 1 && depth < counts.length && counts[depth] > 0 ? counts[depth] : -1;
  }
}
