package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The evaluation and its weights: a position is worth the same to the side to move whichever colour
 * that side has and whichever way the board is mirrored, and the square tables are held as the text
 * their class describes.
 */
class XiangqiEvaluationTest {

  @Test
  void aPositionIsWorthTheSameWithColoursSwappedOrMirroredLeftToRight() {
    XiangqiEvaluation evaluation = new XiangqiEvaluation();
    Set<Integer> scores = new HashSet<>();
    for (String fen : XiangqiRandomGames.positions(11, 40, 80)) {
      int score = evaluation.evaluate(XiangqiTestSupport.fen(fen));
      assertEquals(
          score, evaluation.evaluate(XiangqiTestSupport.fen(swapColours(fen))), "colours: " + fen);
      assertEquals(
          score, evaluation.evaluate(XiangqiTestSupport.fen(mirror(fen))), "mirror: " + fen);
      scores.add(score);
    }
    // Not met by a constant: the positions are judged apart.
    assertTrue(scores.size() > 500, scores.size() + " distinct scores");
  }

  @Test
  void pointsAPieceCannotStandOnHoldZero() {
    int[] w = XiangqiEvalWeights.defaults();
    assertEquals(XiangqiEvalWeights.COUNT, w.length);
    int reachable = 0;
    for (int type = XiangqiPiece.GENERAL; type <= XiangqiPiece.SOLDIER; type++) {
      for (int rank = 0; rank < 10; rank++) {
        for (int middle = 0; middle < 5; middle++) {
          int square = XiangqiEvalWeights.SQUARE + 2 * ((type - 1) * 50 + rank * 5 + middle);
          // Red's piece, middle files right of the middle file, rank counted from Red's side.
          int point = XiangqiGeometry.point(4 + middle, rank);
          if (XiangqiGeometry.canStand(type, point)) {
            reachable++;
          } else {
            assertEquals(0, w[square], "type " + type + " rank " + rank + " middle " + middle);
            assertEquals(0, w[square + 1], "type " + type + " rank " + rank + " middle " + middle);
          }
        }
      }
    }
    // General 6, advisor 3, elephant 4, horse, chariot and cannon 50 each, soldier 31.
    assertEquals(194, reachable);
  }

  @Test
  void squareTextHoldsEveryStepInRangeAndNeedsNoEscape() {
    int step = XiangqiEvalWeights.SQUARE_STEP;
    for (int steps = -45; steps <= 45; steps++) {
      char c = XiangqiEvalWeights.squareCharacter(steps * step);
      assertNotEquals('\\', c);
      assertNotEquals('"', c);
      assertEquals(steps * step, XiangqiEvalWeights.squareValue(c));
    }
    // Between steps: rounded to the nearer.
    assertEquals(
        step, XiangqiEvalWeights.squareValue(XiangqiEvalWeights.squareCharacter(step + 1)));
    assertThrows(
        IllegalArgumentException.class, () -> XiangqiEvalWeights.squareCharacter(46 * step));
    assertThrows(
        IllegalArgumentException.class, () -> XiangqiEvalWeights.squareCharacter(-46 * step));
  }

  /** The same position with Red and Black swapped: ranks turned over, case and side swapped. */
  private static String swapColours(String fen) {
    String[] f = fen.split(" ");
    String[] rows = f[0].split("/");
    StringBuilder board = new StringBuilder();
    for (int i = rows.length - 1; i >= 0; i--) {
      for (char c : rows[i].toCharArray()) {
        board.append(
            Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
      }
      board.append(i > 0 ? "/" : "");
    }
    f[0] = board.toString();
    f[1] = f[1].equals("w") ? "b" : "w";
    return String.join(" ", f);
  }

  /** The same position mirrored left to right. */
  private static String mirror(String fen) {
    String[] f = fen.split(" ");
    String[] rows = f[0].split("/");
    for (int i = 0; i < rows.length; i++) {
      rows[i] = new StringBuilder(rows[i]).reverse().toString();
    }
    f[0] = String.join("/", rows);
    return String.join(" ", f);
  }
}
