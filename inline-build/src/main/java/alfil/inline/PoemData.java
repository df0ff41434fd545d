package alfil.inline;

import alfil.web.text.PackedText;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The Tang poems as the page carries them, made from {@code tang-poems.tsv} (one poem a line:
 * title, poet, form, then its couplets, tab-separated). Each poem keeps its line with its title,
 * poet and couplets; the form goes (the card does not show it), and so do the two marks every
 * couplet has, the comma after its first half and the full stop at its end, which the page puts
 * back ({@code PoemCard}): a couplet's halves are as long as each other, so where they meet is
 * known. A ？ or ！ in their place stays. The data then costs about 10,100 bytes by {@code gzip -9}
 * instead of 11,000. The poems come in the order the card shows them ({@link #walk}).
 *
 * <p>It is also the build's check that every poem is whole: a title, a poet, a form, at least one
 * couplet, each two halves of equal length ending in a mark the card can put back. A poem that is
 * not stops the build, naming its line.
 */
final class PoemData {
  /** Marks, which may stand only after a couplet's halves (and never in a title or a name). */
  static final String MARKS = "，。？！；：、";

  /**
   * The packed texts the poems are cut into: the page unpacks the one that holds the poem it shows,
   * as the xiangqi page starts. In one piece the poems pack to 8,367 bytes but delayed the xiangqi
   * page's start by about 70 ms in Chromium; in four, 9,354 bytes, a quarter of that each (gzip -9
   * makes 10,100 of them; docs/experiments.md).
   */
  static final int PIECES = 4;

  private PoemData() {}

  /**
   * The page's data block: the count of poems on the first line, then {@link #PIECES} lines, each a
   * {@link PackedText} of consecutive poems of {@link #compact}'s, piece {@code p} those from
   * {@code p * count / PIECES} on.
   */
  static String block(String tsv) {
    String[] poems = compact(tsv).split("\n");
    StringBuilder block = new StringBuilder().append(poems.length);
    for (int p = 0; p < PIECES; p++) {
      int from = p * poems.length / PIECES;
      int to = (p + 1) * poems.length / PIECES;
      block
          .append('\n')
          .append(PackedText.pack(String.join("\n", List.of(poems).subList(from, to))));
    }
    return block.toString();
  }

  /** The page's form of the collection; throws naming the first poem that is not whole. */
  static String compact(String tsv) {
    List<String> poems = new ArrayList<>();
    String[] lines = tsv.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].isEmpty() && i == lines.length - 1) {
        break; // the file's last line end
      }
      String[] fields = lines[i].split("\t", -1);
      if (fields.length < 4) {
        throw notWhole(i, "it has no couplet after its title, poet and form");
      }
      StringBuilder poem = new StringBuilder();
      poem.append(field(fields[0], i)).append('\t').append(field(fields[1], i));
      field(fields[2], i);
      for (int f = 3; f < fields.length; f++) {
        poem.append('\t').append(couplet(fields[f], i));
      }
      poems.add(poem.toString());
    }
    if (poems.isEmpty()) {
      throw new IllegalStateException("tang-poems.tsv holds no poem");
    }
    StringBuilder out = new StringBuilder(tsv.length());
    for (int n = 0; n < poems.size(); n++) {
      out.append(poems.get(walk(n, poems.size()))).append('\n');
    }
    return out.toString();
  }

  /**
   * The file's poem that the n-th line of the page's block holds: a walk through the file that
   * takes every poem once and never steps to the neighbour of the one before (the file groups the
   * poems by form and poet), so that the card, showing the block's poems in turn, varies them. The
   * stride is coprime with the count, near its golden section.
   */
  static int walk(int n, int count) {
    int stride = Math.max(1, count * 618 / 1000);
    while (BigInteger.valueOf(stride).gcd(BigInteger.valueOf(count)).intValue() != 1) {
      stride++;
    }
    return (int) ((long) n * stride % count);
  }

  private static String field(String text, int line) {
    if (text.isEmpty()) {
      throw notWhole(line, "a field is empty");
    }
    for (int i = 0; i < text.length(); i++) {
      if (MARKS.indexOf(text.charAt(i)) >= 0) {
        throw notWhole(line, "its title, poet or form holds a mark");
      }
    }
    return text;
  }

  /** A couplet without its comma and full stop. */
  private static String couplet(String couplet, int line) {
    int half = couplet.length() / 2 - 1;
    boolean whole = couplet.length() % 2 == 0 && half > 0;
    for (int i = 0; whole && i < couplet.length(); i++) {
      char c = couplet.charAt(i);
      whole =
          i == half
              ? "，？！".indexOf(c) >= 0
              : i == couplet.length() - 1 ? "。？！".indexOf(c) >= 0 : MARKS.indexOf(c) < 0;
    }
    if (!whole) {
      throw notWhole(
          line,
          "'"
              + couplet
              + "' is not two halves of equal length, the first ending in ， ？ or ！, the second"
              + " in 。 ？ or ！");
    }
    char middle = couplet.charAt(half);
    char end = couplet.charAt(couplet.length() - 1);
    return couplet.substring(0, half)
        + (middle == '，' ? "" : String.valueOf(middle))
        + couplet.substring(half + 1, couplet.length() - 1)
        + (end == '。' ? "" : String.valueOf(end));
  }

  private static IllegalStateException notWhole(int line, String why) {
    return new IllegalStateException(
        "tang-poems.tsv line " + (line + 1) + ": the poem is not whole: " + why);
  }
}
