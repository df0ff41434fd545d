package alfil.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.ChessOutcome;
import alfil.chess.ChessTexts;
import alfil.core.CoreTexts;
import alfil.core.Game;
import alfil.core.Outcome;
import alfil.core.Text;
import alfil.xiangqi.XiangqiOutcome;
import alfil.xiangqi.XiangqiTexts;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The engine's texts as the page's languages will translate them: {@link Games#texts} lists every
 * catalog constant exactly once (the catalogs' {@code all()} are written by hand, as the page's
 * script carries no reflection), their keys are unique and well formed, and their patterns number
 * their arguments without a gap. The page ships every key in six languages within its size budget,
 * hence the cap on their number.
 */
class EngineTextsTest {
  /** The catalogs, each a class of public static final texts. */
  private static final Class<?>[] CATALOGS = {
    CoreTexts.class, ChessTexts.class, XiangqiTexts.class
  };

  /** The most keys the engine may have: each language carries them all with the page's own. */
  private static final int MOST_KEYS = 115;

  private static final Pattern KEY = Pattern.compile("[a-z]+\\.[a-z][A-Za-z0-9]*");

  private static final Set<String> DOMAINS =
      Set.of("text", "side", "piece", "outcome", "fen", "record", "move", "draw", "claim", "clock");

  @Test
  void theListHoldsEveryCatalogConstantOnce() throws IllegalAccessException {
    List<Text> declared = new ArrayList<>();
    for (Class<?> catalog : CATALOGS) {
      for (Field field : catalog.getDeclaredFields()) {
        int m = field.getModifiers();
        if (field.getType() == Text.class && Modifier.isStatic(m)) {
          assertTrue(
              Modifier.isPublic(m) && Modifier.isFinal(m), catalog.getSimpleName() + "." + field);
          declared.add((Text) field.get(null));
        }
      }
    }
    Text[] listed = Games.texts();
    Map<Text, Integer> times = new IdentityHashMap<>();
    for (Text text : listed) {
      times.merge(text, 1, Integer::sum);
    }
    for (Text text : declared) {
      assertEquals(1, times.getOrDefault(text, 0), "listed once: " + text.key());
    }
    assertEquals(declared.size(), listed.length, "nothing listed that no catalog declares");
  }

  @Test
  void eachGameListsItsOwnCatalog() {
    Game[] games = Games.all();
    assertEquals(2, games.length);
    assertEquals(ChessTexts.all().length, Games.byName("chess").texts().length);
    assertSame(ChessTexts.WHITE_KNIGHT, Games.byName("chess").pieceName('N'));
    assertSame(XiangqiTexts.BLACK_CANNON, Games.byName("xiangqi").pieceName('c'));
    assertEquals(XiangqiTexts.all().length, Games.byName("xiangqi").texts().length);
    assertEquals(
        CoreTexts.all().length + ChessTexts.all().length + XiangqiTexts.all().length,
        Games.texts().length);
  }

  @Test
  void keysAreUniqueWellFormedAndFew() {
    Set<String> keys = new HashSet<>();
    for (Text text : Games.texts()) {
      assertTrue(keys.add(text.key()), "one key, one text: " + text.key());
      assertTrue(KEY.matcher(text.key()).matches(), text.key());
      assertTrue(DOMAINS.contains(text.key().substring(0, text.key().indexOf('.'))), text.key());
    }
    assertTrue(keys.size() <= MOST_KEYS, keys.size() + " keys");
  }

  @Test
  void catalogPatternsNumberTheirArgumentsWithoutAGap() {
    for (Text text : Games.texts()) {
      assertEquals(0, text.argumentCount(), "a catalog constant has no arguments: " + text.key());
      int used = Text.argumentsUsed(text.english());
      assertEquals(0, used & (used + 1), "arguments 0 to n-1: " + text.key());
      assertTrue(!text.english().isEmpty() && text.english().equals(text.english().trim()));
    }
  }

  @Test
  void everyEndingGivesItsReasonAsACatalogTextAndItsLineInEnglish() throws IllegalAccessException {
    Set<String> catalog = new HashSet<>();
    for (Text text : Games.texts()) {
      catalog.add(text.key());
    }
    List<Outcome> outcomes = new ArrayList<>();
    for (Field field : ChessOutcome.class.getFields()) {
      if (field.getType() == ChessOutcome.class) {
        outcomes.add((Outcome) field.get(null));
      }
    }
    for (int kind = XiangqiOutcome.CHECKMATE;
        kind <= XiangqiOutcome.INSUFFICIENT_MATERIAL;
        kind++) {
      for (int winner = -1; winner <= 1; winner++) {
        if ((winner < 0) == (kind >= XiangqiOutcome.AGREEMENT)) {
          outcomes.add(XiangqiOutcome.win(winner, kind));
        }
      }
    }
    assertEquals(15 + 16, outcomes.size(), "FIDE's fifteen endings and xiangqi's sixteen");
    for (Outcome outcome : outcomes) {
      assertTrue(catalog.contains(outcome.reason().key()), outcome.text());
      assertEquals(0, outcome.reason().argumentCount(), outcome.text());
      assertTrue(outcome.text().endsWith(" " + outcome.reason()), outcome.text());
    }
    assertSame(CoreTexts.ON_TIME, ChessOutcome.WHITE_FLAG_FALLS.reason());
    assertEquals("black wins on time", ChessOutcome.WHITE_FLAG_FALLS.text());
    assertEquals(
        "black wins by perpetual chase", XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHASE.text());
    assertSame(XiangqiTexts.PERPETUAL_CHASE, XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHASE.reason());
  }
}
