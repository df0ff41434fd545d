package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    String block =
        LangData.compact(tables(dir, "status.toMove\tJuegan {0}\n# a note\nui.flip\tGirar\n"));
    assertEquals("en=English|es=Español\nui.flip status.toMove\nGirar\nJuegan {0}", block);
  }

  /** The block read back as the page's {@code Languages} reads it: each language's texts. */
  private static Map<String, List<String>> read(String block) {
    String[] lines = block.split("\n", -1);
    Map<String, List<String>> tables = new LinkedHashMap<>();
    int at = 2;
    int keys = lines[1].split(" ").length;
    for (String language : lines[0].split("\\|")) {
      String[] fields = language.split("=");
      if (fields[0].equals("en")) {
        continue;
      }
      String key = fields.length > 2 ? fields[2] : "";
      List<String> texts = new ArrayList<>();
      for (int k = 0; k < keys; k++) {
        StringBuilder text = new StringBuilder();
        for (char c : lines[at++].toCharArray()) {
          int target = key.indexOf(c);
          text.append(target >= 0 && target % 2 == 0 ? key.charAt(target + 1) : c);
        }
        texts.add(text.toString());
      }
      tables.put(fields[0], texts);
    }
    return tables;
  }

  @Test
  void cyrillicLettersTakeOneByteAndComeBackExactly(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("languages.txt"), "en\tEnglish\nru\tРусский\nes\tEspañol\n");
    Files.writeString(
        dir.resolve("en.txt"), "ui.flip\tFlip\nstatus.toMove\t{0} to move\nui.fen\tFEN: {0}\n");
    Files.writeString(
        dir.resolve("ru.txt"),
        "ui.flip\tПеревернуть\nstatus.toMove\tХодят {0}\nui.fen\tFEN: {0}\n");
    Files.writeString(
        dir.resolve("es.txt"), "ui.flip\tGirar\nstatus.toMove\tJuegan {0}\nui.fen\tFEN: {0}\n");
    String block = LangData.compact(dir);

    String[] lines = block.split("\n");
    assertTrue(lines[0].startsWith("en=English|ru=Русский="), lines[0]);
    assertTrue(lines[0].endsWith("|es=Español"), "Latin letters are not packed: " + lines[0]);
    for (int i = 2; i < 5; i++) {
      assertTrue(lines[i].chars().allMatch(c -> c < 128), "packed to ASCII: " + lines[i]);
    }
    assertEquals(
        Map.of(
            "ru", List.of("Перевернуть", "Ходят {0}", "FEN: {0}"),
            "es", List.of("Girar", "Juegan {0}", "FEN: {0}")),
        read(block));
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
