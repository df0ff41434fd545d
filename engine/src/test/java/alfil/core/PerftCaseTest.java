package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PerftCaseTest {

  @Test
  void parsesFenAndDepths() throws InvalidInputException {
    PerftCase c = PerftCase.parse("8/8/8/8/8/8/8/K1k5 w - - 0 1 ;D1 3 ;D2 9 ;D7 3195901860");
    assertEquals("8/8/8/8/8/8/8/K1k5 w - - 0 1", c.fen());
    assertEquals(3, c.expected(1));
    assertEquals(9, c.expected(2));
    assertEquals(-1, c.expected(3));
    assertEquals(3195901860L, c.expected(7));
    assertEquals(7, c.maxDepth());
  }

  @Test
  void blankAndCommentLinesCarryNoCase() throws InvalidInputException {
    assertNull(PerftCase.parse("   "));
    assertNull(PerftCase.parse("# a comment"));
  }

  @Test
  void malformedFieldsAreNamed() {
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> PerftCase.parse("fen ;D1 x"));
    assertTrue(e.field().contains("D1 x"), e.getMessage());
    assertThrows(InvalidInputException.class, () -> PerftCase.parse("fen ;E1 20"));
    assertThrows(InvalidInputException.class, () -> PerftCase.parse(" ;D1 20"));
  }
}
