package alfil.web.model;

import alfil.core.Game;
import alfil.search.Level;
import alfil.web.protocol.SearchRequest;

/** The search requests the page sends: the engine's move, and an analysis. */
public final class Requests {
  /**
   * How long an analysis searches at most: long enough to go deep, short enough that a phone left
   * on a position does not run hot. Each new position starts a new analysis.
   */
  public static final int ANALYSIS_MS = 30_000;

  private Requests() {}

  /**
   * The engine's move after {@code moves} (engine texts) from {@code startFen}, at {@code level}:
   * on a clock ({@code clockMs} left, {@code incrementMs} back per move; 0 and 0: no clock) within
   * the level's time on that clock, which the worker's watchdog waits for; the level's choice among
   * good moves seeded by the game's {@code seed}.
   */
  public static SearchRequest forMove(
      Game game,
      String startFen,
      String[] moves,
      int level,
      int clockMs,
      int incrementMs,
      int seed) {
    int ceiling = Level.of(level, game).timeCeilingMillis(clockMs, incrementMs);
    SearchRequest request =
        new SearchRequest(0, game.name(), startFen, moves, level, 0, 0, ceiling);
    request.clockMs = clockMs;
    request.incrementMs = incrementMs;
    request.seed = seed;
    request.forMove = true;
    return request;
  }

  /**
   * A review of the whole game after {@code moves} from {@code startFen}: every position searched
   * with {@code nodes} nodes (0: the review's default), so that the same game gets the same review
   * on every machine.
   */
  public static SearchRequest forReview(Game game, String startFen, String[] moves, int nodes) {
    SearchRequest request =
        new SearchRequest(0, game.name(), startFen, moves, Level.MAX, 0, nodes, 0);
    request.review = true;
    return request;
  }

  /**
   * An analysis of the position after {@code moves} from {@code startFen}: full strength (the top
   * level ranks one line and never strays from the best move), for {@link #ANALYSIS_MS}, reporting
   * depth, score and line as each depth completes.
   */
  public static SearchRequest forAnalysis(Game game, String startFen, String[] moves) {
    return new SearchRequest(0, game.name(), startFen, moves, Level.MAX, 0, 0, ANALYSIS_MS);
  }
}
