package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The clocks on the page: both shown, the running one marked; the judge says what a fallen flag
 * means (chess: a loss, or a draw against a side that cannot mate, FIDE 6.9; xiangqi: a loss); the
 * engine's thinking runs on its clock and full strength plans on it; a flag that fell while the
 * page was closed is judged when it opens again.
 */
class ClocksInBrowserTest extends BrowserTest {
  private static WebElement clock(String position) {
    return browser.driver.findElement(By.id("clock-" + position));
  }

  private static long clockMs(String position) {
    return Long.parseLong(clock(position).getAttribute("data-ms"));
  }

  /** Waits for the end of the game and returns the status line. */
  private static WebElement awaitOver() {
    browser.await(
        "the game over", () -> "over".equals(browser.status().getAttribute("data-state")));
    return browser.status();
  }

  /**
   * Presses the squares in turn in one script, as a player's presses do: moves made so run on no
   * one's clock, however slow the machine.
   */
  private static void pressAtOnce(String... squares) {
    browser.js(
        "arguments[0].forEach(function (sq) {"
            + " document.querySelector('[data-square=\"' + sq + '\"]')"
            + " .dispatchEvent(new PointerEvent('pointerdown', {bubbles: true})); });",
        List.of(squares));
  }

  /**
   * Both players move at once (Black's clock loses nothing); then White's 3 seconds run out. {@code
   * fen} in the hash's form.
   */
  private static WebElement whiteFlagFalls(String game, String fen, String[] moves) {
    browser.openPage(
        "#game=" + game + "&mode=local&clock=0.05+0" + (fen == null ? "" : "&fen=" + fen));
    browser.awaitReady(game);
    assertEquals("00:03.0", clock("bottom").getText());
    assertNull(clock("bottom").getAttribute("data-running"), "no time runs before the first move");
    pressAtOnce(moves);
    assertEquals(2, ui.moves().size());
    // One reading of White's clock as the page shows it: while it has time left, it runs and is
    // marked low (under ten seconds). A machine slow enough to let it fall meanwhile skips this.
    @SuppressWarnings("unchecked")
    List<String> white =
        (List<String>)
            browser.js(
                "var c = document.getElementById('clock-bottom');"
                    + " return [c.dataset.ms, String(c.dataset.running), String(c.dataset.low)];");
    if (Long.parseLong(white.get(0)) > 0) {
      assertEquals(List.of(white.get(0), "", ""), white, "White's clock: ms, running, low");
    }
    WebElement status = awaitOver();
    assertEquals(0L, clockMs("bottom"));
    assertEquals("00:00.0", clock("bottom").getText());
    assertNull(clock("bottom").getAttribute("data-running"), "stopped");
    assertEquals("wait", browser.driver.findElement(By.id("board")).getAttribute("data-turn"));
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
    return status;
  }

  @Test
  void chessFlagFallLosesWhenTheOpponentCanMate() {
    WebElement status = whiteFlagFalls("chess", null, new String[] {"e2", "e4", "e7", "e5"});
    assertEquals("0-1", status.getAttribute("data-result"));
    assertTrue(status.getText().contains("Black wins on time"), status.getText());
    String rule = browser.driver.findElement(By.id("result-rule")).getText();
    assertTrue(rule.contains("6.9"), rule);
    browser.driver.findElement(By.id("undo")).click();
    assertEquals("Time is up: the game is over", ui.message());
    assertEquals(2, ui.moves().size());
  }

  /** FIDE 6.9: Black has a bare king and cannot mate by any series of legal moves. */
  @Test
  void chessFlagFallAgainstABareKingIsADraw() {
    WebElement status =
        whiteFlagFalls(
            "chess", "4k3/8/8/8/8/8/8/R3K3_w_-_-_0_1", new String[] {"a1", "a2", "e8", "d8"});
    assertEquals("1/2-1/2", status.getAttribute("data-result"));
    assertTrue(status.getText().contains("cannot checkmate"), status.getText());
  }

  /** In xiangqi a fallen flag loses, even against a bare general. */
  @Test
  void xiangqiFlagFallLoses() {
    WebElement status =
        whiteFlagFalls(
            "xiangqi", "4k4/9/9/9/9/9/9/9/9/R2K5_w_-_-_0_1", new String[] {"a0", "a1", "e9", "e8"});
    assertEquals("0-1", status.getAttribute("data-result"));
    assertTrue(status.getText().contains("on time"), status.getText());
  }

  /**
   * Level 8 on a 6-second clock plans its move on it (a fraction of a second, not its untimed six),
   * and its thinking runs on its clock, by the page's own reading of that clock; the engine's clock
   * stands above the board.
   */
  @Test
  void fullStrengthThinksOnItsOwnClock() {
    browser.openPage("#game=chess&level=8&clock=0.1+0");
    browser.awaitReady("chess");
    assertEquals("White", clock("bottom").getAttribute("data-side"));
    assertEquals("Black", clock("top").getAttribute("data-side"));
    ui.play("e2", "e4");
    ui.awaitMoves(2);
    long engineLeft = clockMs("top");
    assertTrue(engineLeft < 6000 && engineLeft > 3000, "the engine's clock: " + engineLeft);
    assertEquals("", clock("bottom").getAttribute("data-running"), "the player's turn");
  }

  /** A flag that fell while the page was closed is judged when it opens again. */
  @Test
  void aFlagThatFellWhileThePageWasClosedIsJudgedOnLoad() throws Exception {
    browser.openPage("#game=xiangqi&mode=local&clock=0.05+0");
    browser.awaitReady("xiangqi");
    pressAtOnce("h2", "e2", "h7", "e7");
    assertEquals(2, ui.moves().size());
    browser.driver.get("about:blank");
    // Red's 3 seconds run out in real time while no page is open: at least that much must pass.
    Thread.sleep(3500);
    browser.driver.get(Chromium.page().toUri() + "#game=xiangqi");
    WebElement status = awaitOver();
    assertEquals("0-1", status.getAttribute("data-result"));
    assertEquals(List.of("h2e2", "h7e7"), ui.moves());
    assertEquals(0L, clockMs("bottom"));
  }

  /**
   * The embed API's newGame takes a clock (here periods: 40 moves in 90 minutes, then 30 minutes,
   * 30 s a move), the hash too; a bad value is refused with a clear error and the game goes on.
   */
  @Test
  void newGameAndTheHashTakeAClockAndRefuseABadOne() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    assertEquals("none", browser.js("return document.getElementById('clock').value;"));
    assertTrue(!clock("top").isDisplayed() && !clock("bottom").isDisplayed(), "untimed");
    // A top-level page is its own parent: it takes its own commands, as from a host page.
    browser.js("postMessage({target: 'alfil', type: 'newGame', clock: '40/90+30,30+30'}, '*');");
    browser.await("the clocks shown", () -> clock("bottom").isDisplayed());
    assertEquals("1:30:00", clock("bottom").getText());
    assertEquals("40/90+30,30+30", browser.js("return document.getElementById('clock').value;"));
    browser.js("postMessage({target: 'alfil', type: 'newGame', clock: '5+x'}, '*');");
    browser.await(
        "the clock refused",
        () -> ui.message().startsWith("clock accepts only none, or minutes+seconds"));
    assertEquals("1:30:00", clock("bottom").getText(), "the game goes on");
    browser.js("location.hash = '#game=chess&clock=0+1';");
    browser.await(
        "the hash's clock refused",
        () -> ui.message().startsWith("Hash parameter clock accepts only"));
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }
}
