package alfil.cli;

import alfil.core.GamePosition;
import alfil.core.Move;
import alfil.core.Rng;
import alfil.core.SearchPosition;
import alfil.search.Level;
import alfil.search.Search;
import alfil.search.SearchLimits;
import alfil.search.SearchResult;
import alfil.search.TranspositionTable;

/**
 * Alfil choosing moves in a game, in-process: a level's limits (and its choice among near-best
 * moves, from a seeded generator) under a time budget, with its own table kept from move to move.
 * {@code play} and {@code match} use it; the {@code uci} session has its own loop for the protocol.
 */
final class AlfilPlayer {
  private final Level level;
  private final TranspositionTable table;
  private final Search search;
  private final Rng rng;
  private SearchResult last;

  /**
   * @param levelNumber 1..8 ({@link Level#MAX} is full strength)
   * @param seed the seed of the level's choices: same seed, same node limits, same game
   */
  AlfilPlayer(String game, int levelNumber, int seed, int hashMegabytes) {
    this.level = Games.level(game, levelNumber);
    this.table = TranspositionTable.ofMegabytes(hashMegabytes);
    this.search = new Search(table);
    this.rng = new Rng(seed);
  }

  void newGame() {
    table.clear();
    search.clearHistory();
  }

  /**
   * The move to play in {@code game}, within {@code optimumMillis} (soft) and {@code maxMillis}
   * (hard; 0 for no time limit: the level's node cap alone), or {@link Move#NONE} when there is no
   * legal move.
   */
  int choose(RefereedGame game, int optimumMillis, int maxMillis) {
    SearchPosition position = game.searchPosition();
    SearchLimits limits = level.limits();
    limits.searchMoves = movesThatDoNotLose(game, position);
    SearchControl clock = new SearchControl(false, false, true);
    limits.clock = clock;
    if (maxMillis > 0) {
      limits.optimumMillis = optimumMillis;
      limits.maxMillis = maxMillis;
    }
    last = search.search(position, limits, null);
    if (last.bestMove() == Move.NONE) {
      return Move.NONE;
    }
    return level.choose(last, rng);
  }

  /**
   * The legal moves that do not lose at once by the game's rule (xiangqi: a perpetual chase, which
   * the search does not see), or null when none is excluded (or every move would lose).
   */
  private static int[] movesThatDoNotLose(RefereedGame game, SearchPosition position) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = position.legalMoves(moves, 0);
    int kept = 0;
    for (int i = 0; i < n; i++) {
      if (!game.wouldLoseOnTheSpot(moves[i])) {
        moves[kept++] = moves[i];
      }
    }
    return kept == n || kept == 0 ? null : java.util.Arrays.copyOf(moves, kept);
  }

  /** The result of the last search (score, depth, line), for a report. */
  SearchResult lastResult() {
    return last;
  }
}
