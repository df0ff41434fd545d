package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;
import alfil.games.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Engine moves from another engine: Fairy-Stockfish's xiangqi ranks 1-10 are read where the game's
 * notation numbers its ranks from 0, and nowhere else; a UCI_Variant option lists its games.
 */
class EngineNotationTest {
  private static String parsed(Game game, String text, boolean oneBasedFirst)
      throws InvalidInputException {
    SearchPosition position = game.newSearchPosition(null);
    return position.moveToText(EngineNotation.parse(game, position, text, oneBasedFirst));
  }

  @Test
  void xiangqiReadsRanksFromOneAndFromZero() throws InvalidInputException {
    Game xiangqi = Games.ofUcci();
    assertEquals("h2e2", parsed(xiangqi, "h3e3", true), "Fairy-Stockfish's form first");
    assertEquals("h2e2", parsed(xiangqi, "h2e2", true), "ICCS when the other is no move");
    assertEquals("h2e2", parsed(xiangqi, "h3e3", false), "ranks 1-10 when ICCS is no move");
    // b2b9 is legal in ICCS (the cannon takes the horse); b3b10 names the same move from 1.
    assertEquals("b2b9", parsed(xiangqi, "b2b9", false));
    assertEquals("b2b9", parsed(xiangqi, "b3b10", true));
  }

  @Test
  void chessMovesAreNeverShiftedARank() throws InvalidInputException {
    Game chess = Games.byName("chess");
    assertEquals("e2e4", parsed(chess, "e2e4", true));
    // Read from ranks 1-10, e3e4 would be e2e3, a legal move: chess text is never shifted.
    assertThrows(InvalidInputException.class, () -> parsed(chess, "e3e4", true));
  }

  @Test
  void aUciVariantOptionListsItsGames() {
    assertEquals(
        List.of("chess", "xiangqi", "shogi"),
        UciEngineProcess.comboValues(
            "option name UCI_Variant type combo default chess var chess var xiangqi var shogi"));
    assertEquals(List.of(), UciEngineProcess.comboValues("option name Hash type spin default 16"));
  }
}
