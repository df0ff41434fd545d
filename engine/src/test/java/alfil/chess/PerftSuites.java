package alfil.chess;

import alfil.core.InvalidInputException;
import alfil.core.Perft;
import alfil.core.PerftCase;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the perft EPD resources and formats a divide for failure messages. */
final class PerftSuites {
  static final String CHESS = "/perft/chess.epd";
  static final String SUITE = "/perft/chess-suite.epd";

  private PerftSuites() {}

  /** Every case of a resource, with its line number for test names. */
  static List<NumberedCase> load(String resource) {
    List<NumberedCase> cases = new ArrayList<>();
    try (InputStream in = PerftSuites.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String line;
      int number = 0;
      while ((line = reader.readLine()) != null) {
        number++;
        PerftCase parsed = PerftCase.parse(line);
        if (parsed != null) {
          cases.add(new NumberedCase(resource, number, parsed));
        }
      }
    } catch (IOException | InvalidInputException e) {
      throw new IllegalStateException("cannot read " + resource + ": " + e.getMessage(), e);
    }
    return cases;
  }

  /** Both chess resources. */
  static List<NumberedCase> all() {
    List<NumberedCase> cases = new ArrayList<>(load(CHESS));
    cases.addAll(load(SUITE));
    return cases;
  }

  /** The divide (move: count) of a position, one move a line, for a failure message. */
  static String divide(ChessPosition position, int depth) {
    int[] moves = new int[ChessPosition.MAX_MOVES];
    long[] counts = new long[ChessPosition.MAX_MOVES];
    int n = new Perft(position, depth).divide(depth, moves, counts);
    StringBuilder text = new StringBuilder();
    long total = 0;
    for (int i = 0; i < n; i++) {
      text.append(Uci.toText(moves[i])).append(": ").append(counts[i]).append('\n');
      total += counts[i];
    }
    text.append("moves ").append(n).append(", total ").append(total);
    return text.toString();
  }

  /** A perft case and where it came from. */
  static final class NumberedCase {
    final String resource;
    final int line;
    final PerftCase perft;

    NumberedCase(String resource, int line, PerftCase perft) {
      this.resource = resource;
      this.line = line;
      this.perft = perft;
    }

    /** The deepest depth whose expected count is at most {@code maxNodes} (0 if none). */
    int deepestWithin(long maxNodes, int maxDepth) {
      int best = 0;
      for (int depth = 1; depth <= Math.min(maxDepth, perft.maxDepth()); depth++) {
        long expected = perft.expected(depth);
        if (expected >= 0 && expected <= maxNodes) {
          best = depth;
        }
      }
      return best;
    }

    String name(int depth) {
      return resource.substring(resource.lastIndexOf('/') + 1)
          + ":"
          + line
          + " depth "
          + depth
          + " "
          + perft.fen();
    }
  }
}
