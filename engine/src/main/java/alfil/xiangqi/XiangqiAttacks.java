package alfil.xiangqi;

import static alfil.xiangqi.XiangqiGeometry.ADVISOR_STEPS;
import static alfil.xiangqi.XiangqiGeometry.ELEPHANT_EYE;
import static alfil.xiangqi.XiangqiGeometry.ELEPHANT_TO;
import static alfil.xiangqi.XiangqiGeometry.GENERAL_STEPS;
import static alfil.xiangqi.XiangqiGeometry.HORSE_ATTACKER;
import static alfil.xiangqi.XiangqiGeometry.HORSE_ATTACKER_LEG;
import static alfil.xiangqi.XiangqiGeometry.HORSE_LEG;
import static alfil.xiangqi.XiangqiGeometry.HORSE_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.HORSE_TO;
import static alfil.xiangqi.XiangqiGeometry.NO_BLOCK;
import static alfil.xiangqi.XiangqiGeometry.POINTS;
import static alfil.xiangqi.XiangqiGeometry.RAY;
import static alfil.xiangqi.XiangqiGeometry.RAY_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.SOLDIER_ATTACKER;
import static alfil.xiangqi.XiangqiGeometry.SOLDIER_STEPS;
import static alfil.xiangqi.XiangqiGeometry.SOLDIER_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.STEP_STRIDE;
import static alfil.xiangqi.XiangqiPiece.ADVISOR;
import static alfil.xiangqi.XiangqiPiece.BLACK_BIT;
import static alfil.xiangqi.XiangqiPiece.CANNON;
import static alfil.xiangqi.XiangqiPiece.CHARIOT;
import static alfil.xiangqi.XiangqiPiece.ELEPHANT;
import static alfil.xiangqi.XiangqiPiece.GENERAL;
import static alfil.xiangqi.XiangqiPiece.HORSE;
import static alfil.xiangqi.XiangqiPiece.SOLDIER;
import static alfil.xiangqi.XiangqiPiece.TYPE_MASK;

/**
 * Attack tests: pure functions over a board of piece codes (a position's own or a scratch copy, as
 * the chase judge keeps), shared by the position, its move generator, the static exchange and the
 * chase judge so that each piece's attack rule is written once.
 *
 * <p>Tests walk outward from the attacked point (architecture.md, decision 3): a ray meets a
 * chariot first or a cannon second, and along the file a general first (the facing-generals rule is
 * that general seen as a chariot on the file); a horse attacks through the leg next to its own
 * point, which is diagonally next to the target; soldiers, advisors, generals and elephants are
 * looked up in the tables of {@link XiangqiGeometry}. Point 0 is off the board and never holds a
 * piece, so the 0 that ends every table list reads as an empty point.
 *
 * <p>A side is given as its piece-code bit ({@code side << 3}, 0 for Red, {@link
 * XiangqiPiece#BLACK_BIT} for Black), so that {@code CHARIOT | sideBit} is the chariot sought.
 *
 * <p>The ray walks take the ray table from their caller ({@link XiangqiGeometry#RAY}, always): in
 * the browser every function's first read of a table costs a check that the class is initialised
 * (TeaVM), and the hot callers read it once for all their walks.
 */
final class XiangqiAttacks {
  private XiangqiAttacks() {}

  /**
   * The index in {@link XiangqiGeometry#RAY} where the ray from {@code point} towards dir starts.
   */
  static int ray(int point, int dir) {
    return (point * 4 + dir) * RAY_STRIDE;
  }

  /**
   * The index in {@code ray} of the first occupied point from index {@code i} on, or of the ray's
   * ending 0.
   */
  static int nextPiece(int[] b, int[] ray, int i) {
    int t;
    while ((t = ray[i]) != 0 && b[t] == 0) {
      i++;
    }
    return i;
  }

  /**
   * The ray direction from {@code from} to {@code to}, both on the board, or -1 when they share no
   * file or rank. From the point numbering ({@link XiangqiGeometry#point}): a file is a residue
   * modulo 16, a rank a multiple of 16.
   */
  static int direction(int from, int to) {
    if (((to - from) & 15) == 0) {
      return to > from ? XiangqiGeometry.NORTH : XiangqiGeometry.SOUTH;
    }
    if (to >> 4 == from >> 4) {
      return to > from ? XiangqiGeometry.EAST : XiangqiGeometry.WEST;
    }
    return -1;
  }

  /**
   * Whether the ray from the general on {@code g} towards {@code dir} brings a check from side
   * {@code sideBit}: a chariot as the first piece, a cannon as the second, or, along the file, the
   * other general as the first.
   */
  static boolean rayChecks(int[] b, int[] ray, int g, int dir, int sideBit) {
    int i = nextPiece(b, ray, ray(g, dir));
    int t = ray[i];
    if (t == 0) {
      return false;
    }
    int pc = b[t];
    // NORTH and SOUTH (dir < 2) are the file: there the enemy general attacks as a chariot.
    if (pc == (CHARIOT | sideBit) || dir < 2 && pc == (GENERAL | sideBit)) {
      return true;
    }
    t = ray[nextPiece(b, ray, i + 1)];
    return t != 0 && b[t] == (CANNON | sideBit);
  }

  /**
   * The first point of the list {@code from} (from index {@code i}, ended by 0) that holds {@code
   * piece} and whose block, the same index of {@code blocks} (a horse leg, an elephant eye, or
   * {@link XiangqiGeometry#NO_BLOCK}), is empty; 0 when there is none.
   */
  private static int attackerIn(int[] b, int piece, int[] from, int[] blocks, int i) {
    int q;
    for (; (q = from[i]) != 0; i++) {
      if (b[q] == piece && b[blocks[i]] == 0) {
        return q;
      }
    }
    return 0;
  }

  /** The point of a horse of {@code sideBit} attacking {@code point} over an empty leg, or 0. */
  static int horseAttacker(int[] b, int point, int sideBit) {
    return attackerIn(b, HORSE | sideBit, HORSE_ATTACKER, HORSE_ATTACKER_LEG, point * HORSE_STRIDE);
  }

  /** The point of a soldier of {@code side} attacking {@code point}, or 0. */
  static int soldierAttacker(int[] b, int point, int side) {
    return attackerIn(
        b,
        SOLDIER | side << 3,
        SOLDIER_ATTACKER,
        NO_BLOCK,
        (side * POINTS + point) * SOLDIER_STRIDE);
  }

  /**
   * Whether the general of side {@code us}, standing on {@code g}, is in check: the outward test.
   * Advisors and elephants never leave their own half, so they cannot give check; the other general
   * on the open file can (the facing rule).
   */
  static boolean generalAttacked(int[] b, int g, int us) {
    final int[] ray = RAY;
    final int them = us ^ 1;
    final int sideBit = them << 3;
    for (int dir = 0; dir < 4; dir++) {
      if (rayChecks(b, ray, g, dir, sideBit)) {
        return true;
      }
    }
    return horseAttacker(b, g, sideBit) != 0 || soldierAttacker(b, g, them) != 0;
  }

  /**
   * Whether moving the piece on {@code f} to {@code t} leaves the general of its side, on {@code g}
   * ({@code t} when the general itself moves), out of check: the move is tried on the board and
   * taken back.
   */
  static boolean generalSafeAfter(int[] b, int f, int t, int g) {
    int pc = b[f];
    int cap = b[t];
    b[f] = 0;
    b[t] = pc;
    boolean safe = !generalAttacked(b, g, pc >>> 3);
    b[f] = pc;
    b[t] = cap;
    return safe;
  }

  /**
   * The point of {@code side}'s cheapest piece attacking {@code point}, or 0: soldier, advisor,
   * elephant, horse, cannon, chariot, general (the order of the exchange values); a cannon found on
   * any ray comes before a chariot, of two chariots the one on the later ray (north, south, east,
   * west) counts. Pins and the facing rule are left out: the static exchange's view.
   */
  static int leastValuableAttacker(int[] b, int point, int side) {
    final int sideBit = side << 3;
    int q = soldierAttacker(b, point, side);
    if (q == 0) {
      q = attackerIn(b, ADVISOR | sideBit, ADVISOR_STEPS, NO_BLOCK, point * STEP_STRIDE);
    }
    if (q == 0) {
      q = attackerIn(b, ELEPHANT | sideBit, ELEPHANT_TO, ELEPHANT_EYE, point * STEP_STRIDE);
    }
    if (q == 0) {
      q = horseAttacker(b, point, sideBit);
    }
    if (q != 0) {
      return q;
    }
    final int[] ray = RAY;
    int chariotAt = 0;
    for (int dir = 0; dir < 4; dir++) {
      int i = nextPiece(b, ray, ray(point, dir));
      int t = ray[i];
      if (t == 0) {
        continue;
      }
      if (b[t] == (CHARIOT | sideBit)) {
        chariotAt = t;
      }
      t = ray[nextPiece(b, ray, i + 1)];
      if (t != 0 && b[t] == (CANNON | sideBit)) {
        return t;
      }
    }
    if (chariotAt != 0) {
      return chariotAt;
    }
    return attackerIn(b, GENERAL | sideBit, GENERAL_STEPS, NO_BLOCK, point * STEP_STRIDE);
  }

  /**
   * Whether the general on {@code g} sees a general of {@code sideBit} along its file with no piece
   * between: the facing-generals rule.
   */
  static boolean facesGeneral(int[] b, int g, int sideBit) {
    final int[] ray = RAY;
    int north = ray[nextPiece(b, ray, ray(g, XiangqiGeometry.NORTH))];
    int south = ray[nextPiece(b, ray, ray(g, XiangqiGeometry.SOUTH))];
    int general = GENERAL | sideBit;
    return north != 0 && b[north] == general || south != 0 && b[south] == general;
  }

  /**
   * Whether a piece of {@code bySide} attacks {@code point} by its own move rule, pin or no pin,
   * and, when {@code point} holds the other general, the general of {@code bySide} along an open
   * file (the facing rule).
   */
  static boolean isAttacked(int[] b, int point, int bySide) {
    int sideBit = bySide << 3;
    return leastValuableAttacker(b, point, bySide) != 0
        || b[point] == (GENERAL | (sideBit ^ BLACK_BIT)) && facesGeneral(b, point, sideBit);
  }

  /** Whether the piece on {@code q} attacks point {@code t} by its own move rule. */
  static boolean attacks(int[] b, int q, int t) {
    int pc = b[q];
    switch (pc & TYPE_MASK) {
      case GENERAL:
        return reaches(b, t, GENERAL_STEPS, NO_BLOCK, q * STEP_STRIDE);
      case ADVISOR:
        return reaches(b, t, ADVISOR_STEPS, NO_BLOCK, q * STEP_STRIDE);
      case ELEPHANT:
        return reaches(b, t, ELEPHANT_TO, ELEPHANT_EYE, q * STEP_STRIDE);
      case HORSE:
        return reaches(b, t, HORSE_TO, HORSE_LEG, q * HORSE_STRIDE);
      case SOLDIER:
        return reaches(b, t, SOLDIER_STEPS, NO_BLOCK, ((pc >>> 3) * POINTS + q) * SOLDIER_STRIDE);
      case CHARIOT:
        return piecesBetween(b, q, t) == 0;
      case CANNON:
        return piecesBetween(b, q, t) == 1;
      default:
        return false;
    }
  }

  /** Whether {@code t} is in the list {@code to} from index {@code i} with its block empty. */
  private static boolean reaches(int[] b, int t, int[] to, int[] blocks, int i) {
    int u;
    for (; (u = to[i]) != 0; i++) {
      if (u == t) {
        return b[blocks[i]] == 0;
      }
    }
    return false;
  }

  /** Pieces strictly between two points on one rank or file; -1 when they share neither. */
  private static int piecesBetween(int[] b, int q, int t) {
    int dir = direction(q, t);
    if (dir < 0) {
      return -1;
    }
    int count = 0;
    int u;
    for (int i = ray(q, dir); (u = RAY[i]) != 0 && u != t; i++) {
      if (b[u] != 0) {
        count++;
      }
    }
    return count;
  }
}
