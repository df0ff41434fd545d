package alfil.cli;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.SearchPosition;
import alfil.search.Score;
import alfil.search.Search;
import alfil.search.SearchLimits;
import alfil.search.SearchResult;
import alfil.search.TranspositionTable;

/**
 * {@code analyze}: one search of one position, printing the UCI {@code info} lines as they come and
 * a last line {@code bestmove <move> [ponder <move>]} ({@code bestmove (none)} without a legal
 * move), exactly as the {@code uci} command would.
 */
final class AnalyzeCommand implements Command {
  @Override
  public String[] valued() {
    return new String[] {"game", "fen", "depth", "movetime", "nodes", "multipv", "hash"};
  }

  @Override
  public int run(Options options, Io io) throws UsageException {
    Game game = options.game(null);
    String fen = options.require("fen");
    int limitsGiven =
        (options.has("depth") ? 1 : 0)
            + (options.has("movetime") ? 1 : 0)
            + (options.has("nodes") ? 1 : 0);
    if (limitsGiven == 0) {
      throw new UsageException("analyze: give one of --depth, --movetime, --nodes");
    }
    SearchLimits limits = new SearchLimits();
    limits.depth = options.intValue("depth", 1, Score.MAX_PLY - 1, 0);
    int movetime = options.intValue("movetime", 1, Integer.MAX_VALUE, 0);
    limits.nodes = options.intValue("nodes", 1, Integer.MAX_VALUE, 0);
    limits.multiPv = options.intValue("multipv", 1, UciSession.MAX_MULTIPV, 1);
    int hash = options.intValue("hash", 1, UciSession.MAX_HASH_MB, UciSession.DEFAULT_HASH_MB);
    SearchPosition position;
    try {
      position = game.newSearchPosition(fen);
    } catch (InvalidInputException e) {
      throw new UsageException("analyze: bad FEN: " + e.getMessage());
    }
    SearchControl clock = new SearchControl(false, false, true);
    limits.clock = clock;
    limits.maxMillis = movetime > 0 ? movetime : SearchControl.STOPPED - 1;
    Search search = new Search(TranspositionTable.ofMegabytes(hash));
    SearchResult result =
        search.search(
            position,
            limits,
            info -> io.out().println(InfoLine.uci(info, clock.realMillis(), position, false)));
    io.out().println(bestMoveLine(result, position));
    return 0;
  }

  /** {@code bestmove e2e4 ponder e7e5}, or {@code bestmove (none)} without a legal move. */
  static String bestMoveLine(SearchResult result, SearchPosition position) {
    if (result.bestMove() == Move.NONE) {
      return "bestmove (none)";
    }
    String line = "bestmove " + position.moveToText(result.bestMove());
    if (result.ponderMove() != Move.NONE) {
      line += " ponder " + position.moveToText(result.ponderMove());
    }
    return line;
  }

  @Override
  public String usage() {
    return "usage: analyze --game chess|xiangqi --fen <FEN>|startpos"
        + " (--depth D | --movetime MS | --nodes N) [--multipv K] [--hash MB]\n"
        + "  Prints UCI info lines (depth, seldepth, multipv, score, nodes, nps, hashfull,\n"
        + "  time, pv) and a last line 'bestmove <move>'. Moves in UCI (chess) or ICCS"
        + " (xiangqi).\n"
        + "  --depth D      plies (1-"
        + (Score.MAX_PLY - 1)
        + ")\n"
        + "  --movetime MS  milliseconds of search\n"
        + "  --nodes N      nodes to search\n"
        + "  --multipv K    best K lines (1-256, default 1)\n"
        + "  --hash MB      transposition table size (1-1024, default 16)\n";
  }
}
