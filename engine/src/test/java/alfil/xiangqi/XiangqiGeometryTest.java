package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.core.Side;
import org.junit.jupiter.api.Test;

class XiangqiGeometryTest {
  /**
   * The regions by their definition (rules.md): flood fill from each piece's start points with its
   * own steps, for the pieces confined to a region; the others reach every point. {@link
   * XiangqiGeometry#canStand} answers from rank and file, and must agree everywhere.
   */
  @Test
  void canStandAgreesWithAFloodFillOfEachPiecesSteps() {
    int points = XiangqiGeometry.POINTS;
    boolean[] reachable = new boolean[XiangqiPiece.CODE_LIMIT * points];
    for (int side = 0; side < 2; side++) {
      int back = side == Side.FIRST ? 0 : 9;
      // General, advisor and elephant, from their start points on files e, d and c.
      int[][] steps = {
        XiangqiGeometry.GENERAL_STEPS, XiangqiGeometry.ADVISOR_STEPS, XiangqiGeometry.ELEPHANT_TO
      };
      for (int type = XiangqiPiece.GENERAL; type <= XiangqiPiece.ELEPHANT; type++) {
        int piece = XiangqiPiece.of(side, type);
        int start = XiangqiGeometry.point(5 - type, back);
        fill(reachable, piece, steps[type - 1], XiangqiGeometry.STEP_STRIDE, 0, start);
      }
      for (int f = 0; f < XiangqiGeometry.FILES; f += 2) {
        fill(
            reachable,
            XiangqiPiece.of(side, XiangqiPiece.SOLDIER),
            XiangqiGeometry.SOLDIER_STEPS,
            XiangqiGeometry.SOLDIER_STRIDE,
            side * points,
            XiangqiGeometry.point(f, side == Side.FIRST ? 3 : 6));
      }
      for (int type = XiangqiPiece.HORSE; type <= XiangqiPiece.CANNON; type++) {
        for (int p = 0; p < points; p++) {
          reachable[XiangqiPiece.of(side, type) * points + p] = XiangqiGeometry.onBoard(p);
        }
      }
    }
    int allowed = 0;
    for (int side = 0; side < 2; side++) {
      for (int type = XiangqiPiece.GENERAL; type <= XiangqiPiece.SOLDIER; type++) {
        int code = XiangqiPiece.of(side, type);
        for (int p = 0; p < points; p++) {
          boolean expected = reachable[code * points + p];
          assertEquals(
              expected, XiangqiGeometry.canStand(code, p), "piece " + code + " point " + p);
          allowed += expected ? 1 : 0;
        }
      }
    }
    // Per side: 9 general, 5 advisor, 7 elephant, 10 + 45 soldier, 3 * 90 for the others.
    assertEquals(2 * (9 + 5 + 7 + 55 + 270), allowed);
  }

  private static void fill(
      boolean[] reachable, int piece, int[] steps, int stride, int base, int start) {
    int points = XiangqiGeometry.POINTS;
    int[] queue = new int[points];
    int head = 0;
    int tail = 0;
    queue[tail++] = start;
    reachable[piece * points + start] = true;
    while (head < tail) {
      int p = queue[head++];
      for (int i = (base + p) * stride; steps[i] != 0; i++) {
        int t = steps[i];
        if (!reachable[piece * points + t]) {
          reachable[piece * points + t] = true;
          queue[tail++] = t;
        }
      }
    }
  }
}
