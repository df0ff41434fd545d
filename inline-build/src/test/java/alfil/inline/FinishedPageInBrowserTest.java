package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * What a player sees that only a browser shows: nothing covers the board (the evaluation bar, the
 * result), nothing moves while a game is played against the engine (no layout shift at all), the
 * controls a thumb can press, the panel that grows with a large screen, the marks inside the board,
 * the promotion choice at its square, the material ahead, the premove and the player's arrows.
 */
class FinishedPageInBrowserTest extends BrowserTest {
  /** Records every layout shift the page makes, as Chrome's Web Vitals count them. */
  private static final String SHIFTS =
      "window.__alfilShifts = [];"
          + "try { new PerformanceObserver(function (list) { list.getEntries().forEach(function (e)"
          + " { if (!e.hadRecentInput) __alfilShifts.push(e.value); }); })"
          + ".observe({type: 'layout-shift', buffered: true}); } catch (e) {}";

  private String shifts;

  @BeforeEach
  void watchShifts() {
    shifts = browser.beforeEveryDocument(SHIFTS);
    viewport(1280, 800, false);
  }

  @AfterEach
  void forgetShifts() {
    browser.forget(shifts);
    browser.driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
  }

  private static void viewport(int width, int height, boolean mobile) {
    browser.driver.executeCdpCommand(
        "Emulation.setDeviceMetricsOverride",
        Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", mobile));
  }

  /** An element's box: left, top, right, bottom in CSS px. */
  private static double[] box(String selector) {
    @SuppressWarnings("unchecked")
    List<Number> r =
        (List<Number>)
            browser.js(
                "var r = document.querySelector(arguments[0]).getBoundingClientRect();"
                    + " return [r.left, r.top, r.right, r.bottom];",
                selector);
    return new double[] {
      r.get(0).doubleValue(), r.get(1).doubleValue(), r.get(2).doubleValue(), r.get(3).doubleValue()
    };
  }

  private static boolean overlap(double[] a, double[] b) {
    return a[0] < b[2] - 0.5 && b[0] < a[2] - 0.5 && a[1] < b[3] - 0.5 && b[1] < a[3] - 0.5;
  }

  @Test
  void theEvaluationBarNeverCoversTheBoard() {
    for (int[] size : new int[][] {{390, 844}, {1280, 800}, {2560, 1440}}) {
      viewport(size[0], size[1], size[0] < 500);
      browser.openPage("#game=xiangqi&mode=local");
      browser.awaitReady("xiangqi");
      ui.byId("analyse").click();
      browser.await("the bar shows", () -> ui.byId("eval-bar").isDisplayed());
      double[] bar = box("#eval-bar");
      double[] board = box("#board svg");
      assertFalse(overlap(bar, board), size[0] + " px: the bar beside the board");
      assertTrue(board[2] <= size[0] + 0.5, size[0] + " px: the last file in view " + board[2]);
    }
  }

  @Test
  void theResultStandsBesideOrUnderTheFinalPosition() {
    for (int width : new int[] {390, 1280}) {
      viewport(width, width < 500 ? 844 : 800, width < 500);
      browser.openPage("#game=xiangqi&mode=local&fen=3k5/R8/9/9/9/9/9/9/9/1R2K4_w_-_-_0_1");
      browser.awaitReady("xiangqi");
      ui.play("b0", "b9");
      browser.await("the result", () -> ui.byId("result").isDisplayed());
      assertFalse(
          overlap(box("#result"), box("#board svg")), width + " px: the mate stays in view");
      assertEquals("Red wins: checkmate", ui.byId("result-head").getText());
    }
  }

  /**
   * A whole game against the engine, its moves by real clicks: nothing on the page moves (the
   * status never wraps, no score appears, the clocks' bars were always there).
   */
  @Test
  void aGameAgainstTheEngineShiftsNothing() {
    browser.openPageAfresh("#game=chess&mode=ai&level=1&seed=4&clock=10+0");
    browser.awaitReady("chess");
    browser.js(Ui.RANDOM_MOVE);
    for (int n = 2; n <= 16; n += 2) {
      Object moved = browser.js("return __alfilRandomMove();");
      if (!Boolean.TRUE.equals(moved)) {
        break;
      }
      int plies = n;
      browser.await(
          "the engine's reply, or the end",
          () ->
              "over".equals(browser.status().getAttribute("data-state"))
                  || ui.moves().size() >= plies
                      && "human".equals(ui.byId("board").getAttribute("data-turn")));
    }
    assertTrue(ui.moves().size() >= 4, "a game was played: " + ui.moves());
    assertEquals(List.of(), browser.js("return __alfilShifts;"), "layout shifts during the game");
    double[] status = box("#status");
    assertTrue(status[3] - status[1] < 40, "the status is one line: " + (status[3] - status[1]));
    assertFalse(ui.byId("status").getText().contains("depth"), "no score without analysis");
  }

  @Test
  void aPhonesControlsAreBigEnoughForAThumb() {
    viewport(390, 844, true);
    browser.openPage("#game=chess&mode=ai");
    browser.awaitReady("chess");
    @SuppressWarnings("unchecked")
    List<String> small =
        (List<String>)
            browser.js(
                "return Array.prototype.filter.call(document.querySelectorAll('button, select'),"
                    + " function (b) { var r = b.getBoundingClientRect();"
                    + " return r.width > 0 && r.height < 44 && !b.closest('#board'); })"
                    + ".map(function (b) { return b.outerHTML.slice(0, 60); });");
    assertEquals(List.of(), small, "controls under 44 px high at 390 px");
  }

  @Test
  void aLargeScreensPanelGrowsWithTheBoard() {
    viewport(2560, 1440, false);
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    double text =
        ((Number)
                browser.js(
                    "return parseFloat(getComputedStyle(document.getElementById('status'))"
                        + ".fontSize);"))
            .doubleValue();
    double[] panel = box("aside.panel");
    assertTrue(text >= 22, "status text " + text + " px at 2560x1440");
    assertTrue(panel[2] - panel[0] >= 550, "panel " + (panel[2] - panel[0]) + " px wide");
  }

  @Test
  void theLastMovesMarksOnAnEdgePointStayInsideTheBoard() {
    browser.openPage("#game=xiangqi&mode=local");
    browser.awaitReady("xiangqi");
    ui.play("a0", "a1"); // the chariot up the edge file: its brackets at the board's left edge
    double[] board = box("#board svg");
    for (String mark : new String[] {"a0", "a1"}) {
      @SuppressWarnings("unchecked")
      List<Number> r =
          (List<Number>)
              browser.js(
                  "var r = document.querySelector('.brk[data-mark=' + arguments[0] + ']')"
                      + ".getBoundingClientRect(); return [r.left, r.right];",
                  mark);
      assertTrue(r.get(0).doubleValue() >= board[0], mark + "'s brackets inside on the left");
    }
  }

  @Test
  void thePromotionChoiceOpensOverItsSquare() {
    browser.openPage("#game=chess&mode=local&fen=4k3/1P6/8/8/8/8/8/4K3_w_-_-_0_1");
    browser.awaitReady("chess");
    ui.play("b7", "b8");
    WebElement chooser = ui.byId("promotion");
    assertTrue(chooser.isDisplayed());
    double[] square = box("[data-square=b8]");
    double[] choice = box("#promotion");
    double middle = (square[0] + square[2]) / 2;
    assertTrue(choice[0] < middle && middle < choice[2], "over the b file");
    assertTrue(Math.abs(choice[1] - square[1]) < 5, "from the board's top edge down");
    assertEquals(4, chooser.findElements(By.cssSelector("button")).size());
  }

  @Test
  void theSideChoicesAreTheGamesOwnSides() {
    browser.openPage("#game=chess&mode=ai");
    browser.awaitReady("chess");
    assertEquals("White", browser.js("return document.querySelector('#side option').textContent;"));
    browser.openPage("#game=xiangqi&mode=ai");
    browser.awaitReady("xiangqi");
    assertEquals("Red", browser.js("return document.querySelector('#side option').textContent;"));
  }

  @Test
  void theMaterialAheadShowsByThePlayers() {
    browser.openPage("#game=chess&mode=local&fen=4k3/8/8/8/8/8/8/RN2K3_w_-_-_0_1");
    browser.awaitReady("chess");
    WebElement bottom = ui.byId("player-bottom").findElement(By.cssSelector(".material"));
    assertEquals("+8", bottom.getText(), "a rook and a knight: 5 + 3");
    assertEquals(2, bottom.findElements(By.cssSelector("svg")).size());
    assertEquals("", ui.byId("player-top").findElement(By.cssSelector(".material")).getText());
  }

  @Test
  void aPremoveIsShownAndPlayedWhenTheEngineHasMoved() {
    // Level 8 thinks for a while: time to queue a move.
    browser.openPageAfresh("#game=chess&mode=ai&level=8");
    browser.awaitReady("chess");
    ui.play("e2", "e4");
    assertEquals("premove", ui.byId("board").getAttribute("data-turn"));
    ui.play("d2", "d4");
    List<WebElement> marked = browser.driver.findElements(By.cssSelector("#board .pre"));
    assertEquals(2, marked.size(), "the premove's squares are marked");
    // The engine's reply, then the premove at once: the engine thinks again.
    browser.await("the premove played", () -> ui.moves().size() >= 3);
    assertEquals("d2d4", ui.moves().get(2));
  }

  @Test
  void arrowsAndCirclesAreDrawnWithTheRightButtonAndGoWithALeftPress() {
    browser.openPage("#game=xiangqi&mode=local");
    browser.awaitReady("xiangqi");
    Screenshots.rightDrag(browser, "b0", "c2");
    Screenshots.rightDrag(browser, "e6", "e6");
    assertEquals(1, browser.driver.findElements(By.cssSelector("#board path.shape")).size());
    assertEquals(1, browser.driver.findElements(By.cssSelector("#board circle.shape")).size());
    ui.click("e5"); // an empty point: a left press
    assertEquals(0, browser.driver.findElements(By.cssSelector("#board .shape")).size());
  }
}
