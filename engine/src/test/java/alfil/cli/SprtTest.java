package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SprtTest {
  private static Sprt withPairs(int... counts) {
    Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
    for (int k = 0; k < 5; k++) {
      for (int i = 0; i < counts[k]; i++) {
        sprt.addPair(k);
      }
    }
    return sprt;
  }

  /** Wald's bounds for alpha = beta = 0.05: ln(0.05 / 0.95) and its negative. */
  @Test
  void boundsAreWalds() {
    Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
    assertEquals(-2.9444, sprt.lowerBound(), 1e-4);
    assertEquals(2.9444, sprt.upperBound(), 1e-4);
    Sprt strict = new Sprt(0, 10, 0.01, 0.10);
    assertEquals(Math.log(0.10 / 0.99), strict.lowerBound(), 1e-12);
    assertEquals(Math.log(0.90 / 0.01), strict.upperBound(), 1e-12);
  }

  /**
   * Reference values from OpenBench's pentanomial formula (regularized counts, normal GSPRT),
   * computed independently in Python.
   */
  @Test
  void ratioMatchesTheReferenceFormula() {
    assertEquals(0.15038, withPairs(1, 3, 10, 4, 2).llr(), 1e-4);
    assertEquals(3.01135, withPairs(0, 2, 10, 20, 8).llr(), 1e-4);
    assertEquals(-3.22240, withPairs(8, 20, 10, 2, 0).llr(), 1e-4);
  }

  @Test
  void decidesOnlyPastABound() {
    assertEquals(0, new Sprt(0, 10, 0.05, 0.05).decision());
    assertEquals(0, withPairs(1, 3, 10, 4, 2).decision());
    assertEquals(1, withPairs(0, 2, 10, 20, 8).decision());
    assertEquals(-1, withPairs(8, 20, 10, 2, 0).decision());
    assertTrue(withPairs(0, 2, 10, 20, 8).line().endsWith("H1 accepted"));
  }

  /** Identical pairs would have no variance; the regularization keeps the ratio finite. */
  @Test
  void aRunOfIdenticalPairsStaysFinite() {
    double llr = withPairs(0, 0, 0, 0, 3).llr();
    assertTrue(Double.isFinite(llr) && llr > 0, "llr " + llr);
  }

  /**
   * One pair of a win and a draw has a ratio far past the bound (its variance is the
   * regularization's), yet decides nothing; eleven pairs of wins and draws do.
   */
  @Test
  void aFewPairsDecideNothing() {
    Sprt one = withPairs(0, 0, 0, 1, 0);
    assertTrue(one.llr() > one.upperBound(), "llr " + one.llr());
    assertEquals(0, one.decision());
    assertTrue(one.line().endsWith("no decision"));
    assertEquals(0, withPairs(0, 0, 0, 0, Sprt.MIN_PAIRS - 1).decision());
    assertEquals(1, withPairs(0, 0, 0, 3, 8).decision());
  }

  @Test
  void parsesTwoOrFourNumbersAndRefusesTheRest() throws UsageException {
    assertEquals(Math.log(0.05 / 0.95), Sprt.parse("0 10").lowerBound(), 1e-12);
    assertEquals(Math.log(0.1 / 0.98), Sprt.parse("-5 5 0.02 0.1").lowerBound(), 1e-12);
    assertThrows(UsageException.class, () -> Sprt.parse("10"));
    assertThrows(UsageException.class, () -> Sprt.parse("0 10 0.05"));
    assertThrows(UsageException.class, () -> Sprt.parse("10 0"));
    assertThrows(UsageException.class, () -> Sprt.parse("0 ten"));
    assertThrows(UsageException.class, () -> Sprt.parse("0 1e3"));
    assertThrows(UsageException.class, () -> Sprt.parse("0 10 0.6 0.05"));
  }
}
