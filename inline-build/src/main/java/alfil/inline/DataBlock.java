package alfil.inline;

import java.util.Locale;

/**
 * Puts a data file into the page template as the text of a non-executable data block ({@code
 * <script type="text/plain">}): the raw UTF-8 text, no escaping, so it costs its own gzipped size
 * and the page reads it with {@code textContent}.
 *
 * <p>Why a data block: a {@code <script>} whose type is not JavaScript is never run, so the CSP's
 * {@code script-src} hash does not concern it; and its content is raw text, so only the sequences
 * that would end the element early or switch the parser into its escaped state are refused.
 */
public final class DataBlock {
  private DataBlock() {}

  /**
   * The template with {@code marker} (present exactly once) replaced by {@code text}; throws
   * {@link IllegalStateException} when the text could not stand inside a script element, or holds
   * a {@code {{} that {@link SinglePage#fill} could take for one of its markers.
   */
  public static String fill(String template, String marker, String text) {
    String lower = text.toLowerCase(Locale.ROOT);
    if (lower.contains("</script") || lower.contains("<!--") || lower.contains("<script")) {
      throw new IllegalStateException("data for " + marker + " contains a script tag or \"<!--\"");
    }
    if (text.contains("{{")) {
      throw new IllegalStateException("data for " + marker + " contains \"{{\"");
    }
    int at = template.indexOf(marker);
    if (at < 0 || template.indexOf(marker, at + 1) >= 0) {
      throw new IllegalStateException("template must hold " + marker + " exactly once");
    }
    return template.substring(0, at) + text + template.substring(at + marker.length());
  }
}
