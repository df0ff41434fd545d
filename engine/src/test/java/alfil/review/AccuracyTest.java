package alfil.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.Side;
import org.junit.jupiter.api.Test;

class AccuracyTest {
  /** 103.1668100711649 * exp(-0.04354415386753951 * 20) - 3.166924740191411 + 1, by hand. */
  private static final double TWENTY_POINTS = 41.0168187;

  @Test
  void aMoveThatKeepsItsChancesIsPerfect() {
    assertEquals(100, Accuracy.ofMove(50, 50));
    assertEquals(100, Accuracy.ofMove(40, 70));
  }

  @Test
  void aMoveLosesAccuracyByLilasCurve() {
    assertEquals(TWENTY_POINTS, Accuracy.ofMove(60, 40), 1e-6);
    assertEquals(TWENTY_POINTS, Accuracy.ofMove(90, 70), 1e-6, "only the drop counts");
    assertEquals(100, Accuracy.ofMove(50, 49.99), 1e-2, "lila's point of bonus, clamped");
    assertEquals(0, Accuracy.ofMove(100, 0));
  }

  @Test
  void gameAccuracyWeighsTheVolatileMovesAndPunishesOneBadMove() {
    // Five moves, White first; White's last move drops 20 points. Windows of 2 positions: the
    // weights are 0.5 (no change) but 10 for that move. White's accuracies 100, 100, 41.0168:
    // weighted mean (50 + 50 + 410.168) / 11 = 46.3789, harmonic 3 / (0.02 + 1/41.0168) =
    // 67.5976, their mean 56.9883. Black never lost a point.
    double[] percents = {50, 50, 50, 50, 50, 30};
    double[] accuracy = Accuracy.ofGame(percents, Side.FIRST);
    assertEquals(56.9883, accuracy[Side.FIRST], 1e-4);
    assertEquals(100, accuracy[Side.SECOND], 1e-9);
  }

  @Test
  void theSideToMoveFirstMayBeTheSecondPlayer() {
    // Black moves first and drops 20 points of its own: White's percentage rises.
    double[] accuracy = Accuracy.ofGame(new double[] {50, 70}, Side.SECOND);
    assertEquals(TWENTY_POINTS, accuracy[Side.SECOND], 1e-6);
    assertTrue(Double.isNaN(accuracy[Side.FIRST]), "White made no move");
  }
}
