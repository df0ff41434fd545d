package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PageInputsTest {
  private static URLClassLoader classPath(Path root) throws IOException {
    return new URLClassLoader(new URL[] {root.toUri().toURL()}, null);
  }

  @Test
  void copiesTheInputsFromTheClassPath(@TempDir Path tmp) throws IOException {
    Path root = Files.createDirectories(tmp.resolve("classes/alfil-page"));
    Files.writeString(root.resolve("alfil.js"), "function main(){}");
    Files.writeString(root.resolve("page.html"), "<p>{{SCRIPT}}");
    Files.writeString(root.resolve("page.css"), "p{}");
    Files.writeString(root.resolve("tang-poems.tsv"), "行宮\t元稹\n");
    Path lang = Files.createDirectories(root.resolve("lang"));
    Files.writeString(lang.resolve("languages.txt"), "en\tEnglish\nes\tEspañol\n");
    Files.writeString(lang.resolve("en.txt"), "ui.flip\tFlip\n");
    Files.writeString(lang.resolve("es.txt"), "ui.flip\tGirar\n");
    Path out = tmp.resolve("staged");
    try (URLClassLoader loader = classPath(tmp.resolve("classes"))) {
      PageInputs.stage(loader, out);
    }
    assertEquals("ui.flip\tGirar\n", Files.readString(out.resolve("lang/es.txt")));
    assertEquals("function main(){}", Files.readString(out.resolve("alfil.js")));
    assertEquals("<p>{{SCRIPT}}", Files.readString(out.resolve("page.html")));
    assertEquals("p{}", Files.readString(out.resolve("page.css")));
    assertEquals("行宮\t元稹\n", Files.readString(out.resolve("tang-poems.tsv")));
  }

  @Test
  void namesTheInputTheWebAppDidNotHandOver(@TempDir Path tmp) throws IOException {
    Path root = Files.createDirectories(tmp.resolve("classes/alfil-page"));
    Files.writeString(root.resolve("alfil.js"), "function main(){}");
    Files.writeString(root.resolve("page.html"), "<p>");
    Path lang = Files.createDirectories(root.resolve("lang"));
    Files.writeString(lang.resolve("languages.txt"), "en\tEnglish\n");
    Files.writeString(lang.resolve("en.txt"), "ui.flip\tFlip\n");
    try (URLClassLoader loader = classPath(tmp.resolve("classes"))) {
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class, () -> PageInputs.stage(loader, tmp.resolve("staged")));
      assertTrue(e.getMessage().contains("alfil-page/page.css"), e.getMessage());
    }
  }

  /** This module's test class path holds the web app's artifact, as the build's step sees it. */
  @Test
  void theWebAppArtifactHoldsEveryInput() {
    for (String name : PageInputs.FILES) {
      assertTrue(
          PageInputs.class.getClassLoader().getResource(PageInputs.FOLDER + name) != null, name);
    }
  }
}
