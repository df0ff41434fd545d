package alfil.inline;

import alfil.web.text.PackedText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The page's languages as one data block ({@code <template id="alfil-langs">}), in the fewest
 * bytes: the keys are written once, each language's texts after them in the keys' order, packed.
 *
 * <pre>
 * en=English|zh-Hans=简体中文|zh-Hant=繁體中文=zh-Hans|...   the languages, English (the code's
 *                                             own) first: tag, name, and the language packed
 *                                             before it, if any
 * status.yourTurn status.toMove ...           every key, as en.txt orders them
 * 8kQ2x_Lp...                                 zh-Hans: its texts in the keys' order, one a line,
 *                                             as one PackedText
 * Hw3-Zb0c...                                 zh-Hant: the same, packed after zh-Hans's
 * ...                                         and each other language
 * </pre>
 *
 * (no English texts: the page has them in its code). The tables are {@code lang/<tag>.txt} (key,
 * tab, text a line; {@code #} comments), listed in {@code lang/languages.txt}: tag, tab, the
 * language's name in itself, and optionally tab and the tag of the language whose table this one is
 * packed after. Packed after another table, a language costs what it adds to it: the tables share
 * their numbers, placeholders, names and layout, and a traditional Chinese table most of a
 * simplified one (1,448 bytes after it, 2,406 alone; docs/benchmarks.md). The page then reads the
 * other table first when it first speaks the language. A table that lacks a key, or holds one the
 * English has not, fails the build here as the web app's {@code LanguageTablesTest} fails its
 * tests; so does a language packed after one that is not listed, or after itself.
 */
final class LangData {
  private LangData() {}

  /** The languages' tags and names, in {@code languages.txt}'s order. */
  static Map<String, String> languages(Path dir) throws IOException {
    Map<String, String> names = new LinkedHashMap<>();
    for (String[] fields : languageLines(dir)) {
      names.put(fields[0], fields[1]);
    }
    return names;
  }

  /** Each language that is packed after another, and that other, by tag. */
  static Map<String, String> packedAfter(Path dir) throws IOException {
    Map<String, String> after = new LinkedHashMap<>();
    for (String[] fields : languageLines(dir)) {
      if (fields.length > 2) {
        after.put(fields[0], fields[2]);
      }
    }
    return after;
  }

  private static List<String[]> languageLines(Path dir) throws IOException {
    List<String[]> lines = new ArrayList<>();
    for (String line : InlineBuild.read(dir.resolve("languages.txt")).split("\n")) {
      if (!line.startsWith("#") && line.indexOf('\t') > 0) {
        lines.add(line.split("\t"));
      }
    }
    return lines;
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
    Map<String, String> after = packedAfter(dir);
    List<String> keys = new ArrayList<>(table(dir.resolve("en.txt")).keySet());
    Map<String, String> packed = new LinkedHashMap<>();
    StringBuilder header = new StringBuilder();
    StringBuilder texts = new StringBuilder();
    for (Map.Entry<String, String> language : names.entrySet()) {
      String tag = language.getKey();
      header.append(header.length() == 0 ? "" : "|").append(tag).append('=');
      header.append(language.getValue());
      if (after.containsKey(tag)) {
        header.append('=').append(after.get(tag));
      }
      if (!tag.equals("en")) {
        texts.append('\n').append(packed(dir, tag, keys, names, after, packed).get(tag));
      }
    }
    return header + "\n" + String.join(" ", keys) + texts;
  }

  /**
   * {@code packed} with {@code tag}'s packed texts added, and those of the tables it is packed
   * after: each packed after the chain of tables {@code after} names, the first of them alone.
   */
  private static Map<String, String> packed(
      Path dir,
      String tag,
      List<String> keys,
      Map<String, String> names,
      Map<String, String> after,
      Map<String, String> packed)
      throws IOException {
    List<String> chain = new ArrayList<>(List.of(tag));
    for (String t = after.get(tag); t != null; t = after.get(t)) {
      if (t.equals("en") || !names.containsKey(t)) {
        throw new IllegalStateException(
            "lang/languages.txt packs " + chain.get(0) + " after " + t + ", which has no table");
      }
      if (chain.contains(t)) {
        throw new IllegalStateException(
            "lang/languages.txt packs " + t + " after itself, through " + String.join(", ", chain));
      }
      chain.add(0, t);
    }
    List<String> before = new ArrayList<>();
    for (String t : chain) {
      if (!packed.containsKey(t)) {
        String texts = String.join("\n", texts(dir, t, keys));
        packed.put(t, PackedText.pack(texts, before.toArray(new String[0])));
      }
      before.add(packed.get(t));
    }
    return packed;
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
