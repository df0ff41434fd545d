package alfil.cli;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.games.Games;
import alfil.search.Bench;
import alfil.search.TranspositionTable;

/**
 * {@code bench}: the engine's signature ({@link Bench}). One line per position, {@code <i>/<n>
 * <game> <nodes> nodes <ms> ms <FEN>}, then the last line {@code bench <nodes> nodes <nps> nps},
 * which scripts parse. The node total is the same on every machine; nps measures this one.
 */
final class BenchCommand implements Command {
  @Override
  public String[] valued() {
    return new String[] {"depth", "hash"};
  }

  @Override
  public int run(Options options, Io io) throws UsageException {
    int depth = options.intValue("depth", 1, 20, Bench.DEFAULT_DEPTH);
    int hash = options.intValue("hash", 1, 1024, UciSession.DEFAULT_HASH_MB);
    TranspositionTable table = TranspositionTable.ofMegabytes(hash);
    int n = 0;
    for (Game game : Games.all()) {
      n += game.benchFens().length;
    }
    int[] counts = new int[n];
    long started = System.nanoTime();
    int i = 0;
    for (Game game : Games.all()) {
      for (String fen : game.benchFens()) {
        long before = System.nanoTime();
        try {
          counts[i] = Bench.nodes(game, fen, depth, table);
        } catch (InvalidInputException e) {
          throw new IllegalStateException("bench position rejected: " + e.getMessage(), e);
        }
        long ms = (System.nanoTime() - before) / 1_000_000;
        io.out()
            .println(
                (i + 1)
                    + "/"
                    + n
                    + " "
                    + game.name()
                    + " "
                    + counts[i]
                    + " nodes "
                    + ms
                    + " ms "
                    + fen);
        i++;
      }
    }
    long total = (long) Bench.total(counts);
    long nanos = Math.max(1, System.nanoTime() - started);
    io.out().println("bench " + total + " nodes " + (long) (total * 1e9 / nanos) + " nps");
    return 0;
  }

  @Override
  public String usage() {
    return "usage: bench [--depth D] [--hash MB]\n"
        + "  Searches Alfil's fixed chess and xiangqi positions to a fixed depth and prints\n"
        + "  each position's nodes, then 'bench <nodes> nodes <nps> nps'.\n"
        + "  --depth D   plies per position (1-20, default "
        + Bench.DEFAULT_DEPTH
        + ": the signature)\n"
        + "  --hash MB   transposition table size (1-1024, default 16)\n";
  }
}
