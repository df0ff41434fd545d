package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

  @Test
  void aTableWithoutAKeyFailsTheBuild(@TempDir Path dir) {
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> LangData.compact(tables(dir, "ui.flip\tGirar\n")));
    assertTrue(e.getMessage().contains("status.toMove"), e.getMessage());
  }
}
