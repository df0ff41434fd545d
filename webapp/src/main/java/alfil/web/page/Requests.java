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
    String[] played = new String[plies];
    System.arraycopy(moves, 0, played, 0, plies);
    int ceiling = Level.of(level, Games.byName(game)).timeCeilingMillis();
    return new SearchRequest(0, game, startFen, played, level, 0, 0, ceiling);
  }
}
