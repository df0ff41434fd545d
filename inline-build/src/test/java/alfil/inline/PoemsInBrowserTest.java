package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.text.PackedText;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The Tang poems in real Chromium: the page carries every poem of {@code tang-poems.tsv} whole and
 * in traditional characters, and a card shows one at the start and at the end of each xiangqi game,
 * and on demand.
 */
class PoemsInBrowserTest {
  /**
   * Characters that exist only in simplified Chinese: their traditional forms are 馬 車 門 風 鳥 時 東 來 說
   * 為 對 見 長 書 無 發 過 這 們 個 國 飛 語 紅 綠 鄉 歸 魚 開 關 間 問 聞 歲 會 頭 還 進 遠 連 處 樂 憶 聲 詩 鐘 樓. (Characters such
   * as 云 里 斗 后 are left out: traditional texts use them too.)
   */
  static final String SIMPLIFIED_ONLY = "马车门风鸟时东来说为对见长书无发过这们个国飞语红绿乡归鱼开关间问闻岁会头还进远连处乐忆声诗钟楼";

  private static Chromium browser;
  private static Ui ui;

  /** The collection as written: title, poet, couplets joined by line ends. */
  private static List<String> poems;

  @BeforeAll
  static void setUp() throws Exception {
    poems = new ArrayList<>();
    for (String line : tsv().split("\n")) {
      String[] f = line.split("\t");
      poems.add(f[0] + "|" + f[1] + "|" + String.join("\n", List.of(f).subList(3, f.length)));
    }
    browser = Chromium.start();
    // The page hides the poem where no font draws its characters; CI has no CJK font, so the page
    // is told that its fonts do, and the boxes take the card's layout like any glyph.
    browser.beforeEveryDocument(BoardInBrowserTest.FONTS_DRAW_CJK);
    ui = new Ui(browser);
  }

  /** {@code tang-poems.tsv} from the web app's artifact, which hands it to the inline build. */
  private static String tsv() throws IOException {
    try (InputStream in =
        PoemsInBrowserTest.class
            .getClassLoader()
            .getResourceAsStream("alfil-page/tang-poems.tsv")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @AfterAll
  static void tearDown() {
    if (browser != null) {
      browser.close();
    }
  }

  /** A fresh xiangqi page at a laptop's size, no poem shown before. */
  @BeforeEach
  void freshPage() {
    browser.driver.manage().window().setSize(new Dimension(1280, 800));
    browser.openFresh("xiangqi");
  }

  @AfterEach
  void noErrors() {
    assertEquals(List.of(), browser.consoleErrors());
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
    assertEquals(List.of(), browser.js("return __alfilProbe.csp;"));
  }

  private static WebElement card() {
    return browser.driver.findElement(By.id("poem"));
  }

  /** The poem on the card as {@link #poems} writes one. */
  private static String shown() {
    return (String)
        browser.js(
            "var text = function (id) { return document.getElementById(id).textContent; };"
                + "return text('poem-title') + '|' + text('poem-poet') + '|' + text('poem-lines');");
  }

  private static void await(String what, java.util.function.BooleanSupplier condition) {
    new WebDriverWait(browser.driver, Chromium.PATIENCE)
        .pollingEvery(Duration.ofMillis(25))
        .withMessage(what)
        .until(d -> condition.getAsBoolean());
  }

  /**
   * The button shows each poem the page carries once in as many presses as the file has poems:
   * every one whole (title, poet, every couplet with its marks), in traditional characters.
   */
  @Test
  void everyPoemShippedIsWholeAndTraditional() {
    assertTrue(poems.size() >= 135, poems.size() + " poems");
    String[] pieces =
        ((String)
                browser.js(
                    "return document.getElementById('alfil-poems').content.textContent.trim();"))
            .split("\n");
    assertEquals(Integer.toString(poems.size()), pieces[0], "the poems' count, first");
    StringBuilder unpacked = new StringBuilder();
    for (int p = 1; p < pieces.length; p++) {
      unpacked.append(PackedText.unpack(pieces[p])[0]).append('\n');
    }
    String block = unpacked.toString();
    assertEquals(poems.size(), block.trim().split("\n").length, "poems in the data block");
    @SuppressWarnings("unchecked")
    List<String> seen =
        (List<String>)
            browser.js(
                "var seen = [], button = document.getElementById('poem-show'),"
                    + " text = function (id) { return document.getElementById(id).textContent; };"
                    + "for (var i = 0; i < arguments[0]; i++) { button.click();"
                    + " seen.push(text('poem-title') + '|' + text('poem-poet') + '|'"
                    + " + text('poem-lines')); }"
                    + "return seen;",
                poems.size());
    assertEquals(new HashSet<>(poems), new HashSet<>(seen), "the poems shown are the file's");
    assertEquals(poems.size(), new HashSet<>(seen).size(), "each poem once");
    for (String poem : seen) {
      for (char c : SIMPLIFIED_ONLY.toCharArray()) {
        assertTrue(poem.indexOf(c) < 0, "simplified " + c + " in " + poem);
      }
    }
    for (char c : SIMPLIFIED_ONLY.toCharArray()) {
      assertTrue(block.indexOf(c) < 0, "simplified " + c + " in the data block");
    }
  }

  @Test
  void aXiangqiGameStartsAndEndsWithAPoemBesideTheBoard() {
    await("a poem at the start", () -> card().isDisplayed());
    String first = shown();
    assertTrue(poems.contains(first), first);
    assertEquals("zh-Hant", card().getAttribute("lang"));
    assertTrue(browser.driver.findElement(By.id("poem-show")).isDisplayed());
    assertFalse(overlapsTheBoard(), "the card covers the board");
    // Play goes on with the card showing, and × closes it.
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    browser.driver.findElement(By.id("poem-close")).click();
    assertFalse(card().isDisplayed());

    // A mate in one: the end of the game brings the next poem.
    browser.openPage("#game=xiangqi&mode=local&fen=3k5/1R7/9/9/9/9/9/9/9/R4K3_w_-_-_0_1");
    browser.awaitReady("xiangqi");
    await("a poem at the start", () -> card().isDisplayed());
    String start = shown();
    ui.play("a0", "a9");
    await("game over", () -> "over".equals(browser.status().getAttribute("data-state")));
    await("a poem at the end", () -> !shown().equals(start));
    assertTrue(card().isDisplayed());
    assertTrue(poems.contains(shown()), shown());
    assertNotEquals(first, start, "a new game, a new poem");
  }

  @Test
  void chessHasNoPoem() {
    browser.driver.findElement(By.cssSelector("#game-switch [data-game=chess]")).click();
    browser.awaitReady("chess");
    assertFalse(card().isDisplayed());
    assertFalse(browser.driver.findElement(By.id("poem-show")).isDisplayed());
  }

  /**
   * The card at a phone's and a laptop's size, light and dark, where it must not cover the board;
   * with {@code -Dalfil.screenshots=DIR} each is saved as a PNG there, to be looked at.
   */
  @Test
  void theCardFitsBesideOrUnderTheBoardAtEverySize() throws IOException {
    String dir = System.getProperty("alfil.screenshots", "");
    for (int[] size : new int[][] {{390, 844}, {1280, 800}}) {
      for (String theme : new String[] {"light", "dark"}) {
        browser.driver.manage().window().setSize(new Dimension(size[0], size[1]));
        browser.openPage("#game=xiangqi&theme=" + theme);
        browser.awaitReady("xiangqi");
        await("a poem at " + size[0] + " " + theme, () -> card().isDisplayed());
        assertFalse(overlapsTheBoard(), size[0] + " " + theme);
        assertTrue(
            (Boolean)
                browser.js(
                    "return document.documentElement.scrollWidth"
                        + " <= document.documentElement.clientWidth;"),
            "no sideways scrolling at " + size[0]);
        if (!dir.isEmpty()) {
          Files.createDirectories(Path.of(dir));
          byte[] png = browser.driver.getScreenshotAs(OutputType.BYTES);
          Files.write(Path.of(dir, "poem-" + size[0] + "-" + theme + ".png"), png);
        }
      }
    }
  }

  private static boolean overlapsTheBoard() {
    return (Boolean)
        browser.js(
            "var a = document.getElementById('board').getBoundingClientRect(),"
                + " b = document.getElementById('poem').getBoundingClientRect();"
                + "return a.left < b.right && b.left < a.right && a.top < b.bottom"
                + " && b.top < a.bottom;");
  }
}
