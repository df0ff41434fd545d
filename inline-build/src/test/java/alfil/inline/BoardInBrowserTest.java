package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;

/**
 * The board shows what happened, in real Chromium: marks on occupied squares (the engine's
 * destination, a checked general, a selected piece), xiangqi's file numbers, the board's size, the
 * status line and what screen readers are told, and the contrast of the dark theme.
 */
class BoardInBrowserTest extends BrowserTest {
  /**
   * Makes the page's glyph check find every Chinese character drawn, whatever the fonts: each
   * canvas read differs, so no character looks like the missing-glyph box. The file numbers then
   * follow the notation on a machine without CJK fonts too.
   */
  static final String FONTS_DRAW_CJK =
      "(function () { var n = 0; CanvasRenderingContext2D.prototype.getImageData = function () {"
          + " n++; return new ImageData(new Uint8ClampedArray([n % 256, 0, 0, 255]), 1); }; })();";

  @BeforeEach
  void freshStore() {
    browser.open(Chromium.page());
    browser.js("localStorage.clear();");
    browser.driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
  }

  // ---------------------------------------------------------------- marks

  /**
   * After the engine's reply its destination, an occupied point, is framed above the piece and
   * haloed under it; the point it left is framed too. The frame's corner is seen on the screen.
   */
  @Test
  void theEnginesDestinationIsMarkedOnItsPiece() throws IOException {
    browser.openPage("#game=xiangqi&level=1");
    browser.awaitReady("xiangqi");
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    String reply = ui.moves().get(1);
    String from = reply.substring(0, 2);
    String to = reply.substring(2);
    assertTrue(pieceAt(to), "the engine's piece stands on " + to);
    assertTrue(marked(to, ".brk"), "frame on " + to);
    assertTrue(marked(to, ".last.to"), "halo on " + to);
    assertTrue(marked(from, ".brk"), "frame on " + from);
    assertTrue(
        (Boolean)
            browser.js(
                "var p = document.querySelector('use[data-at=\"' + arguments[0] + '\"]');"
                    + " var b = document.querySelector('.brk[data-mark=\"' + arguments[0] + '\"]');"
                    + " return !!(p.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);",
                to),
        "the frame is drawn above the piece");
    assertTrue(haloReach(to) > 50, "the halo reaches beyond the disc (radius 44)");
    // The bracket's arm runs down x = 4, 7 units wide: a few pixels, whose edges blend with what
    // lies under them, so the bluest pixel across the arm is the frame's own colour.
    BufferedImage shot = shoot("engine-move");
    int[] corner = pixel(shot, to, 1, 15);
    for (double x = 1.5; x <= 7; x += 0.5) {
      int[] c = pixel(shot, to, x, 15);
      if (c[2] - c[0] > corner[2] - corner[0]) {
        corner = c;
      }
    }
    assertTrue(corner[2] > 150 && corner[0] < 110, "blue frame corner: " + rgb(corner));
  }

  @Test
  void chessMarksTheEnginesDestinationUnderItsPiece() {
    browser.openPage("#game=chess&level=1");
    browser.awaitReady("chess");
    ui.play("e2", "e4");
    ui.awaitMoves(2);
    String to = ui.moves().get(1).substring(2, 4);
    assertTrue(pieceAt(to));
    assertTrue(marked(to, ".last.to"), "the engine's destination " + to);
    assertTrue(marked(ui.moves().get(1).substring(0, 2), ".last"));
  }

  /**
   * A picked-up piece is haloed, its targets are dots, a capture is the target's corners, and
   * screen readers hear the piece and its targets.
   */
  @Test
  void aSelectedPieceIsMarkedAndAnnouncedWithItsTargets() throws IOException {
    browser.openPage("#game=xiangqi&mode=local");
    browser.awaitReady("xiangqi");
    ui.click("h2");
    assertTrue(marked("h2", ".sel"));
    assertTrue(haloReach("h2") > 50);
    assertEquals(
        "rect",
        browser.js("return document.querySelector('.dot.cap[data-to=h9]').tagName;"),
        "the capture of the h9 horse: corners, not a dot");
    assertEquals(
        11L, browser.js("return document.querySelectorAll('.dot:not(.cap)').length;"), "dots");
    String said = announced().get(0);
    assertTrue(said.startsWith("h2, red cannon 炮, selected. Moves: "), said);
    assertTrue(said.contains(" e2,") && said.contains(" takes h9"), said);
    int[] halo = pixel(shoot("selected"), "h2", 50 + 35, 50 + 35);
    assertTrue(halo[1] > halo[0], "green halo beside the disc: " + rgb(halo));
    // Chess: the same, and a capture marks the corners of the occupied square.
    browser.openPage("#game=chess&mode=local&fen=4k3/8/8/3p4/4P3/8/8/4K3_w_-_-_0_1");
    browser.awaitReady("chess");
    ui.click("e4");
    assertTrue(marked("e4", ".sel"));
    assertEquals(
        "rect", browser.js("return document.querySelector('.dot.cap[data-to=d5]').tagName;"));
    said = announced().get(0);
    assertTrue(said.startsWith("e4, white pawn, selected. Moves: "), said);
    assertTrue(said.contains(" e5") && said.contains(" takes d5"), said);
  }

  /** Red's chariot checks: the general glows red, the status and the live region say check. */
  @Test
  void aCheckedGeneralGlowsAndCheckIsSaid() throws IOException {
    browser.openPage("#game=xiangqi&mode=local&fen=3k5/9/9/9/9/9/9/9/9/R3K4_w_-_-_0_1");
    browser.awaitReady("xiangqi");
    assertEquals("Red to move", browser.status().getText());
    ui.play("a0", "a9");
    ui.awaitMoves(1);
    assertTrue(marked("d9", ".check"));
    assertTrue(haloReach("d9") > 50);
    assertEquals("Check! Black to move", browser.status().getText());
    assertEquals(List.of("Red: R9+9, check"), announced());
    int[] glow = pixel(shoot("check"), "d9", 50 - 35, 50 + 35);
    assertTrue(glow[0] > glow[1] + 60, "red glow beside the disc: " + rgb(glow));
  }

  // ---------------------------------------------------------------- file numbers

  /**
   * Each side's file numbers along its own edge, counted from its own right: Red's under the files
   * a..i read 9..1 (九..一 in Chinese notation), Black's 1..9; the numbers stay with their side when
   * the board flips.
   */
  @Test
  void fileNumbersOnBothEdgesFollowTheNotationAndTheFlip() {
    String fonts = browser.beforeEveryDocument(FONTS_DRAW_CJK);
    try {
      browser.openPage("#game=xiangqi&mode=local");
      browser.awaitReady("xiangqi");
      assertEquals("987654321", numbersUnderFiles(true));
      assertEquals("123456789", numbersUnderFiles(false));
      browser.js(
          "var n = document.getElementById('notation'); n.value = 'chinese';"
              + " n.dispatchEvent(new Event('change'));");
      assertEquals("九八七六五四三二一", numbersUnderFiles(true));
      assertEquals("123456789", numbersUnderFiles(false));
      browser.driver.findElement(By.id("flip")).click();
      // Flipped, squares and pieces go with the board: a0 top right, the chariot still on it.
      assertTrue(box("[data-square=a0]", "top") < box("[data-square=a9]", "top"));
      assertTrue(box("[data-square=a0]", "left") > box("[data-square=i0]", "left"));
      assertEquals(middle("[data-square=a0]"), middle("use[data-at=a0]"), 0.5);
      assertEquals("123456789", numbersUnderFiles(true), "Black's numbers at the bottom");
      assertEquals("九八七六五四三二一", numbersUnderFiles(false), "Red's at the top");
      assertEquals(
          "true",
          browser.js("return document.querySelector('#board .bd').getAttribute('aria-hidden');"),
          "labels are hidden from screen readers: the squares carry their names");
    } finally {
      browser.forget(fonts);
    }
  }

  /**
   * The numbers along the bottom (or top) edge, in the order of the files a..i they stand under
   * (found by their x against the hit cells').
   */
  private static String numbersUnderFiles(boolean bottom) {
    return (String)
        browser.js(
            "var out = '', bottom = arguments[0];"
                + " var board = document.querySelector('#board svg').getBoundingClientRect();"
                + " var numbers = Array.prototype.filter.call(document.querySelectorAll('.fn'),"
                + "  function (t) { var r = t.getBoundingClientRect();"
                + "   return (r.top + r.bottom) / 2 > board.top + board.height / 2 === bottom; });"
                + " 'abcdefghi'.split('').forEach(function (f) {"
                + "  var c = document.querySelector('[data-square=' + f + '0]').getBoundingClientRect();"
                + "  numbers.forEach(function (t) { var r = t.getBoundingClientRect();"
                + "   if (Math.abs((r.left + r.right) / 2 - (c.left + c.right) / 2) < c.width / 4)"
                + "    out += t.textContent; }); });"
                + " return out;",
            bottom);
  }

  // ---------------------------------------------------------------- layout

  /** No size cap: the board is large on a large screen and fills a phone's width. */
  @Test
  void theBoardFillsTheSpaceItHas() {
    viewport(2560, 1440, false);
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    double chess = boardBox("width");
    assertTrue(chess >= 1200, "chess board " + chess + " px wide at 2560x1440");
    browser.openPage("#game=xiangqi&mode=local");
    browser.awaitReady("xiangqi");
    // The players' bars above and below the board are always there (the board never moves when
    // a clock starts): the board takes the rest of the height.
    assertTrue(boardBox("height") >= 1200, "xiangqi board " + boardBox("height") + " px high");
    assertTrue(box(".stage", "bottom") <= 1440, "the whole board and its bars are in view");
    double left = boardBox("left");
    double right = 2560 - box("aside.panel", "right");
    assertTrue(Math.abs(left - right) < 40, "board and panel centred: " + left + " / " + right);
    browser.openPage("#game=xiangqi&mode=local&clock=5+3");
    browser.awaitReady("xiangqi");
    assertTrue(boardBox("height") >= 1200, "with clocks, " + boardBox("height") + " px high");
    assertTrue(box(".stage", "bottom") <= 1440, "the board and both clocks are in view");

    viewport(390, 844, true);
    browser.openPage("#game=xiangqi&mode=local");
    browser.awaitReady("xiangqi");
    double width = boardBox("width");
    assertTrue(width >= 380 && width <= 390, "xiangqi board " + width + " px wide at 390x844");
    assertEquals(390L, browser.js("return document.documentElement.scrollWidth;"), "no overflow");
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    assertTrue(boardBox("width") >= 380, "chess board " + boardBox("width") + " px wide");

    viewport(1280, 800, false);
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    browser.driver.findElement(By.id("edit")).click();
    assertTrue(box("#palette", "bottom") <= 800, "the editor's palette is in view with the board");
    assertTrue(boardBox("height") >= 600, "and the board " + boardBox("height") + " px high");
    viewport(390, 844, true);
  }

  private static void viewport(int width, int height, boolean mobile) {
    browser.driver.executeCdpCommand(
        "Emulation.setDeviceMetricsOverride",
        Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", mobile));
  }

  private static double boardBox(String side) {
    return box("#board svg", side);
  }

  private static double middle(String selector) {
    return box(selector, "left") + box(selector, "width") / 2;
  }

  private static double box(String selector, String side) {
    return ((Number)
            browser.js(
                "return document.querySelector(arguments[0]).getBoundingClientRect()[arguments[1]];",
                selector,
                side))
        .doubleValue();
  }

  // ---------------------------------------------------------------- status and controls

  /**
   * Against the engine: "Your turn", then "Engine thinking" with the score's point of view; the
   * takebacks left on the button, disabled when none remain or nothing can be taken back.
   */
  @Test
  void theStatusSaysWhoseTurnAndTheTakebacksLeft() {
    browser.openPage("#game=xiangqi&level=1");
    browser.awaitReady("xiangqi");
    browser.js(
        "var s = document.getElementById('takebacks'); s.value = 'three';"
            + " document.querySelector('#new-game button').click();");
    browser.awaitReady("xiangqi");
    assertEquals("Your turn (Red)", browser.status().getText());
    WebElement undo = browser.driver.findElement(By.id("undo"));
    assertEquals("Take back (3 left)", undo.getText());
    assertEquals("true", undo.getAttribute("aria-disabled"), "nothing to take back");
    browser.js(
        "window.__statusTexts = []; var s = document.getElementById('status');"
            + " new MutationObserver(function () { __statusTexts.push(s.textContent); })"
            + " .observe(s, {childList: true, characterData: true, subtree: true});");
    String[][] games = {{"h2", "e2"}, {"b2", "e2"}, {"h0", "g2"}};
    for (int i = 0; i < games.length; i++) {
      ui.play(games[i][0], games[i][1]);
      ui.awaitMoves(2);
      assertEquals("false", undo.getAttribute("aria-disabled"));
      undo.click();
      ui.awaitMoves(0);
      assertEquals("Take back (" + (2 - i) + " left)", undo.getText());
    }
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    assertEquals("true", undo.getAttribute("aria-disabled"), "none left");
    undo.click();
    assertEquals("No takebacks left in this game", ui.message());
    @SuppressWarnings("unchecked")
    List<String> texts = (List<String>) browser.js("return __statusTexts;");
    assertTrue(texts.contains("Engine thinking\u2026"), texts.toString());
    for (String t : texts) {
      assertTrue(!t.contains("score") || t.endsWith("(engine's view)"), t);
    }
  }

  /** The level menu gives each level's Elo anchor; two players see no engine controls. */
  @Test
  void levelsGiveTheirStrengthAndTwoPlayersSeeNoEngineControls() {
    browser.openPage("#game=chess");
    browser.awaitReady("chess");
    assertEquals(
        "3 (~1200)",
        browser.js("return document.querySelector('#level option[value=\"3\"]').textContent;"));
    assertEquals(
        "8 (~2040)",
        browser.js("return document.querySelector('#level option[value=\"8\"]').textContent;"));
    WebElement level = browser.driver.findElement(By.id("level"));
    WebElement side = browser.driver.findElement(By.id("side"));
    assertTrue(level.isDisplayed() && side.isDisplayed());
    browser.js(
        "var m = document.getElementById('mode'); m.value = 'local';"
            + " m.dispatchEvent(new Event('change', {bubbles: true}));");
    assertFalse(level.isDisplayed(), "level hidden for two players");
    assertFalse(side.isDisplayed(), "side hidden for two players");
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    assertFalse(browser.driver.findElement(By.id("level")).isDisplayed());
    assertEquals("White to move", browser.status().getText());
  }

  // ---------------------------------------------------------------- screen readers

  /**
   * The live region queues: the player's own move is still there, to be read first, when the
   * engine's reply is added after it; nothing removes it before.
   */
  @Test
  void theOwnMoveIsReadBeforeTheEnginesReply() {
    browser.openPage("#game=xiangqi&level=1");
    browser.awaitReady("xiangqi");
    browser.js(
        "window.__said = []; var a = document.getElementById('announce');"
            + " new MutationObserver(function (ms) { ms.forEach(function (m) {"
            + "  m.removedNodes.forEach(function (n) { __said.push('-' + n.textContent); });"
            + "  m.addedNodes.forEach(function (n) { __said.push('+' + n.textContent); }); }); })"
            + " .observe(a, {childList: true});");
    ui.play("h2", "e2");
    ui.awaitMoves(2);
    String reply = ui.texts().get(1);
    assertEquals(List.of("Red: C2.5", "Black: " + reply), announced());
    @SuppressWarnings("unchecked")
    List<String> said = (List<String>) browser.js("return __said;");
    int own = said.indexOf("+Red: C2.5");
    int engine = said.indexOf("+Black: " + reply);
    assertTrue(own >= 0 && engine > own, said.toString());
    assertFalse(said.subList(own, engine).contains("-Red: C2.5"), said.toString());
    assertTrue(said.get(0).startsWith("+h2, red cannon"), "the selection came first: " + said);
  }

  // ---------------------------------------------------------------- contrast

  /**
   * WCAG AA in both themes: coordinates and file numbers 4.5:1 against the square or wood they sit
   * on, legal-move dots (blended as drawn) 3:1 against every square colour.
   */
  @Test
  void coordinatesAndDotsMeetTheContrastMinimum() {
    for (String theme : new String[] {"dark", "light"}) {
      browser.openPage("#game=chess&mode=local&theme=" + theme);
      browser.awaitReady("chess");
      double[] light = colour(".lt");
      double[] dark = colour(".dk");
      assertContrast(theme + " coordinate on light", colour(".co:not(.cd)"), light, 4.5);
      assertContrast(theme + " coordinate on dark", colour(".co.cd"), dark, 4.5);
      ui.click("e2");
      double[] dot = colour(".dot");
      assertContrast(theme + " dot on light", dot, light, 3);
      assertContrast(theme + " dot on dark", dot, dark, 3);
      browser.openPage("#game=xiangqi&mode=local&theme=" + theme);
      browser.awaitReady("xiangqi");
      double[] wood = colour(".xb");
      assertContrast(theme + " file number", colour(".fn"), wood, 4.5);
      ui.click("h2");
      assertContrast(theme + " dot on wood", colour(".dot"), wood, 3);
    }
  }

  /** The computed fill of the first element matching, as r, g, b (0-255) and alpha (0-1). */
  private static double[] colour(String selector) {
    String fill =
        (String)
            browser.js(
                "return getComputedStyle(document.querySelector(arguments[0])).fill;", selector);
    String[] parts = fill.replaceAll("[^0-9.,]", "").split(",");
    double[] c = {0, 0, 0, 1};
    for (int i = 0; i < parts.length; i++) {
      c[i] = Double.parseDouble(parts[i]);
    }
    return c;
  }

  private static void assertContrast(String what, double[] fg, double[] bg, double minimum) {
    double[] drawn = new double[3];
    for (int i = 0; i < 3; i++) {
      drawn[i] = fg[i] * fg[3] + bg[i] * (1 - fg[3]);
    }
    double a = luminance(drawn);
    double b = luminance(bg);
    double ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    System.out.printf("contrast %s: %.2f%n", what, ratio);
    assertTrue(ratio >= minimum, what + ": " + ratio);
  }

  /** WCAG 2's relative luminance of an sRGB colour. */
  private static double luminance(double[] c) {
    double l = 0;
    double[] weights = {0.2126, 0.7152, 0.0722};
    for (int i = 0; i < 3; i++) {
      double v = c[i] / 255;
      l += weights[i] * (v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
    }
    return l;
  }

  // ---------------------------------------------------------------- helpers

  private static boolean pieceAt(String square) {
    return !browser.driver.findElements(By.cssSelector("use[data-at='" + square + "']")).isEmpty();
  }

  private static boolean marked(String square, String mark) {
    return !browser
        .driver
        .findElements(By.cssSelector(mark + "[data-mark='" + square + "']"))
        .isEmpty();
  }

  /** The radius (board units) of the halo circle on a point. */
  private static double haloReach(String square) {
    return ((Number)
            browser.js(
                "return +document.querySelector('circle[data-mark=\"' + arguments[0] + '\"]')"
                    + ".getAttribute('r');",
                square))
        .doubleValue();
  }

  /** The live region's messages, in order. */
  @SuppressWarnings("unchecked")
  static List<String> announced() {
    return (List<String>)
        browser.js(
            "return Array.prototype.map.call(document.getElementById('announce').children,"
                + " function (p) { return p.textContent; });");
  }

  /**
   * A screenshot of the viewport; also saved as {@code <name>.png} under the directory the property
   * {@code alfil.shots} names, for a person to look at.
   */
  static BufferedImage shoot(Chromium browser, String name) throws IOException {
    byte[] png = browser.driver.getScreenshotAs(OutputType.BYTES);
    String dir = System.getProperty("alfil.shots");
    if (dir != null) {
      Files.write(Path.of(dir, name + ".png"), png);
    }
    return ImageIO.read(new ByteArrayInputStream(png));
  }

  private static BufferedImage shoot(String name) throws IOException {
    return shoot(browser, name);
  }

  /** A square's cell on the screen: left, top (CSS pixels) and pixels per board unit. */
  static double[] cell(Chromium browser, String square) {
    @SuppressWarnings("unchecked")
    List<Number> r =
        (List<Number>)
            browser.js(
                "var r = document.querySelector('[data-square=\"' + arguments[0] + '\"]')"
                    + ".getBoundingClientRect(); return [r.left, r.top, r.width];",
                square);
    return new double[] {
      r.get(0).doubleValue(), r.get(1).doubleValue(), r.get(2).doubleValue() / 100
    };
  }

  /** The colour on a screenshot at (x, y) board units from a cell's top left corner. */
  static int[] pixel(BufferedImage image, double[] cell, double x, double y) {
    int argb =
        image.getRGB(
            (int) Math.round(cell[0] + x * cell[2]), (int) Math.round(cell[1] + y * cell[2]));
    return new int[] {(argb >> 16) & 255, (argb >> 8) & 255, argb & 255};
  }

  private static int[] pixel(BufferedImage image, String square, double x, double y) {
    return pixel(image, cell(browser, square), x, y);
  }

  static String rgb(int[] c) {
    return "rgb(" + c[0] + ", " + c[1] + ", " + c[2] + ")";
  }
}
