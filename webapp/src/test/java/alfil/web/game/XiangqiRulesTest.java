package alfil.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.Outcome;
import alfil.core.Side;
import org.junit.jupiter.api.Test;

class XiangqiRulesTest {
  @Test
  void squaresAreFilePlusRankTimesNine() {
    GameRules r = GameRules.of(alfil.games.Games.byName("xiangqi"));
    assertEquals('R', r.pieceAt(0)); // a0
    assertEquals('K', r.pieceAt(4)); // e0
    assertEquals('k', r.pieceAt(4 + 9 * 9)); // e9
    assertEquals(0, r.pieceAt(4 + 9 * 4));
    assertEquals("e0", r.squareName(4));
    assertEquals("i9", r.squareName(89));
    int move = r.parseEngineText("h2e2");
    assertEquals(7 + 2 * 9, r.fromSquare(move));
    assertEquals(4 + 2 * 9, r.toSquare(move));
    assertEquals("h2e2", r.engineText(move));
    assertEquals("C2.5", r.displayText(move, "wxf"));
    assertEquals("炮二平五", r.displayText(move, "chinese"));
  }

  @Test
  void everyLegalMoveMapsToItsText() {
    GameRules r = GameRules.of(alfil.games.Games.byName("xiangqi"));
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = r.legalMoves(moves);
    assertEquals(44, n);
    for (int i = 0; i < n; i++) {
      assertEquals(moves[i], r.parseEngineText(r.engineText(moves[i])));
    }
  }

  @Test
  void refusesABadFenAndKeepsThePosition() {
    GameRules r = GameRules.of(alfil.games.Games.byName("xiangqi"));
    alfil.core.Text reason = r.setPosition("<img src=x onerror=alert(1)>");
    assertNotNull(reason);
    assertEquals(XiangqiRulesTest.start(), r.fen());
    assertThrows(IllegalArgumentException.class, () -> r.parseEngineText("e0e5"));
  }

  private static String start() {
    return GameRules.of(alfil.games.Games.byName("xiangqi")).startFen();
  }

  @Test
  void checkmateEndsTheGame() {
    GameRules r = GameRules.of(alfil.games.Games.byName("xiangqi"));
    assertNull(r.setPosition("3k5/1R7/9/9/9/9/9/9/9/R4K3 w - - 0 1"));
    assertNull(r.outcome());
    r.play(r.parseEngineText("a0a9"));
    assertTrue(r.checkedKingSquare() >= 0);
    Outcome o = r.outcome();
    assertEquals("1-0", o.resultToken());
    assertEquals("red wins by checkmate", o.text());
    assertEquals("Black", r.sideName(Side.SECOND).toString());
  }

  /** A Red chariot chasing an unprotected Black horse round and round (XiangqiGameTest's case). */
  @Test
  void perpetualChaseIsWarnedThenRefused() {
    GameRules r = GameRules.of(alfil.games.Games.byName("xiangqi"));
    assertNull(r.setPosition("4k4/9/6n2/9/9/9/9/9/6R2/3K5 b - - 0 1"));
    for (String m : new String[] {"g7h5", "g1h1", "h5g7", "h1g1", "g7h5"}) {
      assertNull(r.refusal(r.parseEngineText(m)));
      r.play(r.parseEngineText(m));
    }
    int chase = r.parseEngineText("g1h1");
    assertNotNull(r.warning(chase));
    assertNull(r.refusal(chase));
    r.play(chase);
    r.play(r.parseEngineText("h5g7"));
    int back = r.parseEngineText("h1g1");
    assertEquals("Forbidden: perpetual chase. Choose another move.", r.refusal(back).toString());
    assertNull(r.refusal(r.parseEngineText("h1h2")));
    r.play(back); // the page never does; the judge then ends the game
    assertEquals("0-1", r.outcome().resultToken());
    assertEquals("black wins by perpetual chase", r.outcome().text());
    r.undo();
    assertNull(r.outcome());
  }

  /** A Red chariot checking round: the refusal names the check, in the words players know. */
  @Test
  void perpetualCheckIsRefusedByName() {
    GameRules r = GameRules.of(alfil.games.Games.byName("xiangqi"));
    assertNull(r.setPosition("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1"));
    for (String m : "e9f9 e1f1 f9e9 f1e1 e9f9 e1f1 f9e9".split(" ")) {
      r.play(r.parseEngineText(m));
    }
    assertEquals(
        "Forbidden: perpetual check. Choose another move.",
        r.refusal(r.parseEngineText("f1e1")).toString());
    assertNull(r.refusal(r.parseEngineText("f1f2")));
  }
}
