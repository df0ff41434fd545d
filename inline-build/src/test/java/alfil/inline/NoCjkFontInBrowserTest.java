package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Xiangqi without any CJK font, as on CI's machine: the pieces must not be empty boxes. The browser
 * gets a fontconfig file that rejects every font covering Chinese, Japanese or Korean, so the test
 * runs the same on a machine that has such fonts.
 */
class NoCjkFontInBrowserTest {
  static final String NO_CJK_FONTS =
      "<?xml version=\"1.0\"?>\n"
          + "<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n"
          + "<fontconfig>\n"
          + "  <include ignore_missing=\"yes\">/etc/fonts/fonts.conf</include>\n"
          + "  <selectfont><rejectfont>\n"
          + "    <pattern><patelt name=\"lang\"><string>zh-tw</string></patelt></pattern>\n"
          + "    <pattern><patelt name=\"lang\"><string>zh-cn</string></patelt></pattern>\n"
          + "    <pattern><patelt name=\"lang\"><string>ja</string></patelt></pattern>\n"
          + "    <pattern><patelt name=\"lang\"><string>ko</string></patelt></pattern>\n"
          + "  </rejectfont></selectfont>\n"
          + "</fontconfig>\n";

  private static Path fonts;
  private static Chromium browser;
  private static Ui ui;

  @BeforeAll
  static void startBrowser() throws Exception {
    fonts = Files.createTempDirectory("alfil-fonts-");
    Path config = fonts.resolve("fonts.conf");
    Files.writeString(config, NO_CJK_FONTS);
    browser = Chromium.start(Map.of("FONTCONFIG_FILE", config.toString()));
    ui = new Ui(browser);
  }

  @AfterAll
  static void stopBrowser() {
    if (browser != null) {
      browser.close();
    }
    Chromium.deleteTree(fonts);
  }

  /**
   * The page finds the glyphs missing and shows the WXF letters; on the screen the chariot and the
   * horse differ, as they do not when the page is made to trust the fonts (the control: there both
   * are the same missing-glyph box, which shows this browser has no CJK font indeed).
   */
  @Test
  void piecesShowTheirLettersWhenNoFontDrawsTheirCharacters() throws IOException {
    // A board 564 px wide (540 for the nine files and 24 for the margins at their sides): cells of
    // 60 px, so that two pieces side by side are drawn alike to the pixel when their glyphs are
    // alike. The page is taller than a phone's screen: a viewport of 1800 px keeps a scroll bar
    // from taking 15 px of the width.
    browser.driver.executeCdpCommand(
        "Emulation.setDeviceMetricsOverride",
        Map.of("width", 570, "height", 1800, "deviceScaleFactor", 1, "mobile", false));
    browser.openPage("#game=xiangqi&mode=local");
    browser.awaitReady("xiangqi");
    assertEquals(true, browser.js("return document.documentElement.classList.contains('nocjk');"));
    String[][] letters = {
      {"a0", "R"}, {"b0", "H"}, {"c0", "E"}, {"d0", "A"}, {"e0", "K"}, {"b2", "C"}, {"a3", "P"},
      {"a9", "R"}, {"b9", "H"}, {"c9", "E"}, {"d9", "A"}, {"e9", "K"}, {"b7", "C"}, {"a6", "P"}
    };
    for (String[] l : letters) {
      assertEquals(l[1], shownText(l[0]), "the piece on " + l[0]);
    }
    // The board is a copy of its symbol (<use>), which the root's classes do not reach: the
    // river's words are hidden on the symbol itself, where every copy takes it from.
    assertEquals(
        List.of("none", "none"),
        browser.js(
            "return Array.from(document.querySelectorAll('#board-xiangqi .rv'))"
                + ".map(function (t) { return t.getAttribute('display'); });"),
        "river words hidden");
    assertFalse(
        browser.driver.findElement(By.id("poem")).isDisplayed(),
        "the poem, in characters no font draws, is not offered");
    assertFalse(browser.driver.findElement(By.id("poem-show")).isDisplayed(), "nor its button");
    browser.js(
        "var n = document.getElementById('notation'); n.value = 'chinese';"
            + " n.dispatchEvent(new Event('change'));");
    assertEquals(
        "987654321",
        browser.js(
            "return Array.prototype.map.call(document.querySelectorAll('.fn'),"
                + " function (t) { return t.textContent; }).join('').slice(0, 9);"),
        "Red's file numbers (drawn first) in digits, not in numerals the fonts lack");
    assertTrue(
        differingPixels(BoardInBrowserTest.shoot(browser, "no-cjk")) > 40,
        "the chariot and the horse look different");

    String trusting = browser.beforeEveryDocument(BoardInBrowserTest.FONTS_DRAW_CJK);
    try {
      browser.openPage("#game=xiangqi&mode=local");
      browser.awaitReady("xiangqi");
      assertEquals("傌", shownText("b0"));
      assertEquals(
          0,
          differingPixels(BoardInBrowserTest.shoot(browser, "no-cjk-boxes")),
          "without the letters both are the same empty box");
    } finally {
      browser.forget(trusting);
    }
    assertEquals(java.util.List.of(), browser.consoleErrors());
  }

  /** The text of the symbol the piece on a square shows. */
  private static String shownText(String square) {
    return (String)
        browser.js(
            "var use = document.querySelector('use[data-at=\"' + arguments[0] + '\"]');"
                + " return document.querySelector(use.getAttribute('href') + ' text').textContent;",
            square);
  }

  /**
   * How many pixels differ clearly between the middles of the red chariot's disc (a0) and the red
   * horse's (b0), where their characters or letters are drawn.
   */
  private static int differingPixels(BufferedImage screen) {
    double[] chariot = BoardInBrowserTest.cell(browser, "a0");
    double[] horse = BoardInBrowserTest.cell(browser, "b0");
    assertEquals(0.6, chariot[2], 1e-4, "60 px cells");
    int n = 0;
    for (int y = 30; y <= 70; y += 2) {
      for (int x = 30; x <= 70; x += 2) {
        int[] a = BoardInBrowserTest.pixel(screen, chariot, x, y);
        int[] b = BoardInBrowserTest.pixel(screen, horse, x, y);
        if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 90) {
          n++;
        }
      }
    }
    return n;
  }
}
