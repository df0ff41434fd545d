package alfil.web.page;

import alfil.games.Games;
import alfil.search.Level;
import alfil.web.protocol.SearchRequest;

/** The requests the page sends (plain Java, so JVM tests can rebuild them). */
public final class Requests {
  /**
   * How long an analysis searches at most: long enough to go deep, short enough that a phone left
   * on a position does not run hot. Each new position starts a new analysis.
   */
  public static final int ANALYSIS_MS = 30_000;

  private Requests() {}

  /**
   * The request for the engine's move after the first {@code plies} moves from {@code startFen}.
   */
  public static SearchRequest forMove(
      String game, String startFen, String[] moves, int plies, int level) {
    return forMove(game, startFen, moves, plies, level, 0, 0);
  }

  /**
   * The same on a clock: the engine has {@code clockMs} left and gets {@code incrementMs} back per
   * move (0 and 0: no clock). The time limit is the level's on that clock, which the worker's
   * watchdog waits for; the worker plans within it from the same two figures.
   */
  public static SearchRequest forMove(
      String game,
      String startFen,
      String[] moves,
      int plies,
      int level,
      int clockMs,
      int incrementMs) {
    int ceiling = Level.of(level, Games.byName(game)).timeCeilingMillis(clockMs, incrementMs);
    SearchRequest request =
        new SearchRequest(0, game, startFen, played(moves, plies), level, 0, 0, ceiling);
    request.clockMs = clockMs;
    request.incrementMs = incrementMs;
    return request;
  }

  /**
   * The request to analyse the position after the first {@code plies} moves from {@code startFen}:
   * full strength (the top level ranks one line and never strays from the best move), for {@link
   * #ANALYSIS_MS}, reporting depth, score and line as each depth completes.
   */
  public static SearchRequest forAnalysis(String game, String startFen, String[] moves, int plies) {
    return new SearchRequest(0, game, startFen, played(moves, plies), Level.MAX, 0, 0, ANALYSIS_MS);
  }

  private static String[] played(String[] moves, int plies) {
    String[] played = new String[plies];
    System.arraycopy(moves, 0, played, 0, plies);
    return played;
  }
}
