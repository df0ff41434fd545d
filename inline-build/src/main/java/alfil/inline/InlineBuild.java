package alfil.inline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Post-build step: writes the page, the whole product in one offline file, to this module's {@code
 * target/alfil.html} (a separate step, {@code bash .ci/update-dist}, copies it to the committed
 * {@code dist/alfil.html}).
 *
 * <p>Usage: {@code InlineBuild <script.js> <template.html> <style.css> <poems.tsv> <lang dir>
 * <output.html>}. Run by Maven (exec-maven-plugin, phase {@code process-classes}) on the inputs
 * {@link PageInputs} staged and terser shrank, so this module's tests test the fresh file. The Tang
 * poems go into the template's {@value #POEMS} as a {@link DataBlock}, in {@link PoemData}'s form
 * (packed, in pieces), the language tables into {@value #LANGS} in {@link LangData}'s. Fails
 * (throws) when the page breaks a rule of {@link SinglePage} or exceeds the {@link SizeBudget};
 * prints both size figures on every build.
 */
public final class InlineBuild {
  /** Where the Tang poems go: the content of {@code <template id="alfil-poems">}. */
  static final String POEMS = "{{POEMS}}";

  /** Where the language tables go: the content of {@code <template id="alfil-langs">}. */
  static final String LANGS = "{{LANGS}}";

  private InlineBuild() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 6) {
      throw new IllegalArgumentException(
          "usage: InlineBuild <script.js> <template.html> <style.css> <poems.tsv> <lang dir>"
              + " <output.html>");
    }
    String js = read(Path.of(args[0]));
    String template = read(Path.of(args[1]));
    String css = read(Path.of(args[2]));
    String poems = read(Path.of(args[3]));
    String langs = LangData.compact(Path.of(args[4]));
    Path out = Path.of(args[5]);

    String page =
        DataBlock.fill(DataBlock.fill(template, POEMS, PoemData.block(poems)), LANGS, langs);
    byte[] html = SinglePage.assemble(page, css, js).getBytes(StandardCharsets.UTF_8);
    SizeBudget.Figures figures = SizeBudget.PRODUCT.measure(html);
    System.out.println(out.getFileName() + ": " + SizeBudget.PRODUCT.describe(figures));
    String over = SizeBudget.PRODUCT.overage(figures);
    if (!over.isEmpty()) {
      System.out.println(out.getFileName() + ": " + over);
    }
    SizeBudget.PRODUCT.check(figures);

    Path dir = out.toAbsolutePath().getParent();
    if (dir != null) {
      Files.createDirectories(dir);
    }
    Files.write(out, html);
  }

  /**
   * Reads a UTF-8 text file with line ends made {@code \n}, so a checkout with CRLF line ends
   * builds the same bytes.
   */
  static String read(Path path) throws IOException {
    return Files.readString(path, StandardCharsets.UTF_8).replace("\r\n", "\n");
  }
}
