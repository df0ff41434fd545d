package alfil.web.page;

import alfil.web.protocol.SearchRequest;

/** The requests the page sends (plain Java, so JVM tests can rebuild them). */
public final class Requests {
  /**
   * Longest think per level (ms). The level itself ({@code alfil.search.Level}) sets depth and
   * nodes; this is only a ceiling so that no level makes the player wait long on a slow device.
   * Levels 1-7 normally end on their node caps well before it (and then play the same move on every
   * machine); level 8 has no node cap and thinks this long.
   */
  static final int[] TIME_MS = {0, 2000, 2000, 2000, 3000, 4000, 5000, 6000, 6000};

  private Requests() {}

  /**
   * The request for the engine's move after the first {@code plies} moves from {@code startFen}.
   */
  public static SearchRequest forMove(
      String game, String startFen, String[] moves, int plies, int level) {
    String[] played = new String[plies];
    System.arraycopy(moves, 0, played, 0, plies);
    return new SearchRequest(0, game, startFen, played, level, 0, 0, TIME_MS[level]);
  }
}
