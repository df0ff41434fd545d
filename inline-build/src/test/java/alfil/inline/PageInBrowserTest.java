package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.game.GameRules;
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

/** The built page opened from file:// in real Chromium: plays, offline, the worker answers. */
class PageInBrowserTest {
  private static final String XIANGQI_START =
      GameRules.of(alfil.games.Games.byName("xiangqi")).startFen();

  private static Chromium browser;
  private static Ui ui;

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
    ui = new Ui(browser);
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

  /**
   * A fresh page with drained logs and a store that holds only the last game chosen: xiangqi (the
   * default is chess; {@link #chessIsTheDefaultAndTheSwitchIsRemembered}).
   */
  @BeforeEach
  void freshPage() {
    browser.open(Chromium.page());
    browser.js("localStorage.clear(); localStorage.setItem('alfil.game', 'xiangqi');");
    browser.consoleErrors();
    browser.requestedUrls();
    browser.open(Chromium.page());
  }

  @Test
  void loadsWithoutConsoleErrors() {
    browser.awaitReady("xiangqi");
    assertEquals(List.of(), browser.consoleErrors());
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
    assertEquals(List.of(), browser.js("return __alfilProbe.csp;"));
    assertEquals("Alfil", browser.driver.getTitle());
    assertTrue(browser.driver.findElement(By.id("board")).isDisplayed());
    assertEquals(90, browser.driver.findElements(By.cssSelector("[data-square]")).size());
    assertEquals(32, browser.driver.findElements(By.cssSelector("use[data-at]")).size());
    assertEquals(XIANGQI_START, ui.fen());
    assertEquals(
        "h2, red cannon 炮",
        browser.driver.findElement(By.cssSelector("[data-square=h2]")).getAttribute("aria-label"));
    assertEquals(
        "e9, black general 將",
        browser.driver.findElement(By.cssSelector("[data-square=e9]")).getAttribute("aria-label"));
  }

  @Test
  void chessIsTheDefaultAndTheSwitchIsRemembered() {
    browser.js("localStorage.clear();");
    browser.open(Chromium.page());
    browser.awaitReady("chess");
    assertEquals(GameRules.of(alfil.games.Games.byName("chess")).startFen(), ui.fen());
    browser.driver.findElement(By.cssSelector("#game-switch [data-game=xiangqi]")).click();
    browser.awaitReady("xiangqi");
    browser.open(Chromium.page());
    browser.awaitReady("xiangqi");
    assertEquals(
        "true",
        browser
            .driver
            .findElement(By.cssSelector("#game-switch [data-game=xiangqi]"))
            .getAttribute("aria-pressed"));
    browser.driver.findElement(By.cssSelector("#game-switch [data-game=chess]")).click();
    browser.awaitReady("chess");
    browser.open(Chromium.page());
    browser.awaitReady("chess");
  }

  @Test
  void makesNoNetworkRequest() {
    browser.awaitReady("xiangqi");
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    String page = Chromium.page().toUri().toString();
    for (String url : browser.requestedUrls()) {
      // The document itself and the blob: URL of its own worker are not network requests.
      assertTrue(url.equals(page) || url.startsWith("blob:"), "request to " + url);
    }
    assertEquals(0L, browser.js("return performance.getEntriesByType('resource').length;"));
  }

  @Test
  void xiangqiMoveByClicksGetsTheEnginesReply() {
    browser.openPage("#game=xiangqi&level=3&seed=7");
    browser.awaitReady("xiangqi");
    ui.click("h2");
    // The cannon on h2: six along rank 2, five along its file, and the h9 horse over the screen.
    assertEquals(12, browser.driver.findElements(By.cssSelector("[data-to]")).size());
    ui.click("e2");
    ui.awaitMoves(2);
    List<String> moves = ui.moves();
    assertEquals("h2e2", moves.get(0));
    assertEquals("C2.5", ui.texts().get(0));
    // The reply is the one the worker computes for this request, and legal.
    SearchReply expected =
        Expected.reply(
            alfil.web.model.Requests.forMove(
                alfil.xiangqi.Xiangqi.GAME, XIANGQI_START, new String[] {"h2e2"}, 3, 0, 0, 7));
    assertEquals(expected.bestMove, moves.get(1));
    WebElement status = browser.status();
    assertEquals("worker", status.getAttribute("data-by"));
    assertEquals(1, workers("made"), "an idle worker is kept between requests");
    GameRules rules = GameRules.of(alfil.games.Games.byName("xiangqi"));
    rules.play(rules.parseEngineText("h2e2"));
    rules.play(rules.parseEngineText(moves.get(1)));
    assertEquals(rules.fen(), ui.fen());
    assertEquals(List.of(), browser.consoleErrors());
  }

  @Test
  void notationSwitchRewritesTheMoveList() {
    browser.awaitReady("xiangqi");
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    browser.js(
        "var s = document.getElementById('notation'); s.value = 'chinese';"
            + " s.dispatchEvent(new Event('change', {bubbles: true}));");
    assertEquals("炮二平五", ui.texts().get(0));
    assertEquals("chinese", browser.js("return localStorage.getItem('alfil.notation');"));
  }

  @Test
  void takebackDuringThinkingDropsTheStaleReply() {
    browser.awaitReady("xiangqi");
    // Move and take back in one task: the engine is still thinking when the takeback comes.
    browser.js(
        "var p = function (sq) { document.querySelector('[data-square=' + sq + ']')"
            + "  .dispatchEvent(new PointerEvent('pointerdown', {bubbles: true})); };"
            + "p('h2'); p('e2');"
            + "window.__thinking = document.getElementById('status').dataset.state;"
            + "document.getElementById('undo').click();");
    assertEquals("thinking", browser.js("return window.__thinking;"));
    browser.awaitReady("xiangqi");
    assertEquals(List.of(), ui.moves());
    assertEquals(XIANGQI_START, ui.fen());
    assertEquals(1L, workers("terminated"), "the busy worker is stopped");
    // Long enough for the cancelled search to have answered, had it not been stopped.
    ui.play("b2", "e2");
    ui.awaitMoves(2);
    assertEquals("b2e2", ui.moves().get(0));
  }

  @Test
  void takebacksCanBeLimited() {
    browser.awaitReady("xiangqi");
    browser.js(
        "var s = document.getElementById('takebacks'); s.value = 'off';"
            + " document.querySelector('#new-game button').click();");
    browser.awaitReady("xiangqi");
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    browser.driver.findElement(By.id("undo")).click();
    assertEquals(2, ui.moves().size());
    assertEquals("Takebacks are off in this game", ui.message());
  }

  @Test
  void hashParametersSetUpTheGame() {
    // A FEN with spaces as _, Black to move and played by the human; level 2.
    String fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
    browser.openPage("#game=xiangqi&side=black&level=2&fen=" + fen.replace(' ', '_'));
    browser.awaitReady("xiangqi");
    assertEquals(fen, ui.fen());
    assertEquals("2", browser.js("return document.getElementById('level').value;"));
    ui.play("h7", "e7");
    ui.awaitMoves(2);
    assertEquals("h7e7", ui.moves().get(0));

    browser.openPage("#game=xiangqi&side=black&level=5");
    ui.awaitMoves(1); // the engine, Red, moved first
    assertEquals("5", browser.js("return document.getElementById('level').value;"));
    // Black at the bottom: a9 is drawn at the bottom left.
    double a9 = browser.driver.findElement(By.cssSelector("[data-square=a9]")).getRect().getY();
    double a0 = browser.driver.findElement(By.cssSelector("[data-square=a0]")).getRect().getY();
    assertTrue(a9 > a0, "flipped board");
  }

  /** The browser percent-decodes each value (UTF-8); a malformed one is named and ignored. */
  @Test
  void hashValuesArePercentDecoded() {
    browser.openPage("#game=xiangqi&mode=%6C%6Fcal&level=%E7%82&side=%E7%82%AE");
    browser.awaitReady("xiangqi");
    assertEquals("local", browser.js("return document.getElementById('mode').value;"));
    assertTrue(ui.message().contains("Hash parameter level: unreadable value"), ui.message());
    assertTrue(
        ui.message().contains("Hash parameter side accepts only white, black, red, random"),
        ui.message());
  }

  @Test
  void hostileFenIsRefusedWithoutRunningScript() {
    String hostile =
        "%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E%3Cscript%3Ewindow"
            + ".__pwned%3D2%3C%2Fscript%3E";
    browser.openPage("#game=xiangqi&fen=" + hostile);
    browser.awaitReady("xiangqi");
    assertTrue(ui.message().startsWith("Position refused"), ui.message());
    assertNull(browser.js("return window.__pwned;"));
    assertEquals(0L, browser.js("return document.querySelectorAll('img, main script').length;"));
    assertEquals(XIANGQI_START, ui.fen(), "the standard game instead");
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  /** The worker's side of the protocol, spoken directly to a worker made from the page's script. */
  @Test
  void workerSpeaksTheProtocol() {
    browser.awaitReady("xiangqi");
    SearchRequest request =
        new SearchRequest(
            41, "xiangqi", XIANGQI_START, new String[] {"h2e2", "h9g7"}, 2, 0, 777, 0);
    @SuppressWarnings("unchecked")
    Map<String, Object> reply =
        (Map<String, Object>)
            browser.driver.executeAsyncScript(
                "var done = arguments[arguments.length - 1];"
                    + "var text = document.getElementById('alfil-js').textContent;"
                    + "var w = new Worker(URL.createObjectURL(new Blob([text])));"
                    + "w.onmessage = function (e) {"
                    + "  if (e.data.t === 'reply') { w.terminate(); done(e.data); } };"
                    + "w.postMessage({t: 'unknown', id: 40});"
                    // Malformed requests are dropped unread: the first reply is the good one's.
                    + "w.postMessage(null); w.postMessage('search');"
                    + "w.postMessage({t: 'search', id: 39, game: 'chess', fen: 5, moves: null,"
                    + " level: 99, depth: 0, nodes: 0, ms: 0});"
                    + "w.postMessage({t: 'search', id: 38, game: 'xiangqi', fen: arguments[0],"
                    + " moves: [{toString: 1}], level: 2, depth: 0, nodes: 77, ms: 0});"
                    + "w.postMessage({t: 'search', id: 41, game: 'xiangqi', fen: arguments[0],"
                    + " moves: ['h2e2', 'h9g7'], level: 2, depth: 0, nodes: 777, ms: 0});",
                request.startFen);
    SearchReply expected = Expected.reply(request);
    assertEquals(41L, reply.get("id"));
    assertEquals(expected.bestMove, reply.get("best"));
    assertEquals((long) expected.nodes, reply.get("nodes"));
    assertFalse(expected.bestMove.isEmpty());
  }

  @Test
  void aFailingWorkerHandsTheRequestToThePage() {
    String failing = browser.beforeEveryDocument(FAILING_WORKERS);
    try {
      browser.open(Chromium.page());
      browser.awaitReady("xiangqi");
      ui.play("h2", "e2");
      ui.awaitMoves(2);
      assertEquals("page", browser.status().getAttribute("data-by"));
    } finally {
      browser.forget(failing);
    }
  }

  /**
   * Two players; Red's chariot chases Black's horse round. The page warns when the chase goes round
   * again and refuses the move that would complete it a third time (the judge says it loses).
   */
  @Test
  void theJudgeRefusesALosingPerpetual() {
    browser.openPage("#game=xiangqi&mode=local&fen=4k4/9/6n2/9/9/9/9/9/6R2/3K5_b_-_-_0_1");
    browser.awaitReady("xiangqi");
    String[] moves = {"g7h5", "g1h1", "h5g7", "h1g1", "g7h5", "g1h1", "h5g7"};
    for (int i = 0; i < moves.length; i++) {
      ui.play(moves[i].substring(0, 2), moves[i].substring(2));
      ui.awaitMoves(i + 1);
      if (i == 5) {
        assertTrue(ui.message().startsWith("Careful"), ui.message());
      }
    }
    String fen = ui.fen();
    ui.play("h1", "g1");
    assertEquals("Forbidden: perpetual chase. Choose another move.", ui.message());
    assertEquals(7, ui.moves().size());
    assertEquals(fen, ui.fen());
    assertEquals("ready", browser.status().getAttribute("data-state"));
    ui.play("h1", "h2");
    ui.awaitMoves(8);
    assertEquals("", ui.message());
  }
}
