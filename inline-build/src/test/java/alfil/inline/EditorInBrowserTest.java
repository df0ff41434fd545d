package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.game.GameRules;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The board editor in real Chromium: pieces placed by click and by drag, the engine's verdict on
 * the position with its reason, and a game started from a legal set-up.
 */
class EditorInBrowserTest extends BrowserTest {
  private static WebElement palette(char piece) {
    return browser.driver.findElement(By.cssSelector("#palette [data-piece='" + piece + "']"));
  }

  /** The FEN letter drawn on a square, or null when it is empty. */
  private static String pieceOn(String name) {
    List<WebElement> uses =
        browser.driver.findElements(By.cssSelector("use[data-at='" + name + "']"));
    return uses.isEmpty() ? null : uses.get(0).getAttribute("data-piece");
  }

  /** Opens the editor on the game of {@code hash}, with an empty board. */
  private static void editEmpty(String hash, String game) {
    browser.openPage(hash);
    browser.awaitReady(game);
    ui.byId("edit").click();
    assertTrue(ui.byId("editor").isDisplayed());
    assertTrue(ui.byId("palette").isDisplayed());
    ui.byId("edit-clear").click();
  }

  /** Chooses a palette piece, then clicks squares with it. */
  private static void place(char piece, String... squares) {
    palette(piece).click();
    assertEquals("true", palette(piece).getAttribute("aria-pressed"));
    for (String s : squares) {
      ui.square(s).click();
    }
  }

  private static void drag(WebElement from, WebElement to) {
    new Actions(browser.driver)
        .clickAndHold(from)
        .moveByOffset(6, 6)
        .moveToElement(to)
        .release()
        .perform();
  }

  private static String fenField() {
    return ui.byId("edit-fen").getAttribute("value");
  }

  private static String verdict() {
    return ui.byId("edit-check").getText();
  }

  @Test
  void chessRefusesTheSideNotToMoveInCheckWithTheEnginesReasonAndKeepsTheBoard() {
    editEmpty("#game=chess&mode=local", "chess");
    assertEquals("FEN piece placement: no white king", verdict());
    place('K', "e1");
    place('k', "e8");
    assertEquals("Legal position", verdict());
    place('R', "e5");
    String fen = "4k3/8/8/4R3/8/8/8/4K3 w - - 0 1";
    assertEquals(fen, fenField());
    String reason = "FEN side to move: Black is in check but it is White to move";
    assertEquals(reason, verdict());
    assertEquals("false", ui.byId("edit-check").getAttribute("data-legal"));

    ui.byId("edit-local").click();
    assertEquals("Position refused: " + reason, ui.message());
    assertTrue(ui.byId("editor").isDisplayed());
    assertEquals("R", pieceOn("e5"));
    assertEquals("K", pieceOn("e1"));
    assertEquals(fen, fenField());
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  @Test
  void xiangqiRefusesAnElephantAcrossTheRiverAndKeepsTheBoard() {
    browser.openPage("#game=xiangqi&mode=local");
    browser.awaitReady("xiangqi");
    ui.byId("edit").click();
    assertEquals(GameRules.of(alfil.games.Games.byName("xiangqi")).startFen(), fenField());
    assertEquals("Legal position", verdict());
    // Dragged on the board from c0 over the river to c5.
    drag(ui.square("c0"), ui.square("c5"));
    assertNull(pieceOn("c0"));
    assertEquals("B", pieceOn("c5"));
    String reason =
        "FEN piece placement: red elephant \u76f8 on c5 is off its points (c0 g0 a2 e2 i2 c4 g4)";
    assertEquals(reason, verdict());

    ui.byId("edit-ai").click();
    assertEquals("Position refused: " + reason, ui.message());
    assertTrue(ui.byId("editor").isDisplayed());
    assertEquals("B", pieceOn("c5"));
  }

  @Test
  void aLegalSetUpIsPlayedByFriendsFromItsFirstMove() {
    editEmpty("#game=chess&mode=ai&side=white", "chess");
    place('K', "e1");
    place('k', "e8");
    // From the palette by drag, then moved on the board by drag.
    drag(palette('P'), ui.square("d2"));
    assertEquals("P", pieceOn("d2"));
    drag(ui.square("d2"), ui.square("e2"));
    assertNull(pieceOn("d2"));
    // A piece dragged off the board is taken off it; the eraser takes one off by click.
    drag(palette('q'), ui.square("a8"));
    drag(palette('n'), ui.square("b8"));
    drag(ui.square("a8"), browser.driver.findElement(By.tagName("h1")));
    assertNull(pieceOn("a8"));
    place('-', "b8");
    assertNull(pieceOn("b8"));
    String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    assertEquals(fen, fenField());
    assertEquals("Legal position", verdict());

    ui.byId("edit-local").click();
    assertFalse(ui.byId("editor").isDisplayed());
    assertFalse(ui.byId("palette").isDisplayed());
    browser.awaitReady("chess");
    assertEquals(fen, ui.fen());
    ui.play("e2", "e4");
    ui.awaitMoves(1);
    assertEquals(List.of("e2e4"), ui.moves());
    assertEquals("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", ui.fen());
    // Between friends the other side is a human too.
    ui.play("e8", "d7");
    ui.awaitMoves(2);
    assertEquals("", ui.message());
  }

  @Test
  void aTypedFenIsShownWithItsEnPassantSquare() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    ui.byId("edit").click();
    WebElement field = ui.byId("edit-fen");
    field.sendKeys(Keys.chord(Keys.CONTROL, "a"), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assertEquals("p", pieceOn("d5"));
    assertEquals("P", pieceOn("e5"));
    assertEquals("Legal position", verdict());
    assertEquals("d6", ui.byId("edit-ep").getAttribute("value"));
    assertFalse(
        (Boolean) browser.js("return document.querySelector('#edit-castling input').checked;"));
    // A FEN whose board cannot be read keeps the board and says why.
    field.sendKeys(Keys.chord(Keys.CONTROL, "a"), "4k3/8/8 w - - 0 1");
    assertEquals("P", pieceOn("e5"));
    assertEquals("FEN piece placement: has 3 ranks, expected 8 separated by '/'", verdict());

    // Analysed from there: a game between friends from the position the board shows, the en
    // passant capture with it, and the analysis open.
    ui.byId("edit-analyse").click();
    browser.awaitReady("chess");
    assertEquals("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", ui.fen());
    assertEquals("true", ui.byId("analyse").getAttribute("aria-pressed"));
    assertTrue(ui.byId("eval-bar").isDisplayed());
    ui.play("e5", "d6");
    ui.awaitMoves(1);
    assertEquals(List.of("e5d6"), ui.moves());
  }
}
