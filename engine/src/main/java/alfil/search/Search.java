package alfil.search;

import alfil.core.Move;
import alfil.core.SearchPosition;

/**
 * The one search of both games, as Stockfish's search.cpp: iterative deepening with aspiration
 * windows over a principal variation search (PVS), with a transposition table, mate-distance
 * pruning, null-move pruning guarded against zugzwang, late-move reductions ({@link Reductions}: of
 * quiet moves, and of captures that lose by exchange), reverse futility pruning and late-move
 * pruning (both stricter when the static evaluation is not improving), razoring, futility pruning
 * (by the depth a move's reduction leaves), pruning of losing captures and of quiet moves with a
 * failing history near the leaves, internal iterative reduction, check extensions (not of checks
 * that lose material by exchange), singular extensions (with multi-cut and a negative extension)
 * and a {@link Quiescence} search. The static evaluation is corrected by how far searches found it
 * wrong before in positions of the same structure ({@link CorrectionHistory}). Moves come in stages
 * from a {@link MovePicker}, ordered by what {@link MoveHistory} learned. An iteration cut short by
 * a limit still counts for a root move it has searched in full and found better than the previous
 * best. The root moves and their lines are a {@link RootMoves}; a {@link SearchBudget} counts the
 * nodes and says when to stop.
 *
 * <p>Everything a node needs is preallocated, a {@link StackFrame} per ply; a search allocates
 * nothing per node. One instance runs one search at a time; instances share nothing but the table
 * they are given (two searchers side by side need two tables). The search never reads a clock,
 * sleeps or prints: time comes through {@link SearchLimits#clock}, progress goes to a {@link
 * SearchListener}, and {@link #stop()} may be called from another thread.
 */
public final class Search {
  private static final int MAX_PLY = Score.MAX_PLY;
  private static final int MATE = Score.MATE;
  private static final int INF = Score.INFINITE;

  // The searcher's state; the fields without "private" are also read by Quiescence.
  final TranspositionTable tt;
  // What the search learns from node to node (and from search to search, until clearHistory).
  private final MoveHistory history = new MoveHistory();
  final CorrectionHistory correction = new CorrectionHistory();
  final EvalCache evalCache = new EvalCache();
  private final Reductions reductions = new Reductions();
  final StackFrame[] stack = new StackFrame[MAX_PLY + 2];

  private final RootMoves root = new RootMoves();
  final SearchBudget budget = new SearchBudget();
  private final SearchInfo info = new SearchInfo();

  // The search under way.
  SearchPosition pos;
  boolean selective;
  private int contempt;
  private int ruleHits;
  private int iterationDepth;

  /** A searcher using {@code table}, whose size the caller chose. */
  public Search(TranspositionTable table) {
    this.tt = table;
    for (int ply = 0; ply < stack.length; ply++) {
      stack[ply] = new StackFrame(ply, history);
    }
  }

  /** Asks a running search to stop soon; safe from any thread. */
  public void stop() {
    budget.requestStop();
  }

  /** Forgets move-ordering statistics (a new game); the table is the caller's to clear. */
  public void clearHistory() {
    history.clear();
    correction.clear();
  }

  /**
   * Searches {@code position} within {@code limits}, reporting to {@code listener} (may be null),
   * and returns the best line. The position is left as it was. With no legal move the result's best
   * move is {@link Move#NONE}.
   */
  public SearchResult search(
      SearchPosition position, SearchLimits searchLimits, SearchListener listener) {
    pos = position;
    selective = searchLimits.selective;
    budget.start(searchLimits);
    ruleHits = 0;
    contempt = position.drawContempt();
    tt.newSearch();
    history.newSearch();

    int multiPv = Math.max(1, searchLimits.multiPv);
    SearchResult result = new SearchResult(multiPv);
    int rootCount = root.collect(position, searchLimits.searchMoves);
    if (rootCount == 0) {
      boolean lost = position.inCheck() || position.stalemateLoses();
      result.set(0, Move.NONE, lost ? -MATE : 0, new int[0], 0);
      result.depth = 0;
      return result;
    }
    multiPv = Math.min(multiPv, rootCount);
    int maxDepth = searchLimits.depth > 0 ? Math.min(searchLimits.depth, MAX_PLY - 1) : MAX_PLY - 1;

    for (int depth = 1; depth <= maxDepth; depth++) {
      iterationDepth = depth;
      for (int pvIndex = 0; pvIndex < multiPv; pvIndex++) {
        int previous = root.previousScore(pvIndex);
        int delta = 20;
        // The aspiration re-searches are part of the line: a move that failed high against a
        // narrow window is still better than the first move if a wider re-search is cut short.
        root.startLine(pvIndex);
        int alpha = -INF;
        int beta = INF;
        if (depth >= 5 && !Score.isMate(previous) && previous > -INF) {
          alpha = Math.max(previous - delta, -INF);
          beta = Math.min(previous + delta, INF);
        }
        while (true) {
          int score = searchRoot(depth, pvIndex, alpha, beta);
          if (budget.stopped()) {
            break;
          }
          if (score <= alpha && alpha > -INF) {
            beta = (alpha + beta) / 2;
            alpha = Math.max(score - delta, -INF);
          } else if (score >= beta && beta < INF) {
            beta = Math.min(score + delta, INF);
          } else {
            break;
          }
          delta += delta;
          if (delta > 1000) {
            alpha = -INF;
            beta = INF;
          }
        }
        if (budget.stopped()) {
          int proven = root.provenBest();
          if (multiPv == 1 && proven > 0 && depth > 1) {
            // Cut short, this iteration has still proved a move better than the previous best:
            // play it (the line shown last is the one played, its depth the iteration's).
            root.copyTo(result, 0, proven);
            if (listener != null) {
              report(listener, depth, 0, proven);
            }
          }
          break;
        }
        root.sort(pvIndex);
        if (listener != null) {
          report(listener, depth, pvIndex, pvIndex);
        }
      }
      if (budget.stopped()) {
        break;
      }
      root.endIteration();
      for (int k = 0; k < multiPv; k++) {
        root.copyTo(result, k, k);
      }
      result.depth = depth;
      result.selDepth = budget.selDepth();
      if (budget.iterationDone()
          || searchLimits.stopWhenDecided
              && (rootCount == 1 || mateWithin(result.score(), depth))) {
        break;
      }
    }
    result.nodesMillions = budget.nodesMillions();
    result.nodesRest = budget.nodesRest();
    return result;
  }

  /** Whether {@code score} is a mate, for either side, in at most {@code depth} plies. */
  private static boolean mateWithin(int score, int depth) {
    return Score.isMate(score) && MATE - Math.abs(score) <= depth;
  }

  private int searchRoot(int depth, int pvIndex, int alpha, int beta) {
    int best = -INF;
    for (int i = pvIndex; i < root.count(); i++) {
      int m = root.move(i);
      boolean tactical = pos.isTactical(m);
      history.play(pos, 0, m);
      pos.makeMove(m);
      budget.countNode();
      boolean givesCheck = pos.inCheck();
      int newDepth = depth - 1 + (givesCheck ? 1 : 0);
      int score;
      if (i == pvIndex) {
        score = -search(newDepth, 1, -beta, -alpha, true, false);
      } else {
        int r = 0;
        if (selective && depth >= 3 && i - pvIndex >= 4 && !givesCheck && !tactical) {
          r = 1;
        }
        score = -search(newDepth - r, 1, -alpha - 1, -alpha, false, true);
        if (score > alpha && r > 0) {
          score = -search(newDepth, 1, -alpha - 1, -alpha, false, true);
        }
        if (score > alpha && score < beta) {
          score = -search(newDepth, 1, -beta, -alpha, true, false);
        }
      }
      pos.unmakeMove();
      if (budget.stopped()) {
        return best;
      }
      if (i == pvIndex || score > alpha) {
        root.setLine(i, score, stack[1].pv, stack[1].pvEnd);
      } else {
        // Fell below the window: ordered behind the moves that beat it, in their old order.
        root.setBelowWindow(i);
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (score >= beta) {
            return score;
          }
        }
      }
    }
    return best;
  }

  private int search(int depth, int ply, int alpha, int beta, boolean pvNode, boolean cutNode) {
    StackFrame ss = stack[ply];
    ss.pvEnd = ply;
    if (depth <= 0) {
      return Quiescence.search(this, ply, alpha, beta);
    }
    budget.reached(ply);
    if (budget.stopped()) {
      return 0;
    }
    int rule = pos.ruleStatus(ply);
    if (rule != SearchPosition.RULE_NONE) {
      ruleHits++;
      return Score.ofRule(rule, ply, contempt);
    }
    if (ply >= MAX_PLY) {
      return evalCache.evaluate(pos);
    }
    // Mate distance pruning: no line from here beats a mate already found nearer the root.
    alpha = Math.max(alpha, -MATE + ply);
    beta = Math.min(beta, MATE - ply - 1);
    if (alpha >= beta) {
      return alpha;
    }

    boolean inCheck = pos.inCheck();
    int excludedMove = ss.excludedMove;
    int ttMove = Move.NONE;
    int ttScore = 0;
    // The entry is read once, here: the searches below (null move, razoring) may replace it.
    int ttBound = 0;
    int ttDepth = 0;
    // A search that leaves a move out answers another question than the table's entry: it
    // neither reads nor writes it.
    int slot = excludedMove == Move.NONE ? tt.probe(pos.hashLo(), pos.hashHi()) : -1;
    if (slot >= 0) {
      ttMove = tt.move(slot);
      ttScore = Score.fromTable(tt.score(slot), ply);
      ttBound = tt.bound(slot);
      ttDepth = tt.depth(slot);
      if (!pvNode && ttDepth >= depth && Bound.cuts(ttBound, ttScore, alpha, beta)) {
        return ttScore;
      }
    }

    int rawEval = inCheck ? -INF : evalCache.evaluate(pos);
    int correctionSlot = inCheck ? -1 : correction.slot(pos);
    int staticEval = inCheck ? -INF : corrected(rawEval, correctionSlot);
    int correctedEval = staticEval;
    ss.staticEval = staticEval;
    // Improving: better than two plies ago (or than a check there), so cut less eagerly.
    boolean improving = !inCheck && ply >= 2 && staticEval > stack[ply - 2].staticEval;
    // A table score whose bound lies beyond the static evaluation is the better estimate for the
    // pruning decisions below (as Stockfish's search uses ttValue to adjust eval). EXACT is
    // LOWER | UPPER, so it passes either way.
    if (!inCheck
        && !Score.isMate(ttScore)
        && (ttBound & (ttScore > staticEval ? Bound.LOWER : Bound.UPPER)) != 0) {
      staticEval = ttScore;
    }
    boolean prune = selective && !pvNode && !inCheck;
    // Node-level pruning trusts the static evaluation; a search leaving a move out asks whether
    // the others reach a margin, which that cannot answer.
    boolean pruneNode = prune && excludedMove == Move.NONE;

    // Reverse futility: far above beta near the leaves, the opponent will not come back.
    if (pruneNode
        && depth <= 6
        && !Score.isMate(beta)
        && staticEval - 90 * (depth - (improving ? 1 : 0)) >= beta) {
      return staticEval;
    }

    // Razoring: far below alpha one or two plies from the leaves, only captures can help; ask
    // quiescence whether they do.
    if (pruneNode && depth <= 2 && !Score.isMate(alpha) && staticEval + 250 * depth <= alpha) {
      int score = Quiescence.search(this, ply, alpha, alpha + 1);
      if (budget.stopped()) {
        return 0;
      }
      if (score <= alpha) {
        return score;
      }
    }

    // Null move: if passing still fails high, a real move will too (not in zugzwang).
    if (pruneNode
        && depth >= 3
        && staticEval >= beta
        && !Score.isMate(beta)
        && history.played(ply - 1) != Move.NONE
        && pos.nullMoveSafe()) {
      int r = 3 + depth / 4 + Math.min(3, (staticEval - beta) / 200);
      history.playNull(ply);
      pos.makeNullMove();
      int score = -search(depth - 1 - r, ply + 1, -beta, -beta + 1, false, !cutNode);
      pos.unmakeNullMove();
      if (budget.stopped()) {
        return 0;
      }
      if (score >= beta) {
        return Score.isMate(score) ? beta : score;
      }
    }

    // Internal iterative reduction: with no table move to start from, ordering is poor and the
    // node is likely not worth its full depth; the next iteration finds it with a move.
    if (selective
        && depth >= 4
        && ttMove == Move.NONE
        && excludedMove == Move.NONE
        && (pvNode || cutNode)) {
      depth--;
    }

    // Singular extension (Stockfish's): when the table says its move holds beta and every other
    // move, searched to half the depth, falls short of a margin below the table score, the move
    // is the only one and is searched a ply deeper. When even the others reach the margin and it
    // is at or above beta, several moves cut off and the node does too (multi-cut); when only the
    // table score is at or above beta, the table move is searched a ply shallower.
    int singularExtension = 0;
    if (selective
        && depth >= 6
        && ply < 2 * iterationDepth
        && excludedMove == Move.NONE
        && ttMove != Move.NONE
        && !Score.isMate(ttScore)
        && (ttBound & Bound.LOWER) != 0
        && ttDepth >= depth - 3) {
      int singularBeta = ttScore - 2 * depth;
      ss.excludedMove = ttMove;
      int score = search((depth - 1) / 2, ply, singularBeta - 1, singularBeta, false, cutNode);
      ss.excludedMove = Move.NONE;
      if (budget.stopped()) {
        return 0;
      }
      if (score < singularBeta) {
        singularExtension = 1;
      } else if (singularBeta >= beta) {
        return singularBeta;
      } else if (ttScore >= beta) {
        singularExtension = -1;
      }
    }

    MovePicker picker = ss.picker;
    if (picker.startSearch(pos, ttMove, ply) == 0) {
      return inCheck || pos.stalemateLoses() ? -MATE + ply : 0;
    }

    int originalAlpha = alpha;
    int rulesBefore = ruleHits;
    int best = -INF;
    int bestMove = Move.NONE;
    int searched = 0;
    ss.quietCount = 0;
    ss.captureCount = 0;
    int side = pos.sideToMove();
    boolean ttCapture = ttMove != Move.NONE && pos.isTactical(ttMove);
    int lateLimit = improving ? 3 + depth * depth : (3 + depth * depth) / 2;

    for (int m = picker.next(); m != Move.NONE; m = picker.next()) {
      if (m == excludedMove) {
        continue;
      }
      boolean tactical = pos.isTactical(m);
      boolean killer = history.isKiller(ply, m);
      // Near the leaves a quiet move is not worth a search when its history is bad enough, as in
      // Stockfish's history pruning (one ply from the leaves any failing history will do, further
      // up the threshold falls by 3000 a ply), or when it leaves its piece to be taken.
      if (searched > 0
          && prune
          && !tactical
          && !killer
          && depth <= 3
          && !Score.isMate(alpha)
          && (history.quiet(pos, side, m, ply) < -3000 * (depth - 1)
              || pos.staticExchange(m) < -50 * depth * depth)) {
        continue;
      }
      history.play(pos, ply, m);
      pos.makeMove(m);
      boolean givesCheck = pos.inCheck();
      // Near the leaves a capture that loses material by exchange is not worth a search.
      if (searched > 0 && prune && tactical && !givesCheck && depth <= 3 && picker.isBadCapture()) {
        pos.unmakeMove();
        continue;
      }
      // Futility: a quiet move whose reduced search would end near the leaves, with the static
      // evaluation far below alpha, will not lift it (Stockfish's futility pruning by lmrDepth).
      // Late-move pruning at any depth, its limit growing with depth squared as Stockfish's
      // futility_move_count does (by then the ordering has put the moves that matter first).
      if (searched > 0
          && prune
          && !tactical
          && !givesCheck
          && !Score.isMate(alpha)
          && (futile(reductions.lmrDepth(depth, searched), staticEval, alpha)
              || ss.quietCount >= lateLimit)) {
        pos.unmakeMove();
        continue;
      }
      budget.countNode();
      // A check is extended unless it gives its piece away: a check that loses material by
      // exchange is rarely the move that matters, and extending every one of them makes the
      // tree explode where queens are on the board.
      int extension = givesCheck && ply < 2 * iterationDepth && !losesMaterial(m) ? 1 : 0;
      if (m == ttMove && singularExtension != 0) {
        extension = Math.min(1, extension + singularExtension);
      }
      int newDepth = depth - 1 + extension;
      int score;
      if (searched == 0) {
        score = -search(newDepth, ply + 1, -beta, -alpha, pvNode, false);
      } else {
        int r = 0;
        if (selective && depth >= 3 && searched >= 2 && !givesCheck && !inCheck) {
          if (!tactical) {
            int h = history.quiet(pos, side, m, ply);
            r =
                reductions.quiet(
                    depth, searched, newDepth, pvNode, cutNode, killer, improving, ttCapture, h);
          } else if (picker.isBadCapture()) {
            r = reductions.badCapture(depth, searched, newDepth, pvNode);
          }
        }
        score = -search(newDepth - r, ply + 1, -alpha - 1, -alpha, false, true);
        if (score > alpha && r > 0) {
          score = -search(newDepth, ply + 1, -alpha - 1, -alpha, false, !cutNode);
        }
        if (pvNode && score > alpha && score < beta) {
          score = -search(newDepth, ply + 1, -beta, -alpha, true, false);
        }
      }
      pos.unmakeMove();
      if (budget.stopped()) {
        return 0;
      }
      searched++;
      if (score > best) {
        best = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          if (pvNode) {
            ss.updatePv(m, stack[ply + 1]);
          }
          if (score >= beta) {
            history.updateOnCutoff(
                pos,
                ply,
                side,
                depth,
                m,
                tactical,
                ss.quietsTried,
                ss.quietCount,
                ss.capturesTried,
                ss.captureCount);
            break;
          }
        }
      }
      ss.tried(m, tactical);
    }
    if (excludedMove != Move.NONE) {
      // The move left out was the only legal one (pruning spares a node's first move): no other
      // move reaches the margin.
      return best == -INF ? alpha : best;
    }
    // A score that came from a repetition depends on the path; never keep such wins, losses or
    // draws in the table, where another path could find them.
    boolean pathDependent =
        ruleHits != rulesBefore && (Score.isMate(best) || best == contempt || best == -contempt);
    if (!pathDependent) {
      tt.store(pos, bestMove, best, ply, depth, originalAlpha, beta);
      // The search's verdict teaches the correction where it says more than the evaluation did:
      // not after a capture (the evaluation is of quiet positions), not from a bound on the
      // evaluation's own side.
      if (selective
          && !inCheck
          && !Score.isMate(best)
          && (bestMove == Move.NONE || !pos.isTactical(bestMove))
          && !(best >= beta && best <= correctedEval)
          && !(best <= originalAlpha && best >= correctedEval)) {
        correction.update(correctionSlot, best - rawEval, depth);
      }
    }
    return best;
  }

  /**
   * Whether a quiet move is futile: the depth its late-move reduction leaves it, {@code lmrDepth},
   * is at most 6, and the static evaluation plus a margin growing with that depth stays at or below
   * alpha. Without a reduction (depth 3 and less) this is the old rule of the three plies nearest
   * the leaves.
   */
  private static boolean futile(int lmrDepth, int staticEval, int alpha) {
    return lmrDepth <= 6 && staticEval + 100 + 120 * lmrDepth <= alpha;
  }

  /**
   * Whether {@code m}, just made, loses material by exchange in the position before it: looked at
   * from there, so the move is taken back for the question and made again.
   */
  private boolean losesMaterial(int m) {
    pos.unmakeMove();
    boolean losing = pos.losesExchange(m);
    pos.makeMove(m);
    return losing;
  }

  /**
   * {@code eval} corrected by the mean error the search found at its structure; as it is, without
   * selectivity (an exact search scores its leaves by the evaluation alone).
   */
  int corrected(int eval, int slot) {
    return selective ? correction.correct(eval, slot) : eval;
  }

  /** Reports the line of root move {@code rootIndex} as line {@code pvIndex} of {@code depth}. */
  private void report(SearchListener listener, int depth, int pvIndex, int rootIndex) {
    info.depth = depth;
    info.multiPv = pvIndex + 1;
    info.hashfull = tt.hashfullPerMille();
    budget.copyTo(info);
    root.copyTo(info, rootIndex);
    listener.onInfo(info);
  }
}
