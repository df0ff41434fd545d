package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AsciiTest {

  @Test
  void agreesWithCharacterOnAscii() {
    for (char c = 0; c < 128; c++) {
      assertEquals(Character.isDigit(c), Ascii.isDigit(c), "digit " + (int) c);
      assertEquals(Character.isLetter(c), Ascii.isLetter(c), "letter " + (int) c);
      assertEquals(Character.isUpperCase(c), Ascii.isUpper(c), "upper " + (int) c);
      assertEquals(Character.toUpperCase(c), Ascii.toUpper(c), "toUpper " + (int) c);
      assertEquals(Character.toLowerCase(c), Ascii.toLower(c), "toLower " + (int) c);
    }
  }

  @Test
  void leavesOtherCharactersAlone() {
    assertEquals("E2E4 炮二平五 É", Ascii.toUpper("e2e4 炮二平五 É"));
    assertEquals("h2e2 车", Ascii.toLower("H2E2 车"));
    assertFalse(Ascii.isLetter('車'));
  }

  @Test
  void equalsIgnoringTheCaseOfAsciiLettersOnly() {
    assertTrue(Ascii.equalsIgnoreCase("Variant", "VARIANT"));
    assertTrue(Ascii.equalsIgnoreCase("red wins by resignation", "Red Wins By Resignation"));
    assertFalse(Ascii.equalsIgnoreCase("FEN", "FEN "));
    assertFalse(Ascii.equalsIgnoreCase("É", "é"), "other letters keep their case");
  }

  @Test
  void whitespaceIncludesWhatRealFilesCarry() {
    for (char c : new char[] {' ', '\t', '\n', '\r', '\f', '\u00A0', '\u3000', '\uFEFF'}) {
      assertTrue(Ascii.isWhitespace(c), "char " + (int) c);
    }
    assertFalse(Ascii.isWhitespace('a'));
    assertFalse(Ascii.isWhitespace('0'));
  }
}
