package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The evaluation and its weights: a position is worth the same to the side to move whichever colour
 * that side has and whichever way the board is mirrored, and the square tables hold 0 where no
 * piece can stand.
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
    assertEquals(XiangqiEvalWeights.SQUARE, XiangqiEvalWeights.HEAD.length);
    assertEquals(
        XiangqiEvalWeights.COUNT - XiangqiEvalWeights.SQUARE, XiangqiEvalWeights.SQUARES.length());
    int[] w = XiangqiEvalWeights.defaults();
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
  void palacePressureCountsTheEnemyPalace() {
    int[] w = raised(XiangqiEvalWeights.PALACE_ATTACK, 10);
    // A red horse on e6 attacks d8 and f8 in Black's palace; a black horse on e3, d1 and f1 in
    // Red's.
    assertEquals(20, change(w, "5k3/9/9/4N4/9/9/9/9/9/3K5 w - - 0 1"));
    assertEquals(20, change(w, "5k3/9/9/9/9/9/4n4/9/9/3K5 b - - 0 1"));
    // The same horses seen by the other side.
    assertEquals(-20, change(w, "5k3/9/9/4N4/9/9/9/9/9/3K5 b - - 0 1"));
  }

  @Test
  void aCannonFacingTheEnemyGeneralWithNothingBetweenIsEmptyHeaded() {
    int[] w = raised(XiangqiEvalWeights.EMPTY_HEADED_CANNON, 10);
    // Red's cannon on e3 below Black's general on e10.
    assertEquals(10, change(w, "4k4/9/9/9/9/9/9/4C4/9/3K5 w - - 0 1"));
    assertEquals(-10, change(w, "4k4/9/9/9/9/9/9/4C4/9/3K5 b - - 0 1"));
    // Black's cannon on e8 above Red's general on e1.
    assertEquals(10, change(w, "4k4/9/4c4/9/9/9/9/9/9/4K4 b - - 0 1"));
    // A soldier on e5 and an advisor on e9 stand between; on the d file the cannon faces nothing.
    assertEquals(0, change(w, "4k4/4a4/9/9/9/4P4/9/4C4/9/3K5 w - - 0 1"));
    assertEquals(0, change(w, "4k4/9/9/9/9/9/9/3C5/9/5K3 w - - 0 1"));
  }

  @Test
  void aPieceAttackedByACheaperOneCostsItsSide() {
    int[] w = XiangqiEvalWeights.defaults();
    for (int type = XiangqiPiece.HORSE; type <= XiangqiPiece.CANNON; type++) {
      w[XiangqiEvalWeights.CHEAPER_ATTACK + 2 * (type - XiangqiPiece.HORSE)] += 10;
      w[XiangqiEvalWeights.CHEAPER_ATTACK + 2 * (type - XiangqiPiece.HORSE) + 1] += 10;
    }
    // Red's horse on c6 attacks Black's chariot on d8 (its leg, c7, is free).
    assertEquals(10, change(w, "4k4/9/3r5/9/2N6/9/9/9/9/5K3 w - - 0 1"));
    // Black's soldier on c7 attacks Red's horse on c6.
    assertEquals(-10, change(w, "4k4/9/9/2p6/2N6/9/9/9/9/5K3 w - - 0 1"));
    // Black's chariot on c7 attacks Red's horse on c6: a dearer piece, no term.
    assertEquals(0, change(w, "4k4/9/9/2r6/2N6/9/9/9/9/5K3 w - - 0 1"));
    // Black's chariot on a6 and soldier on c7 both attack the horse: whichever marks c6 first, the
    // soldier is its cheapest attacker.
    assertEquals(-10, change(w, "4k4/9/9/2p6/r1N6/9/9/9/9/5K3 w - - 0 1"));
    // Red's horse on d5 attacks Black's cannon on e7 (its leg, d6, is free).
    assertEquals(10, change(w, "4k4/9/9/4c4/9/3N5/9/9/9/5K3 w - - 0 1"));
  }

  @Test
  void aSquareValueCountsForItsPointItsMirrorAndBlacksCounterpartAlone() {
    // A horse 3 ranks up from its own side, 2 files from the middle: g3 and c3 for Red.
    int[] w =
        raised(XiangqiEvalWeights.SQUARE + 2 * ((XiangqiPiece.HORSE - 1) * 50 + 3 * 5 + 2), 40);
    assertEquals(40, change(w, "5k3/9/9/9/9/9/6N2/9/9/3K5 w - - 0 1")); // g3
    assertEquals(40, change(w, "5k3/9/9/9/9/9/2N6/9/9/3K5 w - - 0 1")); // c3
    assertEquals(40, change(w, "5k3/9/9/6n2/9/9/9/9/9/3K5 b - - 0 1")); // g6 for Black
    assertEquals(0, change(w, "5k3/9/9/9/9/6N2/9/9/9/3K5 w - - 0 1")); // g4
    assertEquals(0, change(w, "5k3/9/9/9/9/9/5N3/9/9/3K5 w - - 0 1")); // f3
    assertEquals(0, change(w, "5k3/9/9/9/9/9/6n2/9/9/3K5 b - - 0 1")); // g3, Black's
  }

  /**
   * The engine's weights with the (middlegame, endgame) pair at {@code index} raised by {@code by}.
   */
  private static int[] raised(int index, int by) {
    int[] w = XiangqiEvalWeights.defaults();
    w[index] += by;
    w[index + 1] += by;
    return w;
  }

  /** How much {@code fen} gains for its side to move with the weights {@code w}. */
  private static int change(int[] w, String fen) {
    XiangqiPosition p = XiangqiTestSupport.fen(fen);
    return new XiangqiEvaluation(w).evaluate(p) - new XiangqiEvaluation().evaluate(p);
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
