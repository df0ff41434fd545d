package alfil.chess;

import alfil.core.Perft;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Not a test: perft speed of this generator against Stockfish's {@code go perft} on the chess.epd
 * positions, both in the same run so a noisy machine affects both alike. Run with
 *
 * <pre>
 * mvn -B -q -pl engine test-compile
 * java -cp engine/target/classes:engine/target/test-classes alfil.chess.PerftSpeedComparison \
 *     5 /usr/games/stockfish 3
 * </pre>
 *
 * Prints nodes, seconds and nodes per second for each and the ratio.
 */
public final class PerftSpeedComparison {
  private PerftSpeedComparison() {}

  public static void main(String[] args) throws Exception {
    int depth = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    String stockfish = args.length > 1 ? args[1] : "/usr/games/stockfish";
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 2;
    List<PerftSuites.NumberedCase> cases = PerftSuites.load(PerftSuites.CHESS);

    // Warm-up so the JIT has compiled the hot paths before timing.
    runOurs(cases, Math.min(depth, 4));
    for (int round = 0; round < rounds; round++) {
      long[] ours = runOurs(cases, depth);
      long[] theirs = runStockfish(stockfish, cases, depth);
      double oursNps = ours[0] / (ours[1] / 1e9);
      double theirsNps = theirs[0] / (theirs[1] / 1e9);
      System.out.println(
          "round "
              + (round + 1)
              + ": alfil "
              + ours[0]
              + " nodes in "
              + ours[1] / 1_000_000
              + " ms = "
              + Math.round(oursNps / 1e6)
              + " M nps; stockfish "
              + theirs[0]
              + " nodes in "
              + theirs[1] / 1_000_000
              + " ms = "
              + Math.round(theirsNps / 1e6)
              + " M nps; ratio alfil/stockfish = "
              + Math.round(1000 * oursNps / theirsNps) / 1000.0);
    }
  }

  private static long[] runOurs(List<PerftSuites.NumberedCase> cases, int depth) throws Exception {
    long nodes = 0;
    long nanos = 0;
    for (PerftSuites.NumberedCase perftCase : cases) {
      ChessPosition position = ChessPosition.fromFen(perftCase.perft.fen());
      Perft perft = new Perft(position, depth);
      long start = System.nanoTime();
      long count = perft.count(depth);
      nanos += System.nanoTime() - start;
      nodes += count;
      long expected = perftCase.perft.expected(depth);
      if (expected >= 0 && expected != count) {
        throw new IllegalStateException("wrong count " + count + " for " + perftCase.name(depth));
      }
    }
    return new long[] {nodes, nanos};
  }

  private static long[] runStockfish(String binary, List<PerftSuites.NumberedCase> cases, int depth)
      throws IOException {
    Process process = new ProcessBuilder(binary).redirectErrorStream(true).start();
    long nodes = 0;
    long nanos = 0;
    try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader out =
            new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      in.write("uci\nsetoption name Threads value 1\nisready\n");
      in.flush();
      waitFor(out, "readyok");
      for (PerftSuites.NumberedCase perftCase : cases) {
        in.write("position fen " + perftCase.perft.fen() + "\nisready\n");
        in.flush();
        waitFor(out, "readyok");
        long start = System.nanoTime();
        in.write("go perft " + depth + "\n");
        in.flush();
        String line = waitFor(out, "Nodes searched");
        nanos += System.nanoTime() - start;
        nodes += Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
      }
      in.write("quit\n");
      in.flush();
    }
    return new long[] {nodes, nanos};
  }

  private static String waitFor(BufferedReader out, String prefix) throws IOException {
    String line;
    while ((line = out.readLine()) != null) {
      if (line.startsWith(prefix)) {
        return line;
      }
    }
    throw new IOException("stockfish ended before '" + prefix + "'");
  }
}
