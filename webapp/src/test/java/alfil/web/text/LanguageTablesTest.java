package alfil.web.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.Game;
import alfil.core.Text;
import alfil.games.Games;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The language tables ({@code src/main/web/lang/<language>.txt}, one message a line: key, tab,
 * text): each holds every key of the page's and the engine's catalogs, once, with the same
 * arguments as the English, and no key the catalogs lack. {@code en.txt} is the English itself,
 * written from the catalogs for translators to read ({@code -Dalfil.lang.write=true} writes it anew
 * after a catalog changed); the page takes its English from the code.
 */
class LanguageTablesTest {
  static final Path TABLES = Path.of("src/main/web/lang");

  /** The languages the page speaks besides English, by their tags (BCP 47): languages.txt's. */
  static List<String> languages() throws IOException {
    List<String> tags = new ArrayList<>();
    for (String line :
        Files.readAllLines(TABLES.resolve("languages.txt"), StandardCharsets.UTF_8)) {
      int tab = line.indexOf('\t');
      if (tab > 0 && !line.startsWith("en\t")) {
        tags.add(line.substring(0, tab));
      }
    }
    return tags;
  }

  /** Every text a player can read, by key, in catalog order: the page's, then the engine's. */
  static Map<String, String> catalog() throws IllegalAccessException {
    Map<String, String> texts = new LinkedHashMap<>();
    for (Field f : PageTexts.class.getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) && f.getType() == Text.class) {
        f.setAccessible(true);
        add(texts, (Text) f.get(null));
      } else if (Modifier.isStatic(f.getModifiers()) && f.getType() == Text[].class) {
        f.setAccessible(true);
        for (Text t : (Text[]) f.get(null)) {
          if (t != null) {
            add(texts, t); // a list the page indexes (the marks' names), its empty slots aside
          }
        }
      }
    }
    for (Game game : Games.all()) {
      add(texts, PageTexts.gameName(game.name()));
      for (String notation : game.notations()) {
        add(texts, PageTexts.notation(notation));
      }
    }
    for (Text t : Games.texts()) {
      add(texts, t);
    }
    return texts;
  }

  private static void add(Map<String, String> texts, Text t) {
    String before = texts.put(t.key(), t.english());
    assertTrue(before == null || before.equals(t.english()), "two English texts for " + t.key());
  }

  /** A table's messages by key, in its order; a key twice or a line without a tab fails. */
  static Map<String, String> read(Path file) throws IOException {
    Map<String, String> table = new LinkedHashMap<>();
    int n = 0;
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      n++;
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      int tab = line.indexOf('\t');
      assertTrue(tab > 0, file.getFileName() + " line " + n + ": no tab after the key");
      String key = line.substring(0, tab);
      assertTrue(
          table.put(key, line.substring(tab + 1)) == null,
          file.getFileName() + " line " + n + ": " + key + " twice");
    }
    return table;
  }

  static String english(Map<String, String> catalog) {
    StringBuilder out =
        new StringBuilder(
            "# Alfil's page in English: the catalogs' own words, for translators to read.\n"
                + "# One message a line: its key, a tab, its text. {0}, {1} ... are what the page\n"
                + "# fills in (a side, a move, a number); a translation keeps every one of them.\n"
                + "# Written from the catalogs: mvn -pl webapp test -Dalfil.lang.write=true\n");
    catalog.forEach((k, v) -> out.append(k).append('\t').append(v).append('\n'));
    return out.toString();
  }

  @Test
  void theEnglishTableIsTheCatalogs() throws Exception {
    Map<String, String> catalog = catalog();
    Path en = TABLES.resolve("en.txt");
    if (Boolean.getBoolean("alfil.lang.write")) {
      Files.writeString(en, english(catalog), StandardCharsets.UTF_8);
    }
    assertEquals(
        english(catalog),
        Files.readString(en, StandardCharsets.UTF_8),
        "en.txt is behind the catalogs: mvn -pl webapp test -Dalfil.lang.write=true");
  }

  @Test
  void everyLanguageHasEveryKeyWithItsArguments() throws Exception {
    Map<String, String> catalog = catalog();
    List<String> problems = new ArrayList<>();
    for (String language : languages()) {
      Path file = TABLES.resolve(language + ".txt");
      if (!Files.exists(file)) {
        problems.add(language + ": no table");
        continue;
      }
      Map<String, String> table = read(file);
      for (Map.Entry<String, String> e : catalog.entrySet()) {
        String text = table.get(e.getKey());
        if (text == null) {
          problems.add(language + ": " + e.getKey() + " missing");
        } else if (Text.argumentsUsed(text) != Text.argumentsUsed(e.getValue())) {
          problems.add(language + ": " + e.getKey() + " has other arguments than the English");
        } else if (text.isBlank()) {
          problems.add(language + ": " + e.getKey() + " is empty");
        } else if (text.contains("<") || text.contains("&")) {
          problems.add(language + ": " + e.getKey() + " has < or &, which the page's data refuses");
        }
      }
      for (String key : table.keySet()) {
        if (!catalog.containsKey(key)) {
          problems.add(language + ": " + key + " is no catalog's key");
        }
      }
    }
    assertEquals(List.of(), problems);
  }

  /** No key unused: each of the page's texts is named by the code or the template. */
  @Test
  void everyPageTextIsUsed() throws Exception {
    StringBuilder code = new StringBuilder();
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
        if (!f.endsWith("PageTexts.java")) {
          code.append(Files.readString(f));
        }
      }
    }
    String template = Files.readString(Path.of("src/main/web/page.html"));
    List<String> unused = new ArrayList<>();
    for (Field f : PageTexts.class.getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers())
          && f.getType() == Text[].class
          && Modifier.isPublic(f.getModifiers())
          && code.indexOf("PageTexts." + f.getName()) < 0) {
        unused.add(f.getName());
      }
      if (Modifier.isStatic(f.getModifiers()) && f.getType() == Text.class) {
        f.setAccessible(true);
        String key = ((Text) f.get(null)).key();
        boolean used =
            code.indexOf("PageTexts." + f.getName()) >= 0 || template.contains("\"" + key + "\"");
        if (!used) {
          unused.add(f.getName() + " (" + key + ")");
        }
      }
    }
    assertEquals(List.of(), unused);
  }
}
