package alfil.cli;

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
   * (hard; 0 for no time limit: the level's depth and node caps alone), or {@link Move#NONE} when
   * there is no legal move.
   */
  int choose(RefereedGame game, int optimumMillis, int maxMillis) {
    SearchPosition position = game.searchPosition();
    SearchLimits limits = level.limits();
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

  /** The result of the last search (score, depth, line), for a report. */
  SearchResult lastResult() {
    return last;
  }
}
