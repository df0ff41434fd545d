package alfil.web.bench;

import alfil.core.InvalidInputException;
import alfil.games.Games;
import alfil.search.Bench;
import alfil.search.TranspositionTable;

/**
 * {@link Bench} as its own TeaVM entry point ({@code webapp/target/bench/bench.js}, not part of the
 * page), so that a test can run the engine compiled to JavaScript in node and compare its node
 * counts with the JVM's: {@code require('bench.js').main(['<depth>', '<table MB>'])} prints one
 * count per position and then {@code total <N>}. With {@code 'perft'} first it counts perft instead
 * ({@link PerftRun}), for the speed comparisons in {@code bench/}.
 */
public final class BenchMain {
  private BenchMain() {}

  public static void main(String[] args) throws InvalidInputException {
    if (args.length > 0 && args[0].equals("perft")) {
      PerftRun.run(java.util.Arrays.copyOfRange(args, 1, args.length));
      return;
    }
    int depth = args.length > 0 ? Integer.parseInt(args[0]) : Bench.DEFAULT_DEPTH;
    int megabytes = args.length > 1 ? Integer.parseInt(args[1]) : 16;
    int[] counts = Bench.run(Games.all(), depth, TranspositionTable.ofMegabytes(megabytes));
    for (int c : counts) {
      System.out.println(c);
    }
    System.out.println("total " + (long) Bench.total(counts));
  }
}
