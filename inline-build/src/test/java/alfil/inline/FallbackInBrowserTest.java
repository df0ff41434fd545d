package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A browser without {@code Worker} (removed by CDP before the page's own script runs): the engine
 * runs on the page between animation frames and the page never blocks for long.
 *
 * <p>"Never blocks" is judged by frames, not milliseconds: the page searches one depth per frame
 * ({@code PageSearchRunner}, {@code EngineSearch}), so while the board waits for the engine the
 * browser keeps drawing frame after frame, on any machine; a search run in one go draws one frame
 * at most before its answer. A frame counter installed before the page's script counts the frames
 * drawn while the board says {@code data-turn="wait"}.
 */
class FallbackInBrowserTest {
  /**
   * Fewer frames than this while the engine thinks: the search did not give the page its turns. At
   * level 5 (7,000 nodes in xiangqi) it searches six depths or more, a frame each, and more when a
   * slow machine makes a depth take two slices; in one go it would leave one frame.
   */
  private static final int MIN_FRAMES = 3;

  private static final String FRAME_COUNTER =
      "window.__alfilFrames = {waiting: 0}; (function frame() { requestAnimationFrame(function () {"
          + " var board = document.getElementById('board');"
          + " if (board && board.dataset.turn !== 'human') { __alfilFrames.waiting++; }"
          + " frame(); }); })();";

  private static Chromium browser;

  @BeforeAll
  static void startBrowser() throws Exception {
    browser = Chromium.start();
    browser.beforeEveryDocument("delete window.Worker; window.Worker = undefined;");
    browser.beforeEveryDocument(FRAME_COUNTER);
  }

  @AfterAll
  static void stopBrowser() {
    if (browser != null) {
      browser.close();
    }
  }

  @BeforeEach
  void openPage() {
    browser.openPage("#game=xiangqi&level=5");
  }

  private static long framesWaiting() {
    return ((Number) browser.js("return __alfilFrames.waiting;")).longValue();
  }

  @Test
  void pageAnswersInSlicesWithoutBlocking() {
    browser.awaitReady("xiangqi");
    assertEquals("undefined", browser.js("return typeof Worker;"));
    browser.js("__alfilFrames.waiting = 0;");
    Ui ui = new Ui(browser);
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    assertEquals("page", browser.status().getAttribute("data-by"));
    long frames = framesWaiting();
    assertTrue(
        frames >= MIN_FRAMES,
        frames
            + " frames drawn while the engine thought; long tasks (ms): "
            + browser.js("return __alfilProbe.longTasks;"));
    assertEquals(List.of(), browser.consoleErrors());
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  /** The harness itself: frames drawn while the board waits are counted, and only those. */
  @Test
  void framesWhileTheBoardWaitsAreCounted() {
    browser.awaitReady("xiangqi");
    browser.js("__alfilFrames.waiting = 0;");
    browser.js("document.getElementById('board').dataset.turn = 'wait';");
    browser.await("frames counted while waiting", () -> framesWaiting() >= MIN_FRAMES);
    browser.js("document.getElementById('board').dataset.turn = 'human';");
    long counted = framesWaiting();
    browser.js(
        "return new Promise(function (done) {"
            + " requestAnimationFrame(function () { requestAnimationFrame(done); }); });");
    assertEquals(counted, framesWaiting(), "no frame counted while the board takes moves");
  }
}
