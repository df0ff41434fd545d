package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.core.GamePosition;
import alfil.core.Rng;
import org.junit.jupiter.api.Test;

/** The mate solver against a perfect tic-tac-toe solver: a win in N is a mate in N. */
class MateSolverToyTest {

  @Test
  void agreesWithPerfectPlayOnTicTacToe() {
    Rng rng = new Rng(3);
    int[] moves = new int[GamePosition.MAX_MOVES];
    MateSolver solver = new MateSolver();
    int mates = 0;
    for (int game = 0; game < 80; game++) {
      TicTacToe p = new TicTacToe();
      int plies = 2 + rng.nextInt(5);
      for (int k = 0; k < plies && p.legalMoves(moves, 0) > 0; k++) {
        p.makeMove(moves[rng.nextInt(p.legalMoves(moves, 0))]);
      }
      if (p.legalMoves(moves, 0) == 0) {
        continue;
      }
      int value = ToyGameSearchTest.minimax(p, 20, 0);
      int expectedMoves = value >= Score.MATE_BOUND ? Score.mateInMoves(value) : 0;
      int status = solver.solve(p, 5, 0);
      if (expectedMoves > 0) {
        mates++;
        assertEquals(MateSolver.MATE_FOUND, status, p.toFen());
        assertEquals(expectedMoves, solver.mateMoves(), p.toFen());
        p.makeMove(solver.firstMove());
        assertEquals(value, -ToyGameSearchTest.minimax(p, 20, 1), "first move keeps the mate");
        p.unmakeMove();
      } else {
        assertEquals(MateSolver.NO_MATE, status, p.toFen());
      }
    }
    assertEquals(true, mates > 10, "mates seen: " + mates);
  }
}
