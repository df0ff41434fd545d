package alfil.xiangqi;

import alfil.core.SquareText;

/**
 * The weights of {@link XiangqiEvaluation}, one flat int array so that a tuner can treat them as a
 * vector. Every weight but the tempo is a pair, middlegame then endgame, at the index named:
 * material per piece type, mobility, hanging pieces, defenders against attackers, pressure on the
 * enemy palace, pieces attacked by cheaper ones, the empty-headed cannon, the tempo, and a
 * piece-square table per piece type.
 *
 * <p>The square tables are kept by rank from the owner's side and files from the middle, 10 by 5: a
 * xiangqi position is worth the same mirrored left to right. The page that carries the engine has a
 * size budget, so the tables are text ({@link SquareText}), and points a piece can never stand on
 * hold 0 (a run of one character that gzip all but removes).
 *
 * <p>{@link #defaults()} is what the engine plays with; a copy may be changed and given to {@link
 * XiangqiEvaluation#XiangqiEvaluation(int[])} (the tuner in the tests does that).
 */
public final class XiangqiEvalWeights {
  /** Material by piece type (none, K, A, B, N, R, C, P): {@code VALUE + 2 * type}. */
  public static final int VALUE = 0;

  /** Per move of a chariot, horse or cannon (a cannon's screened capture has its own weight). */
  public static final int CHARIOT_MOBILITY = 16;

  public static final int HORSE_MOBILITY = 18;
  public static final int CANNON_MOBILITY = 20;
  public static final int CANNON_SCREEN = 22;

  /** Penalty of an attacked, undefended horse, chariot or cannon: {@code + 2 * (type - HORSE)}. */
  public static final int HANGING = 24;

  /** Per missing advisor or elephant, times the enemy's attack units. */
  public static final int DEFENCE = 30;

  /**
   * Per point of the enemy palace that Red attacks, less the points of Red's palace that Black
   * attacks (with the evaluation's attack map).
   */
  public static final int PALACE_ATTACK = 32;

  /**
   * Penalty of a horse, chariot or cannon that an enemy piece of lower value attacks: {@code + 2 *
   * (type - HORSE)}.
   */
  public static final int CHEAPER_ATTACK = 34;

  /**
   * A cannon on the enemy general's file with no piece between them (the empty-headed cannon): any
   * piece that steps between becomes a screen and gives the cannon check, so the defence cannot
   * close the file and the palace is tied up.
   */
  public static final int EMPTY_HEADED_CANNON = 40;

  /** For the side to move, one value. */
  public static final int TEMPO = 42;

  /**
   * Piece-square values: {@code SQUARE + 2 * ((type - 1) * 50 + rank * 5 + filesFromMiddle)}, with
   * the rank counted from the owner's side.
   */
  public static final int SQUARE = 43;

  public static final int COUNT = SQUARE + 2 * 7 * 50;

  // Tuned by EvalTuner (tests) to Fairy-Stockfish 11.1's depth-8 scores of 98,650 quiet positions,
  // three in five from games Alfil steered (bench/tune-data.py with Alfil at depth 7 as the mover)
  // and the rest from Fairy-Stockfish's own, 3 rounds from the former weights, square-table pull
  // 2e-7 (bench/tune.sh).
  // tuned:begin
  // spotless:off
  static final int[] HEAD = {
    // material by type (none K A B N R C P), each (mg, eg)
    0, 0, 0, 0, 178, 96, 115, 76, 289, 230, 712, 526, 457, 209, 116, 88,
    // mobility: chariot, horse, cannon, cannon screen (mg, eg)
    5, 0, 10, 4, 2, 2, 9, 21,
    // hanging horse, chariot, cannon; defence; palace attack (mg, eg)
    34, 21, 3, 2, 34, 37, 9, 3, 26, 4,
    // attacked by a cheaper piece: horse, chariot, cannon; empty-headed cannon (mg, eg)
    34, -2, 28, -4, 30, 10, 49, 6,
    // tempo
    36,
  };
  static final String SQUARES =
      "dPRPPPPPPPPPGPPPPPPPPPLKPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP"
          + "PPPPPPPPPPPPPPPPPPPPPPPPPPPPPP]PPPPPPPPPPPMPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP"
          + "PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPQPPPPPPPPPPPPPPP[PPPPPPPMNPPPPPPPPPP"
          + "PPPPMPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPOPGNPPNPPOLPPPHP"
          + "PPPPSNPPLMVPPQPPPPPPQRVRVQPPPPPPXPPPPPPPPP[PONRQLPQQPPNNPPPPPPPPURPPPPPPPPPPPPPP"
          + "PPPPJPOPHEPPMPNPJPHPPPOOPPLPJOQPPPPPPPOPPQRPRPPPOPPPRPPPPPMPPSUPXPSPPPPPTPQPPPPP"
          + "PPPPPPSPPPPPPPPPPPPPPPPPPPOPPPTPPPPPPPPPYPTPQPPPPPQPPPPPOPPPVPPPPPRPPPWSOPPPPPPP"
          + "SPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPRPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPOPPCLPP=F"
          + "OPPPKMPPCK_S]USPSQPN[XYWYUPQPNQaT]PXPPPPP]WZPWPUPPPPPPPPPPPP";
  // spotless:on
  // tuned:end

  private XiangqiEvalWeights() {}

  /** A fresh copy of the engine's weights. */
  public static int[] defaults() {
    return SquareText.weights(HEAD, SQUARES);
  }
}
