package alfil.search;

import alfil.core.GamePosition;
import alfil.core.Move;
import alfil.core.SearchPosition;

/**
 * The moves of one node in the order the search tries them, as Stockfish's MovePicker
 * (movepick.cpp): the best first, because a cutoff by an early move spares every later one. In the
 * main search, in stages:
 *
 * <ol>
 *   <li>the table move, alone: when it cuts off, no other move is ever scored;
 *   <li>good captures and promotions, by MVV-LVA (most valuable victim, then least valuable mover)
 *       and then capture history; each one's static exchange is checked only when it comes up, and
 *       a losing one goes to the bad captures instead;
 *   <li>the two killers, then the counter move (Stockfish 16's refutation stage);
 *   <li>quiet moves by history (butterfly plus continuation history);
 *   <li>bad captures, in the order of the good ones.
 * </ol>
 *
 * <p>Each stage is a band of order keys ({@code ORDER_*}) and the moves are picked by selection,
 * the best-ordered remaining one at a time, so a node that cuts off early sorts little. Quiescence
 * orders the table move first, then captures (or, in check, evasions) by MVV-LVA.
 *
 * <p>The search keeps one picker per ply; the moves and their keys live in the picker's arrays, so
 * picking allocates nothing.
 */
final class MovePicker {
  // Order key bands: table move, good captures, killers, counter move, quiets by history (near 0,
  // within three history maxima), bad captures.
  private static final int ORDER_TT = 1 << 30;
  private static final int ORDER_GOOD_CAPTURE = 1 << 28;
  private static final int ORDER_KILLER1 = 1 << 27;
  private static final int ORDER_KILLER2 = ORDER_KILLER1 - 1;
  private static final int ORDER_COUNTER = ORDER_KILLER1 - 2;
  private static final int ORDER_BAD_CAPTURE = -(1 << 28);
  // Half the width of a capture band: MVV-LVA values stay far inside it.
  private static final int ORDER_BAND = 1 << 24;

  private final MoveHistory history;
  private final int[] moves = new int[GamePosition.MAX_MOVES];
  private final int[] order = new int[GamePosition.MAX_MOVES];
  private SearchPosition pos;
  private int ply;
  private boolean quiescence;
  // Moves generated; moves before start (the table move) are tried unscored; the next to pick.
  private int count;
  private int start;
  private int next;

  MovePicker(MoveHistory history) {
    this.history = history;
  }

  /**
   * Generates the legal moves of a main-search node of {@code pos} at {@code ply}, with {@code
   * ttMove} (or {@link Move#NONE}) to be tried first, and returns how many there are.
   */
  int startSearch(SearchPosition pos, int ttMove, int ply) {
    this.pos = pos;
    this.ply = ply;
    quiescence = false;
    next = 0;
    int[] list = moves;
    int n = pos.legalMoves(list, 0);
    count = n;
    // The table move goes first and alone: when it cuts off, no other move is ever scored.
    start = 0;
    if (ttMove != Move.NONE) {
      for (int k = 0; k < n; k++) {
        if (list[k] == ttMove) {
          list[k] = list[0];
          list[0] = ttMove;
          start = 1;
          break;
        }
      }
    }
    return n;
  }

  /**
   * Generates the moves of a quiescence node of {@code pos}: every legal move when {@code inCheck},
   * else the captures and promotions; {@code ttMove} first, then by MVV-LVA. Returns how many.
   */
  int startQuiescence(SearchPosition pos, int ttMove, boolean inCheck) {
    this.pos = pos;
    quiescence = true;
    next = 0;
    start = 0;
    int[] list = moves;
    int n = inCheck ? pos.legalMoves(list, 0) : pos.tacticalMoves(list, 0);
    count = n;
    for (int i = 0; i < n; i++) {
      int m = list[i];
      order[i] = m == ttMove ? ORDER_TT : captureOrder(pos, m);
    }
    return n;
  }

  /** The next move to try, or {@link Move#NONE} when every move has been picked. */
  int next() {
    int i = next;
    if (i >= count) {
      return Move.NONE;
    }
    next = i + 1;
    if (quiescence) {
      return selectBest(i);
    }
    if (i < start) {
      return moves[i];
    }
    if (i == start) {
      score(start);
    }
    return selectGood(i);
  }

  /** Whether the move picked last was ordered among the bad captures (its exchange loses). */
  boolean isBadCapture() {
    int i = next - 1;
    return i >= start && order[i] < ORDER_BAD_CAPTURE + ORDER_BAND;
  }

  /**
   * MVV-LVA order of a capture or promotion of {@code pos} (most valuable victim, then least
   * valuable mover); below every capture's for a quiet move.
   */
  static int captureOrder(SearchPosition pos, int m) {
    return pos.isTactical(m) ? pos.gainValue(m) * 16 - pos.moverValue(m) / 16 : -Score.INFINITE;
  }

  /** Order keys for the moves from {@code from} on: the table move is already out of the way. */
  private void score(int from) {
    int[] list = moves;
    int n = count;
    int k1 = history.killer1(ply);
    int k2 = history.killer2(ply);
    int side = pos.sideToMove();
    int counter = history.counterMove(side, ply);
    for (int i = from; i < n; i++) {
      int m = list[i];
      int s;
      if (pos.isTactical(m)) {
        // Good until its exchange is looked at, which happens only when it is picked (selectGood).
        s = ORDER_GOOD_CAPTURE + captureOrder(pos, m) + history.capture(pos, side, m) / 8;
      } else if (m == k1) {
        s = ORDER_KILLER1;
      } else if (m == k2) {
        s = ORDER_KILLER2;
      } else if (m == counter) {
        s = ORDER_COUNTER;
      } else {
        s = history.quiet(pos, side, m, ply);
      }
      order[i] = s;
    }
  }

  /**
   * The best-ordered remaining move, put at {@code i}, except that a capture in the good band whose
   * static exchange loses goes to the bad band first (the exchange is computed only for captures
   * that get this far, and not at all when the victim is worth the mover).
   */
  private int selectGood(int i) {
    while (true) {
      int m = selectBest(i);
      int o = order[i];
      if (o < ORDER_GOOD_CAPTURE - ORDER_BAND || o >= ORDER_TT) {
        return m;
      }
      if (!pos.losesExchange(m)) {
        return m;
      }
      order[i] = o - ORDER_GOOD_CAPTURE + ORDER_BAD_CAPTURE;
    }
  }

  /** Selection step: swaps the best-ordered remaining move to {@code i} and returns it. */
  private int selectBest(int i) {
    int[] list = moves;
    int[] keys = order;
    int n = count;
    int best = i;
    int bestOrder = keys[i];
    for (int j = i + 1; j < n; j++) {
      if (keys[j] > bestOrder) {
        bestOrder = keys[j];
        best = j;
      }
    }
    int m = list[best];
    list[best] = list[i];
    keys[best] = keys[i];
    list[i] = m;
    keys[i] = bestOrder;
    return m;
  }
}
