package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TextTest {
  private static final Text WHITE = new Text("side.white", "white");
  private static final Text NO_KING = new Text("fen.noKing", "no {0} king");
  private static final Text MOVE = new Text("record.move", "move {0} '{1}': {2}");

  @Test
  void englishFillsEachNumberedArgumentOnce() {
    assertEquals("no white king", NO_KING.with(WHITE).toString());
    assertEquals(
        "move 12 'Nf3': no white king", MOVE.with("12", "Nf3", NO_KING.with(WHITE)).toString());
  }

  @Test
  void aLanguageRendersNestedTextsInItsOwnWords() {
    Text.Patterns spanish =
        key ->
            key.equals("side.white")
                ? "blancas"
                : key.equals("fen.noKing") ? "falta el rey de {0}" : null;
    assertEquals("falta el rey de blancas", NO_KING.with(WHITE).in(spanish));
    // A key the language lacks falls back to the English pattern, its arguments still translated.
    assertEquals(
        "move 3 'e4': falta el rey de blancas",
        MOVE.with("3", "e4", NO_KING.with(WHITE)).in(spanish));
  }

  @Test
  void bracesThatNameNoArgumentStayAsWritten() {
    assertEquals("{x} {9} {} {0", new Text("k", "{x} {9} {} {0").with("a").toString());
    assertEquals("a{", new Text("k", "{0}{").with("a").toString());
  }

  @Test
  void withDoesNotChangeTheCatalogConstant() {
    NO_KING.with(WHITE);
    assertEquals(0, NO_KING.argumentCount());
    assertEquals("no {0} king", NO_KING.toString());
  }

  @Test
  void argumentsUsedAreABitSet() {
    assertEquals(0b101, Text.argumentsUsed("{2} then {0}, {0} again"));
    assertEquals(0, Text.argumentsUsed("no argument {x}"));
    assertEquals(1 << 10, Text.argumentsUsed("{10}"));
  }
}
