package alfil.inline;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds the one-file page from the template, the CSS and the compiled script, and checks the rules
 * of the single offline file.
 *
 * <p>The template holds three markers, each exactly once: {@code {{CSP}}} (content of the CSP meta
 * tag), {@code {{STYLE}}} (inside {@code <style>}) and {@code {{SCRIPT}}} (inside the one {@code
 * <script>}). The script gets a call of its entry point appended; the CSP allows exactly that text
 * by its sha256 hash. The output depends on the inputs only (no time, no environment), so a fresh
 * build reproduces the committed {@code dist/alfil.html} byte for byte.
 */
public final class SinglePage {
  /**
   * Appended to the TeaVM script: compiled without a module wrapper ({@code jsModuleType} NONE, the
   * smallest) it only declares the global {@code main}, in the page and in the worker alike; this
   * line runs it in both. The page's run waits for the document's end, so that the data blocks
   * after the script are there: the language tables sit right after it, where gzip finds their keys
   * in the script's string pool (1.6 KB less gzipped than before the script). Until it runs, the
   * page is hidden: a frame of the bare template between the script and the document's end would
   * otherwise be laid out again by the page's first drawing, a shift the player sees.
   */
  static final String BOOT =
      "\nif(typeof document<'u'&&document.readyState=='loading'){"
          + "let h=document.documentElement.style;h.visibility='hidden';"
          + "document.addEventListener('DOMContentLoaded',()=>{try{main()}finally{h.visibility=''}})"
          + "}else main();\n";

  private static final String[] MARKERS = {"{{CSP}}", "{{STYLE}}", "{{SCRIPT}}"};

  /** Attributes that make a browser fetch something. */
  private static final Pattern URL_ATTRIBUTE =
      Pattern.compile(
          "\\b(src|href|srcset|action|formaction|poster|data|background|manifest|ping)\\s*=\\s*"
              + "(\"[^\"]*\"|'[^']*'|[^\\s>]+)",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern CSS_URL =
      Pattern.compile("url\\(\\s*['\"]?([^'\")]*)", Pattern.CASE_INSENSITIVE);

  private SinglePage() {}

  /** The page, checked; throws {@link IllegalStateException} naming the broken rule. */
  public static String assemble(String template, String css, String js) {
    String script = js + BOOT;
    String style = minifyCss(css);
    if (script.toLowerCase(Locale.ROOT).contains("</script")) {
      throw new IllegalStateException("inlined script contains \"</script\": it would end early");
    }
    if (script.contains("<!--")) {
      throw new IllegalStateException("inlined script contains \"<!--\": HTML would misparse it");
    }
    if (style.toLowerCase(Locale.ROOT).contains("</style")) {
      throw new IllegalStateException("inlined CSS contains \"</style\"");
    }
    String csp = contentSecurityPolicy(script);
    checkNoExternalReferences(fill(template, csp, style, ""));
    return fill(template, csp, style, script);
  }

  /**
   * The policy: nothing from anywhere ({@code default-src 'none'}), this script by its hash, the
   * blob worker made from it, inline styles and data: images. {@code base-uri} and {@code
   * form-action} do not fall back to {@code default-src}, so they are closed explicitly.
   */
  public static String contentSecurityPolicy(String script) {
    return "default-src 'none'; script-src '"
        + sha256(script)
        + "'; worker-src blob:; style-src 'unsafe-inline'; img-src data:;"
        + " base-uri 'none'; form-action 'none'";
  }

  /** The CSP source expression for a script text: {@code sha256-<base64>} of its UTF-8 bytes. */
  public static String sha256(String script) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      byte[] hash = digest.digest(script.getBytes(StandardCharsets.UTF_8));
      return "sha256-" + Base64.getEncoder().encodeToString(hash);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }

  /**
   * Fails when the markup or CSS refers to anything outside the file: every URL attribute and CSS
   * {@code url()} must be a fragment ({@code #...}) or a {@code data:} URL, and {@code @import} is
   * not allowed. (The script text is not scanned: the CSP blocks whatever it might try.)
   */
  static void checkNoExternalReferences(String markup) {
    Matcher a = URL_ATTRIBUTE.matcher(markup);
    while (a.find()) {
      String value = unquote(a.group(2));
      if (!isInline(value)) {
        throw new IllegalStateException(
            "external reference in attribute " + a.group(1) + "=\"" + value + "\"");
      }
    }
    Matcher u = CSS_URL.matcher(markup);
    while (u.find()) {
      if (!isInline(u.group(1).trim())) {
        throw new IllegalStateException("external reference in CSS url(" + u.group(1) + ")");
      }
    }
    if (markup.toLowerCase(Locale.ROOT).contains("@import")) {
      throw new IllegalStateException("CSS @import is an external reference");
    }
  }

  private static boolean isInline(String url) {
    String v = url.trim().toLowerCase(Locale.ROOT);
    return v.startsWith("#") || v.startsWith("data:");
  }

  private static String unquote(String v) {
    if (v.length() >= 2 && (v.charAt(0) == '"' || v.charAt(0) == '\'')) {
      return v.substring(1, v.length() - 1);
    }
    return v;
  }

  /**
   * Strips indentation and line ends (the CSS is written one declaration per line), the space after
   * {@code :} and {@code ,} and before {@code {}, the last {@code ;} of a block and the zero before
   * a decimal point. Safe for this project's CSS, which has no strings holding those characters and
   * no selector with a space before a colon.
   */
  static String minifyCss(String css) {
    StringBuilder out = new StringBuilder(css.length());
    for (String line : css.split("\n", -1)) {
      out.append(line.strip());
    }
    return out.toString()
        .replace(": ", ":")
        .replace(", ", ",")
        .replace(" {", "{")
        .replace(";}", "}")
        .replaceAll("(?<![0-9.])0\\.([0-9])", ".$1");
  }

  /** The template with each marker replaced; the values are never scanned for markers. */
  static String fill(String template, String csp, String style, String script) {
    String[] values = {csp, style, script};
    int[] at = new int[MARKERS.length];
    for (int i = 0; i < MARKERS.length; i++) {
      at[i] = template.indexOf(MARKERS[i]);
      if (at[i] < 0 || template.indexOf(MARKERS[i], at[i] + 1) >= 0) {
        throw new IllegalStateException("template must hold " + MARKERS[i] + " exactly once");
      }
    }
    StringBuilder out = new StringBuilder(template.length() + csp.length() + style.length());
    int pos = 0;
    while (true) {
      int next = -1;
      for (int i = 0; i < MARKERS.length; i++) {
        if (at[i] >= pos && (next < 0 || at[i] < at[next])) {
          next = i;
        }
      }
      if (next < 0) {
        break;
      }
      out.append(template, pos, at[next]).append(values[next]);
      pos = at[next] + MARKERS[next].length();
    }
    return out.append(template, pos, template.length()).toString();
  }
}
