package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Piece-square values as text: every step in range has a character that needs no escape. */
class SquareTextTest {

  @Test
  void squareTextHoldsEveryStepInRangeAndNeedsNoEscape() {
    int step = SquareText.STEP;
    for (int steps = -45; steps <= 45; steps++) {
      char c = SquareText.character(steps * step);
      assertNotEquals('\\', c);
      assertNotEquals('"', c);
      assertEquals(steps * step, SquareText.value(c));
    }
    // Between steps: rounded to the nearer, a half step toward 0.
    int[][] roundings = {
      {step + 1, step},
      {step - 1, step},
      {-(step - 1), -step},
      {step / 2, 0},
      {-step / 2, 0},
      {step + step / 2, step},
      {-step - step / 2, -step},
      {step + step / 2 + 1, 2 * step}
    };
    for (int[] r : roundings) {
      assertEquals(r[1], SquareText.value(SquareText.character(r[0])), "" + r[0]);
    }
    assertThrows(IllegalArgumentException.class, () -> SquareText.character(46 * step));
    assertThrows(IllegalArgumentException.class, () -> SquareText.character(-46 * step));
  }

  @Test
  void aTunersValuePastTheRangeIsHeldAtItsEnd() {
    int end = SquareText.STEPS * SquareText.STEP;
    assertEquals(end, SquareText.value(SquareText.clampedCharacter(end + 500)));
    assertEquals(-end, SquareText.value(SquareText.clampedCharacter(-end - 1)));
    assertEquals(8, SquareText.value(SquareText.clampedCharacter(9)));
  }
}
