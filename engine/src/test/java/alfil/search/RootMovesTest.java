package alfil.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.core.Move;
import org.junit.jupiter.api.Test;

/** The root move list: searchmoves, the stable best-first order, the lines handed out. */
class RootMovesTest {

  private static int[] moves(RootMoves root) {
    int[] moves = new int[root.count()];
    for (int i = 0; i < moves.length; i++) {
      moves[i] = root.move(i);
    }
    return moves;
  }

  @Test
  void searchMovesKeepOnlyTheNamedLegalMoves() {
    TicTacToe game = new TicTacToe();
    RootMoves root = new RootMoves();
    assertEquals(9, root.collect(game, null));
    int[] allowed = {TicTacToe.move(4), TicTacToe.move(0), Move.of(99, 98)};
    assertEquals(2, root.collect(game, allowed));
    assertArrayEquals(new int[] {TicTacToe.move(0), TicTacToe.move(4)}, moves(root));
    assertEquals(-Score.INFINITE, root.previousScore(0), "no score from an earlier iteration");
    int[] nothingLegal = {Move.of(99, 98)};
    assertEquals(9, root.collect(game, nothingLegal), "naming nothing legal searches everything");
  }

  @Test
  void sortIsStableBestFirstFromTheGivenIndexAndCarriesTheLines() {
    TicTacToe game = new TicTacToe();
    RootMoves root = new RootMoves();
    root.collect(game, null);
    int[] before = moves(root);
    int[] child = new int[Score.MAX_PLY + 2];
    child[1] = TicTacToe.move(8);
    for (int i = 0; i < 9; i++) {
      root.setLine(i, i % 3 == 0 ? 50 : 10, child, 2);
    }
    root.setBelowWindow(1);
    root.sort(1);
    // Index 0 stays; then 50 (indices 3 and 6, in order), 10 (2, 4, 5, 7, 8), below (1).
    int[] order = {0, 3, 6, 2, 4, 5, 7, 8, 1};
    for (int k = 0; k < 9; k++) {
      assertEquals(before[order[k]], root.move(k), "place " + k);
    }
    SearchResult result = new SearchResult(1);
    root.copyTo(result, 0, 1);
    assertEquals(before[3], result.bestMove());
    assertEquals(50, result.score());
    assertArrayEquals(new int[] {before[3], TicTacToe.move(8)}, result.pv());
    SearchInfo info = new SearchInfo();
    root.copyTo(info, 8);
    assertEquals(-Score.INFINITE + 1, info.score, "below the window");
    assertEquals(2, info.pvLength, "the line of the last search that raised it");
    assertEquals(TicTacToe.move(8), info.pv[1]);
    root.endIteration();
    assertEquals(50, root.previousScore(1));
  }

  @Test
  void aMoveThatRaisesAlphaAfterTheFirstIsProvenBestUntilItFallsBelow() {
    TicTacToe game = new TicTacToe();
    RootMoves root = new RootMoves();
    root.collect(game, null);
    int[] child = new int[Score.MAX_PLY + 2];
    root.startLine(1);
    root.setLine(1, 10, child, 1);
    assertEquals(-1, root.provenBest(), "the line's first move proves nothing");
    root.setLine(4, 20, child, 1);
    assertEquals(4, root.provenBest());
    root.setBelowWindow(5);
    assertEquals(4, root.provenBest(), "another move falling below changes nothing");
    root.setBelowWindow(4);
    assertEquals(-1, root.provenBest(), "a wider re-search found it below the window");
    root.setLine(6, 30, child, 1);
    root.startLine(2);
    assertEquals(-1, root.provenBest(), "a new line starts afresh");
  }
}
