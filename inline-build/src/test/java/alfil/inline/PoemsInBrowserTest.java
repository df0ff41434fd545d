package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.poems.Poem;
import alfil.web.poems.PoemOrder;
import alfil.web.poems.Poems;
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
 * The poem card in real Chromium: the data block holds the whole collection, and each xiangqi game
 * starts and ends with a poem in traditional characters (title, poet, lines, {@code lang}).
 */
class PoemsInBrowserTest {
  private static final Path WEB =
      Path.of(System.getProperty("alfil.web", "../webapp/src/main/web"));

  private static Chromium browser;
  private static Ui ui;
  private static Poem[] poems;

  @BeforeAll
  static void setUp() throws Exception {
    poems =
        Poems.parse(Files.readString(WEB.resolve("poems/tang-poems.tsv"), StandardCharsets.UTF_8));
    browser = Chromium.start();
    ui = new Ui(browser);
  }

  @AfterAll
  static void tearDown() {
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

  private static void await(String what, java.util.function.BooleanSupplier condition) {
    new WebDriverWait(browser.driver, Duration.ofSeconds(10))
        .pollingEvery(Duration.ofMillis(25))
        .withMessage(what)
        .until(d -> condition.getAsBoolean());
  }

  private static WebElement card() {
    return browser.driver.findElement(By.id("poem"));
  }

  /** The card shows the poem the fixed order gives for showing number {@code n}. */
  private static void assertShowing(int n) {
    int i = PoemOrder.index(n, poems.length);
    await("poem " + i, () -> String.valueOf(i).equals(card().getAttribute("data-poem")));
    assertTrue(card().isDisplayed());
    assertEquals("zh-Hant", card().getAttribute("lang"));
    assertEquals(poems[i].title, browser.driver.findElement(By.id("poem-title")).getText());
    assertEquals(poems[i].poet, browser.driver.findElement(By.id("poem-poet")).getText());
    List<WebElement> lines = browser.driver.findElements(By.cssSelector("#poem-lines p"));
    assertEquals(poems[i].lines.length, lines.size());
    assertEquals(poems[i].lines[0], lines.get(0).getText());
  }

  @Test
  void theDataBlockHoldsEveryPoem() {
    assertEquals(140, poems.length);
    assertEquals(
        "text/plain",
        browser.js("return document.getElementById('alfil-poems').getAttribute('type');"));
    assertEquals(
        140L,
        browser.js(
            "return document.getElementById('alfil-poems').textContent.split('\\n')"
                + ".filter(function (l) { return l.split('\\t').length >= 4; }).length;"));
    browser.awaitReady("xiangqi");
    assertEquals("140", card().getAttribute("data-count"));
    assertEquals(List.of(), browser.js("return __alfilProbe.csp;"));
  }

  @Test
  void eachXiangqiGameStartsAndEndsWithAPoem() {
    browser.awaitReady("xiangqi");
    assertShowing(0);
    // The card is beside the board: closing it is optional, and play goes on either way.
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    browser.driver.findElement(By.id("poem-close")).click();
    assertFalse(card().isDisplayed());

    browser.driver.findElement(By.cssSelector("#new-game button")).click();
    browser.awaitReady("xiangqi");
    assertShowing(1);

    // A mate in one: the end of the game brings the next poem.
    browser.driver.get(
        Chromium.dist().toUri()
            + "#game=xiangqi&mode=local&fen=3k5/1R7/9/9/9/9/9/9/9/R4K3_w_-_-_0_1");
    browser.driver.navigate().refresh();
    browser.awaitReady("xiangqi");
    assertShowing(2); // the count lives in storage, so a reload goes on from it
    ui.play("a0", "a9");
    await("game over", () -> "over".equals(browser.status().getAttribute("data-state")));
    assertShowing(3);
    assertEquals("4", browser.js("return localStorage.getItem('alfil.poem');"));
    assertEquals(List.of(), browser.consoleErrors());
  }
}
