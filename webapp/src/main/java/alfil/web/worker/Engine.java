package alfil.web.worker;

import alfil.search.Search;
import alfil.search.TranspositionTable;

/**
 * The searcher and its transposition table, kept from one request to the next so the table's
 * knowledge survives between moves. Forgets everything when the game or its start changes.
 */
public final class Engine {
  /** Table size: 4 MB, plenty for searches of a few seconds in the browser. */
  static final int TABLE_MB = 4;

  private TranspositionTable table;
  private Search search;
  private String gameKey;

  /** The searcher for a request of this game from this start position. */
  Search searchFor(String game, String startFen) {
    String key = game + " " + startFen;
    if (search == null) {
      table = TranspositionTable.ofMegabytes(TABLE_MB);
      search = new Search(table);
    } else if (!key.equals(gameKey)) {
      table.clear();
      search.clearHistory();
    }
    gameKey = key;
    return search;
  }
}
