package alfil.xiangqi;

import alfil.core.GamePosition;
import alfil.core.Rng;
import java.util.ArrayList;
import java.util.List;

/** Positions from seeded random games, for tests that want many varied positions. */
final class XiangqiRandomGames {
  private XiangqiRandomGames() {}

  /** FENs of the positions met along {@code games} random games of up to {@code plies} plies. */
  static List<String> positions(int seed, int games, int plies) {
    Rng rng = new Rng(seed);
    List<String> fens = new ArrayList<>();
    int[] moves = new int[GamePosition.MAX_MOVES];
    for (int g = 0; g < games; g++) {
      XiangqiPosition position = XiangqiPosition.start();
      for (int ply = 0; ply < plies; ply++) {
        int n = position.legalMoves(moves, 0);
        if (n == 0) {
          break;
        }
        position.makeMove(moves[rng.nextInt(n)]);
        fens.add(position.toFen());
      }
    }
    return fens;
  }
}
