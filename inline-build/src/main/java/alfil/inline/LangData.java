package alfil.inline;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The page's languages as one data block ({@code <template id="alfil-langs">}), in the fewest
 * bytes: the keys are written once, each language's texts after them in the keys' order.
 *
 * <pre>
 * en=English|zh-Hans=简体中文|...|ru=Русский=!о#а...
 *                                           the languages, English (the code's own) first; a
 *                                           third field is the language's OneByteLetters key
 * status.yourTurn status.toMove ...         every key, as en.txt orders them
 * Your turn ({0})                           (no English texts: the page has them in its code)
 * ...
 * 轮到你了（{0}）                             zh-Hans: one line a key, in the keys' order
 * ...                                        then each other language the same,
 *                                            its letters packed by its key
 * </pre>
 *
 * The tables are {@code lang/<tag>.txt} (key, tab, text a line; {@code #} comments), listed with
 * their own names in {@code lang/languages.txt}. A table that lacks a key, or holds one the English
 * has not, fails the build here as the web app's {@code LanguageTablesTest} fails its tests.
 */
final class LangData {
  private LangData() {}

  /** The languages' tags and names, in {@code languages.txt}'s order. */
  static Map<String, String> languages(Path dir) throws IOException {
    Map<String, String> names = new LinkedHashMap<>();
    for (String line : InlineBuild.read(dir.resolve("languages.txt")).split("\n")) {
      int tab = line.indexOf('\t');
      if (tab > 0) {
        names.put(line.substring(0, tab), line.substring(tab + 1));
      }
    }
    return names;
  }

  /** A table's texts by key. */
  static Map<String, String> table(Path file) throws IOException {
    Map<String, String> table = new LinkedHashMap<>();
    for (String line : InlineBuild.read(file).split("\n")) {
      int tab = line.indexOf('\t');
      if (!line.startsWith("#") && tab > 0) {
        table.put(line.substring(0, tab), line.substring(tab + 1));
      }
    }
    return table;
  }

  /** The block's text for the tables in {@code dir}. */
  static String compact(Path dir) throws IOException {
    Map<String, String> names = languages(dir);
    List<String> keys = new ArrayList<>(table(dir.resolve("en.txt")).keySet());
    StringBuilder header = new StringBuilder();
    StringBuilder texts = new StringBuilder();
    for (Map.Entry<String, String> language : names.entrySet()) {
      String tag = language.getKey();
      header.append(header.length() == 0 ? "" : "|").append(tag).append('=');
      header.append(language.getValue());
      if (tag.equals("en")) {
        continue;
      }
      List<String> own = texts(dir, tag, keys);
      OneByteLetters letters = OneByteLetters.of(own);
      if (!letters.key().isEmpty()) {
        header.append('=').append(letters.key());
      }
      for (String text : own) {
        texts.append('\n').append(letters.pack(text));
      }
    }
    return header + "\n" + String.join(" ", keys) + texts;
  }

  /** The texts of {@code tag}'s table in the order of {@code keys}, every key present. */
  private static List<String> texts(Path dir, String tag, List<String> keys) throws IOException {
    Map<String, String> table = table(dir.resolve(tag + ".txt"));
    List<String> texts = new ArrayList<>();
    for (String key : keys) {
      String text = table.get(key);
      if (text == null) {
        throw new IllegalStateException("lang/" + tag + ".txt has no " + key);
      }
      texts.add(text);
    }
    if (!keys.containsAll(table.keySet())) {
      throw new IllegalStateException("lang/" + tag + ".txt has keys en.txt has not");
    }
    return texts;
  }
}
