package alfil.web.page;

import alfil.core.Text;
import alfil.web.dom.Js;
import alfil.web.storage.SafeStorage;
import alfil.web.text.LanguageTags;
import alfil.web.text.PackedText;
import java.util.Arrays;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;

/**
 * The languages the page speaks, from its data block {@code <template id="alfil-langs">} (the
 * inline build's {@code LangData}: the languages' tags and names, every key once, then each
 * language's texts in the keys' order as one {@link PackedText}, some packed after another's): each
 * language is unpacked when it is first spoken into a {@link Text.Patterns} the page's {@code
 * Words} speaks with. English is the code's own: it has no table.
 */
final class Languages {
  /** The page's own language, whose words are in its code. */
  static final String ENGLISH = "en";

  /** The store's keys of the languages' texts, unpacked on an earlier visit: then the tag. */
  private static final String TEXTS = "texts.";

  private final JSObject data = parse();
  private final SafeStorage storage;

  /** The languages unpacked so far, by tag. */
  private final JSObject unpacked = Js.object();

  Languages(SafeStorage storage) {
    this.storage = storage;
  }

  /** Every tag, English first, in the order the menu lists them. */
  String[] tags() {
    return Js.texts(data, "tags", 40);
  }

  /** Each language's name in itself (English, 简体中文 ...), in {@link #tags}' order. */
  String[] names() {
    return Js.texts(data, "names", 40);
  }

  /** Whether the page speaks {@code tag}. */
  boolean speaks(String tag) {
    for (String t : tags()) {
      if (t.equals(tag)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The language to speak: the player's choice if it is one of the page's, else the first of the
   * browser's languages the page speaks, else English.
   */
  String choose(String chosen) {
    if (chosen != null && speaks(chosen)) {
      return chosen;
    }
    String asked = LanguageTags.pick(browserLanguages(), tags());
    return asked == null ? ENGLISH : asked;
  }

  /**
   * The patterns of {@code tag}: null for English (the code's own words), and for a language whose
   * packed texts do not unpack (a page edited by hand), whose player then reads English.
   */
  Text.Patterns patterns(String tag) {
    JSObject texts = Js.object(unpacked, tag);
    if (texts == null && !tag.equals(ENGLISH)) {
      String lines = unpack(tag);
      if (lines == null) {
        return null;
      }
      texts = table(data, lines);
      Js.set(unpacked, tag, texts);
    }
    return texts == null ? null : new Table(texts);
  }

  /**
   * The texts of {@code tag}, one a line; null where they do not unpack. A language packed after
   * another is read after it (and it after the one it names, if any): one pass over each. The texts
   * are kept in storage ({@code alfil.texts.<tag>}) under a mark of the packed lines they came
   * from, so that the next visit of this page reads them back instead (unpacking takes tens of
   * milliseconds as the page starts) and a page of other tables unpacks its own.
   */
  private String unpack(String tag) {
    JSObject packed = Js.object(data, "packed");
    JSObject after = Js.object(data, "after");
    String[] chain = new String[tags().length];
    int first = chain.length;
    for (String t = tag; t != null; t = Js.text(after, t, 40)) {
      if (first == 0) {
        return null; // a chain longer than the languages: one comes round again
      }
      chain[--first] = Js.text(packed, t, 1 << 20);
      if (chain[first] == null) {
        return null;
      }
    }
    chain = Arrays.copyOfRange(chain, first, chain.length);
    String mark = mark(chain);
    String kept = storage.get(TEXTS + tag);
    if (kept != null && kept.startsWith(mark)) {
      return kept.substring(mark.length());
    }
    String[] texts;
    try {
      texts = PackedText.unpack(chain);
    } catch (IllegalArgumentException e) {
      return null;
    }
    storage.set(TEXTS + tag, mark + texts[texts.length - 1]);
    return texts[texts.length - 1];
  }

  /**
   * A line that tells these packed lines from others: the form of the kept texts (1), the lines'
   * hash and their length.
   */
  private static String mark(String[] chain) {
    int hash = 0;
    int length = 0;
    for (String line : chain) {
      hash = hash * 31 + line.hashCode();
      length += line.length();
    }
    return "1 " + hash + " " + length + "\n";
  }

  /** One language's texts by key. */
  private static final class Table implements Text.Patterns {
    private final JSObject texts;

    Table(JSObject texts) {
      this.texts = texts;
    }

    @Override
    public String pattern(String key) {
      return Js.text(texts, key, 1000);
    }
  }

  /**
   * The block read: {tags, names, keys, packed: {tag: packed texts}, after: {tag: the tag it is
   * packed after}}; with no block (or an empty one) English alone.
   */
  @JSBody(
      script =
          "var t = document.getElementById('alfil-langs'),"
              + " lines = t ? t.content.textContent.split('\\n') : [],"
              + " data = {tags: [], names: [], keys: (lines[1] || '').split(' '), packed: {},"
              + " after: {}}, at = 2;"
              + "(lines[0] || 'en=English').split('|').forEach(function (l) {"
              + " var f = l.split('='); data.tags.push(f[0]); data.names.push(f[1]);"
              + " if (f[2]) data.after[f[0]] = f[2];"
              + " if (f[0] !== 'en') data.packed[f[0]] = lines[at++]; });"
              + "return data;")
  private static native JSObject parse();

  /** The block's keys and the texts of {@code lines} (one a line, in their order) as one object. */
  @JSBody(
      params = {"data", "lines"},
      script =
          "var table = Object.create(null), texts = lines.split('\\n');"
              + " data.keys.forEach(function (k, i) { table[k] = texts[i]; }); return table;")
  private static native JSObject table(JSObject data, String lines);

  /** The browser's languages, the person's first; none when the browser says none. */
  @JSBody(
      script =
          "try { var l = navigator.languages;"
              + " return l && l.length ? Array.prototype.slice.call(l)"
              + " : navigator.language ? [navigator.language] : []; } catch (e) { return []; }")
  private static native String[] browserLanguages();
}
