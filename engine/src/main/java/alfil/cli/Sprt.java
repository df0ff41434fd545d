package alfil.cli;

import java.util.Locale;

/**
 * A sequential probability ratio test on game pairs, the way fishtest and OpenBench judge an engine
 * change: it stops a match as soon as the games decide between H0 "the Elo difference is elo0" and
 * H1 "it is elo1", with error rates alpha (accepting H1 when H0 holds) and beta.
 *
 * <p>A match plays each opening twice with colours swapped, so the unit is the pair, scored 0, 1/2,
 * 1, 3/2 or 2 points: the pentanomial model. Pairs are far less noisy than single games, because an
 * unbalanced opening moves both games of a pair the same way and cancels out (Van den Bergh,
 * "Pentanomial statistics", fishtest; OpenBench's {@code stats.py}).
 *
 * <p>The log-likelihood ratio is the generalized SPRT's normal approximation: with the mean pair
 * score per game {@code m}, its per-pair variance {@code v} over {@code n} pairs, and the expected
 * scores {@code s0}, {@code s1} of elo0 and elo1 on the logistic Elo curve, {@code LLR = n * (s1 -
 * s0) * (2m - s0 - s1) / (2v)}. The bounds are Wald's: {@code ln(beta / (1 - alpha))} and {@code
 * ln((1 - beta) / alpha)}. Before every outcome has been seen the counts are regularized (each
 * count gets 0.001 added, as OpenBench does), so a few identical pairs give a finite ratio.
 *
 * <p>The normal approximation needs a sample: a variance from a handful of pairs is mostly luck
 * (one pair of a win and a draw has next to none, and its ratio passes any bound), so the test
 * takes no decision before {@link #MIN_PAIRS} pairs; it prints its ratio all the same.
 */
final class Sprt {
  /** Added to each pentanomial count, so that a run of identical pairs has a nonzero variance. */
  private static final double REGULARIZATION = 1e-3;

  /** Pairs before the test may decide: 20 games. */
  static final int MIN_PAIRS = 10;

  private final double elo0;
  private final double elo1;
  private final double alpha;
  private final double beta;

  /** Pairs by their score in half points: 0 (two losses) to 4 (two wins). */
  private final int[] pairs = new int[5];

  Sprt(double elo0, double elo1, double alpha, double beta) {
    if (!(elo0 < elo1)) {
      throw new IllegalArgumentException("elo0 must be below elo1");
    }
    if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
      throw new IllegalArgumentException("alpha and beta must lie between 0 and 0.5");
    }
    this.elo0 = elo0;
    this.elo1 = elo1;
    this.alpha = alpha;
    this.beta = beta;
  }

  /**
   * The test that {@code --sprt elo0 elo1 [alpha beta]} names: two or four numbers separated by
   * spaces; alpha and beta default to 0.05, as fishtest's.
   */
  static Sprt parse(String text) throws UsageException {
    String[] words = text.trim().split("\\s+");
    if (words.length != 2 && words.length != 4) {
      throw new UsageException(
          "match: --sprt takes elo0 elo1 [alpha beta], e.g. --sprt 0 10 or --sprt 0 10 0.05 0.05");
    }
    double[] v = new double[4];
    v[2] = 0.05;
    v[3] = 0.05;
    String[] names = {"elo0", "elo1", "alpha", "beta"};
    for (int i = 0; i < words.length; i++) {
      // Plain decimals only: the pattern also keeps out "NaN", "Infinity" and exponents.
      if (!words[i].matches("[-+]?[0-9]+(\\.[0-9]+)?")) {
        throw new UsageException(
            "match: --sprt " + names[i] + " must be a number, got '" + words[i] + "'");
      }
      v[i] = Double.parseDouble(words[i]);
    }
    try {
      return new Sprt(v[0], v[1], v[2], v[3]);
    } catch (IllegalArgumentException e) {
      throw new UsageException("match: --sprt " + e.getMessage());
    }
  }

  /** Counts a finished pair: Alfil's points in half points, 0 to 4. */
  void addPair(int halfPoints) {
    pairs[halfPoints]++;
  }

  int pairCount() {
    return pairs[0] + pairs[1] + pairs[2] + pairs[3] + pairs[4];
  }

  /** The log-likelihood ratio of H1 against H0 after the pairs so far. */
  double llr() {
    if (pairCount() == 0) {
      return 0;
    }
    double n = 0;
    double sum = 0;
    for (int k = 0; k < 5; k++) {
      double count = pairs[k] + REGULARIZATION;
      n += count;
      sum += count * k / 4.0;
    }
    double mean = sum / n;
    double variance = 0;
    for (int k = 0; k < 5; k++) {
      double d = k / 4.0 - mean;
      variance += (pairs[k] + REGULARIZATION) * d * d;
    }
    variance /= n;
    double s0 = expectedScore(elo0);
    double s1 = expectedScore(elo1);
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
  }

  /** Wald's lower bound: at or below it the test accepts H0. */
  double lowerBound() {
    return Math.log(beta / (1 - alpha));
  }

  /** Wald's upper bound: at or above it the test accepts H1. */
  double upperBound() {
    return Math.log((1 - beta) / alpha);
  }

  /** +1 when H1 is accepted, -1 when H0 is, 0 while the test goes on. */
  int decision() {
    if (pairCount() < MIN_PAIRS) {
      return 0;
    }
    double llr = llr();
    return llr >= upperBound() ? 1 : llr <= lowerBound() ? -1 : 0;
  }

  /** The score expected of an Elo difference on the logistic curve. */
  static double expectedScore(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /** {@code sprt elo0 0.0 elo1 10.0: llr 1.23 (-2.94, 2.94), pairs 3 5 8 4 1} and the verdict. */
  String line() {
    int d = decision();
    return String.format(
        Locale.ROOT,
        "sprt elo0 %.1f elo1 %.1f alpha %.3f beta %.3f: llr %.2f (%.2f, %.2f), pairs %d %d %d %d %d"
            + " (0 to 2 points)%s",
        elo0,
        elo1,
        alpha,
        beta,
        llr(),
        lowerBound(),
        upperBound(),
        pairs[0],
        pairs[1],
        pairs[2],
        pairs[3],
        pairs[4],
        d > 0 ? ": H1 accepted" : d < 0 ? ": H0 accepted" : ": no decision");
  }
}
