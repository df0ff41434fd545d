package alfil.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.CoreTexts;
import alfil.core.InvalidInputException;
import alfil.core.Text;
import alfil.games.Games;
import java.util.HashMap;
import java.util.Map;

/**
 * Checks that what the engine says to a player is made of its catalogs' texts ({@link
 * Games#texts}), so that the page can say it in every language: each text's key is a catalog key
 * with the catalog's English, its arguments fill exactly the pattern's numbers, and each argument
 * is a text of the same kind or a plain string.
 */
public final class CatalogTexts {
  private static final Map<String, Text> BY_KEY = new HashMap<>();

  static {
    for (Text text : Games.texts()) {
      BY_KEY.put(text.key(), text);
    }
  }

  private CatalogTexts() {}

  /** Both parts of a parser's or a judge's error, and their English as the command line has it. */
  public static void assertFromCatalog(InvalidInputException e, String input) {
    assertFromCatalog(e.what(), input);
    assertFromCatalog(e.why(), input);
    assertEquals(e.what() + ": " + e.why(), e.getMessage(), input);
    assertEquals(e.what().toString(), e.field(), input);
    assertEquals(e.why().toString(), e.reason(), input);
  }

  /** One text and every text among its arguments. */
  public static void assertFromCatalog(Text text, String context) {
    assertNotNull(text, context);
    Text constant = BY_KEY.get(text.key());
    assertNotNull(constant, "not a catalog key: " + text.key() + " in " + context);
    assertNotEquals(CoreTexts.PLAIN.key(), text.key(), "English only: " + text + " in " + context);
    assertEquals(constant.english(), text.english(), context);
    assertEquals(
        (1 << text.argumentCount()) - 1,
        Text.argumentsUsed(text.english()),
        text.key() + " filled with " + text.argumentCount() + " arguments in " + context);
    for (int i = 0; i < text.argumentCount(); i++) {
      Object argument = text.argument(i);
      if (argument instanceof Text) {
        assertFromCatalog((Text) argument, context);
      } else {
        assertTrue(argument instanceof String, text.key() + " argument " + i + " in " + context);
      }
    }
  }
}
