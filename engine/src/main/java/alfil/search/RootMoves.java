package alfil.search;

import alfil.core.GamePosition;
import alfil.core.SearchPosition;

/**
 * The moves of the search's root, each with its score and principal variation in the running
 * iteration and its score in the last completed one, kept in the order the next iteration searches
 * them: best first, so that the first {@code k} are the MultiPV lines (Stockfish's {@code RootMove}
 * and {@code RootMoves}, search.h).
 *
 * <p>While a line is searched, they know which move, searched in full at the new depth, has been
 * found better than the line's first move: a search cut short by a limit plays it rather than throw
 * that part of the iteration away, as Stockfish does.
 *
 * <p>Every array is made once; a search fills them in place.
 */
final class RootMoves {
  private final int[] moves = new int[GamePosition.MAX_MOVES];
  private final int[] scores = new int[GamePosition.MAX_MOVES];
  private final int[] previous = new int[GamePosition.MAX_MOVES];
  private final int[][] pv = new int[GamePosition.MAX_MOVES][Score.MAX_PLY + 2];
  private final int[] pvLength = new int[GamePosition.MAX_MOVES];
  private final int[] safe = new int[GamePosition.MAX_MOVES];
  private int count;
  // The first move of the line being searched, and the move found better than it, or -1.
  private int first;
  private int provenBest;

  /**
   * Collects the root moves of {@code pos}: its legal moves, only those of {@code allowed} when it
   * is not null (UCI searchmoves) and names a legal one, less the moves that lose on the spot by
   * the game's rules (xiangqi: completing a perpetual check) unless every move does. They start
   * with captures by MVV-LVA first, then in the generator's order, with no score from an earlier
   * iteration. Returns how many there are.
   */
  int collect(SearchPosition pos, int[] allowed) {
    int n = pos.legalMoves(moves, 0);
    int kept = 0;
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      if (allowed != null && !contains(allowed, m)) {
        continue;
      }
      moves[kept++] = m;
    }
    if (kept == 0) {
      kept = n; // searchmoves named nothing legal: search everything rather than nothing.
    }
    int safeCount = 0;
    for (int i = 0; i < kept; i++) {
      int m = moves[i];
      pos.makeMove(m);
      boolean losing = pos.ruleStatus(1) == SearchPosition.RULE_WIN;
      pos.unmakeMove();
      if (!losing) {
        safe[safeCount++] = m;
      }
    }
    if (safeCount > 0) {
      System.arraycopy(safe, 0, moves, 0, safeCount);
      kept = safeCount;
    }
    count = kept;
    for (int i = 0; i < count; i++) {
      scores[i] = MovePicker.captureOrder(pos, moves[i]);
      previous[i] = -Score.INFINITE;
      pvLength[i] = 0;
    }
    sort(0);
    return count;
  }

  private static boolean contains(int[] array, int value) {
    for (int v : array) {
      if (v == value) {
        return true;
      }
    }
    return false;
  }

  int count() {
    return count;
  }

  int move(int i) {
    return moves[i];
  }

  /** Root move {@code i}'s score in the last completed iteration, -INFINITE before the first. */
  int previousScore(int i) {
    return previous[i];
  }

  /**
   * The search of line {@code pvIndex} (MultiPV) starts, over root moves {@code pvIndex} and after;
   * its re-searches with wider windows are part of it.
   */
  void startLine(int pvIndex) {
    first = pvIndex;
    provenBest = -1;
  }

  /**
   * The root move that raised alpha last in the line under way after its first move, or -1: a move
   * searched in full and found better than every move before it at the new depth.
   */
  int provenBest() {
    return provenBest;
  }

  /**
   * Root move {@code i} scored {@code score} inside the window, raising alpha unless it is the
   * line's first move: its line is the move followed by {@code childPv[1, childLength)}, the
   * principal variation found below it.
   */
  void setLine(int i, int score, int[] childPv, int childLength) {
    if (i > first) {
      provenBest = i;
    }
    scores[i] = score;
    int[] line = pv[i];
    line[0] = moves[i];
    for (int k = 1; k < childLength; k++) {
      line[k] = childPv[k];
    }
    pvLength[i] = Math.max(1, childLength);
  }

  /** Root move {@code i} fell below the window: ordered behind the moves that beat it. */
  void setBelowWindow(int i) {
    scores[i] = -Score.INFINITE + 1;
    if (i == provenBest) {
      provenBest = -1;
    }
  }

  /** The iteration is complete: its scores become the previous ones (aspiration windows). */
  void endIteration() {
    for (int i = 0; i < count; i++) {
      previous[i] = scores[i];
    }
  }

  /** Stable insertion sort of the root moves from {@code from} on, best score first. */
  void sort(int from) {
    for (int i = from + 1; i < count; i++) {
      int m = moves[i];
      int s = scores[i];
      int p = previous[i];
      int[] line = pv[i];
      int len = pvLength[i];
      int j = i - 1;
      while (j >= from && scores[j] < s) {
        moves[j + 1] = moves[j];
        scores[j + 1] = scores[j];
        previous[j + 1] = previous[j];
        pv[j + 1] = pv[j];
        pvLength[j + 1] = pvLength[j];
        j--;
      }
      moves[j + 1] = m;
      scores[j + 1] = s;
      previous[j + 1] = p;
      pv[j + 1] = line;
      pvLength[j + 1] = len;
    }
  }

  /** Sets line {@code index} of {@code result} to root move {@code i}'s. */
  void copyTo(SearchResult result, int index, int i) {
    result.set(index, moves[i], scores[i], pv[i], pvLength[i]);
  }

  /** Sets {@code info}'s score and principal variation to root move {@code i}'s. */
  void copyTo(SearchInfo info, int i) {
    info.score = scores[i];
    int len = pvLength[i];
    System.arraycopy(pv[i], 0, info.pv, 0, len);
    info.pvLength = len;
  }
}
