package alfil.web.page;

import alfil.web.protocol.Games;
import alfil.web.protocol.SearchRequest;

/** The requests the page sends (plain Java, so JVM tests can rebuild them). */
public final class Requests {
  /**
   * Work of the start-up probe. PLACEHOLDER sizing: large enough that the page fallback needs
   * several animation frames (so slicing is exercised), small enough to answer at once.
   */
  public static final int PROBE_STEPS = 3_000_000;

  private Requests() {}

  /**
   * PLACEHOLDER: the request sent when a game starts, answered by the placeholder search; it proves
   * the worker round trip. The board view will send real requests for the position on the board.
   */
  public static SearchRequest probe(String game) {
    return new SearchRequest(0, game, Games.startFen(game), new String[0], 1, 0, PROBE_STEPS, 0);
  }
}
