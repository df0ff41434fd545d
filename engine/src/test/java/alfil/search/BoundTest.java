package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A result's bound in its window, and whether a stored bound settles another window. */
class BoundTest {

  @Test
  void aResultIsBoundedByTheSideOfTheWindowItLeft() {
    assertEquals(Bound.LOWER, Bound.of(50, 10, 50), "at beta: failed high");
    assertEquals(Bound.EXACT, Bound.of(30, 10, 50));
    assertEquals(Bound.UPPER, Bound.of(10, 10, 50), "at alpha: failed low");
    assertEquals(Bound.EXACT, Bound.LOWER | Bound.UPPER);
  }

  @Test
  void aStoredBoundSettlesOnlyTheWindowsItAnswers() {
    assertTrue(Bound.cuts(Bound.EXACT, 30, 40, 50));
    assertTrue(Bound.cuts(Bound.LOWER, 50, 10, 50));
    assertFalse(Bound.cuts(Bound.LOWER, 49, 10, 50), "at least 49 says nothing of beta 50");
    assertTrue(Bound.cuts(Bound.UPPER, 10, 10, 50));
    assertFalse(Bound.cuts(Bound.UPPER, 11, 10, 50));
  }
}
