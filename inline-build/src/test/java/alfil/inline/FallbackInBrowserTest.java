package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A browser without {@code Worker} (removed by CDP before the page's own script runs): the engine
 * runs on the page between animation frames and the page never blocks for long.
 */
class FallbackInBrowserTest {
  /** Longest task the fallback may cause; a frame is 16.7 ms, slices aim at 8 ms. */
  private static final double MAX_TASK_MS = 200;

  private static Chromium browser;

  @BeforeAll
  static void startBrowser() throws Exception {
    browser = Chromium.start();
    browser.beforeEveryDocument("delete window.Worker; window.Worker = undefined;");
  }

  @AfterAll
  static void stopBrowser() {
    if (browser != null) {
      browser.close();
    }
  }

  @BeforeEach
  void openPage() {
    browser.openPage("#game=xiangqi");
  }

  @Test
  void pageAnswersInSlicesWithoutLongTasks() {
    browser.awaitReady("xiangqi");
    assertEquals("undefined", browser.js("return typeof Worker;"));
    Ui ui = new Ui(browser);
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    assertEquals("page", browser.status().getAttribute("data-by"));

    @SuppressWarnings("unchecked")
    List<Number> longTasks = (List<Number>) browser.js("return __alfilProbe.longTasks;");
    for (Number ms : longTasks) {
      assertTrue(ms.doubleValue() <= MAX_TASK_MS, "long task of " + ms + " ms: " + longTasks);
    }
    assertEquals(List.of(), browser.consoleErrors());
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  /** The harness itself: a task that blocks the page is recorded by the long-task probe. */
  @Test
  void longTasksAreSeen() {
    browser.awaitReady("xiangqi");
    browser.js(
        "setTimeout(function () { var t = performance.now(); while (performance.now() - t < 120) {} }, 0);");
    new WebDriverWait(browser.driver, Duration.ofSeconds(5))
        .until(
            d ->
                ((Number) browser.js("return Math.max(0, ...__alfilProbe.longTasks);"))
                        .doubleValue()
                    >= 100);
  }
}
