package alfil.review;

import alfil.core.Side;

/**
 * Lichess's accuracy: of one move, from the mover's win percentage before and after it (lila {@code
 * AccuracyPercent.fromWinPercents}), and of each side over a game (lila {@code
 * AccuracyPercent.gameAccuracy}): the mean of a volatility-weighted mean and the harmonic mean of
 * its moves' accuracies, so that calm stretches weigh less and one blunder weighs much.
 */
public final class Accuracy {
  private Accuracy() {}

  /**
   * A move's accuracy, 0 to 100: 100 when it kept or raised the mover's win percentage, else lila's
   * fitted exponential of the drop in percentage points, {@code 103.1668 * exp(-0.04354 * drop) -
   * 3.1669}, plus lila's point of "uncertainty bonus (due to imperfect analysis)", clamped.
   */
  public static double ofMove(double before, double after) {
    if (after >= before) {
      return 100;
    }
    double raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * (before - after));
    return Math.max(0, Math.min(100, raw - 3.166924740191411 + 1));
  }

  /**
   * Each side's accuracy over a game, indexed by {@link Side}, NaN for a side without a move:
   * {@code winPercents} are the first player's win percentages of the positions, the start first,
   * and {@code firstMover} the side that made the first move. Move {@code i} leads from position
   * {@code i} to {@code i + 1}. Its weight is the population standard deviation of the win
   * percentages in a window around it, between 0.5 and 12: windows of a tenth of the moves (2 to 8
   * positions) sliding from the start, the first window standing for the moves before it fills.
   */
  public static double[] ofGame(double[] winPercents, int firstMover) {
    int moves = winPercents.length - 1;
    double[] weighted = new double[2];
    double[] weights = new double[2];
    double[] inverses = new double[2];
    int[] counts = new int[2];
    int window = Math.max(2, Math.min(8, moves / 10));
    for (int i = 0; i < moves; i++) {
      int from = Math.max(0, i - (window - 2));
      double weight = Math.max(0.5, Math.min(12, deviation(winPercents, from, window)));
      int side = i % 2 == 0 ? firstMover : Side.other(firstMover);
      double accuracy =
          side == Side.FIRST
              ? ofMove(winPercents[i], winPercents[i + 1])
              : ofMove(100 - winPercents[i], 100 - winPercents[i + 1]);
      weighted[side] += accuracy * weight;
      weights[side] += weight;
      inverses[side] += 1 / Math.max(1, accuracy);
      counts[side]++;
    }
    double[] accuracy = new double[2];
    for (int side = 0; side < 2; side++) {
      accuracy[side] =
          counts[side] == 0
              ? Double.NaN
              : (weighted[side] / weights[side] + counts[side] / inverses[side]) / 2;
    }
    return accuracy;
  }

  /**
   * The population standard deviation of {@code count} values from {@code from} (fewer at the end).
   */
  private static double deviation(double[] values, int from, int count) {
    int end = Math.min(values.length, from + count);
    double mean = 0;
    for (int i = from; i < end; i++) {
      mean += values[i];
    }
    mean /= end - from;
    double sum = 0;
    for (int i = from; i < end; i++) {
      sum += (values[i] - mean) * (values[i] - mean);
    }
    return Math.sqrt(sum / (end - from));
  }
}
