package alfil.web.poems;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the poems' data block: one poem per line, tab-separated title, poet, form and then the
 * poem's lines. Plain Java (tested on the JVM), split by hand: TeaVM's {@code String.split} brings
 * in its regex engine.
 */
public final class Poems {
  private Poems() {}

  /** The poems in file order; a line with fewer than four fields or an empty one is skipped. */
  public static Poem[] parse(String text) {
    List<Poem> poems = new ArrayList<>();
    int start = 0;
    while (start < text.length()) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        end = text.length();
      }
      Poem p = poem(fields(text.substring(start, end)));
      if (p != null) {
        poems.add(p);
      }
      start = end + 1;
    }
    Poem[] out = new Poem[poems.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = poems.get(i);
    }
    return out;
  }

  private static Poem poem(List<String> f) {
    if (f.size() < 4) {
      return null;
    }
    for (String field : f) {
      if (field.isEmpty()) {
        return null;
      }
    }
    String[] lines = new String[f.size() - 3];
    for (int i = 0; i < lines.length; i++) {
      lines[i] = f.get(i + 3);
    }
    return new Poem(f.get(0), f.get(1), f.get(2), lines);
  }

  /** The tab-separated fields of one line, trimmed (a CRLF file leaves a \r at the end). */
  private static List<String> fields(String line) {
    List<String> out = new ArrayList<>();
    int start = 0;
    while (true) {
      int tab = line.indexOf('\t', start);
      out.add(line.substring(start, tab < 0 ? line.length() : tab).trim());
      if (tab < 0) {
        return out;
      }
      start = tab + 1;
    }
  }
}
