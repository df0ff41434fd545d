package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The sound and music rooms in real Chromium. Headless Chromium has no speakers, so the tests read
 * what the page reflects on its root element: {@code data-sound}, {@code data-music} (the choices),
 * {@code data-audio} (the AudioContext's state) and {@code data-voices} (sources sounding now).
 */
class SoundInBrowserTest {
  private static Chromium browser;
  private static Ui ui;
  private static Path dir;

  @BeforeAll
  static void setUp() throws Exception {
    dir = Files.createTempDirectory("alfil-sound-");
    Files.copy(Chromium.dist(), dir.resolve("alfil.html"));
    Files.writeString(
        dir.resolve("host.html"),
        "<!DOCTYPE html><title>host</title><iframe id=plain src=\"alfil.html\"></iframe>",
        StandardCharsets.UTF_8);
    browser = Chromium.start();
    ui = new Ui(browser);
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

  /** A fresh page with an empty store and drained logs. */
  @BeforeEach
  void freshPage() {
    browser.driver.switchTo().defaultContent();
    browser.open(Chromium.dist());
    browser.js("localStorage.clear();");
    browser.consoleErrors();
    browser.requestedUrls();
    browser.open(Chromium.dist());
  }

  private static String root(String attribute) {
    return (String)
        browser.js("return document.documentElement.getAttribute(arguments[0]);", attribute);
  }

  private static void await(String what, java.util.function.BooleanSupplier condition) {
    new WebDriverWait(browser.driver, Duration.ofSeconds(10))
        .pollingEvery(Duration.ofMillis(25))
        .withMessage(what)
        .until(d -> condition.getAsBoolean());
  }

  private static int voices() {
    String v = root("data-voices");
    return v == null ? 0 : Integer.parseInt(v);
  }

  @Test
  void soundIsOnAtTopLevelAndAMoveIsHeard() {
    browser.awaitReady("xiangqi");
    assertEquals("on", root("data-sound"));
    assertEquals("off", root("data-music"));
    assertEquals(true, browser.js("return document.getElementById('sound-on').checked;"));
    assertEquals(null, root("data-audio"), "no AudioContext before a gesture");
    ui.play("h2", "e2"); // real clicks: the first gesture opens the audio
    await("audio running", () -> "running".equals(root("data-audio")));
    await("a knock", () -> root("data-voices") != null);
    ui.awaitMoves(2);
    // Muting is remembered.
    browser.driver.findElement(By.id("sound-on")).click();
    assertEquals("off", root("data-sound"));
    assertEquals("off", browser.js("return localStorage.getItem('alfil.sound');"));
    browser.driver.navigate().refresh();
    browser.awaitReady("xiangqi");
    assertEquals("off", root("data-sound"));
    assertEquals(List.of(), browser.consoleErrors());
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  @Test
  void soundIsOffInAnIframe() {
    browser.open(dir.resolve("host.html"));
    browser.driver.switchTo().frame("plain");
    browser.awaitReady("xiangqi");
    assertEquals("off", root("data-sound"));
    assertEquals("off", root("data-music"));
    assertEquals(false, browser.js("return document.getElementById('sound-on').checked;"));
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    assertEquals(null, root("data-audio"), "sound off: no AudioContext at all");
  }

  @Test
  void musicStartsStopsAndRestsWhileHidden() {
    browser.awaitReady("xiangqi");
    WebElement music = browser.driver.findElement(By.id("music-on"));
    music.click();
    assertEquals("on", root("data-music"));
    await("audio running", () -> "running".equals(root("data-audio")));
    await("notes sounding", () -> voices() > 0);

    // Hidden: the music stops; shown again: it comes back.
    browser.js(
        "Object.defineProperty(document, 'visibilityState', {value: 'hidden', configurable: true});"
            + "document.dispatchEvent(new Event('visibilitychange'));");
    await("silence while hidden", () -> voices() == 0);
    browser.js(
        "Object.defineProperty(document, 'visibilityState', {value: 'visible', configurable: true});"
            + "document.dispatchEvent(new Event('visibilitychange'));");
    await("notes again", () -> voices() > 0);

    music.click();
    assertEquals("off", root("data-music"));
    await("silence", () -> voices() == 0);
    assertEquals("off", browser.js("return localStorage.getItem('alfil.music');"));
    assertEquals(List.of(), browser.consoleErrors());
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
    String page = Chromium.dist().toUri().toString();
    for (String url : browser.requestedUrls()) {
      assertTrue(url.equals(page) || url.startsWith("blob:"), "request to " + url);
    }
  }

  @Test
  void volumeIsRemembered() {
    browser.awaitReady("xiangqi");
    browser.js(
        "var v = document.getElementById('volume'); v.value = '25';"
            + " v.dispatchEvent(new Event('input'));");
    assertEquals("25", browser.js("return localStorage.getItem('alfil.volume');"));
    browser.driver.navigate().refresh();
    browser.awaitReady("xiangqi");
    assertEquals("25", browser.js("return document.getElementById('volume').value;"));
  }
}
