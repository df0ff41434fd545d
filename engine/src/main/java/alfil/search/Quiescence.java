package alfil.search;

import alfil.core.Move;
import alfil.core.SearchPosition;

/**
 * The quiescence search, Stockfish's {@code qsearch} (search.cpp): where the main search runs out
 * of depth, only captures and promotions are searched (every move when in check) until the position
 * is quiet enough for its static evaluation to stand, so that no line is scored in the middle of an
 * exchange. The side to move may always "stand pat" on the evaluation instead of capturing. The
 * table is probed at any depth and written at depth 0; outside the principal variation a bound from
 * it decides the node. A capture is skipped when even winning its victim outright cannot lift the
 * score to alpha (delta pruning) or when it loses material by exchange.
 *
 * <p>A function of the {@link Search} under way, as {@code qsearch} is a member of Stockfish's
 * {@code Worker}: it works on the searcher's position, table, evaluation cache, correction history,
 * stack and budget, and allocates nothing.
 */
final class Quiescence {
  private static final int MAX_PLY = Score.MAX_PLY;
  private static final int MATE = Score.MATE;
  private static final int INF = Score.INFINITE;

  private Quiescence() {}

  /**
   * The score of the current position of {@code s}, {@code ply} plies from the root, within the
   * window {@code (alpha, beta)}; 0 when the budget stopped the search.
   */
  static int search(Search s, int ply, int alpha, int beta) {
    SearchPosition pos = s.pos;
    TranspositionTable tt = s.tt;
    SearchBudget budget = s.budget;
    s.stack[ply].pvEnd = ply;
    budget.reached(ply);
    if (budget.stopped()) {
      return 0;
    }
    if (ply >= MAX_PLY) {
      return s.evalCache.evaluate(pos);
    }
    // The table: a bound from any depth decides a quiescence node outside the principal variation,
    // and a stored capture (or evasion) is tried first.
    int ttMove = Move.NONE;
    int slot = tt.probe(pos.hashLo(), pos.hashHi());
    if (slot >= 0) {
      ttMove = tt.move(slot);
      int ttScore = Score.fromTable(tt.score(slot), ply);
      if (beta - alpha == 1 && Bound.cuts(tt.bound(slot), ttScore, alpha, beta)) {
        return ttScore;
      }
    }
    int originalAlpha = alpha;
    int bestMove = Move.NONE;
    boolean inCheck = pos.inCheck();
    MovePicker picker = s.stack[ply].picker;
    int best;
    int standPat = 0;
    if (inCheck) {
      if (picker.startQuiescence(pos, ttMove, true) == 0) {
        return -MATE + ply;
      }
      best = -INF;
    } else {
      standPat = s.corrected(s.evalCache.evaluate(pos), s.correction.slot(pos));
      if (standPat >= beta) {
        if (slot < 0) {
          tt.store(pos, Move.NONE, standPat, ply, 0, alpha, beta);
        }
        return standPat;
      }
      if (standPat > alpha) {
        alpha = standPat;
      }
      best = standPat;
      picker.startQuiescence(pos, ttMove, false);
    }
    for (int m = picker.next(); m != Move.NONE; m = picker.next()) {
      // Delta pruning: even winning the piece outright cannot lift the score to alpha.
      if (!inCheck
          && s.selective
          && m != ttMove
          && (standPat + pos.gainValue(m) + 200 <= alpha || pos.losesExchange(m))) {
        continue;
      }
      pos.makeMove(m);
      budget.countNode();
      int score = -search(s, ply + 1, -beta, -alpha);
      pos.unmakeMove();
      if (budget.stopped()) {
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          bestMove = m;
          if (score >= beta) {
            break;
          }
        }
      }
    }
    tt.store(pos, bestMove, best, ply, 0, originalAlpha, beta);
    return best;
  }
}
