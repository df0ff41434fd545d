package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** dist/alfil.html opened from file:// in real Chromium: loads cleanly, offline, worker answers. */
class PageInBrowserTest {
  private static Chromium browser;

  @BeforeAll
  static void startBrowser() throws Exception {
    browser = Chromium.start();
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
    assertEquals(List.of(), browser.consoleErrors());
  }
}
