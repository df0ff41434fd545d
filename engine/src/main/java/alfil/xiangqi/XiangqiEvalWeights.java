package alfil.xiangqi;

/**
 * The weights of {@link XiangqiEvaluation}, one flat int array so that a tuner can treat them as a
 * vector. Every weight but the tempo is a pair, middlegame then endgame, at the index named:
 * material per piece type, the piece-square formulas' terms (a xiangqi position is worth the same
 * mirrored left to right, so they speak of ranks from the owner's side and files from the middle),
 * mobility, hanging pieces, defenders against attackers, and the tempo. Terms, not full square
 * tables: the page that carries the engine has a size budget, and 67 numbers fit it where 800 would
 * not.
 *
 * <p>{@link #defaults()} is what the engine plays with; a copy may be changed and given to {@link
 * XiangqiEvaluation#XiangqiEvaluation(int[])} (the tuner in the tests does that).
 */
public final class XiangqiEvalWeights {
  /** Material by piece type (none, K, A, B, N, R, C, P): {@code VALUE + 2 * type}. */
  public static final int VALUE = 0;

  /** A soldier on the river bank (rank 4), not yet across. */
  public static final int SOLDIER_RIVER = 16;

  /** A soldier across the river (ranks 5 to 8). */
  public static final int SOLDIER_CROSSED = 18;

  /** More for ranks 6 to 8, near the palace. */
  public static final int SOLDIER_DEEP = 20;

  /** On ranks 6 to 8, per file nearer the middle (3 - min(3, files from the middle)). */
  public static final int SOLDIER_CENTRE = 22;

  /** An "old soldier" on the last rank (in place of the crossed terms). */
  public static final int SOLDIER_LAST = 24;

  /** A horse, per file from the middle. */
  public static final int HORSE_CENTRE = 26;

  /** A horse on rank 4. */
  public static final int HORSE_RIVER = 28;

  /** A horse in the enemy half, ranks 5 to 8. */
  public static final int HORSE_ENEMY_HALF = 30;

  /** A horse still on its back rank. */
  public static final int HORSE_BACK = 32;

  /** A chariot one file beside the middle. */
  public static final int CHARIOT_BESIDE_MIDDLE = 34;

  /** A chariot on rank 6 (the enemy's soldiers' rank). */
  public static final int CHARIOT_RANK6 = 36;

  /** A chariot in the enemy half. */
  public static final int CHARIOT_ENEMY_HALF = 38;

  /** A cannon on the middle file in its own half (ranks 0 to 3). */
  public static final int CANNON_MIDDLE = 40;

  /** A cannon on the enemy's back rank. */
  public static final int CANNON_LAST = 42;

  /** A cannon on rank 7. */
  public static final int CANNON_RANK7 = 44;

  /** The general, per rank up from its back rank. */
  public static final int GENERAL_RANK = 46;

  /** The general, per file from the middle. */
  public static final int GENERAL_CENTRE = 48;

  /** Per move of a chariot, horse or cannon (a cannon's screened capture has its own weight). */
  public static final int CHARIOT_MOBILITY = 50;

  public static final int HORSE_MOBILITY = 52;
  public static final int CANNON_MOBILITY = 54;
  public static final int CANNON_SCREEN = 56;

  /** Penalty of an attacked, undefended horse, chariot or cannon: {@code + 2 * (type - HORSE)}. */
  public static final int HANGING = 58;

  /** Per missing advisor or elephant, times the enemy's attack units. */
  public static final int DEFENCE = 64;

  /** For the side to move, one value. */
  public static final int TEMPO = 66;

  public static final int COUNT = TEMPO + 1;

  // The hand-set values of the formulas this evaluation began with.
  // spotless:off
  private static final int[] DEFAULT = {
    // material by type (none K A B N R C P), each (mg, eg)
    0, 0, 0, 0, 120, 110, 120, 110, 268, 306, 618, 628, 318, 288, 30, 50,
    // soldier: river, crossed, deep, centre, last (mg, eg)
    5, 5, 50, 80, 15, 15, 8, 8, 30, 30,
    // horse: centre, river, enemy half, back (mg, eg)
    -4, -5, 0, 10, 20, 10, -15, 0,
    // chariot: beside the middle, rank 6, enemy half (mg, eg)
    8, 0, 10, 0, 0, 10,
    // cannon: middle, last rank, rank 7 (mg, eg)
    20, 0, 10, 0, -10, 0,
    // general: per rank, per file out (mg, eg)
    -10, -6, -6, -4,
    // mobility: chariot, horse, cannon, cannon screen (mg, eg)
    4, 4, 8, 8, 2, 2, 4, 4,
    // hanging horse, chariot, cannon (mg, eg)
    30, 30, 65, 65, 32, 32,
    // defence (mg, eg)
    6, 3,
    // tempo
    10
  };
  // spotless:on

  private XiangqiEvalWeights() {}

  /** A fresh copy of the engine's weights. */
  public static int[] defaults() {
    return DEFAULT.clone();
  }
}
