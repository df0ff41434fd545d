package alfil.inline;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Screenshots of the built page for people to look at (not a test: it asserts nothing): the scenes
 * a player meets, at a phone's, a laptop's and a large screen's size, light and dark, with the CJK
 * fonts and without. Run after a build:
 *
 * <pre>
 * mvn -B -q -o test-compile -pl inline-build -am
 * java -cp "$(cat inline-build/target/test-classpath.txt)" alfil.inline.Screenshots OUT [scene...]
 * </pre>
 *
 * (the class path: {@code mvn -q -pl inline-build dependency:build-classpath
 * -Dmdep.outputFile=target/test-classpath.txt} plus {@code target/test-classes}).
 */
public final class Screenshots {
  private static final int[][] SIZES = {{390, 844}, {1280, 800}, {2560, 1440}};

  private Screenshots() {}

  public static void main(String[] args) throws Exception {
    Path out = Path.of(args[0]);
    Files.createDirectories(out);
    String only = args.length > 1 ? String.join(" ", args).substring(args[0].length()) : null;
    for (boolean cjk : new boolean[] {true, false}) {
      Path fonts = Files.createTempDirectory("alfil-shot-fonts-");
      Path config = fonts.resolve("fonts.conf");
      Files.writeString(config, NoCjkFontInBrowserTest.NO_CJK_FONTS);
      Chromium browser =
          cjk ? Chromium.start() : Chromium.start(Map.of("FONTCONFIG_FILE", config.toString()));
      try {
        for (int[] size : SIZES) {
          for (String theme : new String[] {"light", "dark"}) {
            String tag = size[0] + "-" + theme + (cjk ? "" : "-nocjk");
            shoot(browser, out, tag, size, theme, only);
          }
        }
      } finally {
        browser.close();
        Chromium.deleteTree(fonts);
      }
    }
  }

  private static boolean wanted(String only, String scene) {
    return only == null || only.contains(scene);
  }

  private static void shoot(
      Chromium browser, Path out, String tag, int[] size, String theme, String only)
      throws Exception {
    browser.driver.executeCdpCommand(
        "Emulation.setDeviceMetricsOverride",
        Map.of(
            "width", size[0], "height", size[1], "deviceScaleFactor", 1, "mobile", size[0] < 500));
    Ui ui = new Ui(browser);
    String t = "&theme=" + theme;
    if (wanted(only, "start")) {
      browser.openPageAfresh("#game=chess&mode=ai&level=3&seed=3" + t);
      browser.awaitReady("chess");
      save(browser, out, "chess-start-" + tag);
    }
    if (wanted(only, "xiangqi-analysis")) {
      browser.openPageAfresh("#game=xiangqi&mode=local" + t);
      browser.awaitReady("xiangqi");
      String[][] moves = {{"h2", "e2"}, {"h9", "g7"}, {"h0", "g2"}, {"i9", "h9"}};
      for (int i = 0; i < moves.length; i++) {
        ui.play(moves[i][0], moves[i][1]);
        ui.awaitMoves(i + 1);
      }
      ui.byId("analyse").click();
      new WebDriverWait(browser.driver, Duration.ofSeconds(20))
          .until(d -> d.findElement(By.id("eval")).getAttribute("data-depth") != null);
      Thread.sleep(1500);
      save(browser, out, "xiangqi-analysis-" + tag);
    }
    if (wanted(only, "chess-over")) {
      browser.openPageAfresh("#game=chess&mode=ai&side=black&level=1&seed=2" + t);
      browser.js(
          "postMessage({target: 'alfil', type: 'importRecord',"
              + " text: '1. f3 e5 2. g4 Qh4#'}, '*');");
      new WebDriverWait(browser.driver, Duration.ofSeconds(10))
          .until(d -> "over".equals(browser.status().getAttribute("data-state")));
      save(browser, out, "chess-over-" + tag);
    }
    if (wanted(only, "xiangqi-over")) {
      browser.openPageAfresh(
          "#game=xiangqi&mode=local&fen=3k5/R8/9/9/9/9/9/9/9/1R2K4_w_-_-_0_1" + t);
      browser.awaitReady("xiangqi");
      ui.play("b0", "b9");
      new WebDriverWait(browser.driver, Duration.ofSeconds(10))
          .until(d -> "over".equals(browser.status().getAttribute("data-state")));
      save(browser, out, "xiangqi-over-" + tag);
    }
    if (wanted(only, "review")) {
      browser.openPageAfresh("#game=chess&mode=local" + t);
      browser.js(
          "postMessage({target: 'alfil', type: 'importRecord',"
              + " text: '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6'},"
              + " '*');");
      Thread.sleep(500);
      browser.js("document.querySelector('#moves [data-ply=\"7\"]').click();");
      Thread.sleep(300);
      save(browser, out, "chess-review-" + tag);
    }
    if (wanted(only, "reviewed")) {
      // A game between friends of random moves (blunders aplenty), analysed, at its first blunder;
      // in English, then xiangqi in Chinese and chess in Russian.
      String[][] runs = {
        {"chess", "en"}, {"xiangqi", "en"}, {"xiangqi", "zh-Hans"}, {"chess", "ru"}
      };
      for (String[] run : runs) {
        String game = run[0];
        String lang = run[1];
        browser.openPageAfresh("#game=" + game + "&mode=local&lang=" + lang + t);
        browser.awaitReady(game);
        browser.js(
            "Math.random = (function () { var s = 7; return function () {"
                + " s = (s * 16807) % 2147483647; return s / 2147483647; }; })();");
        for (int i = 0; i < 30; i++) {
          browser.js(Ui.RANDOM_MOVE + "__alfilRandomMove();");
          ui.awaitMoves(i + 1);
        }
        ui.byId("analyse-game").click();
        new WebDriverWait(browser.driver, Duration.ofSeconds(300))
            .until(d -> d.findElement(By.id("review-chart")).isDisplayed());
        browser.js(
            "var d = document.querySelector('#review-graph .dot.m3')"
                + " || document.querySelector('#review-graph .dot');"
                + " if (d) document.querySelector('#moves [data-ply=\"' + d.getAttribute('data-ply')"
                + " + '\"]').click();");
        Thread.sleep(300);
        save(browser, out, game + "-reviewed-" + lang + "-" + tag);
      }
    }
    if (wanted(only, "premove")) {
      browser.openPageAfresh("#game=chess&mode=ai&level=8" + t);
      browser.awaitReady("chess");
      ui.play("e2", "e4");
      ui.play("d2", "d4");
      save(browser, out, "chess-premove-" + tag);
    }
    if (wanted(only, "arrows")) {
      browser.openPageAfresh("#game=xiangqi&mode=local&clock=5+3" + t);
      browser.awaitReady("xiangqi");
      ui.play("h2", "e2");
      ui.awaitMoves(1);
      rightDrag(browser, "b0", "c2");
      rightDrag(browser, "e2", "e6");
      rightDrag(browser, "e9", "e9");
      save(browser, out, "xiangqi-arrows-" + tag);
    }
    if (wanted(only, "lang")) {
      for (String lang : new String[] {"en", "zh-Hans", "zh-Hant", "vi", "es", "ru"}) {
        for (String game : new String[] {"xiangqi", "chess"}) {
          browser.openPageAfresh("#game=" + game + "&mode=ai&level=1&seed=5&lang=" + lang + t);
          browser.awaitReady(game);
          browser.js(Ui.RANDOM_MOVE + "__alfilRandomMove();");
          ui.awaitMoves(2);
          save(browser, out, "lang-" + lang + "-" + game + "-" + tag);
        }
      }
    }
    if (wanted(only, "editor")) {
      browser.openPageAfresh("#game=chess&mode=local" + t);
      browser.awaitReady("chess");
      ui.byId("edit").click();
      save(browser, out, "chess-editor-" + tag);
    }
  }

  /** A right-button drag from one square to another, as a player draws an arrow. */
  static void rightDrag(Chromium browser, String from, String to) {
    browser.js(
        "var at = function (sq) { var r = document.querySelector('[data-square=\"' + sq + '\"]')"
            + ".getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; };"
            + "var a = at(arguments[0]), b = at(arguments[1]);"
            + "var cell = document.querySelector('[data-square=\"' + arguments[0] + '\"]');"
            + "cell.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, button: 2,"
            + " clientX: a.x, clientY: a.y}));"
            + "document.querySelector('#board svg').dispatchEvent(new PointerEvent('pointerup',"
            + " {bubbles: true, button: 2, clientX: b.x, clientY: b.y}));",
        from,
        to);
  }

  /** The whole page, from its top, as tall as it is (a phone's panel is under the board). */
  private static void save(Chromium browser, Path out, String name) throws Exception {
    browser.js("window.scrollTo(0, 0);");
    Number width = (Number) browser.js("return document.documentElement.clientWidth;");
    Number height = (Number) browser.js("return document.documentElement.scrollHeight;");
    Map<String, Object> shot =
        browser.driver.executeCdpCommand(
            "Page.captureScreenshot",
            Map.of(
                "format",
                "png",
                "captureBeyondViewport",
                true,
                "clip",
                Map.of("x", 0, "y", 0, "width", width, "height", height, "scale", 1)));
    Files.write(
        out.resolve(name + ".png"), Base64.getDecoder().decode(String.valueOf(shot.get("data"))));
  }
}
