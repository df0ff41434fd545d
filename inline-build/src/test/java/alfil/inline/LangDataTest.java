package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.text.PackedText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The language tables packed into the page: keys once, each language's texts in their order. */
class LangDataTest {
  private static Path tables(Path dir, String es) throws IOException {
    Files.writeString(dir.resolve("languages.txt"), "en\tEnglish\nes\tEspañol\n");
    Files.writeString(
        dir.resolve("en.txt"), "# English\nui.flip\tFlip\nstatus.toMove\t{0} to move\n");
    Files.writeString(dir.resolve("es.txt"), es);
    return dir;
  }

  @Test
  void keysOnceThenEachLanguageInTheirOrder(@TempDir Path dir) throws IOException {
    String[] lines =
        LangData.compact(tables(dir, "status.toMove\tJuegan {0}\n# a note\nui.flip\tGirar\n"))
            .split("\n");
    assertEquals(3, lines.length);
    assertEquals("en=English|es=Español", lines[0]);
    assertEquals("ui.flip status.toMove", lines[1]);
    assertEquals("Girar\nJuegan {0}", PackedText.unpack(lines[2])[0]);
  }

  /** The block read back as the page's {@code Languages} reads it: each language's texts. */
  private static Map<String, List<String>> read(String block) {
    String[] lines = block.split("\n", -1);
    Map<String, String> packed = new LinkedHashMap<>();
    Map<String, String> after = new LinkedHashMap<>();
    int at = 2;
    for (String language : lines[0].split("\\|")) {
      String[] fields = language.split("=");
      if (fields.length > 2) {
        after.put(fields[0], fields[2]);
      }
      if (!fields[0].equals("en")) {
        packed.put(fields[0], lines[at++]);
      }
    }
    Map<String, List<String>> tables = new LinkedHashMap<>();
    for (String tag : packed.keySet()) {
      List<String> chain = new ArrayList<>();
      for (String t = tag; t != null; t = after.get(t)) {
        chain.add(0, packed.get(t));
      }
      String[] texts = PackedText.unpack(chain.toArray(new String[0]));
      tables.put(tag, List.of(texts[texts.length - 1].split("\n", -1)));
    }
    return tables;
  }

  @Test
  void aLanguagePackedAfterAnotherNamesItAndComesBackAfterIt(@TempDir Path dir) throws IOException {
    Files.writeString(
        dir.resolve("languages.txt"),
        "# tag, name, packed after\nen\tEnglish\nes\tEspañol\tpt\npt\tPortuguês\n");
    Files.writeString(dir.resolve("en.txt"), "ui.flip\tFlip\nstatus.toMove\t{0} to move\n");
    Files.writeString(dir.resolve("es.txt"), "ui.flip\tGirar\nstatus.toMove\tJuegan {0}\n");
    Files.writeString(dir.resolve("pt.txt"), "ui.flip\tVirar\nstatus.toMove\tJogam {0}\n");
    String block = LangData.compact(dir);
    assertEquals("en=English|es=Español=pt|pt=Português", block.split("\n")[0]);
    assertEquals(
        Map.of("es", List.of("Girar", "Juegan {0}"), "pt", List.of("Virar", "Jogam {0}")),
        read(block));
    String pt = PackedText.pack("Virar\nJogam {0}");
    assertEquals(PackedText.pack("Girar\nJuegan {0}", pt), block.split("\n")[2], "after pt's");
  }

  @Test
  void aLanguagePackedAfterNoTableOrAfterItselfFailsTheBuild(@TempDir Path dir) throws IOException {
    tables(dir, "ui.flip\tGirar\nstatus.toMove\tJuegan {0}\n");
    Files.writeString(dir.resolve("languages.txt"), "en\tEnglish\nes\tEspañol\tpt\n");
    IllegalStateException none =
        assertThrows(IllegalStateException.class, () -> LangData.compact(dir));
    assertEquals("lang/languages.txt packs es after pt, which has no table", none.getMessage());
    Files.writeString(dir.resolve("languages.txt"), "en\tEnglish\nes\tEspañol\tes\n");
    IllegalStateException itself =
        assertThrows(IllegalStateException.class, () -> LangData.compact(dir));
    assertEquals("lang/languages.txt packs es after itself, through es", itself.getMessage());
  }

  @Test
  void theRealTablesComeBackExactly() throws IOException {
    Path dir = Path.of("../webapp/src/main/web/lang");
    Map<String, List<String>> tables = read(LangData.compact(dir));
    List<String> keys = new ArrayList<>(LangData.table(dir.resolve("en.txt")).keySet());
    for (String tag : LangData.languages(dir).keySet()) {
      if (!tag.equals("en")) {
        Map<String, String> table = LangData.table(dir.resolve(tag + ".txt"));
        List<String> expected = new ArrayList<>();
        keys.forEach(k -> expected.add(table.get(k)));
        assertEquals(expected, tables.get(tag), tag);
      }
    }
  }

  @Test
  void aTableWithoutAKeyFailsTheBuild(@TempDir Path dir) {
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> LangData.compact(tables(dir, "ui.flip\tGirar\n")));
    assertTrue(e.getMessage().contains("status.toMove"), e.getMessage());
  }
}
