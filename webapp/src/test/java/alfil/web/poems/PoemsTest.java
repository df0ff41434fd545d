package alfil.web.poems;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PoemsTest {
  /** The data file the build inlines (tests run in the module's folder). */
  static String file() throws IOException {
    return Files.readString(Path.of("src/main/web/poems/tang-poems.tsv"), StandardCharsets.UTF_8);
  }

  @Test
  void theWholeCollectionParses() throws IOException {
    Poem[] poems = Poems.parse(file());
    assertEquals(140, poems.length);
    Set<String> seen = new HashSet<>();
    for (Poem p : poems) {
      assertFalse(p.title.isEmpty());
      assertFalse(p.poet.isEmpty());
      assertTrue(p.form.startsWith("五言") || p.form.startsWith("七言"), p.form);
      assertTrue(p.lines.length == 2 || p.lines.length == 4, p.title);
      seen.add(p.title + p.poet + p.lines[0]);
    }
    assertEquals(140, seen.size(), "no poem twice");
    Poem first = poems[0];
    assertEquals("行宮", first.title);
    assertEquals("元稹", first.poet);
    assertEquals("五言絕句", first.form);
    assertArrayEquals(new String[] {"寥落古行宮，宮花寂寞紅。", "白頭宮女在，閒坐說玄宗。"}, first.lines);
  }

  @Test
  void traditionalCharacters() throws IOException {
    String text = file();
    // Simplified forms of characters the collection uses in their traditional form.
    for (String simplified : new String[] {"诗", "乡", "头", "红", "说", "门", "马", "风"}) {
      assertFalse(text.contains(simplified), simplified);
    }
  }

  @Test
  void toleratesCrlfBlankAndShortLines() {
    Poem[] poems = Poems.parse("\r\n題\t人\t五言絕句\t甲，乙。\t丙，丁。\r\n\nshort\tline\n\t\t\t\n");
    assertEquals(1, poems.length);
    assertEquals("題", poems[0].title);
    assertArrayEquals(new String[] {"甲，乙。", "丙，丁。"}, poems[0].lines);
    assertEquals(0, Poems.parse("").length);
  }
}
