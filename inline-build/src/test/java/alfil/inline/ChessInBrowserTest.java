package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.Chess;
import alfil.web.game.GameRules;
import alfil.web.model.Requests;
import alfil.web.protocol.SearchReply;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/** Chess on the page, played through clicks in real Chromium. */
class ChessInBrowserTest extends BrowserTest {
  private static final String START = GameRules.of(alfil.games.Games.byName("chess")).startFen();

  /** A piece dragged with the pointer to a legal square is played there. */
  @Test
  void aDraggedPieceIsPlayed() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    new Actions(browser.driver)
        .clickAndHold(square("g1"))
        .moveByOffset(5, 5)
        .moveToElement(square("f3"))
        .release()
        .perform();
    ui.awaitMoves(1);
    assertEquals("g1f3", ui.moves().get(0));
    assertEquals("N", piece("f3"));
  }

  private static WebElement square(String name) {
    return browser.driver.findElement(By.cssSelector("[data-square='" + name + "']"));
  }

  @Test
  void chessMoveByClicksGetsTheEnginesReply() {
    browser.openPage("#game=chess&side=white&level=3&seed=7");
    browser.awaitReady("chess");
    assertEquals(64, browser.driver.findElements(By.cssSelector("[data-square]")).size());
    assertEquals(32, browser.driver.findElements(By.cssSelector("use[data-at]")).size());
    assertEquals(START, ui.fen());
    ui.click("e2");
    assertEquals(2, browser.driver.findElements(By.cssSelector("[data-to]")).size());
    ui.click("e4");
    ui.awaitMoves(2);
    List<String> moves = ui.moves();
    assertEquals("e2e4", moves.get(0));
    assertEquals("e4", ui.texts().get(0));
    SearchReply expected =
        Expected.reply(Requests.forMove(Chess.GAME, START, new String[] {"e2e4"}, 3, 0, 0, 7));
    assertEquals(expected.bestMove, moves.get(1));
    assertEquals("worker", browser.status().getAttribute("data-by"));
    GameRules rules = GameRules.of(alfil.games.Games.byName("chess"));
    rules.play(rules.parseEngineText("e2e4"));
    assertEquals(rules.displayText(rules.parseEngineText(moves.get(1)), "san"), ui.texts().get(1));
    rules.play(rules.parseEngineText(moves.get(1)));
    assertEquals(rules.fen(), ui.fen());
    assertEquals(List.of(), browser.consoleErrors());
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  @Test
  void promotionIsChosenOnTheBoard() {
    browser.openPage("#game=chess&mode=local&fen=8/P6k/8/8/8/8/7P/K7_w_-_-_0_1");
    browser.awaitReady("chess");
    ui.play("a7", "a8");
    WebElement box = browser.driver.findElement(By.id("promotion"));
    assertTrue(box.isDisplayed(), "the choice is offered");
    List<WebElement> options = box.findElements(By.cssSelector("button[data-piece]"));
    assertEquals(4, options.size());
    assertEquals(0, ui.moves().size(), "nothing is played before the choice");
    box.findElement(By.cssSelector("button[data-piece='N']")).click();
    ui.awaitMoves(1);
    assertEquals("a7a8n", ui.moves().get(0));
    assertEquals("a8=N", ui.texts().get(0));
    assertEquals("N", piece("a8"));
    assertTrue(!box.isDisplayed());
  }

  @Test
  void checkIsShownAndTheArbiterEndsTheGame() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    ui.play("f2", "f3");
    ui.awaitMoves(1);
    ui.play("e7", "e5");
    ui.awaitMoves(2);
    ui.play("g2", "g4");
    ui.awaitMoves(3);
    assertEquals(0, browser.driver.findElements(By.cssSelector(".check")).size());
    ui.play("d8", "h4");
    new WebDriverWait(browser.driver, Chromium.PATIENCE)
        .until(d -> "over".equals(browser.status().getAttribute("data-state")));
    assertEquals("Qh4#", ui.texts().get(3));
    assertEquals(1, browser.driver.findElements(By.cssSelector(".check")).size());
    assertEquals("0-1", browser.status().getAttribute("data-result"));
    assertEquals("Black wins: checkmate", browser.status().getText());
    assertEquals(
        "Black wins: checkmate", browser.driver.findElement(By.id("result-head")).getText());
    assertEquals(
        "0-1 \u00b7 FIDE 5.1.1", browser.driver.findElement(By.id("result-rule")).getText());
  }

  private static String piece(String square) {
    return (String)
        browser.js(
            "var u = document.querySelector('use[data-at=\"' + arguments[0] + '\"]');"
                + " return u ? u.dataset.piece : null;",
            square);
  }

  /** Keyboard play and what a screen reader is told: square names, moves, checks. */
  @Test
  void keyboardPlayAndAccessibleNames() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    assertEquals("e2, white pawn", label("e2"));
    assertEquals("e4", label("e4"));
    assertEquals("e8, black king", label("e8"));
    WebElement board = browser.driver.findElement(By.cssSelector("#board svg"));
    board.click(); // focus: a click in the middle, on empty squares
    // The first arrow shows the cursor on a1; then up to a2, right to e2, pick up; up to e4, drop.
    keys(board, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
    keys(board, Keys.ARROW_RIGHT, Keys.ENTER, Keys.ARROW_UP, Keys.ARROW_UP, Keys.SPACE);
    ui.awaitMoves(1);
    assertEquals("e2e4", ui.moves().get(0));
    assertEquals("White: e4", announced());
    assertEquals("e4, white pawn", label("e4"));
    ui.play("f7", "f6");
    ui.awaitMoves(2);
    ui.play("d1", "h5");
    ui.awaitMoves(3);
    assertEquals("White: Qh5+, check", announced());
  }

  private static void keys(WebElement e, Keys... keys) {
    for (Keys k : keys) {
      e.sendKeys(k);
    }
  }

  private static String label(String square) {
    return browser
        .driver
        .findElement(By.cssSelector("[data-square='" + square + "']"))
        .getAttribute("aria-label");
  }

  private static String announced() {
    return (String) browser.js("return document.getElementById('announce').textContent;");
  }
}
