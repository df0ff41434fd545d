package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The file embedded by another page: a plain iframe and {@code <iframe sandbox="allow-scripts">},
 * where localStorage throws (the app must carry on without it). The host page sits in a temp dir
 * next to a copy of the file, records every message event of each frame in {@code window.events}
 * and sends commands with {@code send(frameId, command)}.
 */
class EmbeddedInBrowserTest {
  private static Chromium browser;
  private static Path dir;

  private static final String HOST =
      "<!DOCTYPE html><title>host</title>\n"
          + "<script>window.events = {plain: [], sandboxed: []};\n"
          + "addEventListener('message', function (e) {\n"
          + "  var from = e.source === document.getElementById('plain').contentWindow ? 'plain'\n"
          + "    : e.source === document.getElementById('sandboxed').contentWindow ? 'sandboxed'\n"
          + "    : null;\n"
          + "  if (from) events[from].push(e.data); });\n"
          + "function send(id, m) { document.getElementById(id).contentWindow.postMessage(m, '*'); }"
          + "\n</script>\n"
          + "<iframe id=plain src=\"alfil.html\" width=600 height=500></iframe>\n"
          + "<iframe id=sandboxed sandbox=\"allow-scripts\" src=\"alfil.html\""
          + " width=600 height=500></iframe>\n";

  @BeforeAll
  static void setUp() throws Exception {
    dir = Files.createTempDirectory("alfil-embed-");
    Files.copy(Chromium.page(), dir.resolve("alfil.html"));
    Files.writeString(dir.resolve("host.html"), HOST, StandardCharsets.UTF_8);
    // Without site isolation the sandboxed (opaque-origin) frame shares the page's renderer, so the
    // CDP probe and the console log reach into it too. Sandboxing is per origin, not per process:
    // the frame still has no storage and an opaque origin.
    browser =
        Chromium.start(
            "--disable-site-isolation-trials",
            "--disable-features=IsolateOrigins,site-per-process");
  }

  @BeforeEach
  void openHost() {
    browser.open(dir.resolve("host.html"));
  }

  @AfterAll
  static void tearDown() {
    try {
      if (browser != null) {
        browser.close();
      }
    } finally {
      Chromium.deleteTree(dir);
    }
  }

  @AfterEach
  void backToHost() {
    browser.driver.switchTo().defaultContent();
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> events(String frame) {
    return (List<Map<String, Object>>) browser.js("return events['" + frame + "'];");
  }

  /** Waits until the frame has sent an event matching the JS condition on {@code e}. */
  private static Map<String, Object> await(String frame, String condition) {
    String script =
        "return events['" + frame + "'].filter(function (e) { return " + condition + "; })[0];";
    browser.await(frame + ": " + condition, () -> browser.js(script) != null);
    @SuppressWarnings("unchecked")
    Map<String, Object> e = (Map<String, Object>) browser.js(script);
    return e;
  }

  private static void send(String frame, String command) {
    browser.js("send('" + frame + "', " + command + ");");
  }

  /**
   * A new hash applies as a load would: the host changes only the frame's fragment, the frame sets
   * up the game it names, and a bad value comes back as an error event as well as on the page.
   */
  @Test
  void aChangedHashSetsUpItsGameAndReportsBadValues() {
    await("plain", "e.type === 'ready'");
    browser.js("document.getElementById('plain').src = 'alfil.html#game=xiangqi&mode=local';");
    browser.driver.switchTo().frame("plain");
    browser.awaitReady("xiangqi");
    browser.driver.switchTo().defaultContent();
    browser.js("document.getElementById('plain').src = 'alfil.html#game=xiangqi&level=12';");
    Map<String, Object> error = await("plain", "e.type === 'error'");
    assertTrue(((String) error.get("message")).contains("level"), error.toString());
    browser.driver.switchTo().frame("plain");
    assertTrue(
        ((String) browser.js("return document.body.textContent;")).contains("level accepts only"),
        "the page shows it too");
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  /** The postMessage API drives a game in a plain iframe and reports every event. */
  @Test
  void apiDrivesAGame() {
    Map<String, Object> ready = await("plain", "e.type === 'ready'");
    assertEquals("alfil", ready.get("source"));
    assertEquals("chess", ready.get("game"), "chess by default");
    send("plain", "{target: 'alfil', type: 'newGame', game: 'xiangqi', side: 'red', level: 1}");
    send("plain", "{target: 'alfil', type: 'play', move: 'h2e2'}");
    Map<String, Object> human = await("plain", "e.type === 'move' && e.by === 'human'");
    assertEquals("h2e2", human.get("move"));
    assertEquals("C2.5", human.get("san"));
    assertEquals(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", human.get("fen"));
    Map<String, Object> engine = await("plain", "e.type === 'move' && e.by === 'engine'");
    assertTrue(((String) engine.get("move")).matches("[a-i][0-9][a-i][0-9]"), engine.toString());

    // Refusals come back as error events; the game goes on.
    send("plain", "{target: 'alfil', type: 'play', move: '<b>x</b>'}");
    send("plain", "{target: 'alfil', type: 'play', move: {toString: 1}}");
    send("plain", "{target: 'alfil', type: 'setPosition', fen: 'no fen at all'}");
    send("plain", "{target: 'alfil', type: 'newGame', level: 12}");
    send("plain", "{target: 'alfil', type: 'explode'}");
    send("plain", "'just a string'");
    send("plain", "{target: 'alfil', type: 'flip'}");
    send("plain", "{target: 'alfil', type: 'undo'}");
    browser.await(
        "five error events",
        () -> events("plain").stream().filter(e -> "error".equals(e.get("type"))).count() == 5);
    browser.driver.switchTo().frame("plain");
    browser.await("the moves taken back", () -> new Ui(browser).moves().isEmpty());
    assertEquals(0L, browser.js("return document.querySelectorAll('main b').length;"));
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
    browser.driver.switchTo().defaultContent();

    // setPosition: a checkmate needs one move; the game over event names the judge's reason.
    send(
        "plain",
        "{target: 'alfil', type: 'setPosition', fen: '3k5/1R7/9/9/9/9/9/9/9/R4K3_w_-_-_0_1'}");
    send("plain", "{target: 'alfil', type: 'play', move: 'a0a9'}");
    Map<String, Object> over = await("plain", "e.type === 'gameover'");
    assertEquals("1-0", over.get("result"));
    assertEquals("red wins by checkmate", over.get("reason"));
  }

  /**
   * Commands of many malformed shapes (structured-cloneable values of every kind, wrong field
   * types, huge and hostile strings, prototype names) are refused or ignored: no exception, no
   * script of theirs runs, and the game goes on.
   */
  @Test
  void malformedCommandsOfManyShapesAreRefused() {
    await("plain", "e.type === 'ready'");
    browser.js(
        "var img = '<img src=x onerror=\"window.__pwned=1\">', big = 'x'.repeat(100000);"
            + " var deep = {}; for (var i = 0, d = deep; i < 2000; i++) { d = d.next = {}; }"
            + " var loop = {target: 'alfil', type: 'play'}; loop.move = loop;"
            + " var shapes = [null, undefined, 0, NaN, -0, 1e308, true, '', 'alfil', img, big,"
            + " [], ['alfil', 'play'], {}, deep, loop, new Date(0), /play/, new Map([[1, 2]]),"
            + " new Set(['alfil']), new ArrayBuffer(8), new Uint8Array(4), new Blob(['x']),"
            + " {target: 'alfil'}, {target: 'ALFIL', type: 'flip'}, {target: ['alfil'], type: 'flip'},"
            + " {target: 'alfil', type: null}, {target: 'alfil', type: 42}, {target: 'alfil', type: ['play']},"
            + " {target: 'alfil', type: '__proto__'}, {target: 'alfil', type: 'constructor'},"
            + " {target: 'alfil', type: 'toString'}, {target: 'alfil', type: img},"
            + " {target: 'alfil', type: 'play'}, {target: 'alfil', type: 'play', move: null},"
            + " {target: 'alfil', type: 'play', move: 12345}, {target: 'alfil', type: 'play', move: big},"
            + " {target: 'alfil', type: 'play', move: '\u0000\ud800'}, {target: 'alfil', type: 'play', move: img},"
            + " {target: 'alfil', type: 'play', move: ['h2e2']}, {target: 'alfil', type: 'play', move: deep},"
            + " {target: 'alfil', type: 'setPosition'}, {target: 'alfil', type: 'setPosition', fen: img},"
            + " {target: 'alfil', type: 'setPosition', fen: big}, {target: 'alfil', type: 'setPosition', fen: {}},"
            + " {target: 'alfil', type: 'setPosition', fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1' + img},"
            + " {target: 'alfil', type: 'newGame', game: img}, {target: 'alfil', type: 'newGame', game: '__proto__'},"
            + " {target: 'alfil', type: 'newGame', level: -1}, {target: 'alfil', type: 'newGame', level: Infinity},"
            + " {target: 'alfil', type: 'newGame', level: NaN}, {target: 'alfil', type: 'newGame', level: '3.5'},"
            + " {target: 'alfil', type: 'newGame', level: 1e21}, {target: 'alfil', type: 'newGame', side: img},"
            + " {target: 'alfil', type: 'newGame', mode: img}, {target: 'alfil', type: 'newGame', orientation: 'red '},"
            + " {target: 'alfil', type: 'undo', extra: big}, {target: 'alfil', type: 'flip', move: img}];"
            + " shapes.forEach(function (m) { send('plain', m); });"
            + " window.__shapes = shapes.length;");
    send("plain", "{target: 'alfil', type: 'newGame', game: 'xiangqi', side: 'red', level: 1}");
    send("plain", "{target: 'alfil', type: 'play', move: 'h2e2'}");
    Map<String, Object> engine = await("plain", "e.type === 'move' && e.by === 'engine'");
    assertTrue(((String) engine.get("move")).matches("[a-i][0-9][a-i][0-9]"), engine.toString());
    long errors = events("plain").stream().filter(e -> "error".equals(e.get("type"))).count();
    // About 30 of the shapes name target 'alfil' with a bad command or field: each is refused.
    assertTrue(errors >= 26, errors + " errors: " + events("plain"));
    for (Map<String, Object> e : events("plain")) {
      if ("error".equals(e.get("type"))) {
        assertTrue(!((String) e.get("message")).isEmpty(), e.toString());
      }
    }
    browser.driver.switchTo().frame("plain");
    assertNull(browser.js("return window.__pwned;"));
    assertEquals(0L, browser.js("return document.querySelectorAll('img, main script').length;"));
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
    assertEquals("h2e2", new Ui(browser).moves().get(0));
  }

  /**
   * A whole game at level 1 against a random mover that plays through the board. However long the
   * game takes, the test waits while moves keep coming: only a game that stops moving fails it.
   */
  @ParameterizedTest
  @ValueSource(strings = {"chess", "xiangqi"})
  void fullGameAgainstARandomMoverEnds(String game) {
    await("plain", "e.type === 'ready'");
    send("plain", "{target: 'alfil', type: 'newGame', game: '" + game + "', level: 1}");
    browser.driver.switchTo().frame("plain");
    browser.js(
        Ui.RANDOM_MOVE
            + "window.__plies = 0;"
            + "var tick = function () {"
            + "  if (document.getElementById('status').dataset.state === 'over') return;"
            + "  if (__alfilRandomMove()) __plies++;"
            + "  setTimeout(tick, 0); };"
            + "tick();");
    Ui ui = new Ui(browser);
    while (!"over".equals(browser.status().getAttribute("data-state"))) {
      int made = ui.moves().size();
      browser.await(
          "a move after " + made + ", or the end",
          () ->
              ui.moves().size() != made
                  || "over".equals(browser.status().getAttribute("data-state")));
    }
    Object plies = browser.js("return __plies;");
    assertTrue(((Number) plies).intValue() > 0);
    browser.driver.switchTo().defaultContent();
    Map<String, Object> over = await("plain", "e.type === 'gameover'");
    assertEquals(game, over.get("game"));
    assertTrue(List.of("1-0", "0-1", "1/2-1/2").contains(over.get("result")), over.toString());
    assertTrue(!((String) over.get("reason")).isEmpty());
    long moves = events("plain").stream().filter(e -> "move".equals(e.get("type"))).count();
    assertTrue(moves >= ((Number) plies).intValue(), "every move reported");
  }

  @Test
  void playsInASandboxedIframeWithoutStorage() {
    await("sandboxed", "e.type === 'ready'");
    send("sandboxed", "{target: 'alfil', type: 'newGame', game: 'xiangqi'}");
    send("sandboxed", "{target: 'alfil', type: 'play', move: 'h2e2'}");
    await("sandboxed", "e.type === 'move' && e.by === 'engine'");
    browser.driver.switchTo().frame("sandboxed");
    assertEquals("unavailable", browser.js("return document.documentElement.dataset.storage;"));
    Ui ui = new Ui(browser);
    ui.awaitMoves(2);
    ui.play("b2", "d2"); // free whatever Black answered: no black piece reaches it at once
    ui.awaitMoves(4);
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  /** The harness itself: an error inside the sandboxed frame does reach the console log. */
  @Test
  void errorsInTheSandboxedFrameAreSeen() {
    await("sandboxed", "e.type === 'ready'");
    browser.driver.switchTo().frame("sandboxed");
    browser.consoleErrors();
    browser.js("setTimeout(function () { throw new Error('deliberate'); }, 0);");
    List<String> log = new ArrayList<>();
    browser.await(
        "the deliberate error in the console log",
        () -> {
          log.addAll(browser.consoleErrors()); // reading drains the log
          return log.toString().contains("deliberate");
        });
  }

  @Test
  void noConsoleErrors() {
    await("plain", "e.type === 'ready'");
    await("sandboxed", "e.type === 'ready'");
    assertEquals(List.of(), browser.consoleErrors());
  }

  /**
   * analyseGame: a bad node count is refused; then progress events and the analysis, with the
   * blunder of 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6?? 4.Qxf7# marked, the mate in one as its eval.
   */
  @Test
  void analyseGameReportsProgressThenTheAnalysis() {
    await("plain", "e.type === 'ready'");
    send("plain", "{target: 'alfil', type: 'newGame', game: 'chess', mode: 'local'}");
    send(
        "plain",
        "{target: 'alfil', type: 'importRecord',"
            + " text: '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#'}");
    send("plain", "{target: 'alfil', type: 'analyseGame', nodes: 0.5}");
    Map<String, Object> refused = await("plain", "e.type === 'error'");
    assertTrue(((String) refused.get("message")).contains("nodes"), refused.toString());
    send("plain", "{target: 'alfil', type: 'analyseGame', nodes: 5000}");
    Map<String, Object> analysis = await("plain", "e.type === 'analysis'");
    assertEquals("chess", analysis.get("game"));
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> moves = (List<Map<String, Object>>) analysis.get("moves");
    assertEquals(7, moves.size());
    assertEquals("g8f6", moves.get(5).get("move"));
    assertEquals("blunder", moves.get(5).get("mark"));
    assertEquals("#1", moves.get(5).get("eval"), "White mates in one after Nf6");
    assertNull(moves.get(6).get("mark"), "the mate is no mistake");
    assertTrue(
        String.valueOf(moves.get(5).get("best")).matches("[a-h][1-8][a-h][1-8]"), moves.toString());
    assertEquals(2, ((List<?>) analysis.get("accuracy")).size());
    Map<String, Object> progress = await("plain", "e.type === 'progress'");
    assertEquals(8L, ((Number) progress.get("total")).longValue(), "eight positions");
  }
}
