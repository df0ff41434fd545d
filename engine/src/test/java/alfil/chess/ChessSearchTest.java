package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.Move;
import alfil.core.Perft;
import alfil.core.Rng;
import alfil.core.SearchPosition;
import alfil.search.Level;
import alfil.search.MateSolver;
import alfil.search.Score;
import alfil.search.Search;
import alfil.search.SearchLimits;
import alfil.search.SearchResult;
import alfil.search.TranspositionTable;
import org.junit.jupiter.api.Test;

/** The search on chess: mates delivered, no blunders of material, draws by the FIDE rules. */
class ChessSearchTest {
  private static final String MATE_IN_1 = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
  // Legal's mate: Nf6+ gxf6 Bxf7#.
  private static final String MATE_IN_2 =
      "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1";
  // Ra6 f6 Bxf6+ Rg7 Ra8# (Stockfish 15.1: mate 3).
  private static final String MATE_IN_3 = "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1";

  private static ChessSearchPosition position(String fen) throws Exception {
    return ChessSearchPosition.fromFen(fen);
  }

  private static boolean checkmated(SearchPosition p) {
    return p.inCheck() && p.legalMoves(new int[GamePosition.MAX_MOVES], 0) == 0;
  }

  /** Both sides play the search's best move; the attacker must mate within {@code moves}. */
  private static void assertMateDelivered(String fen, int moves) throws Exception {
    ChessSearchPosition p = position(fen);
    Search search = new Search(new TranspositionTable(1 << 16));
    int attacker = p.sideToMove();
    for (int ply = 0; ply < 2 * moves - 1; ply++) {
      SearchResult r = search.search(p, SearchLimits.depth(2 * moves + 2), null);
      if (p.sideToMove() == attacker) {
        int left = moves - ply / 2;
        assertEquals(left, Score.mateInMoves(r.score()), fen + " at ply " + ply);
      }
      p.makeMove(r.bestMove());
    }
    assertTrue(checkmated(p), fen + " ended in " + p.toFen());
  }

  @Test
  void matesInOneTwoThreeAreDelivered() throws Exception {
    assertMateDelivered(MATE_IN_1, 1);
    assertMateDelivered(MATE_IN_2, 2);
    assertMateDelivered(MATE_IN_3, 3);
  }

  @Test
  void mateSolverProvesTheMatesAndNoShorterOnes() throws Exception {
    MateSolver solver = new MateSolver();
    String[] fens = {MATE_IN_1, MATE_IN_2, MATE_IN_3};
    for (int i = 0; i < fens.length; i++) {
      ChessSearchPosition p = position(fens[i]);
      assertEquals(MateSolver.MATE_FOUND, solver.solve(p, 4, 0), fens[i]);
      assertEquals(i + 1, solver.mateMoves(), fens[i]);
      if (i > 0) {
        assertEquals(MateSolver.NO_MATE, solver.solve(p, i, 0), fens[i]);
      }
    }
    assertEquals(MateSolver.NO_MATE, solver.solve(position(ChessPosition.START_FEN), 2, 0));
  }

  /** The search keys its continuation history on the mover's kind; a promotion is a pawn's. */
  @Test
  void moverTypeIsThePieceMoved() throws Exception {
    ChessSearchPosition p = position("4k3/1P6/8/8/8/8/4P3/4K1NR w K - 0 1");
    assertEquals(Piece.PAWN, p.moverType(p.parseMove("e2e4")));
    assertEquals(Piece.PAWN, p.moverType(p.parseMove("b7b8q")));
    assertEquals(Piece.KNIGHT, p.moverType(p.parseMove("g1f3")));
    assertEquals(Piece.ROOK, p.moverType(p.parseMove("h1h7")));
    assertEquals(Piece.KING, p.moverType(p.parseMove("e1d1")));
  }

  @Test
  void aBetterMoveProvedByACutShortIterationIsPlayed() throws Exception {
    // Depth 2 prefers Rh8+, depth 3 Rc1. Node limits stop the search at every poll (each 256
    // nodes): one of them falls in depth 3 after Rc1 has beaten Rh8+ but before the iteration ends,
    // and that search must answer Rc1 although its deepest completed iteration is depth 2. The
    // last line it reports is the one it plays. (A position from Stockfish's self-play games,
    // chosen for this property; the evaluation decides which one has it.)
    String fen = "4r1k1/1p1br1n1/p6R/3p4/P2NnB2/1P2PB2/1K6/7R w - - 4 34";
    ChessSearchPosition p = position(fen);
    int rookH8 = p.parseMove("h6h8");
    int rookC1 = p.parseMove("h1c1");
    assertEquals(rookH8, bestAtDepth(fen, 2));
    assertEquals(rookC1, bestAtDepth(fen, 3));
    boolean seen = false;
    for (int nodes = 256; nodes <= 1280; nodes += 256) {
      SearchLimits limits = new SearchLimits();
      limits.nodes = nodes;
      int[] lastShown = {Move.NONE};
      SearchResult r =
          new Search(new TranspositionTable(1 << 16))
              .search(position(fen), limits, info -> lastShown[0] = info.pv[0]);
      if (r.depth == 2) {
        seen |= r.bestMove() == rookC1;
      }
      assertEquals(r.bestMove(), r.pv()[0], "nodes " + nodes);
      assertEquals(r.bestMove(), lastShown[0], "nodes " + nodes);
    }
    assertTrue(seen, "no cut-short depth 3 answered Rc1");
  }

  private static int bestAtDepth(String fen, int depth) throws Exception {
    return new Search(new TranspositionTable(1 << 16))
        .search(position(fen), SearchLimits.depth(depth), null)
        .bestMove();
  }

  @Test
  void queenDoesNotTakeADefendedPawn() throws Exception {
    // Qxe5 wins a pawn and loses the queen to fxe5.
    ChessSearchPosition p = position("4k3/8/5p2/4p3/3Q4/8/8/4K3 w - - 0 1");
    int qxe5 = p.parseMove("d4e5");
    for (int depth = 1; depth <= 8; depth++) {
      SearchResult r =
          new Search(new TranspositionTable(1 << 14)).search(p, SearchLimits.depth(depth), null);
      assertNotEquals(qxe5, r.bestMove(), "depth " + depth);
      assertTrue(r.score() > 500, "depth " + depth + " score " + r.score());
    }
  }

  @Test
  void searchVisitsFarFewerNodesThanPerft() throws Exception {
    ChessSearchPosition p = position(ChessPosition.START_FEN);
    SearchResult r =
        new Search(new TranspositionTable(1 << 16)).search(p, SearchLimits.depth(5), null);
    long perft = new Perft(p, 5).count(5); // 4,865,609
    assertTrue(r.nodes() * 50 < perft, "nodes " + r.nodes() + " vs perft " + perft);
  }

  @Test
  void repetitionInsideTheTreeIsADrawAndBeforeTheRootNeedsThree() throws Exception {
    ChessSearchPosition p = position(ChessPosition.START_FEN);
    String[] dance = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
    for (int i = 0; i < 4; i++) {
      p.makeMove(p.parseMove(dance[i]));
    }
    assertEquals(SearchPosition.RULE_DRAW, p.ruleStatus(4), "twofold inside the tree");
    assertEquals(SearchPosition.RULE_NONE, p.ruleStatus(0), "twofold before the root");
    for (int i = 4; i < 8; i++) {
      p.makeMove(p.parseMove(dance[i]));
    }
    assertEquals(SearchPosition.RULE_DRAW, p.ruleStatus(0), "threefold");
  }

  @Test
  void losingSideTakesTheThreefoldRepetition() throws Exception {
    // White has a queen for a rook; Black may repeat the starting position a third time.
    ChessSearchPosition p = position("1n2k2r/8/8/8/8/Q7/6K1/1N6 w - - 0 1");
    for (String m : new String[] {"b1c3", "b8c6", "c3b1", "c6b8", "b1c3", "b8c6", "c3b1"}) {
      p.makeMove(p.parseMove(m));
    }
    SearchResult r =
        new Search(new TranspositionTable(1 << 14)).search(p, SearchLimits.depth(6), null);
    assertEquals(p.parseMove("c6b8"), r.bestMove());
    assertEquals(0, r.score());
  }

  @Test
  void fiftyMoveRuleIsADraw() throws Exception {
    ChessSearchPosition p = position("4k3/8/8/8/8/8/8/R3K3 b - - 100 80");
    assertEquals(SearchPosition.RULE_DRAW, p.ruleStatus(0));
    assertEquals(
        SearchPosition.RULE_DRAW, position("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").ruleStatus(0));
  }

  @Test
  void seededLevelGamesReplay() throws Exception {
    for (int level : new int[] {1, 4}) {
      assertEquals(playLevelGame(level, 99), playLevelGame(level, 99), "level " + level);
    }
  }

  private static String playLevelGame(int level, int seed) throws Exception {
    ChessSearchPosition p = position(ChessPosition.START_FEN);
    Level lv = Level.of(level, Chess.GAME);
    Rng rng = new Rng(seed);
    Search search = new Search(new TranspositionTable(1 << 14));
    StringBuilder game = new StringBuilder();
    for (int ply = 0; ply < 16; ply++) {
      SearchResult r = search.search(p, lv.limits(), null);
      if (r.bestMove() == Move.NONE) {
        break;
      }
      int m = lv.choose(r, rng);
      game.append(p.moveToText(m)).append(' ');
      p.makeMove(m);
    }
    return game.toString();
  }
}
