package alfil.web.page;

import alfil.web.protocol.SearchRequest;
import java.util.List;

/** The requests the page sends (plain Java, so JVM tests can rebuild them). */
public final class Requests {
  /**
   * Work per level, 1 to 8. PLACEHOLDER sizing for the placeholder search; when {@code
   * alfil.search} lands the level travels in the request and the search maps it to its own limits.
   */
  static final int[] NODES = {
    0, 20_000, 60_000, 150_000, 300_000, 600_000, 1_000_000, 2_000_000, 3_000_000
  };

  /** Longest think per level (ms): a level must never make the page wait long. */
  static final int[] TIME_MS = {0, 300, 500, 800, 1200, 2000, 3000, 5000, 8000};

  private Requests() {}

  /** The request for the engine's move after {@code moves} from {@code startFen}. */
  public static SearchRequest forMove(String game, String startFen, List<String> moves, int level) {
    return new SearchRequest(
        0, game, startFen, moves.toArray(new String[0]), level, 0, NODES[level], TIME_MS[level]);
  }
}
