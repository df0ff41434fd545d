package alfil.search;

import alfil.core.GamePosition;
import alfil.core.Judge;
import alfil.core.Move;
import alfil.core.Rng;
import alfil.core.SearchPosition;
import java.util.Arrays;

/**
 * Alfil as a player, one pipeline for every face (the UCI session, the command line's play and
 * match, the page's worker): it owns the transposition table and the searcher, takes a game under
 * its judge, the level and the time, keeps out the moves that lose on the spot by the game's rule,
 * searches, and makes the level's seeded choice. Modelled on Stockfish's {@code engine.h}: no
 * protocol text here; the faces format what comes back.
 *
 * <p>The steps are public too, for the faces that drive the search themselves (the UCI session's
 * searchmoves and MultiPV, the page's search in slices): {@link #rootMoves}, {@link #search},
 * {@link Level#choose}.
 */
public final class Engine {
  private final TranspositionTable table;
  private final Search search;
  private SearchResult last;

  public Engine(TranspositionTable table) {
    this.table = table;
    this.search = new Search(table);
  }

  /** An engine with a table of {@code megabytes}. */
  public static Engine ofMegabytes(int megabytes) {
    return new Engine(TranspositionTable.ofMegabytes(megabytes));
  }

  public TranspositionTable table() {
    return table;
  }

  /** Forgets everything learnt: the table and the move-ordering statistics. */
  public void newGame() {
    table.clear();
    search.clearHistory();
  }

  /**
   * The root moves a search may play: {@code only} (null: every legal move) less the moves that
   * {@code judge} says lose at once by the game's rule (xiangqi: completing a forbidden perpetual
   * check or chase, which the search itself sees only in part). Null when that leaves every legal
   * move; {@code only} itself when the judge keeps out none of it, or all of it (then the search
   * finds the least bad). The judge may be null or over: nothing is kept out.
   */
  public static int[] rootMoves(SearchPosition position, Judge judge, int[] only) {
    if (judge == null || judge.isOver()) {
      return only;
    }
    int[] moves = only;
    int n;
    if (moves == null) {
      moves = new int[GamePosition.MAX_MOVES];
      n = position.legalMoves(moves, 0);
    } else {
      n = moves.length;
    }
    int[] kept = new int[n];
    int count = 0;
    for (int i = 0; i < n; i++) {
      if (!judge.wouldLoseOnTheSpot(moves[i])) {
        kept[count++] = moves[i];
      }
    }
    return count == n || count == 0 ? only : Arrays.copyOf(kept, count);
  }

  /**
   * One search of {@code position} within {@code limits}, over {@code rootMoves} (null: all), the
   * table and the statistics kept from earlier searches.
   */
  public SearchResult search(
      SearchPosition position, int[] rootMoves, SearchLimits limits, SearchListener listener) {
    limits.searchMoves = rootMoves;
    last = search.search(position, limits, listener);
    return last;
  }

  /**
   * The whole pipeline: the move {@code level} plays in the judge's game, within {@code
   * optimumMillis} (soft) and {@code maxMillis} (hard) on {@code clock}, or within the level's node
   * cap alone when {@code clock} is null; {@link Move#NONE} when there is no legal move. The
   * level's choice among near-best moves is drawn from {@code rng}.
   */
  public int play(
      Judge judge, Level level, SearchClock clock, int optimumMillis, int maxMillis, Rng rng) {
    SearchPosition position = judge.searchPosition();
    SearchLimits limits = level.limits();
    if (clock != null) {
      limits.clock = clock;
      limits.optimumMillis = optimumMillis;
      limits.maxMillis = maxMillis;
    }
    SearchResult result = search(position, rootMoves(position, judge, null), limits, null);
    return result.bestMove() == Move.NONE ? Move.NONE : level.choose(result, rng);
  }

  /** The result of the last search (score, depth, line), for a report; null before the first. */
  public SearchResult lastResult() {
    return last;
  }
}
