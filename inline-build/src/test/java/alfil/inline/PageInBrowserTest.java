package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.protocol.Games;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** dist/alfil.html opened from file:// in real Chromium: loads cleanly, offline, worker answers. */
class PageInBrowserTest {
  private static Chromium browser;

  /** Counts workers made and terminated, through a wrapper around the real constructor. */
  private static final String COUNT_WORKERS =
      "(function () { var W = window.Worker; window.__alfilWorkers = {made: 0, terminated: 0};"
          + " window.Worker = function (url, options) { __alfilWorkers.made++;"
          + " var w = new W(url, options), t = w.terminate;"
          + " w.terminate = function () { __alfilWorkers.terminated++; return t.call(w); };"
          + " return w; }; })();";

  /** Every worker the page makes fails to load its script. */
  private static final String FAILING_WORKERS =
      "(function () { var W = window.Worker; window.Worker = function () {"
          + " return new W(URL.createObjectURL(new Blob(['throw new Error(\"deliberate\");'],"
          + " {type: 'text/javascript'}))); }; })();";

  @BeforeAll
  static void startBrowser() throws Exception {
    browser = Chromium.start();
    browser.beforeEveryDocument(COUNT_WORKERS);
  }

  private static long workers(String what) {
    return (Long) browser.js("return __alfilWorkers." + what + ";");
  }

  @AfterAll
  static void stopBrowser() {
    if (browser != null) {
      browser.close();
    }
  }

  /** A fresh page with an empty store and drained logs. */
  @BeforeEach
  void freshPage() {
    browser.open(Chromium.dist());
    browser.js("localStorage.clear();");
    browser.consoleErrors();
    browser.requestedUrls();
    browser.open(Chromium.dist());
  }

  @Test
  void loadsWithoutConsoleErrors() {
    browser.awaitReady("chess");
    assertEquals(List.of(), browser.consoleErrors());
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
    assertEquals(List.of(), browser.js("return __alfilProbe.csp;"));
    assertEquals("Alfil", browser.driver.getTitle());
    assertEquals("Alfil", browser.driver.findElement(By.tagName("h1")).getText());
    assertTrue(browser.driver.findElement(By.id("board")).isDisplayed());
  }

  @Test
  void makesNoNetworkRequest() {
    browser.awaitReady("chess");
    String page = Chromium.dist().toUri().toString();
    for (String url : browser.requestedUrls()) {
      // The document itself and the blob: URL of its own worker are not network requests.
      assertTrue(url.equals(page) || url.startsWith("blob:"), "request to " + url);
    }
    assertEquals(0L, browser.js("return performance.getEntriesByType('resource').length;"));
  }

  @Test
  void workerAnswersTheStartRequest() {
    WebElement status = browser.awaitReady("chess");
    assertEquals("worker", status.getAttribute("data-by"));
    assertEquals(Expected.probeValue("chess"), status.getAttribute("data-value"));
    assertTrue(status.getText().contains("worker"), status.getText());
  }

  @Test
  void gameSwitchAsksAgainAndIsRemembered() {
    browser.awaitReady("chess");
    browser.driver.findElement(By.cssSelector("[data-game=xiangqi]")).click();
    WebElement status = browser.awaitReady("xiangqi");
    assertEquals(Expected.probeValue("xiangqi"), status.getAttribute("data-value"));
    assertEquals(1, workers("made"), "an idle worker is kept between requests");
    assertEquals("xiangqi", browser.js("return localStorage.getItem('alfil.game');"));
    assertEquals("ok", browser.js("return document.documentElement.dataset.storage;"));

    browser.open(Chromium.dist());
    browser.awaitReady("xiangqi");
    assertEquals(
        "true",
        browser
            .driver
            .findElement(By.cssSelector("[data-game=xiangqi]"))
            .getAttribute("aria-pressed"));
  }

  @Test
  void aNewRequestCancelsTheOpenOne() {
    browser.awaitReady("chess");
    // Three requests in one task: the first two are cancelled (their worker terminated and
    // replaced), only the last one's answer may show.
    browser.js(
        "var b = function (g) { return document.querySelector('[data-game=' + g + ']'); };"
            + "b('xiangqi').click(); b('chess').click(); b('xiangqi').click();");
    WebElement status = browser.awaitReady("xiangqi");
    assertEquals(Expected.probeValue("xiangqi"), status.getAttribute("data-value"));
    assertEquals("worker", status.getAttribute("data-by"));
    assertEquals(2, workers("terminated"), "each busy worker of a cancelled request is stopped");
    assertEquals(3, workers("made"), "and replaced by a fresh one");
    assertEquals(List.of(), browser.consoleErrors());
  }

  /** The worker's side of the protocol, spoken directly to a worker made from the page's script. */
  @Test
  void workerSpeaksTheProtocol() {
    browser.awaitReady("chess");
    SearchRequest request =
        new SearchRequest(
            41,
            Games.CHESS,
            Games.startFen(Games.CHESS),
            new String[] {"e2e4", "e7e5"},
            2,
            0,
            777,
            0);
    @SuppressWarnings("unchecked")
    Map<String, Object> reply =
        (Map<String, Object>)
            browser.driver.executeAsyncScript(
                "var done = arguments[arguments.length - 1];"
                    + "var text = document.getElementById('alfil-js').textContent;"
                    + "var w = new Worker(URL.createObjectURL(new Blob([text])));"
                    + "w.onmessage = function (e) { w.terminate(); done(e.data); };"
                    + "w.postMessage({t: 'unknown', id: 40});"
                    + "w.postMessage({t: 'search', id: 41, game: 'chess', fen: arguments[0],"
                    + " moves: ['e2e4', 'e7e5'], level: 2, depth: 0, nodes: 777, ms: 0});",
                request.startFen);
    SearchReply expected = Expected.reply(request);
    assertEquals("reply", reply.get("t"));
    assertEquals(41L, reply.get("id"));
    assertEquals((long) expected.value, reply.get("value"));
    assertEquals(777L, reply.get("nodes"));
    assertEquals("", reply.get("best"));
  }

  @Test
  void aFailingWorkerHandsTheRequestToThePage() {
    String failing = browser.beforeEveryDocument(FAILING_WORKERS);
    try {
      browser.open(Chromium.dist());
      WebElement status = browser.awaitReady("chess");
      assertEquals("page", status.getAttribute("data-by"));
      assertEquals(Expected.probeValue("chess"), status.getAttribute("data-value"));
    } finally {
      browser.forget(failing);
    }
  }
}
