package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.game.GameRules;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The page under faults, each injected by CDP before the page's own script runs: its worker
 * terminated in the middle of a search, a worker that cannot be made, a localStorage that throws on
 * every call, a store holding hostile values, and hostile text in the URL hash. Each time the page
 * shows a message, runs no injected script ({@code window.__pwned} is what every payload would set)
 * and goes on playing.
 */
class FaultsInBrowserTest extends BrowserTest {
  /** The fault of the running test, forgotten after it. */
  private String fault;

  /**
   * The first worker the page makes is terminated behind the page's back as soon as it reports its
   * first depth: the search is running, and no reply and no error event will ever come, as when the
   * browser kills a worker.
   */
  private static final String KILL_WORKER_MID_SEARCH =
      "(function () { var W = window.Worker; window.__alfilKilled = 0;"
          + " window.Worker = function (url, options) { var w = new W(url, options);"
          + " w.addEventListener('message', function (e) {"
          + " if (e.data && e.data.t === 'info' && __alfilKilled++ === 0) {"
          + " W.prototype.terminate.call(w); } }); return w; }; })();";

  /** Making a worker throws, as when a policy forbids workers. */
  private static final String BLOCKED_WORKERS =
      "window.Worker = function () { throw new DOMException('blocked', 'SecurityError'); };";

  /** Every call of localStorage throws, as a full or forbidden store does. */
  static final String THROWING_STORAGE =
      "(function () { var no = function () { throw new DOMException('denied',"
          + " 'SecurityError'); }; ['getItem', 'setItem', 'removeItem', 'clear', 'key']"
          + ".forEach(function (k) { Storage.prototype[k] = no; }); })();";

  /** A payload as an attacker would write it into a text field or a stored value. */
  private static final String PAYLOAD =
      "<img src=x onerror=\"window.__pwned=1\"><script>window.__pwned=2</script>"
          + "<svg onload=\"window.__pwned=3\">";

  @AfterEach
  void forgetFault() {
    if (fault != null) {
      browser.forget(fault);
      fault = null;
    }
  }

  /** No payload ran, no markup was inserted, nothing threw. */
  private static void assertClean() {
    assertNull(browser.js("return window.__pwned;"));
    assertEquals(
        0L, browser.js("return document.querySelectorAll('img, svg script, main script').length;"));
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  /** Under the fault, the player's first move gets the page's answer and a message saying why. */
  private void thePageAnswersUnder(
      String faultScript, String game, int level, String from, String to) {
    fault = browser.beforeEveryDocument(faultScript);
    browser.openPage("#game=" + game + "&level=" + level);
    browser.awaitReady(game);
    ui.play(from, to);
    ui.awaitMoves(2);
    assertEquals("page", browser.status().getAttribute("data-by"));
    assertTrue(ui.message().contains("worker"), ui.message());
  }

  @Test
  void aWorkerTerminatedMidSearchHandsTheMoveToThePage() {
    // Level 5 searches for some 100 ms after its first depth. The watchdog notices the silent
    // worker 3 s after the request's time limit (4 s at level 5); the page answers instead.
    thePageAnswersUnder(KILL_WORKER_MID_SEARCH, "xiangqi", 5, "h2", "e2");
    assertEquals(1L, browser.js("return __alfilKilled;"));
    browser.js(Ui.RANDOM_MOVE);
    assertEquals(true, browser.js("return __alfilRandomMove();"));
    ui.awaitMoves(4);
    assertClean();
  }

  @Test
  void blockedWorkerCreationLeavesThePagePlaying() {
    thePageAnswersUnder(BLOCKED_WORKERS, "chess", 1, "e2", "e4");
    assertClean();
  }

  @Test
  void aThrowingStoreLeavesThePagePlaying() {
    fault = browser.beforeEveryDocument(THROWING_STORAGE);
    browser.openPage("#game=xiangqi&level=1");
    browser.awaitReady("xiangqi");
    assertEquals("unavailable", browser.js("return document.documentElement.dataset.storage;"));
    // Said quietly, in the notice line: not the alert, which is for the player's own moves.
    String notice = browser.driver.findElement(By.id("notice")).getText();
    assertTrue(notice.contains("Settings cannot be saved"), notice);
    // Choices that would be stored: the level and the notation.
    browser.js(
        "var l = document.getElementById('level'); l.value = '2';"
            + " l.dispatchEvent(new Event('change'));"
            + " var n = document.getElementById('notation'); n.value = 'chinese';"
            + " n.dispatchEvent(new Event('change'));");
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    assertEquals("炮二平五", ui.texts().get(0));
    assertClean();
  }

  @Test
  void hostileStoredValuesAreIgnored() {
    browser.open(Chromium.page());
    browser.js(
        "var v = arguments[0];"
            + " ['game', 'mode', 'level', 'side', 'takebacks', 'notation'].forEach(function (k) {"
            + " localStorage.setItem('alfil.' + k, v); });",
        PAYLOAD);
    browser.open(Chromium.page());
    browser.awaitReady("chess");
    assertEquals(
        GameRules.of(alfil.games.Games.byName("chess")).startFen(),
        ui.fen(),
        "the defaults instead");
    assertEquals("3", browser.js("return document.getElementById('level').value;"));
    ui.play("e2", "e4");
    ui.awaitMoves(2);
    assertClean();
    browser.js("localStorage.clear();");
  }

  @Test
  void hostileHashTextIsRefusedAndShownAsText() {
    String encoded =
        "%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E%3Csvg%20onload%3D"
            + "%22window.__pwned%3D3%22%3E";
    String[] hashes = {
      "#game=" + encoded,
      "#level=" + encoded + "&mode=" + encoded + "&side=" + encoded,
      "#game=chess&fen=" + encoded + "_w_-_-_0_1",
      "#theme=" + encoded + "&orientation=" + encoded + "&takebacks=" + encoded,
      "#" + encoded + "=" + encoded,
      "#game=xiangqi&fen=%E0%A4" + encoded,
      "#game=chess&fen=javascript:window.__pwned=4",
    };
    for (String hash : hashes) {
      browser.openPage(hash);
      browser.awaitReady(hash.contains("xiangqi") ? "xiangqi" : "chess");
      String message = ui.message();
      if (!hash.startsWith("#%3C")) {
        assertTrue(!message.isEmpty(), hash + ": a message names the refused parameter");
      }
      assertEquals(
          0L,
          browser.js("return document.getElementById('message').children.length;"),
          "the message is text, never markup: " + message);
      assertClean();
    }
    // The last page still plays.
    ui.play("e2", "e4");
    ui.awaitMoves(2);
    assertClean();
  }
}
