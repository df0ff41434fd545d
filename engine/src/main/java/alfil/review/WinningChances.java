package alfil.review;

import alfil.search.Score;

/**
 * A search score as winning chances, from -1 (lost) through 0 to 1 (won), by lichess's logistic
 * curve {@code 2 / (1 + exp(-k * cp)) - 1} (lila {@code WinPercent.scala}, {@code
 * ui/ceval/src/winningChances.ts}) with the game's slope {@code k} ({@link
 * alfil.core.Game#winningChanceSlope}). As lila does, centipawns count up to a ceiling: lila ceils
 * them at 1000 ({@code Cp.CEILING}) on chess's curve, here the same exponent bounds every game's
 * curve, so that the ceiling is the same chance in every game. A mate is 1 for the side that mates
 * and -1 for the side mated.
 */
public final class WinningChances {
  /** Lichess's slope (lila {@code WinPercent.scala}), times lila's ceiling of 1000 centipawns. */
  private static final double EXPONENT_CEILING = 0.00368208 * 1000;

  private WinningChances() {}

  /** The chances of the side whose view {@code score} ({@link Score}) takes, -1 to 1. */
  public static double of(int score, double slope) {
    if (Score.isMate(score)) {
      return score > 0 ? 1 : -1;
    }
    double exponent = Math.max(-EXPONENT_CEILING, Math.min(EXPONENT_CEILING, slope * score));
    return 2 / (1 + Math.exp(-exponent)) - 1;
  }

  /** The chances as lila's win percentage, 0 to 100. */
  public static double percent(double chances) {
    return 50 + 50 * chances;
  }
}
