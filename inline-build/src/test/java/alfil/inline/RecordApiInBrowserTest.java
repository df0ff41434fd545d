package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The embed API's state and record commands from a parent page: getState answers with the game as
 * it stands, exportRecord with its record, importRecord (a record of up to 1 MiB) with the state of
 * the game read or an error naming the bad move, the game left as it was.
 */
class RecordApiInBrowserTest {
  private static Chromium browser;
  private static Path dir;

  /**
   * The host: one frame; {@code send(command)} posts to it, {@code ask(command)} resolves with the
   * frame's next answer (its next event of type state, record or error).
   */
  private static final String HOST =
      "<!DOCTYPE html><title>host</title>\n"
          + "<script>window.events = []; window.waiting = null;\n"
          + "addEventListener('message', function (e) {\n"
          + "  if (e.source !== document.getElementById('game').contentWindow) return;\n"
          + "  events.push(e.data);\n"
          + "  if (waiting && /^(state|record|error)$/.test(e.data.type)) {\n"
          + "    var w = waiting; waiting = null; w(e.data); } });\n"
          + "function send(m) { document.getElementById('game').contentWindow.postMessage(m, '*'); }\n"
          + "</script>\n"
          + "<iframe id=game src=\"alfil.html\" width=600 height=500></iframe>\n";

  @BeforeAll
  static void setUp() throws Exception {
    dir = Files.createTempDirectory("alfil-record-api-");
    Files.copy(Chromium.page(), dir.resolve("alfil.html"));
    Files.writeString(dir.resolve("host.html"), HOST, StandardCharsets.UTF_8);
    browser = Chromium.start();
    browser.driver.manage().timeouts().scriptTimeout(Chromium.PATIENCE);
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

  @BeforeEach
  void openHost() {
    browser.open(dir.resolve("host.html"));
    new WebDriverWait(browser.driver, Chromium.PATIENCE)
        .until(
            d ->
                (Boolean)
                    browser.js("return events.some(function (e) { return e.type === 'ready'; });"));
  }

  /** Sends a command (JS source) and returns the frame's answer: a state, record or error event. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> ask(String command) {
    return (Map<String, Object>)
        browser.driver.executeAsyncScript(
            "var done = arguments[arguments.length - 1]; waiting = done; send(" + command + ");");
  }

  private static void send(String command) {
    browser.js("send(" + command + ");");
  }

  /** Plays moves (engine text) in a two-player game and waits until the last is reported. */
  private static void playLocal(String game, String... moves) {
    send("{target: 'alfil', type: 'newGame', game: '" + game + "', mode: 'local'}");
    for (String move : moves) {
      send("{target: 'alfil', type: 'play', move: '" + move + "'}");
    }
    new WebDriverWait(browser.driver, Chromium.PATIENCE)
        .until(
            d ->
                (Boolean)
                    browser.js(
                        "var m = events.filter(function (e) { return e.type === 'move'; });"
                            + " return m.length >= arguments[0]"
                            + " && m[m.length - 1].move === arguments[1];",
                        moves.length,
                        moves[moves.length - 1]));
  }

  @Test
  void getStateAnswersWithTheGameAsItStands() {
    Map<String, Object> start = ask("{target: 'alfil', type: 'getState'}");
    assertEquals("alfil", start.get("source"));
    assertEquals("state", start.get("type"));
    assertEquals("chess", start.get("game"));
    assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", start.get("fen"));
    assertEquals(List.of(), start.get("moves"));
    assertEquals("white", start.get("turn"));
    assertTrue(start.containsKey("result") && start.get("result") == null, start.toString());
    assertTrue(start.containsKey("clocks") && start.get("clocks") == null, start.toString());

    playLocal("xiangqi", "h2e2", "h9g7");
    Map<String, Object> state = ask("{target: 'alfil', type: 'getState'}");
    assertEquals("xiangqi", state.get("game"));
    assertEquals(List.of("h2e2", "h9g7"), state.get("moves"));
    assertEquals("red", state.get("turn"));
    assertNull(state.get("result"));
  }

  /** Export, a new game, import: the state is the one before the export, in both games. */
  @Test
  void exportThenImportRoundTripsInBothGames() {
    String[][] games = {
      {"chess", "f2f3", "e7e5", "g2g4", "d8h4"},
      {"xiangqi", "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"}
    };
    for (String[] g : games) {
      playLocal(g[0], java.util.Arrays.copyOfRange(g, 1, g.length));
      Map<String, Object> before = ask("{target: 'alfil', type: 'getState'}");
      Map<String, Object> record = ask("{target: 'alfil', type: 'exportRecord'}");
      assertEquals("record", record.get("type"));
      assertEquals(g[0], record.get("game"));
      String text = (String) record.get("text");
      send("{target: 'alfil', type: 'newGame', game: 'chess'}");
      browser.js("window.text = arguments[0];", text);
      Map<String, Object> after = ask("{target: 'alfil', type: 'importRecord', text: text}");
      assertEquals(before, after, text);
    }
    Map<String, Object> chess =
        ask("{target: 'alfil', type: 'importRecord', text: '1. f3 e5 2. g4 Qh4#'}");
    assertEquals("black wins by checkmate", chess.get("result"));
    assertEquals("white", chess.get("turn"));
  }

  @Test
  void exportedRecordsAreThoseOfTheirGame() {
    playLocal("chess", "e2e4", "c7c5");
    String pgn = (String) ask("{target: 'alfil', type: 'exportRecord'}").get("text");
    assertTrue(
        pgn.matches(
            "(?s)\\[Event \"Casual game\"]\n\\[Site \"\\?\"]\n\\[Date \"20\\d\\d\\.\\d\\d\\.\\d\\d\"]\n"
                + "\\[Round \"\\?\"]\n\\[White \"\\?\"]\n\\[Black \"\\?\"]\n\\[Result \"\\*\"]\n\n"
                + "1\\. e4 c5 \\*\n"),
        pgn);
    playLocal("xiangqi", "h2e2");
    String record = (String) ask("{target: 'alfil', type: 'exportRecord'}").get("text");
    assertTrue(record.contains("[Variant \"xiangqi\"]\n"), record);
    assertTrue(record.endsWith("\n\n1. C2.5 *\n"), record);
  }

  @Test
  void aBadRecordIsRefusedWithItsMoveAndReasonAndTheGameStays() {
    playLocal("chess", "d2d4");
    Map<String, Object> before = ask("{target: 'alfil', type: 'getState'}");
    Map<String, Object> error =
        ask("{target: 'alfil', type: 'importRecord', text: '1. e4 e5 2. Nf3 Nf3 *'}");
    assertEquals("error", error.get("type"));
    assertEquals("move 2... 'Nf3': no black knight can reach f3", error.get("message"));
    Map<String, Object> xiangqi =
        ask(
            "{target: 'alfil', type: 'importRecord', text: '[Variant \"xiangqi\"] 1. C2.5 H8+7 2. R1+9'}");
    assertTrue(((String) xiangqi.get("message")).startsWith("move 2 'R1+9': "), xiangqi.toString());
    for (String bad : new String[] {"{}", "42", "['1. e4']", "null"}) {
      Map<String, Object> refused =
          ask("{target: 'alfil', type: 'importRecord', text: " + bad + "}");
      assertEquals("error", refused.get("type"), bad);
    }
    assertEquals(before, ask("{target: 'alfil', type: 'getState'}"));
  }

  /**
   * importRecord takes a text of up to 1,048,576 characters (a record padded with spaces here), and
   * refuses one character more; every other field keeps its 200-character limit.
   */
  @Test
  void theRecordMayHoldAMebibyteAndNoMore() {
    browser.js("window.big = '1. e4 e5 *' + ' '.repeat(1048576 - 10);");
    assertEquals(1048576L, browser.js("return big.length;"));
    Map<String, Object> state = ask("{target: 'alfil', type: 'importRecord', text: big}");
    assertEquals("state", state.get("type"), state.toString());
    assertEquals(List.of("e2e4", "e7e5"), state.get("moves"));

    Map<String, Object> error = ask("{target: 'alfil', type: 'importRecord', text: big + ' '}");
    assertEquals("error", error.get("type"));
    assertTrue(((String) error.get("message")).contains("1,048,576"), error.toString());
    Map<String, Object> after = ask("{target: 'alfil', type: 'getState'}");
    assertEquals(List.of("e2e4", "e7e5"), after.get("moves"), "the game read stays");

    Map<String, Object> longMove =
        ask("{target: 'alfil', type: 'play', move: 'e2e4' + ' '.repeat(300)}");
    assertEquals("error", longMove.get("type"), "other fields: 200 characters at most");
    Map<String, Object> copy = new HashMap<>(after);
    assertEquals(copy, ask("{target: 'alfil', type: 'getState'}"));
  }
}
