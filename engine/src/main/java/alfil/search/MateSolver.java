package alfil.search;

import alfil.core.GamePosition;
import alfil.core.Move;
import alfil.core.SearchPosition;

/**
 * Proves "mate in N" for the side to move, or its absence, by a full-width AND/OR search with
 * iterative deepening on N: at the attacker's nodes one move must mate, at the defender's nodes
 * every reply must lose. Only the attacker's last move is restricted, to moves that give check (or,
 * where stalemate loses, to moves that leave the defender without a legal move, which the solver
 * tests directly); every other move is tried, so a mate it reports is real and a "no mate" is a
 * proof.
 *
 * <p>Mate means what the game says: no legal move while in check, or no legal move at all where
 * {@link SearchPosition#stalemateLoses}. Draw rules (repetition, move counts) are not applied: they
 * cannot occur within the short lines a mate problem asks about unless the game's history is
 * already at the limit. A node budget keeps a hopeless request bounded: then the answer is {@link
 * #UNKNOWN}.
 */
public final class MateSolver {
  /** {@link #solve}: a mate was found; {@link #mateMoves()} and {@link #firstMove()} tell it. */
  public static final int MATE_FOUND = 1;

  /** {@link #solve}: there is no mate within the asked number of moves. */
  public static final int NO_MATE = 0;

  /**
   * {@link #solve}: the node budget ran out or a stop was asked before the question was settled.
   */
  public static final int UNKNOWN = -1;

  /** The deepest mate the solver is asked for (in moves of the attacker). */
  public static final int MAX_MOVES = 16;

  private final int[][] moves = new int[2 * MAX_MOVES + 2][GamePosition.MAX_MOVES];
  private final int[][] orders = new int[2 * MAX_MOVES + 2][GamePosition.MAX_MOVES];
  private SearchPosition pos;
  private int nodes;
  private int nodeLimit;
  private boolean outOfBudget;
  private volatile boolean stopRequested;
  private int firstMove = Move.NONE;
  private int mateMoves;

  /** Asks a running solve to give up soon ({@link #UNKNOWN}); safe from any thread. */
  public void stop() {
    stopRequested = true;
  }

  /**
   * Looks for the shortest mate in at most {@code maxMoves} moves of the side to move; {@code
   * nodeBudget} 0 means no budget. The position is left as it was.
   */
  public int solve(SearchPosition position, int maxMoves, int nodeBudget) {
    pos = position;
    nodes = 0;
    nodeLimit = nodeBudget;
    outOfBudget = false;
    stopRequested = false;
    firstMove = Move.NONE;
    mateMoves = 0;
    int limit = Math.min(maxMoves, MAX_MOVES);
    for (int n = 1; n <= limit; n++) {
      if (attack(n, 0)) {
        mateMoves = n;
        return MATE_FOUND;
      }
      if (outOfBudget) {
        return UNKNOWN;
      }
    }
    return NO_MATE;
  }

  /** The first move of the mate found last. */
  public int firstMove() {
    return firstMove;
  }

  /** The length of the mate found last, in moves of the attacker. */
  public int mateMoves() {
    return mateMoves;
  }

  /** Nodes visited by the last solve. */
  public int nodes() {
    return nodes;
  }

  private boolean budgetLeft() {
    nodes++;
    if ((nodeLimit > 0 && nodes >= nodeLimit) || stopRequested) {
      outOfBudget = true;
    }
    return !outOfBudget;
  }

  /** Whether the side to move mates in {@code n} moves. */
  private boolean attack(int n, int ply) {
    int[] list = moves[ply];
    int[] order = orders[ply];
    int count = pos.legalMoves(list, 0);
    // Checks first, then captures: mates are found sooner, the answer is the same.
    for (int i = 0; i < count; i++) {
      int m = list[i];
      pos.makeMove(m);
      boolean check = pos.inCheck();
      pos.unmakeMove();
      order[i] = (check ? 2 : 0) + (pos.isTactical(m) ? 1 : 0);
    }
    boolean quietCanMate = pos.stalemateLoses();
    for (int want = 3; want >= 0; want--) {
      for (int i = 0; i < count; i++) {
        if (order[i] != want) {
          continue;
        }
        if (n == 1 && want < 2 && !quietCanMate) {
          continue; // the last move must give check to mate (chess: stalemate is no mate)
        }
        if (!budgetLeft()) {
          return false;
        }
        int m = list[i];
        pos.makeMove(m);
        boolean mates = defenceFails(n, ply + 1);
        pos.unmakeMove();
        if (mates) {
          if (ply == 0) {
            firstMove = m;
          }
          return true;
        }
        if (outOfBudget) {
          return false;
        }
      }
    }
    return false;
  }

  /** Whether every defence of the side to move loses to a mate in {@code n - 1} more moves. */
  private boolean defenceFails(int n, int ply) {
    int[] list = moves[ply];
    int count = pos.legalMoves(list, 0);
    if (count == 0) {
      return pos.inCheck() || pos.stalemateLoses();
    }
    if (n == 1) {
      return false;
    }
    for (int i = 0; i < count; i++) {
      if (!budgetLeft()) {
        return false;
      }
      pos.makeMove(list[i]);
      boolean mated = attack(n - 1, ply + 1);
      pos.unmakeMove();
      if (!mated) {
        return false;
      }
    }
    return true;
  }
}
