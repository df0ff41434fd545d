package alfil.cli;

import alfil.core.Game;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.SearchPosition;
import alfil.search.MateSolver;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code mate}: proves the shortest forced mate within N moves, or that there is none, with {@link
 * MateSolver}. Prints one line: {@code mate in K: <moves>} (the whole line, the defender resisting
 * longest, in UCI or ICCS) or {@code no mate in N}.
 */
final class MateCommand implements Command {
  @Override
  public String[] valued() {
    return new String[] {"game", "fen", "moves"};
  }

  @Override
  public int run(Options options, Io io) throws UsageException {
    Game game = options.game(null);
    String fen = options.require("fen");
    int n = options.intValue("moves", 1, MateSolver.MAX_MOVES, 0);
    if (n == 0) {
      throw new UsageException("mate: --moves is required");
    }
    SearchPosition position;
    try {
      position = game.newSearchPosition(fen);
    } catch (InvalidInputException e) {
      throw new UsageException("mate: bad FEN: " + e.getMessage());
    }
    List<String> line = new ArrayList<>();
    int k = mateLine(position, n, line);
    io.out().println(k > 0 ? "mate in " + k + ": " + String.join(" ", line) : "no mate in " + n);
    return 0;
  }

  /**
   * The length of the shortest mate within {@code n} moves (0 for none), and its line into {@code
   * line}: the solver's mating move, then the reply that postpones the mate longest, and so on. The
   * position is left as it was.
   */
  static int mateLine(SearchPosition position, int n, List<String> line) {
    MateSolver solver = new MateSolver();
    if (solver.solve(position, n, 0) != MateSolver.MATE_FOUND) {
      return 0;
    }
    int k = solver.mateMoves();
    int made = 0;
    int[] replies = new int[GamePosition.MAX_MOVES];
    for (int left = k; left >= 1; left--) {
      solver.solve(position, left, 0);
      int attack = solver.firstMove();
      line.add(position.moveToText(attack));
      position.makeMove(attack);
      made++;
      if (left == 1) {
        break;
      }
      int count = position.legalMoves(replies, 0);
      int bestReply = Move.NONE;
      int longest = -1;
      for (int i = 0; i < count; i++) {
        position.makeMove(replies[i]);
        solver.solve(position, left - 1, 0);
        int length = solver.mateMoves();
        position.unmakeMove();
        if (length > longest) {
          longest = length;
          bestReply = replies[i];
        }
      }
      line.add(position.moveToText(bestReply));
      position.makeMove(bestReply);
      made++;
    }
    for (int i = 0; i < made; i++) {
      position.unmakeMove();
    }
    return k;
  }

  @Override
  public String usage() {
    return "usage: mate --game chess|xiangqi --fen <FEN> --moves N\n"
        + "  Prints 'mate in K: <moves>' for the shortest forced mate in at most N moves\n"
        + "  (1-"
        + MateSolver.MAX_MOVES
        + "), the defence resisting longest, or 'no mate in N'.\n";
  }
}
