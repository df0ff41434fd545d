package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The file embedded by another page: a plain iframe and {@code <iframe sandbox="allow-scripts">},
 * where localStorage throws (the app must carry on without it). The host page sits in a temp dir
 * next to a copy of the file.
 */
class EmbeddedInBrowserTest {
  private static Chromium browser;
  private static Path dir;

  @BeforeAll
  static void setUp() throws Exception {
    dir = Files.createTempDirectory("alfil-embed-");
    Files.copy(Chromium.dist(), dir.resolve("alfil.html"));
    Files.writeString(
        dir.resolve("host.html"),
        "<!DOCTYPE html><title>host</title>\n"
            + "<iframe id=plain src=\"alfil.html\" width=600 height=400></iframe>\n"
            + "<iframe id=sandboxed sandbox=\"allow-scripts\" src=\"alfil.html\""
            + " width=600 height=400></iframe>\n",
        StandardCharsets.UTF_8);
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

  @Test
  void runsInAnIframe() {
    browser.driver.switchTo().frame("plain");
    WebElement status = browser.awaitReady("chess");
    assertEquals(Expected.probeValue("chess"), status.getAttribute("data-value"));
    assertEquals("ok", browser.js("return document.documentElement.dataset.storage;"));
  }

  @Test
  void runsInASandboxedIframeWithoutStorage() {
    browser.driver.switchTo().frame("sandboxed");
    WebElement status = browser.awaitReady("chess");
    assertEquals(Expected.probeValue("chess"), status.getAttribute("data-value"));
    assertEquals("unavailable", browser.js("return document.documentElement.dataset.storage;"));
    // The switch still works there; the choice just is not saved.
    browser.driver.findElement(By.cssSelector("[data-game=xiangqi]")).click();
    assertEquals(
        Expected.probeValue("xiangqi"), browser.awaitReady("xiangqi").getAttribute("data-value"));
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  /** The harness itself: an error inside the sandboxed frame does reach the console log. */
  @Test
  void errorsInTheSandboxedFrameAreSeen() throws InterruptedException {
    browser.driver.switchTo().frame("sandboxed");
    browser.awaitReady("chess");
    browser.consoleErrors();
    browser.js("setTimeout(function () { throw new Error('deliberate'); }, 0);");
    Thread.sleep(100);
    String log = browser.consoleErrors().toString();
    assertTrue(log.contains("deliberate"), log);
  }

  @Test
  void noConsoleErrors() {
    browser.driver.switchTo().frame("plain");
    browser.awaitReady("chess");
    browser.driver.switchTo().defaultContent();
    browser.driver.switchTo().frame("sandboxed");
    browser.awaitReady("chess");
    assertEquals(List.of(), browser.consoleErrors());
  }
}
