package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.Perft;
import alfil.core.SearchPosition;
import alfil.search.MateSolver;
import alfil.search.Score;
import alfil.search.Search;
import alfil.search.SearchLimits;
import alfil.search.SearchResult;
import alfil.search.TranspositionTable;
import org.junit.jupiter.api.Test;

/** The search on xiangqi: mates delivered, no material thrown away, perpetual check judged. */
class XiangqiSearchTest {
  // Mates checked with Fairy-Stockfish 11.1 (UCI_Variant xiangqi).
  private static final String MATE_IN_1 = "4k4/9/9/9/9/9/9/9/5R3/3K3R1 w - - 0 1";
  private static final String MATE_IN_2 = "4k4/9/9/9/9/9/9/9/9/3K3RR w - - 0 1";
  private static final String MATE_IN_3 = "3ak4/4a4/9/9/9/9/9/9/9/3K3RR w - - 0 1";

  private static XiangqiSearchPosition position(String fen) throws Exception {
    return XiangqiSearchPosition.fromFen(fen);
  }

  private static void assertMateDelivered(String fen, int moves) throws Exception {
    XiangqiSearchPosition p = position(fen);
    Search search = new Search(new TranspositionTable(1 << 16));
    int attacker = p.sideToMove();
    for (int ply = 0; ply < 2 * moves - 1; ply++) {
      SearchResult r = search.search(p, SearchLimits.depth(2 * moves + 2), null);
      if (p.sideToMove() == attacker) {
        assertEquals(moves - ply / 2, Score.mateInMoves(r.score()), fen + " at ply " + ply);
      }
      p.makeMove(r.bestMove());
    }
    // Xiangqi: no legal move loses, in check or not.
    assertEquals(
        0, p.legalMoves(new int[GamePosition.MAX_MOVES], 0), fen + " ended in " + p.toFen());
  }

  @Test
  void matesInOneTwoThreeAreDelivered() throws Exception {
    assertMateDelivered(MATE_IN_1, 1);
    assertMateDelivered(MATE_IN_2, 2);
    assertMateDelivered(MATE_IN_3, 3);
  }

  @Test
  void mateSolverProvesTheMates() throws Exception {
    MateSolver solver = new MateSolver();
    String[] fens = {MATE_IN_1, MATE_IN_2, MATE_IN_3};
    for (int i = 0; i < fens.length; i++) {
      assertEquals(MateSolver.MATE_FOUND, solver.solve(position(fens[i]), 4, 0), fens[i]);
      assertEquals(i + 1, solver.mateMoves(), fens[i]);
    }
    assertEquals(MateSolver.NO_MATE, solver.solve(position(XiangqiPosition.START_FEN), 2, 0));
  }

  /** The search keys its continuation history on the mover's kind. */
  @Test
  void moverTypeIsThePieceMoved() throws Exception {
    XiangqiSearchPosition p = position(XiangqiPosition.START_FEN);
    assertEquals(XiangqiPiece.CANNON, p.moverType(p.parseMove("h2e2")));
    assertEquals(XiangqiPiece.HORSE, p.moverType(p.parseMove("b0c2")));
    assertEquals(XiangqiPiece.CHARIOT, p.moverType(p.parseMove("a0a1")));
    assertEquals(XiangqiPiece.SOLDIER, p.moverType(p.parseMove("e3e4")));
    assertEquals(XiangqiPiece.GENERAL, p.moverType(p.parseMove("e0e1")));
  }

  @Test
  void chariotDoesNotTakeADefendedSoldier() throws Exception {
    // Rxa4 wins a soldier and loses the chariot to the horse on b6.
    XiangqiSearchPosition p = position("4k4/9/9/1n7/9/p8/9/9/9/R2K5 w - - 0 1");
    int rxa4 = p.parseMove("a0a4");
    for (int depth = 1; depth <= 7; depth++) {
      SearchResult r =
          new Search(new TranspositionTable(1 << 14)).search(p, SearchLimits.depth(depth), null);
      assertNotEquals(rxa4, r.bestMove(), "depth " + depth);
    }
  }

  @Test
  void searchVisitsFarFewerNodesThanPerft() throws Exception {
    XiangqiSearchPosition p = position(XiangqiPosition.START_FEN);
    SearchResult r =
        new Search(new TranspositionTable(1 << 16)).search(p, SearchLimits.depth(4), null);
    long perft = new Perft(p, 4).count(4); // 3,290,240
    assertTrue(r.nodes() * 50 < perft, "nodes " + r.nodes() + " vs perft " + perft);
  }

  private static final String LONE_GENERAL = "3k5/9/9/9/9/9/9/9/9/4K2R1 w - - 0 1";

  private static XiangqiSearchPosition play(String... moves) throws Exception {
    XiangqiSearchPosition p = position(LONE_GENERAL);
    for (String m : moves) {
      p.makeMove(p.parseMove(m));
    }
    return p;
  }

  @Test
  void perpetualCheckLosesForTheCheckingSide() throws Exception {
    // Red's chariot checks on ranks 9 and 8 while Black's general steps d9-d8-d9 (it may not step
    // onto the e-file facing Red's general).
    XiangqiSearchPosition p = play("h0h9", "d9d8", "h9h8", "d8d9", "h8h9");
    assertEquals(SearchPosition.RULE_WIN, p.ruleStatus(5), "Black to move: Red checked each time");
    p.makeMove(p.parseMove("d9d8"));
    assertEquals(SearchPosition.RULE_LOSS, p.ruleStatus(6), "Red to move: Red checked each time");
  }

  @Test
  void plainRepetitionIsADraw() throws Exception {
    XiangqiSearchPosition p = play("h0h1", "d9d8", "h1h0", "d8d9");
    assertEquals(SearchPosition.RULE_DRAW, p.ruleStatus(4));
    assertEquals(SearchPosition.RULE_NONE, p.ruleStatus(0), "twofold before the root");
  }

  @Test
  void rootMoveCompletingPerpetualCheckIsNotPlayed() throws Exception {
    XiangqiSearchPosition p = play("h0h9", "d9d8", "h9h8", "d8d9");
    SearchResult r =
        new Search(new TranspositionTable(1 << 14)).search(p, SearchLimits.depth(5), null);
    assertNotEquals(p.parseMove("h8h9"), r.bestMove());
    assertTrue(r.score() > 300, "Red still wins: " + r.score());
  }
}
