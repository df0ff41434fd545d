package alfil.xiangqi;

import static alfil.xiangqi.XiangqiGeometry.ADVISOR_STEPS;
import static alfil.xiangqi.XiangqiGeometry.ELEPHANT_EYE;
import static alfil.xiangqi.XiangqiGeometry.ELEPHANT_TO;
import static alfil.xiangqi.XiangqiGeometry.GENERAL_STEPS;
import static alfil.xiangqi.XiangqiGeometry.HORSE_LEG;
import static alfil.xiangqi.XiangqiGeometry.HORSE_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.HORSE_TO;
import static alfil.xiangqi.XiangqiGeometry.LINE_BITS;
import static alfil.xiangqi.XiangqiGeometry.NO_BLOCK;
import static alfil.xiangqi.XiangqiGeometry.POINTS;
import static alfil.xiangqi.XiangqiGeometry.RAY;
import static alfil.xiangqi.XiangqiGeometry.SOLDIER_STEPS;
import static alfil.xiangqi.XiangqiGeometry.SOLDIER_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.STEP_STRIDE;
import static alfil.xiangqi.XiangqiPiece.ADVISOR;
import static alfil.xiangqi.XiangqiPiece.BLACK_BIT;
import static alfil.xiangqi.XiangqiPiece.CANNON;
import static alfil.xiangqi.XiangqiPiece.CHARIOT;
import static alfil.xiangqi.XiangqiPiece.ELEPHANT;
import static alfil.xiangqi.XiangqiPiece.HORSE;
import static alfil.xiangqi.XiangqiPiece.SOLDIER;
import static alfil.xiangqi.XiangqiPiece.TYPE_MASK;

import alfil.core.Move;

/**
 * Move generation: pure functions over a position's arrays (board, and the slot lists of {@link
 * XiangqiPosition}), with no state of their own.
 *
 * <p>Legal moves are found directly, testing from the general outward (architecture.md, decision
 * 3). Out of check, a move of a piece other than the general can expose its general only along a
 * ray through the move's origin or target point, or by leaving a horse leg diagonally next to the
 * general; so a move whose origin is on none of those and whose target is off the general's file
 * and rank is legal without a test, and the others test only those rays and the leg. In check and
 * for the general's own steps the whole check test runs with the move tried on the board.
 *
 * <p>Pseudo-legal moves, each piece by its own move rule with its general's safety untested, are
 * the same walk with no general to guard.
 */
final class XiangqiMoveGenerator {
  private XiangqiMoveGenerator() {}

  /**
   * Writes the legal moves of side {@code us} from {@code offset} on and returns their count, in a
   * fixed order: the pieces by their slots (general, chariots, horses, cannons, advisors,
   * elephants, soldiers), each piece's moves in the order of its tables. With {@code quiet} false
   * only the captures, in the same order, found without generating the quiet moves: the tactical
   * moves of the quiescence search (xiangqi has no promotion).
   */
  static int legalMoves(
      int[] b,
      int[] slotPoint,
      int[] typeStart,
      int[] typeEnd,
      int us,
      boolean inCheck,
      boolean quiet,
      int[] moves,
      int offset) {
    final int sideBit = us << 3;
    final int g = slotPoint[typeStart[XiangqiPiece.GENERAL | sideBit]];
    final int generalLines = LINE_BITS[g];
    int n = offset;
    for (int type : XiangqiPosition.SLOT_ORDER) {
      final int end = typeEnd[type | sideBit];
      for (int s = typeStart[type | sideBit]; s < end; s++) {
        int f = slotPoint[s];
        if (f != 0) {
          n = pieceMoves(b, f, g, generalLines, inCheck, quiet, moves, n);
        }
      }
    }
    return n - offset;
  }

  /**
   * Writes the pseudo-legal moves of the piece on {@code from}, its own move rule whether or not
   * they leave its general in check, from {@code offset} on and returns their count; with {@code
   * quiet} false only the captures.
   */
  static int pseudoLegalMoves(int[] b, int from, boolean quiet, int[] moves, int offset) {
    // Point 0 as the general: no line meets it and no point is next to it, so nothing is tested.
    return pieceMoves(b, from, 0, 0, false, quiet, moves, offset) - offset;
  }

  /**
   * Appends the moves of the piece on {@code f}, whose general stands on {@code g} (0: none to
   * guard), to {@code moves} at {@code n} and returns the new end; with {@code quiet} false only
   * the captures.
   */
  private static int pieceMoves(
      int[] b, int f, int g, int generalLines, boolean check, boolean quiet, int[] moves, int n) {
    int pc = b[f];
    // The lines whose targets need a test: all when leaving f may expose the general (or in check,
    // or it is the general), else the general's own file and rank, where a piece landing can
    // become an enemy cannon's screen.
    int guard =
        check || (LINE_BITS[f] & generalLines) != 0 || XiangqiGeometry.diagonallyNext(f, g)
            ? -1
            : generalLines;
    // Each call names its tables, so that the compiler sees constant arrays.
    switch (pc & TYPE_MASK) {
      case CHARIOT:
      case CANNON:
        return rayMoves(b, f, pc, g, guard, check, quiet, moves, n);
      case HORSE:
        return steps(b, f, g, guard, check, quiet, moves, n, HORSE_TO, HORSE_LEG, f * HORSE_STRIDE);
      case ELEPHANT:
        return steps(
            b, f, g, guard, check, quiet, moves, n, ELEPHANT_TO, ELEPHANT_EYE, f * STEP_STRIDE);
      case ADVISOR:
        return steps(
            b, f, g, guard, check, quiet, moves, n, ADVISOR_STEPS, NO_BLOCK, f * STEP_STRIDE);
      case SOLDIER:
        int i = ((pc >>> 3) * POINTS + f) * SOLDIER_STRIDE;
        return steps(b, f, g, guard, check, quiet, moves, n, SOLDIER_STEPS, NO_BLOCK, i);
      default:
        return steps(
            b, f, g, guard, check, quiet, moves, n, GENERAL_STEPS, NO_BLOCK, f * STEP_STRIDE);
    }
  }

  /**
   * The chariot's or cannon's moves: along each ray the empty points up to the first piece, then
   * the capture of the first piece (chariot) or of the first beyond it, the screen (cannon).
   */
  private static int rayMoves(
      int[] b, int f, int pc, int g, int guard, boolean check, boolean quiet, int[] moves, int n) {
    final int own = pc & BLACK_BIT;
    final boolean overScreen = (pc & TYPE_MASK) == CANNON;
    for (int dir = 0; dir < 4; dir++) {
      int i = XiangqiAttacks.ray(f, dir);
      int t;
      for (; (t = RAY[i]) != 0 && b[t] == 0; i++) {
        if (quiet && ((LINE_BITS[t] & guard) == 0 || keepsGeneralSafe(b, f, t, g, check))) {
          moves[n++] = Move.of(f, t);
        }
      }
      if (t != 0 && overScreen) {
        t = RAY[XiangqiAttacks.nextPiece(b, i + 1)];
      }
      if (t != 0
          && (b[t] & BLACK_BIT) != own
          && ((LINE_BITS[t] & guard) == 0 || keepsGeneralSafe(b, f, t, g, check))) {
        moves[n++] = Move.of(f, t);
      }
    }
    return n;
  }

  /**
   * The moves to the points listed in {@code to} from index {@code i} (ended by 0) whose block, the
   * same index of {@code blocks} (horse leg, elephant eye, or none), is empty: the one-step pieces.
   */
  private static int steps(
      int[] b,
      int f,
      int g,
      int guard,
      boolean check,
      boolean quiet,
      int[] moves,
      int n,
      int[] to,
      int[] blocks,
      int i) {
    final int own = b[f] & BLACK_BIT;
    int t;
    for (; (t = to[i]) != 0; i++) {
      int pc = b[t];
      if (b[blocks[i]] == 0
          && (pc == 0 ? quiet : (pc & BLACK_BIT) != own)
          && ((LINE_BITS[t] & guard) == 0 || keepsGeneralSafe(b, f, t, g, check))) {
        moves[n++] = Move.of(f, t);
      }
    }
    return n;
  }

  /**
   * Whether moving the piece on {@code f} to {@code t} keeps its general on {@code g} out of check.
   * Out of check, a piece other than the general can only open the rays through {@code f} and
   * {@code t} or a horse leg on {@code f}, so only those are tested.
   */
  private static boolean keepsGeneralSafe(int[] b, int f, int t, int g, boolean check) {
    if (f == g) {
      return XiangqiAttacks.generalSafeAfter(b, g, t, t);
    }
    if (check) {
      return XiangqiAttacks.generalSafeAfter(b, f, t, g);
    }
    int pc = b[f];
    int cap = b[t];
    b[f] = 0;
    b[t] = pc;
    int them = (pc & BLACK_BIT) ^ BLACK_BIT;
    int dirFrom = XiangqiGeometry.direction(g, f);
    boolean attacked = dirFrom >= 0 && XiangqiAttacks.rayChecks(b, g, dirFrom, them);
    if (!attacked) {
      int dirTo = XiangqiGeometry.direction(g, t);
      attacked = dirTo >= 0 && dirTo != dirFrom && XiangqiAttacks.rayChecks(b, g, dirTo, them);
    }
    // Out of check no horse gave check before: one that does now runs through the leg left on f.
    if (!attacked && XiangqiGeometry.diagonallyNext(f, g)) {
      attacked = XiangqiAttacks.horseAttacker(b, g, them) != 0;
    }
    b[f] = pc;
    b[t] = cap;
    return !attacked;
  }
}
