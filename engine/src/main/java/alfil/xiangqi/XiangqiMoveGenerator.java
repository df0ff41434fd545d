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
 * Move generation: pure functions over a position's arrays (its board and the points of its pieces
 * by slot, {@link XiangqiPosition}), with no state of their own.
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
 *
 * <p>The walk is one loop with the pieces' rules inline and only the legality test out of line, so
 * that the JVM and the JavaScript engine keep the hot path in one compiled body: split into a call
 * per move (the JVM) or per piece (TeaVM's output in node), perft ran 10% slower or took 25% more
 * instructions.
 */
final class XiangqiMoveGenerator {
  private XiangqiMoveGenerator() {}

  /**
   * Writes the legal moves of the side whose pieces have the slots from {@code firstSlot} on (its
   * general first, {@link XiangqiPosition#SLOTS_PER_SIDE} slots, 0 for a captured piece) from
   * {@code offset} on and returns their count. The order is fixed: the pieces by slot (general,
   * chariots, horses, cannons, advisors, elephants, soldiers), each piece's moves in the order of
   * its tables. With {@code quiet} false only the captures, in the same order, found without
   * generating the quiet moves: the tactical moves of the quiescence search (xiangqi has no
   * promotion).
   */
  static int legalMoves(
      int[] b,
      int[] slotPoint,
      int firstSlot,
      boolean inCheck,
      boolean quiet,
      int[] moves,
      int offset) {
    int end = firstSlot + XiangqiPosition.SLOTS_PER_SIDE;
    int g = slotPoint[firstSlot];
    return generate(b, slotPoint, firstSlot, end, g, inCheck, quiet, moves, offset) - offset;
  }

  /**
   * Writes the pseudo-legal moves of the pieces on {@code origins[0..count)}, each by its own move
   * rule whether or not it leaves its general in check, from {@code offset} on and returns their
   * count; with {@code quiet} false only the captures.
   */
  static int pseudoLegalMoves(
      int[] b, int[] origins, int count, boolean quiet, int[] moves, int offset) {
    // Point 0 as the general: no line meets it and no point is next to it, so nothing is tested.
    return generate(b, origins, 0, count, 0, false, quiet, moves, offset) - offset;
  }

  /**
   * Appends to {@code moves} at {@code n} the moves of the pieces on {@code origins[start..end)}
   * (0: none) whose general stands on {@code g} (0: none to guard), and returns the new end.
   */
  private static int generate(
      int[] b,
      int[] origins,
      int start,
      int end,
      int g,
      boolean check,
      boolean quiet,
      int[] moves,
      int n) {
    // Tables read into locals once per call: TeaVM checks class initialisation at a first read.
    final int[] ray = RAY;
    final int[] lineBits = LINE_BITS;
    final int generalLines = lineBits[g];
    for (int s = start; s < end; s++) {
      final int f = origins[s];
      if (f == 0) {
        continue;
      }
      final int pc = b[f];
      final int own = pc & BLACK_BIT;
      final int type = pc & TYPE_MASK;
      // The lines whose targets need a test: all when leaving f may expose the general (or in
      // check, or it is the general), else the general's own file and rank, where a piece landing
      // can become an enemy cannon's screen.
      final int guard =
          check || (lineBits[f] & generalLines) != 0 || diagonallyNext(f, g) ? -1 : generalLines;
      int t;
      if (type == CHARIOT || type == CANNON) {
        // Along each ray the empty points up to the first piece, then the capture of that piece
        // (chariot) or of the first piece beyond it, the screen (cannon).
        for (int dir = 0; dir < 4; dir++) {
          int i = XiangqiAttacks.ray(f, dir);
          for (; (t = ray[i]) != 0 && b[t] == 0; i++) {
            if (quiet && ((lineBits[t] & guard) == 0 || keepsGeneralSafe(b, f, t, g, check))) {
              moves[n++] = Move.of(f, t);
            }
          }
          if (t != 0 && type == CANNON) {
            t = ray[XiangqiAttacks.nextPiece(b, ray, i + 1)];
          }
          if (t != 0
              && (b[t] & BLACK_BIT) != own
              && ((lineBits[t] & guard) == 0 || keepsGeneralSafe(b, f, t, g, check))) {
            moves[n++] = Move.of(f, t);
          }
        }
        continue;
      }
      // The one-step pieces: a list of targets, each with the point that must be empty (horse leg,
      // elephant eye; point 0, never occupied, for the others).
      int[] to = GENERAL_STEPS;
      int[] blocks = NO_BLOCK;
      int i = f * STEP_STRIDE;
      switch (type) {
        case HORSE:
          to = HORSE_TO;
          blocks = HORSE_LEG;
          i = f * HORSE_STRIDE;
          break;
        case ELEPHANT:
          to = ELEPHANT_TO;
          blocks = ELEPHANT_EYE;
          break;
        case ADVISOR:
          to = ADVISOR_STEPS;
          break;
        case SOLDIER:
          to = SOLDIER_STEPS;
          i = ((pc >>> 3) * POINTS + f) * SOLDIER_STRIDE;
          break;
        default:
          break;
      }
      for (; (t = to[i]) != 0; i++) {
        int victim = b[t];
        if (b[blocks[i]] == 0
            && (victim == 0 ? quiet : (victim & BLACK_BIT) != own)
            && ((lineBits[t] & guard) == 0 || keepsGeneralSafe(b, f, t, g, check))) {
          moves[n++] = Move.of(f, t);
        }
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
    final int[] ray = RAY;
    int them = (pc & BLACK_BIT) ^ BLACK_BIT;
    int dirFrom = XiangqiAttacks.direction(g, f);
    boolean attacked = dirFrom >= 0 && XiangqiAttacks.rayChecks(b, ray, g, dirFrom, them);
    if (!attacked) {
      int dirTo = XiangqiAttacks.direction(g, t);
      attacked = dirTo >= 0 && dirTo != dirFrom && XiangqiAttacks.rayChecks(b, ray, g, dirTo, them);
    }
    // Out of check no horse gave check before: one that does now runs through the leg left on f.
    if (!attacked && diagonallyNext(f, g)) {
      attacked = XiangqiAttacks.horseAttacker(b, g, them) != 0;
    }
    b[f] = pc;
    b[t] = cap;
    return !attacked;
  }

  /**
   * Whether {@code p} is diagonally next to {@code q}: where a horse's leg next to {@code q} is.
   */
  private static boolean diagonallyNext(int p, int q) {
    int d = p - q;
    return d == 17 || d == 15 || d == -15 || d == -17;
  }
}
