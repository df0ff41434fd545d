package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The page the build just wrote to target/: its CSP, its hash, its budget, its reproducibility. */
class DistFileTest {
  private static final Path WEB = Path.of(System.getProperty("alfil.inputs", "target/page-inputs"));
  private static final Path JS = Path.of(System.getProperty("alfil.js", "target/alfil.min.js"));

  private static String html() throws IOException {
    return Files.readString(Chromium.page(), StandardCharsets.UTF_8);
  }

  @Test
  void isWhatTheInputsGive() throws IOException {
    String fresh =
        SinglePage.assemble(
            InlineBuild.read(WEB.resolve("page.html")),
            InlineBuild.read(WEB.resolve("page.css")),
            InlineBuild.read(JS));
    assertArrayEquals(
        fresh.getBytes(StandardCharsets.UTF_8),
        Files.readAllBytes(Chromium.page()),
        "target/alfil.html differs from a build of the current sources");
  }

  @Test
  void cspAllowsExactlyTheInlineScript() throws IOException {
    String html = html();
    Matcher csp =
        Pattern.compile("<meta http-equiv=\"Content-Security-Policy\" content=\"([^\"]*)\">")
            .matcher(html);
    assertTrue(csp.find(), "no CSP meta tag");
    Matcher script =
        Pattern.compile("<script id=\"alfil-js\">(.*?)</script>", Pattern.DOTALL).matcher(html);
    assertTrue(script.find(), "no inline script");
    assertEquals(SinglePage.contentSecurityPolicy(script.group(1)), csp.group(1));
    assertTrue(csp.group(1).startsWith("default-src 'none'; script-src 'sha256-"), csp.group(1));
    assertEquals(1, html.split("<script", -1).length - 1, "exactly one script element");
    assertTrue(html.indexOf("Content-Security-Policy") < html.indexOf("<style"), "CSP comes first");
  }

  @Test
  void hasNoExternalReference() throws IOException {
    String html = html();
    int open = html.indexOf("<script id=\"alfil-js\">");
    int close = html.indexOf("</script>", open);
    SinglePage.checkNoExternalReferences(html.substring(0, open) + html.substring(close));
  }

  @Test
  void fitsTheProductBudget() throws IOException {
    SizeBudget.Figures f = SizeBudget.PRODUCT.measure(Files.readAllBytes(Chromium.page()));
    assertTrue(f.bytes <= SizeBudget.PRODUCT.maxBytes, "bytes " + f.bytes);
    assertTrue(f.gzipped <= SizeBudget.PRODUCT.maxGzipped, "gzipped " + f.gzipped);
  }

  /**
   * The budget counts gzipped bytes as {@code gzip -9} gives them: the command as a person would
   * type it on the file, whose header also carries the file's name (CI has gzip).
   */
  @Test
  void fitsTheProductBudgetByGzipNine() throws Exception {
    Process gzip =
        new ProcessBuilder("gzip", "-9", "-c", Chromium.page().toString())
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    int gzipped = gzip.getInputStream().readAllBytes().length;
    assertEquals(0, gzip.waitFor(), "gzip -9 exit status");
    assertTrue(gzipped > 10_000, "gzip -9 gave " + gzipped + " bytes");
    assertTrue(
        gzipped <= SizeBudget.PRODUCT.maxGzipped,
        "gzip -9: " + gzipped + " bytes, budget " + SizeBudget.PRODUCT.maxGzipped);
  }

  @Test
  void hasThePageSkeleton() throws IOException {
    String html = html();
    for (String part :
        new String[] {
          "<h1>Alfil</h1>",
          "id=\"game-switch\"",
          "data-game=\"chess\"",
          "data-game=\"xiangqi\"",
          "id=\"board\"",
          "id=\"status\""
        }) {
      assertTrue(html.contains(part), part);
    }
  }
}
