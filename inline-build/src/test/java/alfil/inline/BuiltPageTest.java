package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page the build just wrote to target/: its inputs, its CSP, its references, its budget. */
class BuiltPageTest {
  private static final Path INPUTS =
      Path.of(System.getProperty("alfil.inputs", "target/page-inputs"));
  private static final Path JS = Path.of(System.getProperty("alfil.js", "target/alfil.min.js"));

  private static final Pattern CSP =
      Pattern.compile("<meta http-equiv=\"Content-Security-Policy\" content=\"([^\"]*)\">");
  private static final Pattern SCRIPT =
      Pattern.compile("<script id=\"alfil-js\">(.*?)</script>", Pattern.DOTALL);

  /** Any absolute URL, in the markup, the style or the script. */
  private static final Pattern URL =
      Pattern.compile("\\b(?:https?|wss?|ftp)://[^\\s\"'`<>)\\\\]*", Pattern.CASE_INSENSITIVE);

  /** XML namespace names: identifiers that look like URLs, never fetched. */
  private static final String NAMESPACES = "http://www.w3.org/";

  private static String html() throws IOException {
    return Files.readString(Chromium.page(), StandardCharsets.UTF_8);
  }

  private static String inlineScript(String html) {
    Matcher script = SCRIPT.matcher(html);
    assertTrue(script.find(), "no inline script");
    return script.group(1);
  }

  private static byte[] build(Path js, Path template, Path css, Path out) throws IOException {
    InlineBuild.main(
        new String[] {
          js.toString(),
          template.toString(),
          css.toString(),
          INPUTS.resolve("tang-poems.tsv").toString(),
          INPUTS.resolve("lang").toString(),
          out.toString()
        });
    return Files.readAllBytes(out);
  }

  /**
   * The build is a function of its inputs: building the staged inputs again gives the very bytes of
   * target/alfil.html (no time, path or environment in the page), and one changed input gives
   * another page. The committed dist/alfil.html is compared with target/alfil.html by {@code bash
   * .ci/check-dist}.
   */
  @Test
  void isReproducibleFromItsInputsAndFollowsThem(@TempDir Path tmp) throws IOException {
    Path template = INPUTS.resolve("page.html");
    Path css = INPUTS.resolve("page.css");
    byte[] built = Files.readAllBytes(Chromium.page());
    assertArrayEquals(
        built,
        build(JS, template, css, tmp.resolve("again.html")),
        "a second build of the same inputs differs from target/alfil.html");

    Path changed = tmp.resolve("changed.css");
    Files.writeString(changed, InlineBuild.read(css) + "\n.probe {\n  color: red;\n}\n");
    byte[] other = build(JS, template, changed, tmp.resolve("other.html"));
    assertFalse(Arrays.equals(built, other), "a changed style gave the same page");
    assertTrue(
        new String(other, StandardCharsets.UTF_8).contains(".probe{color:red}"),
        "the changed style is not in the page");
  }

  /** The page inlines terser's output of the web app's TeaVM script, plus the boot line. */
  @Test
  void inlinesTheMinifiedWebAppScript() throws IOException {
    String minified = InlineBuild.read(JS);
    String teavm = InlineBuild.read(INPUTS.resolve("alfil.js"));
    assertEquals(minified + SinglePage.BOOT, inlineScript(html()));
    assertTrue(
        minified.length() < teavm.length() * 95 / 100,
        "terser did not shrink the script: " + minified.length() + " of " + teavm.length());
  }

  /** The CSP names the SHA-256 of the inline script's UTF-8 bytes, computed here afresh. */
  @Test
  void cspAllowsExactlyTheInlineScript() throws Exception {
    String html = html();
    Matcher csp = CSP.matcher(html);
    assertTrue(csp.find(), "no CSP meta tag");
    String script = inlineScript(html);
    byte[] digest =
        MessageDigest.getInstance("SHA-256").digest(script.getBytes(StandardCharsets.UTF_8));
    String hash = "'sha256-" + Base64.getEncoder().encodeToString(digest) + "'";
    assertTrue(
        csp.group(1).startsWith("default-src 'none'; script-src " + hash + ";"), csp.group(1));
    assertEquals(SinglePage.contentSecurityPolicy(script), csp.group(1));
    assertFalse(csp.find(), "a second CSP meta tag");
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

  /** No absolute URL anywhere in the file, script included, but XML namespace names. */
  @Test
  void namesNoUrlButNamespaces() throws IOException {
    List<String> urls = new ArrayList<>();
    Matcher url = URL.matcher(html());
    while (url.find()) {
      if (!url.group().startsWith(NAMESPACES)) {
        urls.add(url.group());
      }
    }
    assertEquals(List.of(), urls);
    assertNotEquals(-1, html().indexOf("http://www.w3.org/2000/svg"), "the scan sees the script");
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
