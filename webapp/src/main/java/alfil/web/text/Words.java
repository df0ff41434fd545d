package alfil.web.text;

import alfil.core.Text;

/**
 * The page's language: how it says a {@link Text}. English until a table is chosen; each view is
 * handed the page's one instance and asks it for every sentence a player reads.
 */
public final class Words {
  private Text.Patterns patterns;

  /** Says the text in the page's language; null stays null. */
  public String of(Text text) {
    return text == null ? null : text.in(patterns);
  }

  /** Says {@code text} when it is a Text, else shows it as it is. */
  public String of(Object text) {
    return text instanceof Text ? of((Text) text) : text == null ? null : text.toString();
  }

  /** The language's patterns from now on (null: English). */
  public void use(Text.Patterns language) {
    patterns = language;
  }
}
