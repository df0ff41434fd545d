package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.core.SearchPosition;
import org.junit.jupiter.api.Test;

/** Known exchanges (values P 100, N 320, B 330, R 500, Q 900). */
class StaticExchangeTest {
  private static int see(String fen, String move) throws Exception {
    SearchPosition p = ChessSearchPosition.fromFen(fen);
    String before = p.toFen();
    int value = p.staticExchange(p.parseMove(move));
    assertEquals(before, p.toFen(), "the board is restored");
    return value;
  }

  @Test
  void undefendedPawnIsWon() throws Exception {
    assertEquals(100, see("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5"));
  }

  @Test
  void xraysOnBothSidesJoinIn() throws Exception {
    // Chess Programming Wiki, "SEE - The Swap Algorithm": Nxe5 loses the knight for a pawn, the
    // queens behind rook and bishop taking part.
    assertEquals(-220, see("1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1", "d3e5"));
  }

  @Test
  void queenTakingADefendedPawnLosesHerself() throws Exception {
    assertEquals(-800, see("4k3/8/4p3/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5"));
    assertEquals(100, see("4k3/8/8/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5"));
  }

  @Test
  void equalTradeIsEven() throws Exception {
    assertEquals(0, see("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5"));
  }

  @Test
  void recapturingWithTheKingOnlyWhenSafe() throws Exception {
    // Rxe7: the king may take back (the rook is lost for a pawn)...
    assertEquals(
        -400, see("8/4p3/4k3/8/8/8/8/4RK2 w - - 0 1".replace("4p3/4k3", "4pk2/8"), "e1e7"));
    // ...but not when a second rook guards e7.
    assertEquals(100, see("4R3/4pk2/8/8/8/8/8/4RK2 w - - 0 1", "e1e7"));
  }

  @Test
  void enPassantAndPromotionsCount() throws Exception {
    assertEquals(100, see("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6"));
    // Promotion on a guarded square: the new queen is lost, the pawn with it.
    assertEquals(-100, see("3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7c8q"));
    // Capturing promotion, unguarded: rook plus queen-for-pawn.
    assertEquals(500 + 800, see("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q"));
  }
}
