package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Late-move reductions: the logarithmic table and the adjustments of a quiet move's reduction. */
class ReductionsTest {
  private final Reductions reductions = new Reductions();

  @Test
  void theBaseGrowsWithDepthAndMoveNumberAndStopsAt63() {
    assertEquals(0, reductions.base(1, 40), "ln 1 = 0: no reduction at depth 1");
    assertEquals(0, reductions.base(40, 1));
    // ln 10 * ln 10 / 2.25 = 2.36, rounded.
    assertEquals(2, reductions.base(10, 10));
    assertEquals(reductions.base(63, 63), reductions.base(200, 500), "cut at 63");
    assertTrue(reductions.base(20, 30) > reductions.base(10, 30));
    assertTrue(reductions.base(20, 30) > reductions.base(20, 10));
    assertEquals(Math.max(1, 10 - reductions.base(10, 10)), reductions.lmrDepth(10, 10));
    assertEquals(1, reductions.lmrDepth(2, 63), "at least one ply is left");
  }

  @Test
  void aQuietMoveIsReducedLessWhereItMattersMoreAndAlwaysKeepsAPly() {
    int base = reductions.base(12, 20);
    assertEquals(base, reductions.quiet(12, 20, 11, false, false, false, true, false, 0));
    assertEquals(base - 2, reductions.quiet(12, 20, 11, true, false, true, true, false, 0));
    assertEquals(base + 3, reductions.quiet(12, 20, 11, false, true, false, false, true, 0));
    assertEquals(base - 2, reductions.quiet(12, 20, 11, false, false, false, true, false, 16384));
    assertEquals(2, reductions.quiet(12, 20, 3, false, true, false, false, true, -16384));
    assertEquals(0, reductions.quiet(12, 20, 11, true, false, true, true, false, 16384 * 9));
    assertEquals(base - 1, reductions.badCapture(12, 20, 11, true));
    assertEquals(0, reductions.badCapture(12, 20, 1, false), "a child of depth 1 stays");
  }
}
