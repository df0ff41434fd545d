package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.game.GameRules;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The game in progress of each game kind is kept in localStorage and comes back after a reload (its
 * position, settings, takebacks used and clocks, whose time ran on meanwhile) and after a switch to
 * the other game and back. A kept game that cannot be resumed is dropped with a quiet notice; where
 * storage is blocked the page plays on and says so once, quietly.
 */
class KeptGamesInBrowserTest extends BrowserTest {
  private static final String CHESS_START =
      GameRules.of(alfil.games.Games.byName("chess")).startFen();
  private static final String XIANGQI_START =
      GameRules.of(alfil.games.Games.byName("xiangqi")).startFen();

  /** The fault of the running test, forgotten after it. */
  private String fault;

  @AfterEach
  void forgetFault() {
    if (fault != null) {
      browser.forget(fault);
      fault = null;
    }
  }

  private static void reload(String game) {
    browser.driver.navigate().refresh();
    browser.awaitReady(game);
  }

  private static String value(String id) {
    return (String) browser.js("return document.getElementById(arguments[0]).value;", id);
  }

  private static long clockMs(String position) {
    return Long.parseLong(clock(position).getAttribute("data-ms"));
  }

  private static WebElement clock(String position) {
    return browser.driver.findElement(By.id("clock-" + position));
  }

  private static String notice() {
    WebElement n = browser.driver.findElement(By.id("notice"));
    return n.isDisplayed() ? n.getText() : "";
  }

  private static String kept(String game) {
    return (String) browser.js("return localStorage.getItem('alfil.kept.' + arguments[0]);", game);
  }

  private static void assertNoErrors() {
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  /**
   * A two-player game on a clock, with a takeback and the board flipped, comes back after a reload:
   * the moves, the settings, the takebacks left, the orientation and both clocks, the running one
   * having lost the time the page was away.
   */
  @Test
  void aReloadResumesTheGameItsSettingsAndItsRunningClock() throws Exception {
    browser.openPage("#game=chess&mode=local&clock=5+3&takebacks=three");
    browser.awaitReady("chess");
    ui.play("e2", "e4");
    ui.play("e7", "e5");
    ui.play("g1", "f3");
    ui.awaitMoves(3);
    browser.driver.findElement(By.id("undo")).click();
    ui.awaitMoves(2);
    long blacksTurnBefore = System.nanoTime(); // Black's clock starts after this
    ui.play("g1", "f3");
    ui.awaitMoves(3);
    browser.driver.findElement(By.id("flip")).click();
    String fen = ui.fen();
    // Black to move: its clock runs, below the flipped board; White's stands above.
    assertEquals("Black", clock("bottom").getAttribute("data-side"));
    assertEquals("", clock("bottom").getAttribute("data-running"));
    long white = clockMs("top");
    long black = clockMs("bottom");
    long away = 1500;
    Thread.sleep(away);
    reload("chess");

    assertEquals(List.of("e2e4", "e7e5", "g1f3"), ui.moves());
    assertEquals(fen, ui.fen());
    assertEquals("local", value("mode"));
    assertEquals("three", value("takebacks"));
    assertEquals("5+3", value("clock"));
    assertEquals("Black", clock("bottom").getAttribute("data-side"), "still flipped");
    assertEquals("", clock("bottom").getAttribute("data-running"));
    assertEquals(white, clockMs("top"), "White's clock stands");
    long lost = black - clockMs("bottom");
    long sinceBlacksTurn = (System.nanoTime() - blacksTurnBefore) / 1_000_000;
    // Black's clock ran on while the page was away, and by no more than the real time since its
    // turn began, however long the reload took (a few ms for the clocks' rounding).
    assertTrue(
        lost >= away && lost <= sinceBlacksTurn + 5,
        "Black's clock lost " + lost + " ms in " + sinceBlacksTurn + " ms");
    // One takeback was used before the reload: two are left, and the third is refused.
    WebElement undo = browser.driver.findElement(By.id("undo"));
    undo.click();
    ui.awaitMoves(2);
    undo.click();
    ui.awaitMoves(1);
    undo.click();
    assertEquals("No takebacks left in this game", ui.message());
    assertEquals(1, ui.moves().size());
    assertNoErrors();
  }

  /** Against the engine: the engine's move, the level and the side come back. */
  @Test
  void aReloadResumesAGameAgainstTheEngine() {
    browser.openPage("#game=xiangqi&mode=ai&level=2&side=black");
    ui.awaitMoves(1);
    String engineMove = ui.moves().get(0);
    reload("xiangqi");
    assertEquals(List.of(engineMove), ui.moves());
    assertEquals("2", value("level"));
    assertEquals("second", value("side"));
    assertEquals("human", browser.driver.findElement(By.id("board")).getAttribute("data-turn"));
    ui.play("h7", "e7");
    ui.awaitMoves(3);
    assertNoErrors();
  }

  /** A hash that sets a position starts afresh and overwrites the kept game of its kind. */
  @Test
  void aHashWithAPositionStartsAfresh() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    ui.play("d2", "d4");
    ui.awaitMoves(1);
    String fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    browser.driver.get("about:blank");
    browser.driver.get(
        Chromium.page().toUri() + "#game=chess&mode=local&fen=" + fen.replace(' ', '_'));
    browser.awaitReady("chess");
    assertEquals(List.of(), ui.moves());
    assertEquals(fen, ui.fen());
    assertTrue(kept("chess").contains("\"fen\":\"" + fen + "\""), kept("chess"));
  }

  /** Each game kind keeps its own game across switches. */
  @Test
  void switchingToTheOtherGameAndBackKeepsBothGames() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    ui.play("e2", "e4");
    ui.awaitMoves(1);
    String chess = ui.fen();
    switchTo("xiangqi");
    assertEquals(XIANGQI_START, ui.fen(), "a new xiangqi game, none was kept");
    ui.play("h2", "e2");
    ui.awaitMoves(1);
    String xiangqi = ui.fen();
    switchTo("chess");
    assertEquals(List.of("e2e4"), ui.moves());
    assertEquals(chess, ui.fen());
    switchTo("xiangqi");
    assertEquals(List.of("h2e2"), ui.moves());
    assertEquals(xiangqi, ui.fen());
    assertNoErrors();
  }

  private static void switchTo(String game) {
    browser.driver.findElement(By.cssSelector("#game-switch [data-game=" + game + "]")).click();
    browser.awaitReady(game);
  }

  /**
   * Kept games that cannot be resumed (not JSON, another format version, a move the judge refuses)
   * are dropped: the page starts afresh, says so quietly (not in the alert line), and keeps the new
   * game in their place.
   */
  @Test
  void aKeptGameThatCannotBeResumedIsDroppedWithANotice() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    ui.play("e2", "e4");
    ui.awaitMoves(1);
    String good = kept("chess");
    assertTrue(good.contains("\"moves\":[\"e2e4\"]"), good);
    String[] bad = {
      "{\"v\":1,\"game\":\"chess\",\"mode\":\"loc",
      good.replace("\"v\":1", "\"v\":0"),
      good.replace("[\"e2e4\"]", "[\"e2e4\",\"e2e4\"]"),
      good.replace("\"mode\":\"local\"", "\"mode\":\"<b>x</b>\""),
      "[1,2,3]"
    };
    String[] why = {"unreadable", "another version", "move 2", "mode accepts only", "unreadable"};
    for (int i = 0; i < bad.length; i++) {
      browser.js("localStorage.setItem('alfil.kept.chess', arguments[0]);", bad[i]);
      reload("chess");
      assertEquals(List.of(), ui.moves(), bad[i]);
      assertEquals(CHESS_START, ui.fen());
      assertTrue(notice().startsWith("The kept Chess game was dropped"), notice());
      assertTrue(notice().contains(why[i]), notice());
      assertEquals("", ui.message(), "quiet: no alert");
      assertTrue(kept("chess").contains("\"moves\":[]"), "the new game is kept: " + kept("chess"));
    }
    assertEquals(0L, browser.js("return document.querySelectorAll('main b').length;"));
    assertNoErrors();
  }

  /**
   * With every storage call throwing, the page plays on, engine and all, and says once, quietly,
   * that games are not kept; a switch of game and back starts afresh instead of failing.
   */
  @Test
  void blockedStoragePlaysOnWithOneQuietNotice() {
    fault = browser.beforeEveryDocument(FaultsInBrowserTest.THROWING_STORAGE);
    browser.openPage("#game=chess&level=1");
    browser.awaitReady("chess");
    assertEquals("unavailable", browser.js("return document.documentElement.dataset.storage;"));
    String said = notice();
    assertTrue(said.contains("games are not kept"), said);
    assertFalse(browser.driver.findElement(By.id("message")).isDisplayed(), "no alert");
    ui.play("e2", "e4");
    ui.awaitMoves(2);
    switchTo("xiangqi");
    switchTo("chess");
    assertEquals(List.of(), ui.moves());
    assertEquals(said, notice(), "said once, unchanged");
    assertEquals(1L, browser.js("return document.querySelectorAll('#notice').length;"));
    assertNull(browser.js("return window.__pwned;"));
    assertNoErrors();
  }

  /** The page never breaks on a kept game: a reload with a refused FEN in it is dropped too. */
  @Test
  void aKeptGameWithARefusedPositionIsDropped() {
    browser.openPage("#game=xiangqi&mode=local");
    browser.awaitReady("xiangqi");
    ui.play("h2", "e2");
    ui.awaitMoves(1);
    browser.js(
        "localStorage.setItem('alfil.kept.xiangqi', localStorage.getItem('alfil.kept.xiangqi')"
            + ".replace(/\"fen\":\"[^\"]*\"/, '\"fen\":\"9/9/9 w - - 0 1\"'));");
    reload("xiangqi");
    assertEquals(XIANGQI_START, ui.fen());
    assertTrue(notice().contains("Position refused"), notice());
    new WebDriverWait(browser.driver, Chromium.PATIENCE)
        .until(d -> kept("xiangqi").contains("\"moves\":[]"));
    assertNoErrors();
  }
}
