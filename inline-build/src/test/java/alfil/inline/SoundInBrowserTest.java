package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * Sound and music in real Chromium. Headless Chromium has no speakers, so a probe installed before
 * every document wraps the page's AudioContext: it keeps each context made ({@code
 * __alfilAudio.contexts}) and counts the sound sources each one made ({@code sources}: an
 * oscillator per tone, a buffer source per knock), with the running clock's reading as the page
 * showed it when each was made ({@code clockAt}, -1 when no clock ran) and the first reading under
 * ten seconds a running clock showed ({@code firstLow}).
 */
class SoundInBrowserTest {
  private static final String AUDIO_PROBE =
      "(function () { var Real = window.AudioContext;"
          + " window.__alfilAudio = {contexts: [], sources: 0, clockAt: [], firstLow: null};"
          + " var running = function () { return document.querySelector('.clock[data-running]'); };"
          + " new MutationObserver(function (list) { list.forEach(function (m) {"
          + " var e = m.target; if (__alfilAudio.firstLow === null && e.hasAttribute('data-running')"
          + " && Number(e.dataset.ms) < 10000) { __alfilAudio.firstLow = Number(e.dataset.ms); } });"
          + " }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-ms']});"
          + " if (!Real) return;"
          + " window.AudioContext = function () { var ctx = new Real();"
          + " __alfilAudio.contexts.push(ctx);"
          + " ['createOscillator', 'createBufferSource'].forEach(function (name) {"
          + " var make = ctx[name]; ctx[name] = function () { __alfilAudio.sources++;"
          + " var c = running(); __alfilAudio.clockAt.push(c ? Number(c.dataset.ms) : -1);"
          + " return make.call(ctx); }; });"
          + " return ctx; }; })();";

  private static Chromium browser;
  private static Ui ui;

  /** A host page and a copy of the page, for the page in a frame. */
  @TempDir static Path dir;

  @BeforeAll
  static void setUp() throws Exception {
    Files.copy(Chromium.page(), dir.resolve("alfil.html"));
    Files.writeString(
        dir.resolve("host.html"),
        "<!DOCTYPE html><title>host</title><iframe id=plain src=\"alfil.html\""
            + " width=600 height=600></iframe>",
        StandardCharsets.UTF_8);
    browser = Chromium.start();
    browser.beforeEveryDocument(AUDIO_PROBE);
    ui = new Ui(browser);
  }

  @AfterAll
  static void tearDown() {
    if (browser != null) {
      browser.close();
    }
  }

  /** A fresh xiangqi page with a store that holds no sound choice. */
  @BeforeEach
  void freshPage() {
    browser.openFresh("xiangqi");
  }

  @AfterEach
  void noErrors() {
    browser.driver.switchTo().defaultContent();
    assertEquals(List.of(), browser.consoleErrors());
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  private static long number(String script) {
    return ((Number) browser.js("return " + script + ";")).longValue();
  }

  private static long contexts() {
    return number("__alfilAudio.contexts.length");
  }

  private static long sources() {
    return number("__alfilAudio.sources");
  }

  private static void await(String what, BooleanSupplier condition) {
    browser.await(what, condition);
  }

  private static boolean checked(String id) {
    return (Boolean) browser.js("return document.getElementById(arguments[0]).checked;", id);
  }

  /** The sound row as it shows: "on 60 off" (sound, volume, music), and the music box disabled. */
  private static String row() {
    return (String)
        browser.js(
            "var box = function (id) { return document.getElementById(id).checked ? 'on' : 'off'; };"
                + "return box('sound-on') + ' ' + document.getElementById('volume').value + ' '"
                + " + box('music-on')"
                + " + (document.getElementById('music-on').disabled ? ' disabled' : '');");
  }

  @Test
  void noAudioBeforeTheFirstGestureAndRunningAfterIt() {
    assertEquals("on 60 off", row(), "sound on, music off at home: music is the player's choice");
    browser.js(
        "var m = document.getElementById('music-on'); m.checked = true;"
            + " m.dispatchEvent(new Event('change', {bubbles: true}));");
    assertEquals("on 60 on", row());
    // A move made by script events, which are no gesture: the page plays, the audio stays shut.
    browser.js(Ui.RANDOM_MOVE + "__alfilRandomMove();");
    ui.awaitMoves(2);
    assertEquals(0, contexts(), "an AudioContext before any gesture");

    ui.click("h2"); // a real click: the first gesture
    await("an AudioContext made by the click", () -> contexts() == 1);
    await(
        "the AudioContext running",
        () -> "running".equals(browser.js("return __alfilAudio.contexts[0].state;")));
    // The music plays on its own: notes keep coming with no move made.
    long before = sources();
    await("music", () -> sources() >= before + 3);
    assertEquals(1, contexts(), "one AudioContext for the page");
  }

  @Test
  void movesCapturesAndIllegalAttemptsSound() {
    browser.status().click(); // the gesture; music off, sound on
    await("an AudioContext", () -> contexts() == 1);
    long quiet = sources();
    ui.click("h2");
    ui.click("e5"); // the cannon cannot go there: an illegal attempt
    await("the illegal attempt's tone", () -> sources() == quiet + 1);
    ui.play("h2", "e2");
    ui.awaitMoves(2); // two moves: a knock (noise and tone) each
    await("the moves' knocks", () -> sources() >= quiet + 5);
  }

  /**
   * The running clock warns once, when it falls below ten seconds (12 s for Black here), all by the
   * page's own clock: the tone comes at the first reading under ten seconds that Black's clock
   * shows, nothing sounds before it, and nothing more while that clock runs a second further.
   */
  @Test
  void aClockRunningLowWarnsOnce() {
    browser.openPage("#game=xiangqi&mode=local&clock=0.2+0");
    browser.awaitReady("xiangqi");
    browser.status().click(); // the gesture; music off, sound on
    await("an AudioContext", () -> contexts() == 1);
    ui.play("h2", "e2");
    ui.awaitMoves(1);
    long moved = sources(); // the move's knock
    await("the low-time tone", () -> sources() > moved);
    long warned = sources();
    long firstLow = number("__alfilAudio.firstLow");
    @SuppressWarnings("unchecked")
    List<Number> heardAt =
        (List<Number>) browser.js("return __alfilAudio.clockAt.slice(arguments[0]);", moved);
    assertTrue(firstLow > 0 && firstLow < 10_000, "Black's first reading under 10 s: " + firstLow);
    for (Number ms : heardAt) {
      assertEquals(firstLow, ms.longValue(), "sounds made at Black's clock readings " + heardAt);
    }
    await(
        "Black's clock a second further on",
        () ->
            number("+document.querySelector('.clock[data-running]').dataset.ms")
                <= firstLow - 1000);
    assertEquals(warned, sources(), "once");
  }

  @Test
  void theChoicesAreRememberedAcrossAReload() {
    browser.js(
        "var v = document.getElementById('volume'); v.value = '25';"
            + " v.dispatchEvent(new Event('input', {bubbles: true}));");
    assertEquals("on 25 off", browser.js("return localStorage.getItem('alfil.sound');"));
    browser.driver.navigate().refresh();
    browser.awaitReady("xiangqi");
    assertEquals("on 25 off", row());

    browser.driver.findElement(By.id("sound-on")).click(); // the mute
    assertEquals("off 25 off disabled", row());
    assertEquals("off 25 off", browser.js("return localStorage.getItem('alfil.sound');"));
    browser.driver.navigate().refresh();
    browser.awaitReady("xiangqi");
    assertEquals("off 25 off disabled", row());
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    assertEquals(0, contexts(), "muted: a gesture opens no audio");
  }

  @Test
  void inAFrameSoundAndMusicAreOffByDefaultAndKeptApart() {
    browser.js("localStorage.setItem('alfil.sound', 'on 80 on');");
    browser.open(dir.resolve("host.html"));
    browser.driver.switchTo().frame("plain");
    browser.awaitReady("xiangqi");
    assertEquals("off 60 off disabled", row(), "the page's own choice does not reach the frame");
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    assertEquals(0, contexts(), "sound off: no AudioContext");
    browser.driver.findElement(By.id("sound-on")).click();
    assertTrue(checked("sound-on"));
    assertEquals("on 60 off", browser.js("return localStorage.getItem('alfil.embed.sound');"));
    assertEquals("on 80 on", browser.js("return localStorage.getItem('alfil.sound');"));
  }
}
