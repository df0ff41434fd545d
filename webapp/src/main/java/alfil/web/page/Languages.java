package alfil.web.page;

import alfil.core.Text;
import alfil.web.dom.Js;
import alfil.web.text.LanguageTags;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;

/**
 * The languages the page speaks, from its data block {@code <template id="alfil-langs">} (the
 * inline build's {@code LangData}: the languages' tags and names, every key once, then each
 * language's texts in the keys' order): read once, at start, into a table per language, each a
 * {@link Text.Patterns} the page's {@code Words} speaks with. English is the code's own: it has no
 * table.
 */
final class Languages {
  /** The page's own language, whose words are in its code. */
  static final String ENGLISH = "en";

  private final JSObject data = parse();

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

  /** The patterns of {@code tag}: null for English (the code's own words). */
  Text.Patterns patterns(String tag) {
    return tag.equals(ENGLISH) ? null : new Table(Js.object(Js.object(data, "tables"), tag));
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
   * The block read: {tags, names, tables: {tag: {key: text}}}; with no block (or an empty one)
   * English alone. A language's third field is its packing key (the inline build's {@code
   * OneByteLetters}): pairs of an ASCII character and the letter it stands for in that language's
   * texts.
   */
  @JSBody(
      script =
          "var t = document.getElementById('alfil-langs'),"
              + " lines = t ? t.content.textContent.split('\\n') : [],"
              + " data = {tags: [], names: [], tables: {}}, packed = {};"
              + "(lines[0] || 'en=English').split('|').forEach(function (l) {"
              + " var f = l.split('='); data.tags.push(f[0]); data.names.push(f[1]);"
              + " packed[f[0]] = f[2] || ''; });"
              + "var keys = lines.length > 1 ? lines[1].split(' ') : [], at = 2;"
              + "data.tags.forEach(function (tag) { if (tag === 'en') return;"
              + " var table = data.tables[tag] = Object.create(null), key = packed[tag],"
              + " letter = Object.create(null);"
              + " for (var i = 0; i < key.length; i += 2) letter[key[i]] = key[i + 1];"
              + " keys.forEach(function (k) { var s = lines[at++];"
              + " table[k] = key ? s.replace(/[!-~]/g, function (c) { return letter[c] || c; })"
              + " : s; }); });"
              + "return data;")
  private static native JSObject parse();

  /** The browser's languages, the person's first; none when the browser says none. */
  @JSBody(
      script =
          "try { var l = navigator.languages;"
              + " return l && l.length ? Array.prototype.slice.call(l)"
              + " : navigator.language ? [navigator.language] : []; } catch (e) { return []; }")
  private static native String[] browserLanguages();
}
