package alfil.web.worker;

import alfil.search.Engine;

/**
 * The engine ({@link Engine}: its searcher and transposition table) kept from one request to the
 * next, so the table's knowledge survives between moves. Forgets everything when the game or its
 * start changes.
 */
public final class KeptEngine {
  /** Table size: 4 MB, plenty for searches of a few seconds in the browser. */
  static final int TABLE_MB = 4;

  private Engine engine;
  private String gameKey;

  /** The engine for a request of this game from this start position. */
  Engine engineFor(String game, String startFen) {
    String key = game + " " + startFen;
    if (engine == null) {
      engine = Engine.ofMegabytes(TABLE_MB);
    } else if (!key.equals(gameKey)) {
      engine.newGame();
    }
    gameKey = key;
    return engine;
  }
}
