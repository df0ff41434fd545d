package alfil.xiangqi;

import alfil.core.Perft;
import alfil.core.PerftCase;
import java.util.List;

/**
 * A throwaway measuring tool (not a test): perft nodes per second over xiangqi.epd at one depth, to
 * compare with Fairy-Stockfish's {@code go perft}. Run from the test class path with {@code java
 * -cp engine/target/classes:engine/target/test-classes alfil.xiangqi.XiangqiPerftBench 4}.
 */
public final class XiangqiPerftBench {
  private XiangqiPerftBench() {}

  public static void main(String[] args) throws Exception {
    int depth = args.length > 0 ? Integer.parseInt(args[0]) : 4;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    List<PerftCase> cases = XiangqiPerftCases.load();
    for (int round = 0; round < rounds; round++) {
      long nodes = 0;
      long start = System.nanoTime();
      for (PerftCase c : cases) {
        XiangqiPosition position = XiangqiPosition.fromFen(c.fen());
        long n = new Perft(position, depth).count(depth);
        if (c.expected(depth) >= 0 && n != c.expected(depth)) {
          System.out.println("MISMATCH " + c.fen() + " got " + n + " want " + c.expected(depth));
        }
        nodes += n;
      }
      long ns = System.nanoTime() - start;
      System.out.printf(
          "round %d: %d nodes in %.3f s = %.0f knps%n", round, nodes, ns / 1e9, nodes / (ns / 1e6));
    }
  }
}
