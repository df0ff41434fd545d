package alfil.xiangqi;

import alfil.core.Side;

/**
 * The xiangqi board and its move tables, computed once at class load so that move generation and
 * attack tests are table walks and comparisons (architecture.md, decision 2).
 *
 * <p>The board is a 16x16 padded mailbox: file 0..8 (a..i, from Red's left) sits at column 3..11
 * and rank 0..9 (from Red's side) at row 3..12, so {@code point = (rank + 3) * 16 + file + 3}.
 * Point 0 is off the board, which lets every table list end with a 0.
 *
 * <p>Every table is a flat int array holding, for each point, a short list ended by 0 at a fixed
 * stride. The palace (general, advisors) and the river (elephants stay home, soldiers turn sideways
 * only after crossing) are built into the lists, so generation never tests a region.
 */
public final class XiangqiGeometry {
  public static final int FILES = 9;
  public static final int RANKS = 10;
  public static final int POINTS = 256;

  /** Ray directions: towards Black (rank + 1), towards Red, towards file i, towards file a. */
  public static final int NORTH = 0;

  public static final int SOUTH = 1;
  public static final int EAST = 2;
  public static final int WEST = 3;

  static final int[] DELTA = {16, -16, 1, -1};

  /** File 0..8 of a point, -1 off the board. */
  static final int[] FILE_OF = new int[POINTS];

  /** Rank 0..9 of a point, -1 off the board. */
  static final int[] RANK_OF = new int[POINTS];

  /**
   * Bit {@code file} and bit {@code 9 + rank} of a point, 0 off the board: two points share a file
   * or a rank exactly when their bits meet, one table read instead of two comparisons.
   */
  static final int[] LINE_BITS = new int[POINTS];

  static final int STEP_STRIDE = 5;

  /** General steps: orthogonal, inside the palace the point lies in (empty list elsewhere). */
  static final int[] GENERAL_STEPS = new int[POINTS * STEP_STRIDE];

  /** Advisor steps: diagonal, inside the palace. */
  static final int[] ADVISOR_STEPS = new int[POINTS * STEP_STRIDE];

  /** Elephant targets (two points diagonally, same side of the river) ... */
  static final int[] ELEPHANT_TO = new int[POINTS * STEP_STRIDE];

  /** ... each paired with the eye, the point between, that must be empty. */
  static final int[] ELEPHANT_EYE = new int[POINTS * STEP_STRIDE];

  static final int HORSE_STRIDE = 9;

  /** Horse targets ... */
  static final int[] HORSE_TO = new int[POINTS * HORSE_STRIDE];

  /** ... each paired with the leg, the orthogonal neighbour it passes, that must be empty. */
  static final int[] HORSE_LEG = new int[POINTS * HORSE_STRIDE];

  /** Points a horse attacks {@code p} from ... */
  static final int[] HORSE_ATTACKER = new int[POINTS * HORSE_STRIDE];

  /** ... and the leg of that attack: always one of the four diagonal neighbours of {@code p}. */
  static final int[] HORSE_ATTACKER_LEG = new int[POINTS * HORSE_STRIDE];

  static final int SOLDIER_STRIDE = 4;

  /**
   * Soldier steps by side, index {@code (side * 256 + point) * 4}: forward, and sideways once the
   * soldier stands beyond the river.
   */
  static final int[] SOLDIER_STEPS = new int[2 * POINTS * SOLDIER_STRIDE];

  /** Points from which a soldier of the side attacks the point, same indexing. */
  static final int[] SOLDIER_ATTACKER = new int[2 * POINTS * SOLDIER_STRIDE];

  /**
   * The block list of the steps nothing can block (general, advisor, soldier), long enough for any
   * of their tables: every entry is point 0, which never holds a piece, so one walk serves the
   * blockable steps (horse leg, elephant eye) and the others alike.
   */
  static final int[] NO_BLOCK = new int[2 * POINTS * SOLDIER_STRIDE];

  static final int RAY_STRIDE = 10;

  /** Chariot and cannon rays, index {@code (point * 4 + direction) * 10}, nearest point first. */
  static final int[] RAY = new int[POINTS * 4 * RAY_STRIDE];

  private XiangqiGeometry() {}

  /** The point of file 0..8 (a..i) and rank 0..9 (Red's back rank is 0). */
  public static int point(int file, int rank) {
    return (rank + 3) * 16 + file + 3;
  }

  public static int fileOf(int point) {
    return FILE_OF[point & 0xFF];
  }

  public static int rankOf(int point) {
    return RANK_OF[point & 0xFF];
  }

  public static boolean onBoard(int point) {
    return point >= 0 && point < POINTS && FILE_OF[point] >= 0;
  }

  /**
   * Whether {@code piece} can ever stand on {@code point} in a game from the start position (the
   * regions of rules.md): the general in its palace, an advisor on the palace's five diagonal
   * points, an elephant on the seven points its two-point diagonal steps reach on its own half, a
   * soldier on its start files before the river and anywhere beyond it; the others anywhere. Ranks
   * are counted from the piece's own back rank.
   */
  public static boolean canStand(int piece, int point) {
    int file = fileOf(point);
    int side = XiangqiPiece.side(piece);
    int rank = side == Side.FIRST ? rankOf(point) : RANKS - 1 - rankOf(point);
    int type = XiangqiPiece.type(piece);
    boolean palace = inPalace(side, point);
    return file >= 0
        && (type == XiangqiPiece.GENERAL
            ? palace
            : type == XiangqiPiece.ADVISOR
                ? palace && (file + rank) % 2 == 1
                : type == XiangqiPiece.ELEPHANT
                    ? rank <= 4 && file % 2 == 0 && rank % 2 == 0 && (file + rank) / 2 % 2 == 1
                    : type != XiangqiPiece.SOLDIER || rank >= 5 || rank >= 3 && file % 2 == 0);
  }

  /** Whether the point is in the palace of {@code side}. */
  public static boolean inPalace(int side, int point) {
    int file = fileOf(point);
    int rank = rankOf(point);
    int low = side == Side.FIRST ? 0 : 7;
    return file >= 3 && file <= 5 && rank >= low && rank <= low + 2;
  }

  /** Whether the point is on {@code side}'s half of the board (before the river). */
  public static boolean ownHalf(int side, int point) {
    int rank = rankOf(point);
    return rank >= 0 && (side == Side.FIRST ? rank <= 4 : rank >= 5);
  }

  /** "e2" style name of a point (ICCS coordinates), for messages. */
  public static String name(int point) {
    return "" + (char) ('a' + fileOf(point)) + rankOf(point);
  }

  private static int at(int file, int rank) {
    return file < 0 || file >= FILES || rank < 0 || rank >= RANKS ? 0 : point(file, rank);
  }

  private static boolean samePalace(int a, int b) {
    return b != 0
        && (inPalace(Side.FIRST, a) && inPalace(Side.FIRST, b)
            || inPalace(Side.SECOND, a) && inPalace(Side.SECOND, b));
  }

  static {
    java.util.Arrays.fill(FILE_OF, -1);
    java.util.Arrays.fill(RANK_OF, -1);
    for (int r = 0; r < RANKS; r++) {
      for (int f = 0; f < FILES; f++) {
        FILE_OF[point(f, r)] = f;
        RANK_OF[point(f, r)] = r;
        LINE_BITS[point(f, r)] = 1 << f | 1 << (FILES + r);
      }
    }
    // Unit steps as (file, rank): 0-3 orthogonal (north, south, east, west), 4-7 diagonal.
    int[] df = {0, 0, 1, -1, 1, 1, -1, -1};
    int[] dr = {1, -1, 0, 0, 1, -1, 1, -1};
    for (int r = 0; r < RANKS; r++) {
      for (int f = 0; f < FILES; f++) {
        int p = point(f, r);
        int g = p * STEP_STRIDE;
        int a = p * STEP_STRIDE;
        int e = p * STEP_STRIDE;
        int h = p * HORSE_STRIDE;
        int ha = p * HORSE_STRIDE;
        for (int d = 0; d < 8; d++) {
          int t = at(f + df[d], r + dr[d]);
          if (d < 4) {
            if (samePalace(p, t)) {
              GENERAL_STEPS[g++] = t;
            }
            // Horse: one step orthogonally (the leg), then one diagonally outward.
            for (int side = -1; t != 0 && side <= 1; side += 2) {
              int to = at(f + (df[d] == 0 ? side : 2 * df[d]), r + (dr[d] == 0 ? side : 2 * dr[d]));
              if (to != 0) {
                HORSE_TO[h] = to;
                HORSE_LEG[h++] = t;
              }
            }
            for (int i = (p * 4 + d) * RAY_STRIDE, u = t;
                u != 0;
                u = at(FILE_OF[u] + df[d], RANK_OF[u] + dr[d])) {
              RAY[i++] = u;
            }
            continue;
          }
          if (samePalace(p, t)) {
            ADVISOR_STEPS[a++] = t;
          }
          int far = at(f + 2 * df[d], r + 2 * dr[d]);
          // Elephants never cross the river: target on the same half as the origin.
          if (far != 0 && (r <= 4) == (RANK_OF[far] <= 4)) {
            ELEPHANT_TO[e] = far;
            ELEPHANT_EYE[e++] = t;
          }
          // A horse on q attacks p through the leg next to q, which is a diagonal neighbour of p.
          for (int k = 0; t != 0 && k < 2; k++) {
            int from = k == 0 ? at(f + 2 * df[d], r + dr[d]) : at(f + df[d], r + 2 * dr[d]);
            if (from != 0) {
              HORSE_ATTACKER[ha] = from;
              HORSE_ATTACKER_LEG[ha++] = t;
            }
          }
        }
        for (int side = 0; side < 2; side++) {
          int forward = side == Side.FIRST ? 1 : -1;
          int s = (side * POINTS + p) * SOLDIER_STRIDE;
          int ahead = at(f, r + forward);
          if (ahead != 0) {
            SOLDIER_STEPS[s++] = ahead;
          }
          boolean crossed = side == Side.FIRST ? r >= 5 : r <= 4;
          if (crossed) {
            for (int sideways = -1; sideways <= 1; sideways += 2) {
              int t = at(f + sideways, r);
              if (t != 0) {
                SOLDIER_STEPS[s++] = t;
              }
            }
          }
        }
      }
    }
    for (int side = 0; side < 2; side++) {
      for (int p = 0; p < POINTS; p++) {
        for (int i = (side * POINTS + p) * SOLDIER_STRIDE; SOLDIER_STEPS[i] != 0; i++) {
          int t = SOLDIER_STEPS[i];
          int k = (side * POINTS + t) * SOLDIER_STRIDE;
          while (SOLDIER_ATTACKER[k] != 0) {
            k++;
          }
          SOLDIER_ATTACKER[k] = p;
        }
      }
    }
  }
}
