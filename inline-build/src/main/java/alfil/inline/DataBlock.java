package alfil.inline;

/**
 * Puts a data file into the page template as the content of an inert {@code <template>} element:
 * the UTF-8 text as it is, so it costs its own gzipped size, and the page reads it back with {@code
 * template.content.textContent}.
 *
 * <p>Why a template: its content is parsed but never rendered, run or fetched from, so the page's
 * one script stays the only {@code <script>} element (the one the CSP names by hash). Its content
 * is HTML text, so the data may hold no {@code <} or {@code &}, which the parser would read as
 * markup or a character reference; refusing them, rather than escaping, keeps the text in the page
 * byte for byte the file's.
 */
public final class DataBlock {
  private DataBlock() {}

  /**
   * The template with {@code marker} (present exactly once) replaced by {@code text}; throws {@link
   * IllegalStateException} naming the marker when the text holds {@code <} or {@code &}, or a
   * {@code {{} that {@link SinglePage#fill} could take for one of its own markers.
   */
  public static String fill(String template, String marker, String text) {
    for (String refused : new String[] {"<", "&", "{{"}) {
      int at = text.indexOf(refused);
      if (at >= 0) {
        throw new IllegalStateException(
            "data for " + marker + " holds \"" + refused + "\" at character " + at);
      }
    }
    int at = template.indexOf(marker);
    if (at < 0 || template.indexOf(marker, at + 1) >= 0) {
      throw new IllegalStateException("template must hold " + marker + " exactly once");
    }
    return template.substring(0, at) + text + template.substring(at + marker.length());
  }
}
