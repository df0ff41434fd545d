package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.Move;
import alfil.core.Rng;
import org.junit.jupiter.api.Test;

/**
 * The chase detector asks its attack and legality tests of its own scratch board; on seeded random
 * games its captures must be exactly the legal captures of {@link XiangqiPosition}.
 */
class XiangqiChaseTest {
  private static final int[] POINTS = new int[90];

  static {
    int n = 0;
    for (int p = 0; p < XiangqiGeometry.POINTS; p++) {
      if (XiangqiGeometry.onBoard(p)) {
        POINTS[n++] = p;
      }
    }
  }

  @Test
  void capturesAgreeWithTheRulesOnRandomGames() {
    Rng rng = new Rng(99);
    int[] moves = new int[GamePosition.MAX_MOVES];
    XiangqiChase chase = new XiangqiChase();
    int compared = 0;
    for (int game = 0; game < 8; game++) {
      XiangqiPosition p = XiangqiPosition.start();
      for (int ply = 0; ply < 120; ply++) {
        int n = p.legalMoves(moves, 0);
        if (n == 0) {
          break;
        }
        chase.load(p);
        for (int q : POINTS) {
          int pc = p.pieceAt(q);
          if (pc == 0 || XiangqiPiece.side(pc) != p.sideToMove()) {
            continue;
          }
          for (int t : POINTS) {
            int victim = p.pieceAt(t);
            if (victim == 0 || XiangqiPiece.side(victim) == p.sideToMove()) {
              continue;
            }
            boolean rules = contains(moves, n, Move.of(q, t));
            boolean mine = chase.attacks(q, t) && chase.legal(q, t);
            assertEquals(rules, mine, () -> p.toFen() + " " + Iccs.toText(Move.of(q, t)));
            compared++;
          }
        }
        p.makeMove(moves[rng.nextInt(n)]);
      }
    }
    assertTrue(compared > 5000, "compared " + compared);
  }

  private static boolean contains(int[] moves, int n, int move) {
    for (int i = 0; i < n; i++) {
      if (moves[i] == move) {
        return true;
      }
    }
    return false;
  }
}
