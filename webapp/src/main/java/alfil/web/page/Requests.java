package alfil.web.page;

import alfil.games.Games;
import alfil.search.Level;
import alfil.web.protocol.SearchRequest;

/** The requests the page sends (plain Java, so JVM tests can rebuild them). */
public final class Requests {
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
    String[] played = new String[plies];
    System.arraycopy(moves, 0, played, 0, plies);
    int ceiling = Level.of(level, Games.byName(game)).timeCeilingMillis(clockMs, incrementMs);
    SearchRequest request = new SearchRequest(0, game, startFen, played, level, 0, 0, ceiling);
    request.clockMs = clockMs;
    request.incrementMs = incrementMs;
    return request;
  }
}
