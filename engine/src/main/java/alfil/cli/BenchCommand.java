package alfil.cli;

import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;
import alfil.search.Bench;
import alfil.search.TranspositionTable;

/**
 * {@code bench}: the engine's signature ({@link Bench}). One line per position, {@code <i>/<n>
 * <game> <nodes> nodes <ms> ms <FEN>}, then the last line {@code bench <nodes> nodes <nps> nps},
 * which scripts parse. The node total is the same on every machine; nps measures this one.
 */
final class BenchCommand implements Command {
  static final String USAGE =
      "usage: bench [--depth D] [--hash MB]\n"
          + "  Searches Alfil's fixed chess and xiangqi positions to a fixed depth and prints\n"
          + "  each position's nodes, then 'bench <nodes> nodes <nps> nps'.\n"
          + "  --depth D   plies per position (1-20, default "
          + Bench.DEFAULT_DEPTH
          + ": the signature)\n"
          + "  --hash MB   transposition table size (1-1024, default 16)\n";

  @Override
  public int run(String[] args, Io io) throws UsageException {
    Options options = Options.parse("bench", args, new String[] {"depth", "hash"}, new String[0]);
    int depth = options.intValue("depth", 1, 20, Bench.DEFAULT_DEPTH);
    int hash = options.intValue("hash", 1, 1024, UciSession.DEFAULT_HASH_MB);
    // Bench asks for each position just before searching it: those moments time each search.
    long[] startedAt = new long[Bench.CHESS_FENS.length + Bench.XIANGQI_FENS.length + 1];
    int[] asked = {0};
    Bench.Positions positions =
        new Bench.Positions() {
          @Override
          public SearchPosition chess(String fen) throws InvalidInputException {
            startedAt[asked[0]++] = System.nanoTime();
            return Games.searchPosition(Games.CHESS, fen);
          }

          @Override
          public SearchPosition xiangqi(String fen) throws InvalidInputException {
            startedAt[asked[0]++] = System.nanoTime();
            return Games.searchPosition(Games.XIANGQI, fen);
          }
        };
    int[] counts;
    try {
      counts = Bench.run(positions, depth, TranspositionTable.ofMegabytes(hash));
    } catch (InvalidInputException e) {
      throw new IllegalStateException("bench position rejected: " + e.getMessage(), e);
    }
    startedAt[counts.length] = System.nanoTime();
    int n = counts.length;
    for (int i = 0; i < n; i++) {
      boolean chess = i < Bench.CHESS_FENS.length;
      String fen = chess ? Bench.CHESS_FENS[i] : Bench.XIANGQI_FENS[i - Bench.CHESS_FENS.length];
      long ms = (startedAt[i + 1] - startedAt[i]) / 1_000_000;
      io.out.println(
          (i + 1)
              + "/"
              + n
              + " "
              + (chess ? Games.CHESS : Games.XIANGQI)
              + " "
              + counts[i]
              + " nodes "
              + ms
              + " ms "
              + fen);
    }
    long total = (long) Bench.total(counts);
    long nanos = Math.max(1, startedAt[n] - startedAt[0]);
    io.out.println("bench " + total + " nodes " + (long) (total * 1e9 / nanos) + " nps");
    return 0;
  }

  @Override
  public String usage() {
    return USAGE;
  }
}
