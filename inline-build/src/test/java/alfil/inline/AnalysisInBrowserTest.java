package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.game.GameRules;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Analysis in real Chromium: the bar, the number from the first player's side with that side named,
 * the best line in the move list's notation, and the best move as an arrow on the board.
 */
class AnalysisInBrowserTest extends BrowserTest {
  /** Opens analysis and waits until it reports at least {@code depth}. */
  private static WebElement analyse(int depth) {
    ui.byId("analyse").click();
    assertEquals("true", ui.byId("analyse").getAttribute("aria-pressed"));
    new WebDriverWait(browser.driver, Chromium.PATIENCE)
        .pollingEvery(Duration.ofMillis(50))
        .until(
            d -> {
              String reached = d.findElement(By.id("eval")).getAttribute("data-depth");
              return reached != null && Integer.parseInt(reached) >= depth;
            });
    return ui.byId("eval");
  }

  /** The share of the bar that is the first player's, in percent of its height. */
  private static double firstPlayersShare() {
    return ((Number)
            browser.js(
                "var f = document.getElementById('eval-fill');"
                    + "return 100 * f.getBoundingClientRect().height"
                    + " / f.parentNode.getBoundingClientRect().height;"))
        .doubleValue();
  }

  /**
   * An attribute of the hint's arrow, read in one script: the analysis may redraw the arrow between
   * a look-up and a read.
   */
  private static String hint(String attribute) {
    return (String)
        browser.js(
            "var h = document.querySelector('#board .hint');"
                + " return h && h.getAttribute(arguments[0]);",
            attribute);
  }

  /** Analyses a chess mate in one and checks the side named, the arrow, the line and the bar. */
  private static void assertMateInOne(
      String fen, String text, String from, String to, String line) {
    browser.openPage("#game=chess&mode=local&fen=" + fen.replace(' ', '_'));
    browser.awaitReady("chess");
    WebElement eval = analyse(2);
    assertEquals(text, eval.getText(), "a mate is its moves, no depth");
    assertEquals(from, hint("data-from"));
    assertEquals(to, hint("data-to"));
    assertEquals(line, ui.byId("pv").getText());
    assertTrue(ui.byId("eval-bar").isDisplayed());
    double share = firstPlayersShare();
    assertTrue(text.startsWith("White") ? share > 99 : share < 1, "share " + share);
  }

  @Test
  void theMateInOneIsTheHintAndTheLine() {
    assertMateInOne("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "White mates in 1", "a1", "a8", "1. Ra8#");
    // The hint is the move the rules play: played, it mates.
    ui.play("a1", "a8");
    assertEquals("over", browser.status().getAttribute("data-state"));
    assertEquals("1-0", browser.status().getAttribute("data-result"));
    assertEquals("White wins: checkmate", ui.byId("eval").getText());
    assertEquals(100.0, firstPlayersShare(), "the bar shows the result");
  }

  /** The same for Black: the moves to mate are counted from the side to move's score. */
  @Test
  void blacksMateInOneIsNamedAsBlacks() {
    assertMateInOne(
        "r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", "Black mates in 1", "a8", "a1", "1... Ra1#");
  }

  @Test
  void xiangqiIsScoredFromRedsSideWhenBlackIsToMove() {
    // The start without Red's left chariot, Black to move: good for Black, below zero for Red.
    String fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR b - - 0 1";
    browser.openPage("#game=xiangqi&mode=local&fen=" + fen.replace(' ', '_'));
    browser.awaitReady("xiangqi");
    WebElement eval = analyse(4);
    assertTrue(
        eval.getText().matches("-\\d+\\.\\d\\d \\(Red's view\\), depth \\d+"), eval.getText());
    assertTrue(Integer.parseInt(eval.getAttribute("data-score")) < -300);
    assertTrue(firstPlayersShare() < 50);
    // The line in WXF, numbered from Black's first move; its first move is the hint, legal here.
    String line = ui.byId("pv").getText();
    assertTrue(line.startsWith("1... "), line);
    GameRules rules = GameRules.of(alfil.games.Games.byName("xiangqi"));
    rules.setPosition(fen);
    int move = rules.parseEngineText(hint("data-from") + hint("data-to"));
    assertEquals(rules.displayText(move, "wxf"), line.split(" ")[1]);
  }

  @Test
  void theStartIsANumberWithItsSideNamed() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    WebElement eval = analyse(3);
    assertTrue(
        eval.getText().matches("[+-]\\d+\\.\\d\\d \\(White's view\\), depth \\d+"), eval.getText());
    assertTrue(ui.byId("pv").getText().startsWith("1. "));
    // Closed, it searches no more and the arrow goes.
    ui.byId("analyse").click();
    assertTrue(browser.driver.findElements(By.cssSelector("#board .hint")).isEmpty());
    assertTrue(!ui.byId("eval-bar").isDisplayed());
  }

  @Test
  void analysisWaitsWhileTheEngineThinks() {
    browser.openPage("#game=chess&mode=ai&side=white&level=8");
    browser.awaitReady("chess");
    analyse(1);
    ui.play("e2", "e4");
    assertEquals("thinking", browser.status().getAttribute("data-state"));
    assertEquals("Waiting for the engine's move", ui.byId("eval").getText());
    assertTrue(browser.driver.findElements(By.cssSelector("#board .hint")).isEmpty());
    // The engine's move made, the new position is analysed.
    ui.awaitMoves(2);
    new WebDriverWait(browser.driver, Chromium.PATIENCE)
        .until(d -> d.findElement(By.id("eval")).getAttribute("data-depth") != null);
    assertTrue(ui.byId("eval").getText().contains("(White's view)"));
  }
}
