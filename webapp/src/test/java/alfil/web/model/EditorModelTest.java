package alfil.web.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.Chess;
import alfil.core.Side;
import alfil.web.game.Settings;
import alfil.xiangqi.Xiangqi;
import org.junit.jupiter.api.Test;

/**
 * The board editor's position on the JVM: pieces put, lifted, dropped, and the engine's verdict.
 */
class EditorModelTest {
  private final EditorModel editor = new EditorModel();

  private static Settings game(alfil.core.Game game) {
    Settings s = new Settings();
    s.game = game;
    return s;
  }

  /** The board square of a file and rank (both from 0). */
  private static int sq(int file, int rank, int files) {
    return file + rank * files;
  }

  @Test
  void opensOnAPositionAndWritesItsFen() {
    editor.open(game(Chess.GAME), Chess.GAME.startFen());
    assertEquals(Chess.GAME.startFen(), editor.fen());
    assertNull(editor.verdict());
    assertEquals("RNBQKPrnbqkp", editor.letters(), "the start position's pieces, each side's row");
    assertTrue(editor.hasCastling());
    assertTrue(editor.castles('K'));
  }

  @Test
  void aClearedBoardIsRefusedWithTheEnginesReasonUntilKingsStand() {
    editor.open(game(Chess.GAME), null);
    editor.clear();
    assertNotNull(editor.verdict());
    assertTrue(editor.verdict().toString().contains("king"), editor.verdict().toString());
    editor.choose('K');
    editor.put(sq(4, 0, 8));
    editor.choose('k');
    editor.put(sq(4, 7, 8));
    assertNull(editor.verdict(), editor.fen());
    assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", editor.fen());
    // The same piece again takes it off; the eraser too.
    editor.put(sq(4, 7, 8));
    assertEquals("8/8/8/8/8/8/8/4K3 w - - 0 1", editor.fen());
  }

  @Test
  void aDragLiftsAndDropsAndOffTheBoardRemoves() {
    editor.open(game(Xiangqi.GAME), null);
    char cannon = editor.lift(sq(7, 2, 9));
    assertEquals('C', cannon);
    editor.drop(cannon, sq(4, 2, 9));
    assertTrue(editor.fen().startsWith("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/"));
    editor.drop(editor.lift(sq(1, 2, 9)), -1);
    assertTrue(editor.fen().contains("/4C4/"), editor.fen());
    assertNull(editor.verdict());
  }

  @Test
  void aTypedFenThatIsRefusedStillShowsItsBoard() {
    editor.open(game(Chess.GAME), null);
    editor.type("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1");
    assertNotNull(editor.verdict(), "castling without rooks is refused");
    assertEquals("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1", editor.fenText(), "as typed");
    editor.typed();
    editor.setCastling('K', false);
    editor.setCastling('Q', false);
    assertNull(editor.verdict());
    assertFalse(editor.castles('K'));
  }

  @Test
  void aGameFromThePositionTakesTheSideToMove() {
    editor.open(game(Chess.GAME), "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
    Settings vsEngine = editor.game(true, false);
    assertEquals(Settings.AI, vsEngine.mode);
    assertEquals(Side.SECOND, vsEngine.side, "the player takes the side to move");
    assertEquals(-1, vsEngine.orientation, "at the bottom");
    Settings friends = editor.game(false, true);
    assertEquals(Settings.LOCAL, friends.mode);
    assertEquals(Side.SECOND, friends.orientation, "the board as it was set up");
    assertEquals("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", friends.fen);
  }
}
