package alfil.inline;

import java.lang.Character.UnicodeScript;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes a language's letters of two UTF-8 bytes in one, for the page's language block: each of the
 * most frequent letters of a script other than Latin (Russian's Cyrillic, say) is written as a
 * printable ASCII character that the language's texts never use, and the page maps them back as it
 * reads the block.
 *
 * <p>Why: gzip codes the page in blocks, each with one Huffman code, and the language tables share
 * their blocks. Cyrillic in UTF-8 is a lead byte and a second byte from a range no other table
 * uses, so it lengthens every code of its block; written in ASCII it costs as little as the Latin
 * tables beside it. Russian's table cost the page 3,582 gzipped bytes before, 2,684 after, and
 * alone beside the page 3,606 before, 3,428 after (docs/benchmarks.md, the page's parts). Latin
 * letters with diacritics (Vietnamese, Spanish) and Chinese characters are left as they are:
 * packing them measured larger.
 *
 * <p>The key is {@code target letter target letter ...}: ASCII character, then the letter it stands
 * for. An ASCII character the texts use is never a target, so the map back is exact.
 */
final class OneByteLetters {
  /** ASCII characters never used as targets: markup, the block's own separators, placeholders. */
  private static final String RESERVED = "<&|={}\\";

  private final String key;
  private final Map<Character, Character> targets = new TreeMap<>();

  private OneByteLetters(String key) {
    this.key = key;
    for (int i = 0; i + 1 < key.length(); i += 2) {
      targets.put(key.charAt(i + 1), key.charAt(i));
    }
  }

  /** The packing for {@code texts}: empty when they hold no letter worth packing. */
  static OneByteLetters of(List<String> texts) {
    Map<Character, Integer> count = new TreeMap<>();
    boolean[] used = new boolean[128];
    for (String text : texts) {
      for (int i = 0; i < text.length(); i++) {
        char c = text.charAt(i);
        if (c < 128) {
          used[c] = true;
        } else if (packable(c)) {
          count.merge(c, 1, Integer::sum);
        }
      }
    }
    List<Character> letters = new ArrayList<>(count.keySet());
    // Most frequent first; the map is ordered by letter, so ties keep the letters' order.
    letters.sort((a, b) -> count.get(b) - count.get(a));
    StringBuilder key = new StringBuilder();
    int next = 0;
    for (char target = '!'; target <= '~' && next < letters.size(); target++) {
      if (!used[target] && RESERVED.indexOf(target) < 0) {
        key.append(target).append(letters.get(next++));
      }
    }
    return new OneByteLetters(key.toString());
  }

  /** A letter of two UTF-8 bytes (U+0080 to U+07FF) in a script other than Latin. */
  private static boolean packable(char c) {
    return c < 0x800 && Character.isLetter(c) && UnicodeScript.of(c) != UnicodeScript.LATIN;
  }

  /** The pairs the page reads back, target then letter; empty for none. */
  String key() {
    return key;
  }

  /** {@code text} with each packed letter written as its target. */
  String pack(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      Character target = targets.get(c);
      out.append(target == null ? c : target);
    }
    return out.toString();
  }
}
