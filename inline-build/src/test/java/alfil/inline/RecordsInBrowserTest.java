package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.game.GameRules;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The game's record on the page: Export shows it (PGN, the xiangqi record in the move list's
 * notation) to copy or download; Import reads a pasted or opened record or FEN of either game into
 * the game on the board, or names the bad move and leaves the game as it was.
 */
class RecordsInBrowserTest extends BrowserTest {
  private static WebElement byId(String id) {
    return browser.driver.findElement(By.id(id));
  }

  private static void play(String[][] moves) {
    for (int i = 0; i < moves.length; i++) {
      ui.play(moves[i][0], moves[i][1]);
      ui.awaitMoves(i + 1);
    }
  }

  /** What the page shows of the game: the position, the moves, the status line. */
  private static List<Object> shown() {
    return List.of(ui.fen(), ui.moves(), ui.texts(), browser.status().getText());
  }

  private static String exported() {
    byId("export").click();
    assertTrue(byId("record").isDisplayed());
    String text = byId("record-text").getAttribute("value");
    byId("record").findElement(By.xpath(".//button[text()='Close']")).click();
    assertFalse(byId("record").isDisplayed());
    return text;
  }

  /**
   * Import (unless the dialog is still open on a refused record) with a pasted text; returns the
   * dialog's note, empty when the game was loaded.
   */
  private static String load(String text) {
    if (!byId("record").isDisplayed()) {
      byId("import").click();
      assertEquals("", byId("record-text").getAttribute("value"), "Import opens an empty box");
    }
    browser.js("document.getElementById('record-text').value = arguments[0];", text);
    byId("record-load").click();
    return byId("record-note").getText();
  }

  @Test
  void aFinishedChessGameRoundTripsThroughItsPgn() {
    browser.openPageAfresh("#game=chess&mode=local");
    browser.awaitReady("chess");
    play(new String[][] {{"f2", "f3"}, {"e7", "e5"}, {"g2", "g4"}});
    ui.play("d8", "h4");
    new WebDriverWait(browser.driver, Chromium.PATIENCE)
        .until(d -> "over".equals(browser.status().getAttribute("data-state")));
    List<Object> before = shown();
    String pgn = exported();
    assertTrue(pgn.startsWith("[Event \"Casual game\"]\n[Site \"?\"]\n[Date \"20"), pgn);
    assertTrue(
        pgn.contains("[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"0-1\"]\n"), pgn);
    assertTrue(pgn.contains("[Termination \"normal\"]\n\n1. f3 e5 2. g4 Qh4#"), pgn);
    assertTrue(pgn.endsWith("{black wins by checkmate} 0-1\n"), pgn);

    byId("new-game").findElement(By.cssSelector("button[type=submit]")).click();
    browser.awaitReady("chess");
    assertEquals(List.of(), ui.moves());
    assertEquals("", load(pgn));
    assertFalse(byId("record").isDisplayed(), "a loaded record closes the dialog");
    assertEquals(before, shown());
    assertEquals(
        "4", browser.js("return document.querySelector('#moves [aria-current]').dataset.ply;"));
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  /**
   * A xiangqi record in the chosen notation (Chinese here) reads back on the chess board too: the
   * record names its game, which the page switches to, for two players.
   */
  @Test
  void aXiangqiRecordInChineseRoundTripsFromTheChessBoard() {
    browser.openPageAfresh("#game=xiangqi&mode=ai&side=red&level=1");
    browser.awaitReady("xiangqi");
    new Select(byId("notation")).selectByValue("chinese");
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    ui.play("h0", "g2");
    ui.awaitMoves(4);
    List<Object> before = shown();
    String record = exported();
    assertTrue(record.contains("[Variant \"xiangqi\"]\n"), record);
    assertTrue(record.contains("[Red \"?\"]\n[Black \"Alfil level 1\"]\n"), record);
    assertTrue(record.contains("\n\n1. 炮二平五 "), record);

    browser.openPage("#game=chess&mode=ai&side=white"); // the notation chosen stays
    browser.awaitReady("chess");
    assertEquals("", load(record));
    browser.awaitReady("xiangqi");
    // The same game, now for two players: the status names the side to move, not "your turn".
    assertEquals(before.subList(0, 3), shown().subList(0, 3));
    assertEquals("Red to move", browser.status().getText());
    assertEquals("local", new Select(byId("mode")).getFirstSelectedOption().getAttribute("value"));
    assertEquals(
        "true",
        browser
            .driver
            .findElement(By.cssSelector("#game-switch [data-game=xiangqi]"))
            .getAttribute("aria-pressed"));
    ui.play("i0", "i1"); // the game goes on, by hand: Red's chariot, whatever Black played
    ui.awaitMoves(5);
  }

  @Test
  void aBadRecordIsRefusedWithItsMoveNumberTextAndReason() {
    browser.openPageAfresh("#game=chess&mode=local");
    browser.awaitReady("chess");
    play(new String[][] {{"d2", "d4"}});
    List<Object> before = shown();
    String note = load("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nf3 *");
    assertEquals("move 2... 'Nf3': no black knight can reach f3", note);
    assertTrue(byId("record-note").getAttribute("class").contains("bad"));
    assertTrue(byId("record").isDisplayed(), "the dialog stays, with the text to mend");
    assertEquals(
        "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nf3 *", byId("record-text").getAttribute("value"));
    String xiangqi = load("1. C2.5 H8+7 2. K5+3 *");
    assertTrue(xiangqi.startsWith("move 2 'K5+3': "), xiangqi);
    assertTrue(load(" ").startsWith("record: empty"));
    byId("record").findElement(By.xpath(".//button[text()='Close']")).click();
    assertEquals(before, shown());
  }

  @Test
  void aFenAloneOfEitherGameSetsItUp() {
    browser.openPageAfresh("#game=chess&mode=local");
    browser.awaitReady("chess");
    String fen = "3k5/1R7/9/9/9/9/9/9/9/R4K3 w - - 0 1";
    assertEquals("", load(fen));
    browser.awaitReady("xiangqi");
    assertEquals(fen, ui.fen());
    assertEquals(List.of(), ui.moves());
    String bad = load("4k3/8/8/8/8/8/8/4K3 w - - 0 x");
    assertTrue(bad.contains("fullmove"), bad);
    assertEquals(fen, ui.fen());
  }

  @Test
  void aFileIsOpenedAndLoaded() throws Exception {
    Path file = Files.createTempFile("alfil-", ".pgn");
    try {
      Files.writeString(
          file,
          "[Event \"Opera\"]\n\n1. e4 {best} e5 2. Nf3 $1 (2. f4) d6 3. d4 Bg4 *\n",
          StandardCharsets.UTF_8);
      browser.openPageAfresh("#game=xiangqi&mode=local");
      browser.awaitReady("xiangqi");
      byId("import").click();
      byId("record-file").sendKeys(file.toString());
      browser.awaitReady("chess");
      assertEquals(List.of("e2e4", "e7e5", "g1f3", "d7d6", "d2d4", "c8g4"), ui.moves());
      assertFalse(byId("record").isDisplayed());
    } finally {
      Files.delete(file);
    }
  }

  /** Download saves the box's text as alfil-<game>-<date>.pgn (chess) or .txt (xiangqi). */
  @Test
  void theRecordDownloadsAsAFileNamedByGameAndDate() {
    for (String game : new String[] {"chess", "xiangqi"}) {
      browser.openPageAfresh("#game=" + game + "&mode=local");
      browser.awaitReady(game);
      // The page's CSP lets no fetch read the Blob back: keep it as the page makes its URL.
      browser.js(
          "window.__saved = []; var made = URL.createObjectURL;"
              + "URL.createObjectURL = function (b) { window.__blob = b; return made.call(URL, b); };"
              + "HTMLAnchorElement.prototype.click = function () { var name = this.download;"
              + " __blob.text().then(function (t) { __saved.push([name, t]); }); };");
      byId("export").click();
      String text = byId("record-text").getAttribute("value");
      byId("record-download").click();
      new WebDriverWait(browser.driver, Chromium.PATIENCE)
          .until(d -> ((List<?>) browser.js("return __saved;")).size() == 1);
      @SuppressWarnings("unchecked")
      List<String> saved = (List<String>) browser.js("return __saved[0];");
      String ext = game.equals("chess") ? "pgn" : "txt";
      assertTrue(
          saved.get(0).matches("alfil-" + game + "-20\\d\\d-\\d\\d-\\d\\d\\." + ext), saved.get(0));
      assertEquals(text, saved.get(1));
      byId("record-copy").click();
      assertFalse(byId("record-note").getText().isEmpty(), "the copy says what it did");
      assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
    }
  }

  /** The record of a game from a position carries SetUp and FEN, and reads back there. */
  @Test
  void aGameFromAPositionKeepsItsFen() {
    String fen = "4k3/8/4K3/8/8/8/8/R7 w - - 10 40";
    browser.openPageAfresh("#game=chess&mode=local&fen=" + fen.replace(' ', '_'));
    browser.awaitReady("chess");
    ui.play("a1", "a8");
    new WebDriverWait(browser.driver, Chromium.PATIENCE)
        .until(d -> "over".equals(browser.status().getAttribute("data-state")));
    List<Object> before = shown();
    String pgn = exported();
    assertTrue(pgn.contains("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n"), pgn);
    assertTrue(pgn.contains("40. Ra8# {white wins by checkmate} 1-0"), pgn);
    browser.openPageAfresh("#game=chess&mode=local");
    browser.awaitReady("chess");
    assertEquals("", load(pgn));
    assertEquals(before, shown());
    GameRules rules = GameRules.of(alfil.games.Games.byName("chess"));
    rules.setPosition(fen);
    rules.play(rules.parseEngineText("a1a8"));
    assertEquals(rules.fen(), ui.fen());
  }
}
