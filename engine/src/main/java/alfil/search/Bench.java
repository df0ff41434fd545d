package alfil.search;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;

/**
 * The engine's signature: each game's bench positions ({@link Game#benchFens()}), each searched to
 * a fixed depth with a cleared table and fresh move-ordering statistics. The total node count is
 * identical on every machine and in the browser; it changes only when search or evaluation
 * behaviour changes (say the new number in the commit message when it does).
 */
public final class Bench {
  /** The depth of the signature run. */
  public static final int DEFAULT_DEPTH = 8;

  private Bench() {}

  /**
   * Searches every bench position of {@code games}, in that order, to {@code depth} with {@code
   * table} (cleared before each) and returns the node count of each. The sum is the signature
   * ({@link #total}).
   */
  public static int[] run(Game[] games, int depth, TranspositionTable table)
      throws InvalidInputException {
    int size = 0;
    for (Game game : games) {
      size += game.benchFens().length;
    }
    int[] counts = new int[size];
    int i = 0;
    for (Game game : games) {
      for (String fen : game.benchFens()) {
        counts[i++] = nodes(game, fen, depth, table);
      }
    }
    return counts;
  }

  /** The nodes of one bench search: {@code fen} to {@code depth}, {@code table} cleared first. */
  public static int nodes(Game game, String fen, int depth, TranspositionTable table)
      throws InvalidInputException {
    SearchPosition p = game.newSearchPosition(fen);
    table.clear();
    return (int) new Search(table).search(p, SearchLimits.depth(depth), null).nodes();
  }

  /** The signature: the sum of {@link #run}'s counts (exact as a double). */
  public static double total(int[] counts) {
    double sum = 0;
    for (int c : counts) {
      sum += c;
    }
    return sum;
  }
}
