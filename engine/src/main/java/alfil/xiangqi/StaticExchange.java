package alfil.xiangqi;

import alfil.core.Move;
import alfil.core.SwapList;

/**
 * Static exchange evaluation in xiangqi: xiangqi's least valuable attackers ({@link
 * XiangqiAttacks#leastValuableAttacker}) over the shared {@link SwapList}. Each attacker used is
 * lifted off the board before the next is looked for, so screens change as they do in play: a
 * cannon whose screen recaptured loses its attack, one that gains a screen joins in, and a chariot
 * behind a chariot follows it. The general joins last and only inside its palace; pins and the
 * facing-generals rule are ignored.
 */
final class StaticExchange {
  private StaticExchange() {}

  /**
   * The exchange value of a legal capture of {@code p} for the side moving ({@code value} by type).
   * Works on the position's own board and restores it.
   */
  static int evaluate(SwapList swaps, XiangqiPosition p, int move, int[] value) {
    int[] b = p.board;
    int to = Move.to(move);
    // The captured piece stays on the target point while attackers are looked for: it is the
    // point itself, never a screen or a leg.
    int captured = value[p.capturedPiece(move) & XiangqiPiece.TYPE_MASK];
    swaps.start(b, Move.from(move), captured, value[p.movingPiece(move) & XiangqiPiece.TYPE_MASK]);
    int side = p.sideToMove();
    int attacker;
    do {
      side ^= 1;
      attacker = XiangqiAttacks.leastValuableAttacker(b, to, side);
    } while (attacker != 0
        && swaps.recapture(attacker, value[b[attacker] & XiangqiPiece.TYPE_MASK]));
    return swaps.finish();
  }
}
