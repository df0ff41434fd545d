package alfil.cli;

import alfil.core.Game;
import alfil.core.Judge;
import alfil.core.Move;
import alfil.core.SearchPosition;
import alfil.core.Text;
import alfil.search.Level;
import alfil.search.MateSolver;
import alfil.search.Search;
import alfil.search.SearchLimits;
import alfil.search.SearchResult;
import alfil.search.TranspositionTable;

/**
 * {@code adjudicate}: reads one game from stdin and prints the judge's verdict as exactly one
 * result line ({@code white wins by checkmate}, {@code draw by repetition}, ... or {@code game
 * incomplete}), then for an incomplete chess game a claimable draw ({@code claimable: threefold
 * repetition}) and, with {@code --suggest}, a move ({@code suggest WHITE knight from g1 to f3}): a
 * forced mate within three moves when there is one, else the engine's choice. An illegal or
 * unreadable move prints {@code illegal move <ply>: <text>: <reason>} and exits with 1.
 *
 * <p>Of several games on stdin the first is judged and a warning on stderr says how many more were
 * not ({@link FirstGame}).
 */
final class AdjudicateCommand implements Command {

  /** Mates within this many moves are suggested before anything else. */
  static final int SUGGEST_MATE_MOVES = 3;

  /** Bounds on the mate proof and the search behind a suggestion: fixed, so it is repeatable. */
  private static final int MATE_NODE_BUDGET = 3_000_000;

  private static final int SUGGEST_NODES = 400_000;

  @Override
  public String[] valued() {
    return new String[] {"game"};
  }

  @Override
  public String[] flags() {
    return new String[] {"suggest"};
  }

  @Override
  public int run(Options options, Io io) throws UsageException {
    Game game = options.game(null);
    Judge g = FirstGame.read("adjudicate", "judged", game, io);
    if (g == null) {
      return 1;
    }
    if (g.isOver()) {
      io.out().println(g.outcomeText());
      return 0;
    }
    io.out().println("game incomplete");
    Text claim = g.claimableDrawName();
    if (claim != null) {
      io.out().println("claimable: " + claim);
    }
    if (options.has("suggest")) {
      int move = suggest(g);
      if (move != Move.NONE) {
        io.out().println("suggest " + g.describe(move));
      }
    }
    return 0;
  }

  /** A forced mate's first move when one exists within three moves, else the engine's best. */
  static int suggest(Judge g) {
    SearchPosition position = g.searchPosition();
    MateSolver solver = new MateSolver();
    if (solver.solve(position, SUGGEST_MATE_MOVES, MATE_NODE_BUDGET) == MateSolver.MATE_FOUND) {
      return solver.firstMove();
    }
    SearchLimits limits = Level.of(Level.MAX, g.game()).limits();
    limits.nodes = SUGGEST_NODES;
    SearchResult result =
        new Search(TranspositionTable.ofMegabytes(UciSession.DEFAULT_HASH_MB))
            .search(position, limits, null);
    return result.bestMove();
  }

  @Override
  public String usage() {
    return "usage: adjudicate --game chess|xiangqi [--suggest]\n"
        + "  Reads a game from stdin (chess: PGN or SAN moves; xiangqi: a record or moves in\n"
        + "  ICCS, WXF or Chinese) and prints its result line, or 'game incomplete' (chess:\n"
        + "  then 'claimable: ...' when a draw may be claimed).\n"
        + "  --suggest   for an incomplete game, also 'suggest <SIDE> <piece> from <a> to <b>'\n"
        + "  An illegal move prints 'illegal move <ply>: <text>: <reason>', exit status 1.\n"
        + "  Of several games only the first is judged; stderr then says how many were not.\n";
  }
}
