package alfil.xiangqi;

import alfil.core.Move;

/**
 * Static exchange evaluation for xiangqi: the swap algorithm (as in chess) with xiangqi's
 * attackers. Each attacker used is lifted off the board before the next is looked for, so screens
 * change as they do in play: a cannon whose screen recaptured loses its attack, one that gains a
 * screen joins in, and a chariot behind a chariot follows it. The general joins last and only
 * inside its palace; pins and the facing-generals rule are ignored.
 *
 * <p>Works on the position's own board and restores it; allocates nothing.
 */
final class StaticExchange {
  private static final int MAX_SWAPS = 32;

  private final int[] gain = new int[MAX_SWAPS + 1];
  private final int[] lifted = new int[MAX_SWAPS + 1];
  private final int[] liftedPiece = new int[MAX_SWAPS + 1];

  /**
   * The exchange value of a legal capture of {@code p} for the side moving ({@code value} by type).
   */
  int evaluate(XiangqiPosition p, int move, int[] value) {
    final int[] b = p.board;
    final int from = Move.from(move);
    final int to = Move.to(move);
    int liftedCount = 0;
    int onSquare = value[b[from] & XiangqiPiece.TYPE_MASK];
    gain[0] = value[b[to] & XiangqiPiece.TYPE_MASK];
    // The captured piece stays on the target point while attackers are looked for: it is the
    // point itself, never a screen or a leg.
    lifted[liftedCount] = from;
    liftedPiece[liftedCount++] = b[from];
    b[from] = 0;
    int side = p.sideToMove() ^ 1;
    int d = 0;
    while (d < MAX_SWAPS) {
      int attacker = XiangqiAttacks.leastValuableAttacker(b, to, side);
      if (attacker == 0) {
        break;
      }
      d++;
      gain[d] = onSquare - gain[d - 1];
      if (Math.max(-gain[d - 1], gain[d]) < 0) {
        // Even unanswered this capture loses, and standing pat loses too: the outcome before it
        // is settled whatever follows, so it is left out (CPW's pruning).
        d--;
        break;
      }
      onSquare = value[b[attacker] & XiangqiPiece.TYPE_MASK];
      lifted[liftedCount] = attacker;
      liftedPiece[liftedCount++] = b[attacker];
      b[attacker] = 0;
      side ^= 1;
    }
    // Back up the swap list: each side chooses between standing pat and recapturing.
    for (; d > 0; d--) {
      gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
    }
    for (int i = liftedCount - 1; i >= 0; i--) {
      b[lifted[i]] = liftedPiece[i];
    }
    return gain[0];
  }
}
