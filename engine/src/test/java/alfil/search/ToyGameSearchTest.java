package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.Move;
import alfil.core.Rng;
import alfil.core.SearchPosition;
import org.junit.jupiter.api.Test;

/** The search against plain minimax on toy games, where the true value is known. */
class ToyGameSearchTest {

  /** Plain negamax with the search's conventions (mate = MATE - ply, quiescence = evaluation). */
  static int minimax(SearchPosition p, int depth, int ply) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = p.legalMoves(moves, 0);
    if (depth <= 0) {
      return n == 0 && p.inCheck() ? -Score.MATE + ply : p.evaluate();
    }
    if (n == 0) {
      return p.inCheck() || p.stalemateLoses() ? -Score.MATE + ply : 0;
    }
    int best = -Score.INFINITE;
    for (int i = 0; i < n; i++) {
      p.makeMove(moves[i]);
      best = Math.max(best, -minimax(p, depth - 1, ply + 1));
      p.unmakeMove();
    }
    return best;
  }

  @Test
  void exactSearchEqualsMinimaxOnRandomGraphs() {
    int checked = 0;
    for (int seed = 1; seed <= 60; seed++) {
      DagGame game = new DagGame(seed, 9);
      Search search = new Search(new TranspositionTable(1 << 12));
      for (int depth = 1; depth <= 6; depth++) {
        SearchLimits limits = SearchLimits.depth(depth);
        limits.selective = false;
        SearchResult result = search.search(game, limits, null);
        int expected = minimax(game, depth, 0);
        if (result.bestMove() == Move.NONE) {
          continue;
        }
        assertEquals(expected, result.score(), "seed " + seed + " depth " + depth);
        // The best move really achieves the score.
        game.makeMove(result.bestMove());
        assertEquals(expected, -minimax(game, depth - 1, 1), "seed " + seed + " move");
        game.unmakeMove();
        checked++;
      }
    }
    assertTrue(checked > 200, "too few graphs with moves: " + checked);
  }

  @Test
  void multiPvLinesAreTheBestMovesInOrder() {
    for (int seed = 1; seed <= 30; seed++) {
      DagGame game = new DagGame(seed, 8);
      SearchLimits limits = SearchLimits.depth(4);
      limits.selective = false;
      limits.multiPv = 3;
      SearchResult result = new Search(new TranspositionTable(1 << 12)).search(game, limits, null);
      int[] moves = new int[GamePosition.MAX_MOVES];
      int n = game.legalMoves(moves, 0);
      if (n == 0) {
        continue;
      }
      assertEquals(Math.min(3, n), result.lineCount(), "seed " + seed);
      int previous = Score.INFINITE;
      for (int k = 0; k < result.lineCount(); k++) {
        game.makeMove(result.lineMove(k));
        int value = -minimax(game, 3, 1);
        game.unmakeMove();
        assertEquals(value, result.lineScore(k), "seed " + seed + " line " + k);
        assertTrue(value <= previous);
        previous = value;
      }
    }
  }

  static int solve(TicTacToe p, int ply) {
    return minimax(p, 20, ply);
  }

  @Test
  void fullSearchSolvesTicTacToe() {
    Rng rng = new Rng(7);
    int[] moves = new int[GamePosition.MAX_MOVES];
    Search search = new Search(new TranspositionTable(1 << 14));
    for (int game = 0; game < 40; game++) {
      TicTacToe p = new TicTacToe();
      int plies = rng.nextInt(6);
      for (int k = 0; k < plies; k++) {
        int n = p.legalMoves(moves, 0);
        if (n == 0) {
          break;
        }
        p.makeMove(moves[rng.nextInt(n)]);
      }
      if (p.legalMoves(moves, 0) == 0) {
        continue;
      }
      int expected = solve(p, 0);
      SearchResult result = search.search(p, SearchLimits.depth(12), null);
      assertEquals(expected, result.score(), p.toFen());
      p.makeMove(result.bestMove());
      assertEquals(expected, -solve(p, 1), "best move of " + p.toFen());
      p.unmakeMove();
    }
  }

  @Test
  void emptyBoardIsADraw() {
    SearchResult result =
        new Search(new TranspositionTable(1 << 14))
            .search(new TicTacToe(), SearchLimits.depth(10), null);
    assertEquals(0, result.score());
  }
}
