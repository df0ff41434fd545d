package alfil.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import alfil.core.GamePosition;
import org.junit.jupiter.api.Test;

class ChessRulesTest {
  @Test
  void squaresAreFilePlusRankTimesEight() {
    GameRules r = GameRules.of(alfil.games.Games.byName("chess"));
    assertEquals('R', r.pieceAt(0));
    assertEquals('K', r.pieceAt(4));
    assertEquals('k', r.pieceAt(60));
    assertEquals("e2", r.squareName(12));
    int move = r.parseEngineText("g1f3");
    assertEquals(6, r.fromSquare(move));
    assertEquals(21, r.toSquare(move));
    assertEquals("Nf3", r.displayText(move, "san"));
    assertEquals(20, r.legalMoves(new int[GamePosition.MAX_MOVES]));
  }

  @Test
  void promotionsDifferByTheirLetter() {
    GameRules r = GameRules.of(alfil.games.Games.byName("chess"));
    assertNull(r.setPosition("8/P6k/8/8/8/8/8/K7 w - - 0 1"));
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = r.legalMoves(moves);
    StringBuilder letters = new StringBuilder();
    for (int i = 0; i < n; i++) {
      if (r.promotion(moves[i]) != 0) {
        letters.append(r.promotion(moves[i]));
      }
    }
    assertEquals(4, letters.length(), letters.toString());
    int queen = r.parseEngineText("a7a8q");
    assertEquals('Q', r.promotion(queen));
    assertEquals("a8=Q", r.displayText(queen, "san"));
  }

  @Test
  void matesStalematesAndRefusals() {
    GameRules r = GameRules.of(alfil.games.Games.byName("chess"));
    for (String m : new String[] {"f2f3", "e7e5", "g2g4", "d8h4"}) {
      r.play(r.parseEngineText(m));
    }
    assertEquals("0-1", r.outcome().resultToken());
    assertEquals("black wins by checkmate", r.outcome().text());
    assertEquals("FIDE 5.1.1", r.outcome().rule());
    assertEquals(4, r.checkedKingSquare());
    assertNull(r.setPosition("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
    assertEquals("1/2-1/2", r.outcome().resultToken());
    assertEquals("draw by stalemate", r.outcome().text());
    assertEquals("FIDE 5.2.1", r.outcome().rule());
    assertNotNull(r.setPosition("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"));
    assertThrows(IllegalArgumentException.class, () -> r.parseEngineText("e2e5"));
  }

  @Test
  void fivefoldRepetitionIsADraw() {
    GameRules r = GameRules.of(alfil.games.Games.byName("chess"));
    String[] shuffle = {"g1f3", "g8f6", "f3g1", "f6g8"};
    for (int round = 0; round < 4; round++) {
      for (String m : shuffle) {
        assertNull(r.outcome());
        r.play(r.parseEngineText(m));
      }
    }
    assertEquals("draw by fivefold repetition", r.outcome().text());
    assertEquals("FIDE 9.6.1", r.outcome().rule());
    r.undo();
    assertNull(r.outcome());
  }

  @Test
  void deadPositionsAndTakebacksGoThroughTheArbiter() {
    GameRules r = GameRules.of(alfil.games.Games.byName("chess"));
    assertNull(r.setPosition("8/8/8/4k3/8/8/3nK3/3r4 w - - 0 1"));
    r.play(r.parseEngineText("e2d1"));
    assertEquals("draw by insufficient material", r.outcome().text());
    assertEquals("FIDE 5.2.2", r.outcome().rule());
    r.undo();
    assertNull(r.outcome());
    assertEquals("8/8/8/4k3/8/8/3nK3/3r4 w - - 0 1", r.fen());
    assertNull(r.refusal(r.parseEngineText("e2d1")));
  }
}
