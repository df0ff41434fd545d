package alfil.cli;

import java.util.Locale;

/**
 * Wins, draws and losses of one player over a match, its score, and the Elo difference with a 95%
 * confidence interval. The interval is the usual normal approximation over per-game scores (as
 * cutechess-cli and the Stockfish testing framework report it): the mean score's standard error
 * from the sample variance of the results, 1.96 standard errors either side, each bound mapped
 * through the logistic Elo curve; the error bar is half the interval's width.
 *
 * <p>Near 0% or 100% that approximation leaves the unit interval and the bar becomes infinite,
 * although the games still bound the difference. So the match also gives the Wilson score interval
 * (Wilson, 1927), which stays inside (0, 1) for any score short of a shut-out, and for a shut-out
 * still bounds one side. Draws lower a match's variance below the binomial's; the interval uses the
 * effective number of games {@code n * s(1-s) / variance}, the binomial count with the observed
 * variance.
 */
final class MatchStats {
  /** The normal quantile of a two-sided 95% interval. */
  private static final double Z95 = 1.96;

  private int wins;
  private int draws;
  private int losses;

  void addWin() {
    wins++;
  }

  void addDraw() {
    draws++;
  }

  void addLoss() {
    losses++;
  }

  int games() {
    return wins + draws + losses;
  }

  int wins() {
    return wins;
  }

  int draws() {
    return draws;
  }

  int losses() {
    return losses;
  }

  /** Points: a win 1, a draw 1/2. */
  double points() {
    return wins + draws / 2.0;
  }

  /** Mean score per game, 0..1. */
  double score() {
    return games() == 0 ? 0.5 : points() / games();
  }

  /** The Elo difference that the score implies (infinite at 0 % or 100 %). */
  double elo() {
    return elo(score());
  }

  /** The sample variance of the per-game scores (1, 1/2, 0) about their mean. */
  private double variance() {
    double s = score();
    return (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / games();
  }

  /** Half the width of the 95% interval of {@link #elo()}, in Elo; infinite when undefined. */
  double errorBar() {
    int n = games();
    if (n < 2) {
      return Double.POSITIVE_INFINITY;
    }
    double s = score();
    double standardError = Math.sqrt(variance() / n);
    double low = elo(s - Z95 * standardError);
    double high = elo(s + Z95 * standardError);
    return (high - low) / 2;
  }

  /**
   * The 95% Wilson score interval of the Elo difference, {@code {low, high}}; a bound is infinite
   * only on the side of a shut-out (no point scored, or none dropped).
   */
  double[] interval() {
    int n = games();
    if (n == 0) {
      return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
    }
    double s = score();
    double binomial = s * (1 - s);
    double variance = variance();
    // All draws: no spread was observed, so fall back to the binomial count (wider, not narrower).
    double effective = variance > 0 ? n * binomial / variance : n;
    double z2 = Z95 * Z95;
    double denominator = 1 + z2 / effective;
    double centre = (s + z2 / (2 * effective)) / denominator;
    double half =
        Z95 * Math.sqrt(binomial / effective + z2 / (4 * effective * effective)) / denominator;
    return new double[] {elo(centre - half), elo(centre + half)};
  }

  static double elo(double score) {
    if (score <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (score >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    return -400 * Math.log10(1 / score - 1);
  }

  /** {@code wins 8 draws 6 losses 6} */
  String resultLine() {
    return "wins " + wins + " draws " + draws + " losses " + losses;
  }

  /** {@code score 11.0/20 (55.0%)} */
  String scoreLine() {
    return String.format(Locale.ROOT, "score %.1f/%d (%.1f%%)", points(), games(), 100 * score());
  }

  /** {@code elo +34.9 +/- 120.3 (95%)}; {@code inf} when the score is 0 % or 100 %. */
  String eloLine() {
    return "elo " + number(elo(), true) + " +/- " + number(errorBar(), false) + " (95%)";
  }

  /** {@code interval -712.3 to -341.0 (95%, Wilson)}: see {@link #interval()}. */
  String intervalLine() {
    double[] bounds = interval();
    return "interval "
        + number(bounds[0], true)
        + " to "
        + number(bounds[1], true)
        + " (95%, Wilson)";
  }

  private static String number(double value, boolean signed) {
    if (Double.isInfinite(value) || Double.isNaN(value)) {
      return value < 0 ? "-inf" : signed ? "+inf" : "inf";
    }
    // Adding 0.0 turns -0.0 (an even score) into 0.0, so it prints as +0.0.
    return String.format(Locale.ROOT, signed ? "%+.1f" : "%.1f", value + 0.0);
  }
}
