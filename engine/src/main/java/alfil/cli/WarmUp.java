package alfil.cli;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;
import alfil.search.Search;
import alfil.search.SearchLimits;
import alfil.search.SearchResult;
import alfil.search.TimeManager;
import alfil.search.TranspositionTable;

/**
 * A small search of a game's initial position, run once before the first search that a GUI times.
 *
 * <p>Why: a fresh JVM loads the search's classes on first use and runs them interpreted, and the
 * session allocated its table and searcher then, so the first {@code go} of a session took 23-26 ms
 * on a quiet machine and over 100 ms on a busy one whatever its clock, and overran a 10 ms {@code
 * movetime} or a 30 ms clock (JarProcessTest). UCI gives the engine the moment for this: the GUI
 * must send {@code isready} once before the first search "to wait for the engine to finish
 * initializing" (UCI protocol, isready). The warm-up runs the code a timed search runs (clock, time
 * manager, search, info lines, move text) on a search and table of its own, so no search a GUI asks
 * for starts from other statistics than without it: only the JIT remembers it.
 */
final class WarmUp {
  /**
   * Nodes of the warm-up: the start position to depth 6 or so, which runs every part of the search
   * (pruning, reductions, quiescence, the table). What the first search paid was mostly loading
   * classes and allocating, not interpreting: 1,000 to 30,000 nodes gave the same first searches.
   */
  static final int NODES = 5_000;

  /** The warm-up's own table: small, and dropped afterwards. */
  private static final int HASH_MB = 1;

  private WarmUp() {}

  /** Runs the warm-up search for {@code game}; prints nothing, changes nothing but the JIT. */
  static void run(Game game) {
    SearchPosition position;
    try {
      position = game.newSearchPosition(null);
    } catch (InvalidInputException e) {
      throw new IllegalStateException("start position rejected: " + e.getMessage(), e);
    }
    String[] go = {"go", "wtime", "60000", "btime", "60000", "winc", "1000", "binc", "1000"};
    GoCommand command = GoCommand.parse(go, 1, false, false, true);
    TimeManager time =
        TimeManager.of(
            (int) command.whiteTime, (int) command.whiteIncrement, 0, TimeManager.DEFAULT_OVERHEAD);
    SearchControl control = new SearchControl(false, false, true);
    SearchLimits limits = new SearchLimits();
    limits.nodes = NODES;
    limits.clock = control;
    limits.optimumMillis = time.optimumMillis();
    limits.maxMillis = time.maximumMillis();
    StringBuilder unsent = new StringBuilder();
    SearchResult result =
        new Search(TranspositionTable.ofMegabytes(HASH_MB))
            .search(
                position,
                limits,
                info -> unsent.append(InfoLine.uci(info, control.realMillis(), position, false)));
    unsent.append(AnalyzeCommand.bestMoveLine(result, position));
  }
}
