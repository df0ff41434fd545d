package alfil.xiangqi;

import static alfil.xiangqi.XiangqiGeometry.ADVISOR_STEPS;
import static alfil.xiangqi.XiangqiGeometry.ELEPHANT_EYE;
import static alfil.xiangqi.XiangqiGeometry.ELEPHANT_TO;
import static alfil.xiangqi.XiangqiGeometry.GENERAL_STEPS;
import static alfil.xiangqi.XiangqiGeometry.HORSE_LEG;
import static alfil.xiangqi.XiangqiGeometry.HORSE_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.HORSE_TO;
import static alfil.xiangqi.XiangqiGeometry.RAY;
import static alfil.xiangqi.XiangqiGeometry.RAY_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.SOLDIER_STEPS;
import static alfil.xiangqi.XiangqiGeometry.SOLDIER_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.STEP_STRIDE;

/**
 * The xiangqi evaluation, on the chess scale (a horse is about a chess knight, 300): material
 * tapered between middlegame and endgame (cannons weaken and horses strengthen as the board
 * empties), piece-square formulas per piece and side (soldiers across the river and near the
 * palace, central cannons, horses in the enemy half), mobility (chariot rays, horses with free
 * legs, cannon slides and screened captures), advisors and elephants as defenders against the
 * enemy's attacking pieces, and hanging pieces. Centipawns from the side to move's view.
 */
public final class XiangqiEvaluation {
  /** Exchange and ordering values by type (none, K, A, B, N, R, C, P). */
  static final int[] VALUE = {0, 20000, 120, 120, 300, 650, 320, 60};

  private static final int[] MG_VALUE = {0, 0, 120, 120, 280, 650, 330, 30};
  private static final int[] EG_VALUE = {0, 0, 110, 110, 320, 660, 300, 50};
  private static final int[] PHASE = {0, 0, 0, 0, 1, 3, 1, 0};
  private static final int TOTAL_PHASE = 20;
  private static final int TEMPO = 10;

  // Red's piece-square values by type, file and rank (Black reads the rank mirrored).
  private static final int[][] PST_MG = new int[8][90];
  private static final int[][] PST_EG = new int[8][90];

  static {
    for (int rank = 0; rank < 10; rank++) {
      for (int file = 0; file < 9; file++) {
        int i = rank * 9 + file;
        int centre = Math.abs(file - 4);
        int soldier;
        if (rank <= 4) {
          soldier = rank == 4 ? 5 : 0;
        } else if (rank == 9) {
          soldier = 30; // an "old soldier" on the last rank: little left to do
        } else {
          soldier = 50 + (rank >= 6 ? 15 + 8 * (3 - Math.min(centre, 3)) : 0);
        }
        PST_MG[XiangqiPiece.SOLDIER][i] = soldier;
        PST_EG[XiangqiPiece.SOLDIER][i] = soldier + (rank >= 5 && rank <= 8 ? 30 : 0);
        PST_MG[XiangqiPiece.HORSE][i] =
            12 - 4 * centre + (rank >= 5 && rank <= 8 ? 20 : 0) - (rank == 0 ? 15 : 0);
        PST_EG[XiangqiPiece.HORSE][i] = 10 - 5 * centre + (rank >= 4 && rank <= 8 ? 10 : 0);
        PST_MG[XiangqiPiece.CHARIOT][i] = (file == 3 || file == 5 ? 8 : 0) + (rank == 6 ? 10 : 0);
        PST_EG[XiangqiPiece.CHARIOT][i] = rank >= 5 ? 10 : 0;
        PST_MG[XiangqiPiece.CANNON][i] =
            (file == 4 && rank <= 3 ? 20 : 0) + (rank == 9 ? 10 : 0) + (rank == 7 ? -10 : 0);
        PST_EG[XiangqiPiece.CANNON][i] = 0;
        PST_MG[XiangqiPiece.GENERAL][i] = -10 * rank - 6 * centre;
        PST_EG[XiangqiPiece.GENERAL][i] = -6 * rank - 4 * centre;
      }
    }
  }

  /**
   * Attack map of the evaluation under way: {@code attacked[side << 8 | point] == stamp} when a
   * piece of {@code side} attacks the point by its move rule (pins ignored, as {@link
   * XiangqiPosition#isAttacked}); a new stamp per evaluation clears it without a pass.
   */
  private final int[] attacked = new int[2 * XiangqiGeometry.POINTS];

  private int stamp;

  /** The score of {@code p} for its side to move. */
  public int evaluate(XiangqiPosition p) {
    final int[] map = attacked;
    if (++stamp == 0) {
      java.util.Arrays.fill(attacked, 0);
      stamp = 1;
    }
    final int mark = stamp;
    // The position's own arrays: every index used below is a point of the board or a table entry.
    final int[] b = p.board;
    final int[] at = p.slotPoint;
    int mg = 0;
    int eg = 0;
    int phase = 0;
    int redDefenders = 0;
    int blackDefenders = 0;
    int redAttack = 0;
    int blackAttack = 0;
    int stm = p.sideToMove();
    for (int id = 0; id < 32; id++) {
      int pt = at[id];
      if (pt == 0) {
        continue;
      }
      int piece = b[pt];
      int type = piece & XiangqiPiece.TYPE_MASK;
      int side = piece >>> 3;
      int file = XiangqiGeometry.fileOf(pt);
      int rank = XiangqiGeometry.rankOf(pt);
      int rel = (side == 0 ? rank : 9 - rank) * 9 + file;
      int smg = MG_VALUE[type] + PST_MG[type][rel];
      int seg = EG_VALUE[type] + PST_EG[type][rel];
      phase += PHASE[type];
      boolean crossed = side == 0 ? rank >= 5 : rank <= 4;
      switch (type) {
        case XiangqiPiece.CHARIOT:
          {
            int mob = 0;
            for (int dir = 0; dir < 4; dir++) {
              int i = (pt * 4 + dir) * RAY_STRIDE;
              int t;
              while ((t = RAY[i++]) != 0) {
                int q = b[t];
                if (q == 0) {
                  mob++;
                } else {
                  if ((q >>> 3) != side) {
                    mob++;
                  }
                  map[side << 8 | t] = mark;
                  break;
                }
              }
            }
            smg += (mob - 8) * 4;
            seg += (mob - 8) * 4;
            if (side == 0) {
              redAttack += 2;
            } else {
              blackAttack += 2;
            }
            break;
          }
        case XiangqiPiece.HORSE:
          {
            int mob = 0;
            int t;
            for (int i = pt * HORSE_STRIDE; (t = HORSE_TO[i]) != 0; i++) {
              if (b[HORSE_LEG[i]] == 0) {
                map[side << 8 | t] = mark;
                int q = b[t];
                if (q == 0 || (q >>> 3) != side) {
                  mob++;
                }
              }
            }
            smg += (mob - 3) * 8;
            seg += (mob - 3) * 8;
            if (crossed) {
              if (side == 0) {
                redAttack++;
              } else {
                blackAttack++;
              }
            }
            break;
          }
        case XiangqiPiece.CANNON:
          {
            int mob = 0;
            for (int dir = 0; dir < 4; dir++) {
              int i = (pt * 4 + dir) * RAY_STRIDE;
              int t;
              while ((t = RAY[i++]) != 0 && b[t] == 0) {
                mob++;
              }
              if (t != 0) {
                while ((t = RAY[i++]) != 0 && b[t] == 0) {}
                if (t != 0) {
                  map[side << 8 | t] = mark;
                  if ((b[t] >>> 3) != side) {
                    mob += 2; // a screened capture
                  }
                }
              }
            }
            smg += (mob - 6) * 2;
            seg += (mob - 6) * 2;
            if (side == 0) {
              redAttack++;
            } else {
              blackAttack++;
            }
            break;
          }
        case XiangqiPiece.ADVISOR:
          {
            int t;
            for (int i = pt * STEP_STRIDE; (t = ADVISOR_STEPS[i]) != 0; i++) {
              map[side << 8 | t] = mark;
            }
            if (side == 0) {
              redDefenders++;
            } else {
              blackDefenders++;
            }
            break;
          }
        case XiangqiPiece.ELEPHANT:
          {
            int t;
            for (int i = pt * STEP_STRIDE; (t = ELEPHANT_TO[i]) != 0; i++) {
              if (b[ELEPHANT_EYE[i]] == 0) {
                map[side << 8 | t] = mark;
              }
            }
            if (side == 0) {
              redDefenders++;
            } else {
              blackDefenders++;
            }
            break;
          }
        case XiangqiPiece.GENERAL:
          {
            int t;
            for (int i = pt * STEP_STRIDE; (t = GENERAL_STEPS[i]) != 0; i++) {
              map[side << 8 | t] = mark;
            }
            break;
          }
        case XiangqiPiece.SOLDIER:
          {
            int t;
            for (int i = (side * XiangqiGeometry.POINTS + pt) * SOLDIER_STRIDE;
                (t = SOLDIER_STEPS[i]) != 0;
                i++) {
              map[side << 8 | t] = mark;
            }
          }
          if (crossed) {
            if (side == 0) {
              redAttack++;
            } else {
              blackAttack++;
            }
          }
          break;
        default:
          break;
      }
      if (side == 0) {
        mg += smg;
        eg += seg;
      } else {
        mg -= smg;
        eg -= seg;
      }
    }
    // Hanging: a horse, chariot or cannon attacked and not defended (a second pass: the attack map
    // is complete only now).
    for (int id = 0; id < 32; id++) {
      int pt = at[id];
      if (pt == 0) {
        continue;
      }
      int piece = b[pt];
      int type = piece & XiangqiPiece.TYPE_MASK;
      if (type < XiangqiPiece.HORSE || type > XiangqiPiece.CANNON) {
        continue;
      }
      int side = piece >>> 3;
      if (map[(side ^ 1) << 8 | pt] == mark && map[side << 8 | pt] != mark) {
        int penalty = VALUE[type] / 10;
        if (side == 0) {
          mg -= penalty;
          eg -= penalty;
        } else {
          mg += penalty;
          eg += penalty;
        }
      }
    }
    // Defenders against attackers: each missing advisor or elephant costs more the more enemy
    // attacking pieces there are.
    mg -= Math.max(0, 4 - redDefenders) * blackAttack * 6;
    mg += Math.max(0, 4 - blackDefenders) * redAttack * 6;
    eg -= Math.max(0, 4 - redDefenders) * blackAttack * 3;
    eg += Math.max(0, 4 - blackDefenders) * redAttack * 3;

    phase = Math.min(phase, TOTAL_PHASE);
    int score = (mg * phase + eg * (TOTAL_PHASE - phase)) / TOTAL_PHASE;
    return (stm == 0 ? score : -score) + TEMPO;
  }
}
