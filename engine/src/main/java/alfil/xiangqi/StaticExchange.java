package alfil.xiangqi;

import static alfil.xiangqi.XiangqiGeometry.ADVISOR_STEPS;
import static alfil.xiangqi.XiangqiGeometry.ELEPHANT_EYE;
import static alfil.xiangqi.XiangqiGeometry.ELEPHANT_TO;
import static alfil.xiangqi.XiangqiGeometry.GENERAL_STEPS;
import static alfil.xiangqi.XiangqiGeometry.HORSE_ATTACKER;
import static alfil.xiangqi.XiangqiGeometry.HORSE_ATTACKER_LEG;
import static alfil.xiangqi.XiangqiGeometry.HORSE_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.POINTS;
import static alfil.xiangqi.XiangqiGeometry.RAY;
import static alfil.xiangqi.XiangqiGeometry.RAY_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.SOLDIER_ATTACKER;
import static alfil.xiangqi.XiangqiGeometry.SOLDIER_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.STEP_STRIDE;

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
    final int from = move & 0xFF;
    final int to = (move >>> 8) & 0xFF;
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
      int attacker = leastValuableAttacker(b, to, side);
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

  /**
   * The point of {@code side}'s cheapest piece attacking {@code to}, or 0: soldier, advisor,
   * elephant, horse, cannon, chariot, general (the exchange values' order).
   */
  private static int leastValuableAttacker(int[] b, int to, int side) {
    final int by = side << 3;
    int q;
    final int soldier = XiangqiPiece.SOLDIER | by;
    for (int i = (side * POINTS + to) * SOLDIER_STRIDE; (q = SOLDIER_ATTACKER[i]) != 0; i++) {
      if (b[q] == soldier) {
        return q;
      }
    }
    final int advisor = XiangqiPiece.ADVISOR | by;
    for (int i = to * STEP_STRIDE; (q = ADVISOR_STEPS[i]) != 0; i++) {
      if (b[q] == advisor) {
        return q;
      }
    }
    final int elephant = XiangqiPiece.ELEPHANT | by;
    for (int i = to * STEP_STRIDE; (q = ELEPHANT_TO[i]) != 0; i++) {
      if (b[q] == elephant && b[ELEPHANT_EYE[i]] == 0) {
        return q;
      }
    }
    final int horse = XiangqiPiece.HORSE | by;
    for (int i = to * HORSE_STRIDE; (q = HORSE_ATTACKER[i]) != 0; i++) {
      if (b[q] == horse && b[HORSE_ATTACKER_LEG[i]] == 0) {
        return q;
      }
    }
    final int chariot = XiangqiPiece.CHARIOT | by;
    final int cannon = XiangqiPiece.CANNON | by;
    int chariotAt = 0;
    for (int dir = 0; dir < 4; dir++) {
      int i = (to * 4 + dir) * RAY_STRIDE;
      int t;
      while ((t = RAY[i++]) != 0 && b[t] == 0) {}
      if (t == 0) {
        continue;
      }
      if (b[t] == chariot) {
        chariotAt = t;
      }
      while ((t = RAY[i++]) != 0 && b[t] == 0) {}
      if (t != 0 && b[t] == cannon) {
        return t;
      }
    }
    if (chariotAt != 0) {
      return chariotAt;
    }
    final int general = XiangqiPiece.GENERAL | by;
    for (int i = to * STEP_STRIDE; (q = GENERAL_STEPS[i]) != 0; i++) {
      if (b[q] == general) {
        return q;
      }
    }
    return 0;
  }
}
