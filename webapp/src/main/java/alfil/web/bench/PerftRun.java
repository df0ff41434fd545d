package alfil.web.bench;

import alfil.core.Game;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Perft;
import alfil.games.Games;

/**
 * The perft mode of {@code bench.js}, for the speed comparison in {@code bench/} (the compiled move
 * generator beside chessops, chess.js and the JVM on the same positions): {@code main(['perft',
 * 'chess'|'xiangqi', '<depth>', '<FEN>', ...])} prints one leaf count per FEN, then {@code total
 * <N>}. The caller times the call; nothing here reads a clock.
 */
final class PerftRun {
  private PerftRun() {}

  /** {@code args} without the leading {@code perft}: game, depth, then the FENs. */
  static void run(String[] args) throws InvalidInputException {
    if (args.length < 3) {
      throw new IllegalArgumentException("perft needs: " + Games.names("|") + " <depth> <FEN>...");
    }
    Game game = Games.byName(args[0]);
    if (game == null) {
      throw new IllegalArgumentException("perft: unknown game '" + args[0] + "'");
    }
    int depth = Integer.parseInt(args[1]);
    // Parse every FEN before counting, so a bad one is reported before any time is spent.
    GamePosition[] positions = new GamePosition[args.length - 2];
    for (int i = 0; i < positions.length; i++) {
      String fen = args[i + 2];
      positions[i] = game.newPosition(fen);
    }
    // A double holds every count exactly up to 2^53; long arithmetic is BigInt in the JS output.
    double total = 0;
    for (GamePosition position : positions) {
      long count = new Perft(position, depth).count(depth);
      System.out.println(Long.toString(count));
      total += count;
    }
    System.out.println("total " + (long) total);
  }
}
