package alfil.xiangqi;

import static alfil.xiangqi.XiangqiGeometry.FILE_OF;
import static alfil.xiangqi.XiangqiGeometry.POINTS;
import static alfil.xiangqi.XiangqiPiece.ADVISOR;
import static alfil.xiangqi.XiangqiPiece.CANNON;
import static alfil.xiangqi.XiangqiPiece.CHARIOT;
import static alfil.xiangqi.XiangqiPiece.ELEPHANT;
import static alfil.xiangqi.XiangqiPiece.GENERAL;
import static alfil.xiangqi.XiangqiPiece.HORSE;
import static alfil.xiangqi.XiangqiPiece.SOLDIER;

import alfil.core.GamePosition;
import alfil.core.Move;

/**
 * Which enemy pieces a side chases in a position: the chase definition of the Asian (AXF) rules as
 * Pikafish's {@code Position::chased} implements it (rules.md), on a scratch copy of the board so
 * that the side to move does not matter and the game's position is never touched.
 *
 * <p>A piece of side {@code c} other than the general and the soldiers (they may chase freely)
 * chases an enemy piece it attacks when the capture would be legal and
 *
 * <ul>
 *   <li>it is a horse or cannon attacking a chariot, or an advisor or elephant attacking a chariot,
 *       cannon or horse (a weaker piece on a stronger one: protection does not matter); or
 *   <li>the victim has no real protector: after the capture no enemy piece can legally take back
 *       (so a pinned protector is no protector), and, when attacker and victim are of one kind, the
 *       victim cannot legally take the attacker first (a mutual attack is no chase).
 * </ul>
 *
 * Generals are never chased (that is check), nor soldiers that have not crossed the river.
 *
 * <p>The result is a 16-bit mask over the victims' piece ids ({@link XiangqiPosition#pieceIdAt},
 * taken modulo 16). Nothing is allocated after construction.
 */
final class XiangqiChase {
  /** The 90 points of the board, in index order (a constant table, never written). */
  private static final int[] BOARD_POINTS = boardPoints();

  private final int[] board = new int[POINTS];
  private final int[] ids = new int[POINTS];
  private final int[] generals = new int[2];

  /** Scratch: the points of the pieces that may chase, and their captures. */
  private final int[] chasers = new int[XiangqiPosition.SLOTS_PER_SIDE];

  private final int[] captures = new int[GamePosition.MAX_MOVES];

  private static int[] boardPoints() {
    int[] points = new int[XiangqiGeometry.FILES * XiangqiGeometry.RANKS];
    int n = 0;
    for (int p = 0; p < POINTS; p++) {
      if (FILE_OF[p] >= 0) {
        points[n++] = p;
      }
    }
    return points;
  }

  /** Copies the pieces and their ids from {@code position}. */
  void load(XiangqiPosition position) {
    for (int p : BOARD_POINTS) {
      board[p] = position.pieceAt(p);
      ids[p] = position.pieceIdAt(p);
    }
    generals[0] = position.generalPoint(0);
    generals[1] = position.generalPoint(1);
  }

  /** Takes back a move that captured nothing (the moves of a repetition cycle never capture). */
  void unmove(int move) {
    int f = Move.from(move);
    int t = Move.to(move);
    int pc = board[t];
    board[f] = pc;
    ids[f] = ids[t];
    board[t] = 0;
    ids[t] = -1;
    if (XiangqiPiece.type(pc) == GENERAL) {
      generals[XiangqiPiece.side(pc)] = f;
    }
  }

  /** The enemy pieces that side {@code c} chases here, as a mask over their ids modulo 16. */
  int chased(int c) {
    int[] b = board;
    int count = 0;
    for (int p : BOARD_POINTS) {
      int pc = b[p];
      int type = XiangqiPiece.type(pc);
      // The general and the soldiers may chase freely (rules.md).
      if (pc != 0 && XiangqiPiece.side(pc) == c && type != GENERAL && type != SOLDIER) {
        chasers[count++] = p;
      }
    }
    int n = XiangqiMoveGenerator.pseudoLegalMoves(b, chasers, count, false, captures, 0);
    int mask = 0;
    for (int i = 0; i < n; i++) {
      mask |= chase(Move.from(captures[i]), Move.to(captures[i]), c);
    }
    return mask;
  }

  /**
   * The id bit of the enemy piece on {@code t}, which the piece on {@code p} (side c) can capture
   * by its move rule, when it chases it; else 0.
   */
  private int chase(int p, int t, int c) {
    int victim = board[t];
    int vt = XiangqiPiece.type(victim);
    // Attacking the general is check, not chase; a soldier is fair game only across the river.
    if (vt == GENERAL || vt == SOLDIER && !XiangqiGeometry.ownHalf(c, t)) {
      return 0;
    }
    if (!legal(p, t)) {
      return 0;
    }
    int bit = 1 << (ids[t] & 15);
    int at = XiangqiPiece.type(board[p]);
    if ((at == HORSE || at == CANNON) && vt == CHARIOT) {
      return bit;
    }
    if ((at == ADVISOR || at == ELEPHANT) && (vt == CHARIOT || vt == CANNON || vt == HORSE)) {
      return bit;
    }
    if (protectedAfterCapture(p, t)) {
      return 0;
    }
    // One kind against the same kind: no chase when the victim may take the attacker first.
    if (at == vt && attacks(t, p) && legal(t, p)) {
      return 0;
    }
    return bit;
  }

  /** Whether, after the piece on {@code p} takes the one on {@code t}, it can be legally taken. */
  private boolean protectedAfterCapture(int p, int t) {
    int[] b = board;
    int pc = b[p];
    int victim = b[t];
    int defender = XiangqiPiece.side(victim);
    b[t] = pc;
    b[p] = 0;
    boolean found = false;
    for (int q : BOARD_POINTS) {
      int d = b[q];
      if (d != 0 && XiangqiPiece.side(d) == defender && attacks(q, t) && legal(q, t)) {
        found = true;
        break;
      }
    }
    b[p] = pc;
    b[t] = victim;
    return found;
  }

  /** Whether moving the piece on {@code f} to {@code t} leaves its own general unattacked. */
  boolean legal(int f, int t) {
    int pc = board[f];
    int g = XiangqiPiece.type(pc) == GENERAL ? t : generals[XiangqiPiece.side(pc)];
    return XiangqiAttacks.generalSafeAfter(board, f, t, g);
  }

  /** Whether the piece on {@code q} attacks point {@code t} by its own move rule. */
  boolean attacks(int q, int t) {
    return XiangqiAttacks.attacks(board, q, t);
  }
}
