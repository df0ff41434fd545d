package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page in each of its languages, at a phone's width: {@code <html lang>} set, no English word
 * outside chess notation and proper names (in the text shown, the accessible names, titles and
 * placeholders), nothing wider than the screen or cut off, and a move announced to screen readers
 * in the language.
 */
class LanguagesInBrowserTest extends BrowserTest {
  private static final Path TABLES = Path.of("../webapp/src/main/web/lang");
  private static final String[] LANGUAGES = {"zh-Hans", "zh-Hant", "vi", "es", "ru"};

  /** Names and notations every language writes as they are. */
  private static final Set<String> PROPER =
      Set.of(
          "alfil",
          "fide",
          "pgn",
          "fen",
          "san",
          "wxf",
          "iccs",
          "uci",
          "stockfish",
          "ctrl",
          "elo",
          "uci_elo",
          "xiangqi");

  private static final Pattern WORD = Pattern.compile("\\p{L}{3,}");

  @BeforeAll
  static void phone() {
    browser.driver.executeCdpCommand(
        "Emulation.setDeviceMetricsOverride",
        Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
  }

  @AfterAll
  static void desktop() {
    if (browser != null) {
      browser.driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }
  }

  /** A table's texts by key, in its file's order. */
  static Map<String, String> table(String tag) throws IOException {
    Map<String, String> t = new LinkedHashMap<>();
    for (String line : Files.readAllLines(TABLES.resolve(tag + ".txt"), StandardCharsets.UTF_8)) {
      int tab = line.indexOf('\t');
      if (!line.startsWith("#") && tab > 0) {
        t.put(line.substring(0, tab), line.substring(tab + 1));
      }
    }
    return t;
  }

  /** The keys in en.txt's order: the order of the page's block. */
  private static List<String> keys() throws IOException {
    return new ArrayList<>(table("en").keySet());
  }

  private static Set<String> words(Iterable<String> texts) {
    Set<String> words = new HashSet<>();
    for (String text : texts) {
      Matcher m = WORD.matcher(text);
      while (m.find()) {
        words.add(m.group().toLowerCase());
      }
    }
    return words;
  }

  /** Everything a person can read on the page: shown text, accessible names, titles, hints. */
  private static String readable() {
    return (String)
        browser.js(
            "var out = [document.body.innerText];"
                + "document.querySelectorAll('[aria-label], [title], [placeholder]')"
                + ".forEach(function (e) { ['aria-label', 'title', 'placeholder']"
                + ".forEach(function (a) { if (e.getAttribute(a)) out.push(e.getAttribute(a)); }); });"
                + "document.querySelectorAll('option').forEach(function (o) { out.push(o.text); });"
                + "return out.join('\\n');");
  }

  @Test
  void eachLanguageIsWholeOnAPhone() throws IOException {
    Set<String> english = words(table("en").values());
    english.removeAll(PROPER);
    for (String tag : LANGUAGES) {
      Map<String, String> own = table(tag);
      browser.openPageAfresh("#game=xiangqi&mode=ai&level=1&seed=2&lang=" + tag);
      browser.awaitReady("xiangqi");
      assertEquals(tag, browser.js("return document.documentElement.lang;"));

      // Every text as the table has it, in the keys' order: the page unpacked it whole.
      String kept =
          (String) browser.js("return localStorage.getItem('alfil.texts.' + arguments[0]);", tag);
      List<String> expected = new ArrayList<>();
      for (String key : keys()) {
        expected.add(own.get(key));
      }
      assertEquals(String.join("\n", expected), kept.substring(kept.indexOf('\n') + 1), tag);
      ui.play("h2", "e2");
      ui.awaitMoves(2);

      // No English word the language does not use itself.
      Set<String> leaks = new TreeSet<>(words(List.of(readable())));
      leaks.retainAll(english);
      leaks.removeAll(words(own.values()));
      leaks.removeAll(words(ui.texts())); // the moves, in the move list's notation
      assertEquals(Set.of(), leaks, tag + ": English words on the page");

      // Nothing wider than the screen, no text cut off.
      assertEquals(390L, browser.js("return document.documentElement.scrollWidth;"), tag);
      @SuppressWarnings("unchecked")
      List<String> cut =
          (List<String>)
              browser.js(
                  "return Array.prototype.filter.call(document.querySelectorAll("
                      + "'button, label, .status, .player .who, h2, select'), function (e) {"
                      + " return e.offsetParent && e.scrollWidth > e.clientWidth + 1; })"
                      + ".map(function (e) { return e.textContent.slice(0, 40); });");
      assertEquals(List.of(), cut, tag + ": text cut off at 390 px");

      // The moves are told to screen readers in the language: Red's move, then Black's.
      String heard = ui.byId("announce").getAttribute("textContent");
      assertTrue(heard.contains(own.get("side.red")), tag + ": " + heard);
    }
  }

  /**
   * A language's texts, once unpacked, are kept in storage under a mark of the packed lines they
   * came from: the next visit reads them back (seen here by a kept text changed on purpose), and
   * texts kept under another page's mark are unpacked anew and kept again.
   */
  @Test
  void aLanguageUnpackedOnceIsReadBackOnTheNextVisit() throws IOException {
    String flip = table("ru").get("ui.flip");
    browser.openPageAfresh("#game=chess&lang=ru");
    browser.awaitReady("chess");
    String kept = (String) browser.js("return localStorage.getItem('alfil.texts.ru');");
    assertTrue(kept != null && kept.contains("\n" + flip + "\n"), "kept: " + kept);
    String mark = kept.substring(0, kept.indexOf('\n') + 1);

    String changed = kept.replace("\n" + flip + "\n", "\nКЭШ\n");
    browser.js("localStorage.setItem('alfil.texts.ru', arguments[0]);", changed);
    browser.openPage("#game=chess&lang=ru");
    browser.awaitReady("chess");
    assertEquals("КЭШ", ui.byId("flip").getText(), "read back from storage");

    browser.js(
        "localStorage.setItem('alfil.texts.ru', arguments[0]);",
        "1 1 2\n" + changed.substring(mark.length()));
    browser.openPage("#game=chess&lang=ru");
    browser.awaitReady("chess");
    assertEquals(flip, ui.byId("flip").getText(), "another page's texts: unpacked anew");
    assertEquals(kept, browser.js("return localStorage.getItem('alfil.texts.ru');"));
  }

  /**
   * A page whose Russian line was changed by hand (one character) speaks English when Russian is
   * asked for, and says so: {@code <html lang>} and the menu read English, not Russian over English
   * words.
   */
  @Test
  void aLanguageWhoseTextsDoNotUnpackIsReadInEnglish(@TempDir Path dir) throws IOException {
    String html = Files.readString(Chromium.page(), StandardCharsets.UTF_8);
    int block = html.indexOf("<template id=\"alfil-langs\">");
    String[] lines = html.substring(block, html.indexOf("</template>", block)).split("\n");
    String russian = lines[lines.length - 1];
    String broken =
        russian.substring(0, 50) + (russian.charAt(50) == 'A' ? 'B' : 'A') + russian.substring(51);
    Path page = dir.resolve("alfil.html");
    Files.writeString(page, html.replace(russian, broken), StandardCharsets.UTF_8);
    browser.openPage("");
    browser.js("localStorage.clear();");
    browser.driver.get(page.toUri() + "#game=chess&lang=ru");
    browser.awaitReady("chess");
    assertEquals("en", browser.js("return document.documentElement.lang;"));
    assertEquals("en", browser.js("return document.getElementById('language').value;"));
    assertEquals(table("en").get("ui.flip"), ui.byId("flip").getText());
  }
}
