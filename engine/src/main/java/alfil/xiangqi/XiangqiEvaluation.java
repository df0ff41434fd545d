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
 * The xiangqi evaluation, on the chess scale (a horse is about a chess knight, 300): material and
 * piece-square values tapered between middlegame and endgame, mobility (chariot rays, horses with
 * free legs, cannon slides and screened captures), advisors and elephants as defenders against the
 * enemy's attacking pieces, pressure on the enemy palace, hanging pieces, pieces attacked by
 * cheaper ones, and the empty-headed cannon (nothing between it and the enemy general). The weights
 * are {@link XiangqiEvalWeights}; the tests' EvalTuner fits them to Fairy-Stockfish's judgement.
 * Centipawns from the side to move's view.
 */
public final class XiangqiEvaluation {
  /** Exchange and ordering values by type (none, K, A, B, N, R, C, P). */
  static final int[] VALUE = {0, 20000, 120, 120, 300, 650, 320, 60};

  private static final int[] PHASE = {0, 0, 0, 0, 1, 3, 1, 0};
  private static final int TOTAL_PHASE = 20;

  // Scores are packed pairs, (endgame << 16) + middlegame, summed as one int (the halves stay far
  // inside 16 bits) and parted once at the end.

  // Material plus piece-square value by type * 90 + relative point (rank from the owner's side * 9
  // + file), built from the weights once.
  private final int[] pst = new int[8 * 90];
  // The weights' (middlegame, endgame) pairs before the tempo, packed, at their middlegame index.
  private final int[] pair = new int[XiangqiEvalWeights.TEMPO];
  private final int tempo;

  /** The evaluation the engine plays with. */
  public XiangqiEvaluation() {
    this(XiangqiEvalWeights.defaults());
  }

  /** An evaluation with other weights (laid out as {@link XiangqiEvalWeights}). */
  public XiangqiEvaluation(int[] w) {
    for (int i = 0; i < XiangqiEvalWeights.TEMPO; i += 2) {
      pair[i] = pack(w[i], w[i + 1]);
    }
    for (int type = 1; type < 8; type++) {
      for (int rank = 0; rank < 10; rank++) {
        for (int file = 0; file < 9; file++) {
          int square =
              XiangqiEvalWeights.SQUARE + 2 * ((type - 1) * 50 + rank * 5 + Math.abs(file - 4));
          pst[type * 90 + rank * 9 + file] =
              pair[XiangqiEvalWeights.VALUE + 2 * type] + pack(w[square], w[square + 1]);
        }
      }
    }
    tempo = w[XiangqiEvalWeights.TEMPO];
  }

  private static int pack(int mg, int eg) {
    return (eg << 16) + mg;
  }

  /**
   * Attack map of the evaluation under way: {@code attacked[side << 8 | point] == stamp} when a
   * piece of {@code side} attacks the point by its move rule (pins ignored, as {@link
   * XiangqiPosition#isAttacked}); a new stamp per evaluation clears it without a pass. Chariots and
   * cannons mark only the occupied point that ends each of their lines, which is all that hanging
   * pieces need: the empty points of an open file are not counted as attacked.
   */
  private final int[] attacked = new int[2 * XiangqiGeometry.POINTS];

  // The value of the least valuable piece that attacks the point, where attacked holds the stamp.
  private final int[] cheapest = new int[2 * XiangqiGeometry.POINTS];

  private int stamp;
  // Scratch by side for the evaluation under way: advisors and elephants, and attack units.
  private final int[] defendersOf = new int[2];
  private final int[] attackOf = new int[2];

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
    int score = 0;
    int phase = 0;
    // By side: advisors and elephants, and attack units (chariot 2; cannon, crossed horse and
    // crossed soldier 1).
    final int[] defenders = defendersOf;
    final int[] attack = attackOf;
    defenders[0] = defenders[1] = attack[0] = attack[1] = 0;
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
      int rel = type * 90 + (side == 0 ? rank : 9 - rank) * 9 + file;
      int s = pst[rel];
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
                  attack(side << 8 | t, type);
                  break;
                }
              }
            }
            s += mob * pair[XiangqiEvalWeights.CHARIOT_MOBILITY];
            attack[side] += 2;
            break;
          }
        case XiangqiPiece.HORSE:
          {
            int mob = 0;
            int t;
            for (int i = pt * HORSE_STRIDE; (t = HORSE_TO[i]) != 0; i++) {
              if (b[HORSE_LEG[i]] == 0) {
                attack(side << 8 | t, type);
                int q = b[t];
                if (q == 0 || (q >>> 3) != side) {
                  mob++;
                }
              }
            }
            s += mob * pair[XiangqiEvalWeights.HORSE_MOBILITY];
            if (crossed) {
              attack[side]++;
            }
            break;
          }
        case XiangqiPiece.CANNON:
          {
            int mob = 0;
            int screened = 0;
            for (int dir = 0; dir < 4; dir++) {
              int i = (pt * 4 + dir) * RAY_STRIDE;
              int t;
              while ((t = RAY[i++]) != 0 && b[t] == 0) {
                mob++;
              }
              if (t != 0) {
                while ((t = RAY[i++]) != 0 && b[t] == 0) {}
                if (t != 0) {
                  attack(side << 8 | t, type);
                  if ((b[t] >>> 3) != side) {
                    screened++;
                  }
                }
              }
            }
            s +=
                mob * pair[XiangqiEvalWeights.CANNON_MOBILITY]
                    + screened * pair[XiangqiEvalWeights.CANNON_SCREEN];
            if (emptyHeaded(b, pt, p.generalPoint(side ^ 1))) {
              s += pair[XiangqiEvalWeights.EMPTY_HEADED_CANNON];
            }
            attack[side]++;
            break;
          }
        case XiangqiPiece.ADVISOR:
          attackAll(ADVISOR_STEPS, pt * STEP_STRIDE, side, type);
          defenders[side]++;
          break;
        case XiangqiPiece.ELEPHANT:
          {
            int t;
            for (int i = pt * STEP_STRIDE; (t = ELEPHANT_TO[i]) != 0; i++) {
              if (b[ELEPHANT_EYE[i]] == 0) {
                attack(side << 8 | t, type);
              }
            }
            defenders[side]++;
            break;
          }
        case XiangqiPiece.GENERAL:
          attackAll(GENERAL_STEPS, pt * STEP_STRIDE, side, type);
          break;
        case XiangqiPiece.SOLDIER:
          attackAll(
              SOLDIER_STEPS, (side * XiangqiGeometry.POINTS + pt) * SOLDIER_STRIDE, side, type);
          if (crossed) {
            attack[side]++;
          }
          break;
        default:
          break;
      }
      score += side == 0 ? s : -s;
    }
    // Hanging (a horse, chariot or cannon attacked and not defended) and attacked by a cheaper
    // piece: a second pass, as the attack map is complete only now. A captured piece's point is
    // 0, off the board and always empty: type 0, passed over.
    for (int id = 0; id < 32; id++) {
      int pt = at[id];
      int type = b[pt] & XiangqiPiece.TYPE_MASK;
      if (type < XiangqiPiece.HORSE || type > XiangqiPiece.CANNON) {
        continue;
      }
      int side = b[pt] >>> 3;
      int enemy = (side ^ 1) << 8 | pt;
      if (map[enemy] == mark) {
        int penalty = 0;
        if (map[side << 8 | pt] != mark) {
          penalty = pair[XiangqiEvalWeights.HANGING + 2 * (type - XiangqiPiece.HORSE)];
        }
        if (cheapest[enemy] < VALUE[type]) {
          penalty += pair[XiangqiEvalWeights.CHEAPER_ATTACK + 2 * (type - XiangqiPiece.HORSE)];
        }
        score += side == 0 ? -penalty : penalty;
      }
    }
    // Defenders against attackers: each missing advisor or elephant costs more the more enemy
    // attacking pieces there are.
    int defence =
        Math.max(0, 4 - defenders[1]) * attack[0] - Math.max(0, 4 - defenders[0]) * attack[1];
    score += defence * pair[XiangqiEvalWeights.DEFENCE];
    // Pressure on the palaces: each of the nine points counted once if the enemy attacks it (as
    // the map has it: a chariot or cannon only where its line meets a piece).
    int pressure = 0;
    for (int rank = 0; rank < 3; rank++) {
      for (int file = 3; file <= 5; file++) {
        if (map[XiangqiGeometry.point(file, 9 - rank)] == mark) {
          pressure++;
        }
        if (map[1 << 8 | XiangqiGeometry.point(file, rank)] == mark) {
          pressure--;
        }
      }
    }
    score += pressure * pair[XiangqiEvalWeights.PALACE_ATTACK];

    int mg = (short) score;
    int eg = (score - mg) >> 16;
    phase = Math.min(phase, TOTAL_PHASE);
    int tapered = (mg * phase + eg * (TOTAL_PHASE - phase)) / TOTAL_PHASE;
    return (stm == 0 ? tapered : -tapered) + tempo;
  }

  /** Marks the point at {@code index} (side << 8 | point) attacked by a piece of {@code type}. */
  private void attack(int index, int type) {
    int value = VALUE[type];
    if (attacked[index] != stamp) {
      attacked[index] = stamp;
      cheapest[index] = value;
    } else if (value < cheapest[index]) {
      cheapest[index] = value;
    }
  }

  /**
   * Marks the points listed in {@code steps} from {@code i} on (the list ends with 0) attacked by
   * {@code side}'s piece of {@code type}: the steps nothing can block.
   */
  private void attackAll(int[] steps, int i, int side, int type) {
    for (int t = steps[i]; t != 0; t = steps[++i]) {
      attack(side << 8 | t, type);
    }
  }

  /** Whether the cannon on {@code cannon} stands on the general's file with nothing between. */
  private static boolean emptyHeaded(int[] b, int cannon, int general) {
    if (XiangqiGeometry.fileOf(cannon) != XiangqiGeometry.fileOf(general)) {
      return false;
    }
    // Points of one file are 16 apart (XiangqiGeometry.point).
    int step = general > cannon ? 16 : -16;
    for (int t = cannon + step; t != general; t += step) {
      if (b[t] != 0) {
        return false;
      }
    }
    return true;
  }
}
