package alfil.xiangqi;

import static alfil.xiangqi.XiangqiGeometry.HORSE_LEG;
import static alfil.xiangqi.XiangqiGeometry.HORSE_STRIDE;
import static alfil.xiangqi.XiangqiGeometry.HORSE_TO;
import static alfil.xiangqi.XiangqiGeometry.RAY;
import static alfil.xiangqi.XiangqiGeometry.RAY_STRIDE;

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

  /** The score of {@code p} for its side to move. */
  public int evaluate(XiangqiPosition p) {
    int mg = 0;
    int eg = 0;
    int phase = 0;
    int redDefenders = 0;
    int blackDefenders = 0;
    int redAttack = 0;
    int blackAttack = 0;
    int stm = p.sideToMove();
    for (int id = 0; id < 32; id++) {
      int pt = p.pointOfPieceId(id);
      if (pt == 0) {
        continue;
      }
      int piece = p.pieceAt(pt);
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
                int q = p.pieceAt(t);
                if (q == 0) {
                  mob++;
                } else {
                  if ((q >>> 3) != side) {
                    mob++;
                  }
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
              int q = p.pieceAt(t);
              if (p.pieceAt(HORSE_LEG[i]) == 0 && (q == 0 || (q >>> 3) != side)) {
                mob++;
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
              while ((t = RAY[i++]) != 0 && p.pieceAt(t) == 0) {
                mob++;
              }
              if (t != 0) {
                while ((t = RAY[i++]) != 0 && p.pieceAt(t) == 0) {}
                if (t != 0 && (p.pieceAt(t) >>> 3) != side) {
                  mob += 2; // a screened capture
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
        case XiangqiPiece.ELEPHANT:
          if (side == 0) {
            redDefenders++;
          } else {
            blackDefenders++;
          }
          break;
        case XiangqiPiece.SOLDIER:
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
      // Hanging: a piece worth a horse or more, attacked and not defended.
      if (type >= XiangqiPiece.HORSE
          && type <= XiangqiPiece.CANNON
          && p.isAttacked(pt, side ^ 1)
          && !p.isAttacked(pt, side)) {
        int penalty = VALUE[type] / 10;
        smg -= penalty;
        seg -= penalty;
      }
      if (side == 0) {
        mg += smg;
        eg += seg;
      } else {
        mg -= smg;
        eg -= seg;
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
