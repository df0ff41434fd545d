package alfil.chess;

import alfil.core.SquareText;

/**
 * The weights of {@link ChessEvaluation} that a tuner fits, one flat int array so that it can treat
 * them as a vector: material and a piece-square table per piece type, each value a pair, middlegame
 * then endgame. The evaluation's other terms (mobility, pawn structure, king safety, the bishop
 * pair, rooks on open files) are literals in ChessEvaluation, fitted once on branch tune-terms.
 *
 * <p>The square tables are kept by rank from the owner's side and files from the middle, 8 by 4: a
 * table is the same mirrored left to right. The page that carries the engine has a size budget, so
 * the tables are text ({@link SquareText}).
 *
 * <p>{@link #defaults()} is what the engine plays with; a copy may be changed and given to {@link
 * ChessEvaluation#ChessEvaluation(int[])} (the tuner in the tests does that).
 */
public final class ChessEvalWeights {
  /** Material by piece type (none, P, N, B, R, Q, K): {@code VALUE + 2 * type}. */
  public static final int VALUE = 0;

  /**
   * Piece-square values: {@code SQUARE + 2 * ((type - 1) * 32 + rank * 4 + filesFromMiddle)}, with
   * the rank counted from the owner's side and files from the middle 0 (d, e) to 3 (a, h).
   */
  public static final int SQUARE = 14;

  public static final int COUNT = SQUARE + 2 * 6 * 32;

  // Tuned by EvalTuner (tests) to Stockfish 15.1's depth-8 scores of quiet positions from its own
  // games (bench/tune-data.py), from the hand-set formulas, 4 rounds, -Dalfil.tune.sparsity=1e-7.
  // tuned:begin
  // spotless:off
  static final int[] HEAD = {
    // material by type (none P N B R Q K), each (mg, eg)
    0, 0, 79, 82, 388, 331, 424, 365, 510, 614, 1083, 1034, 0, 0,
  };
  static final String SQUARES =
      "PPPPPPPPKWRWTUGQORSTSULRVPUTPVJUWSVXWVPOUUQ[SYQKVSTaPROHPPPPPPPPPNIMJJJLPPQQPLON"
          + "STPMPPKTPROSPSPPTZTQSPSNTQPPPPMLPPSPNNKKPPOPNNFKPPINOPNUOLPIPPQONONPRPNLPLOMPPPP"
          + "PPQNPRQPQPPWTPPPPPPPPRPPPRPRPPPPVIQQPPLOPPPPPPFPPPPQMSJPQOPPPPPMPPPSRPPPPPPQPPQP"
          + "QQXPPPPQPPPRPUPSPPMOPPKLQNQLPPPPNPPPPPPPPRPPPPPPPRPPPPTPPQQPRPPPPPPPPQPPPPPPPOPP"
          + "NFMJTGUFFKKJPKOPHNGLKNPPARDQBNDP9V?Y@W<N7X6U9[5N0S0Q3R0K*R,T*O)K";
  // spotless:on
  // tuned:end

  private ChessEvalWeights() {}

  /** A fresh copy of the engine's weights. */
  public static int[] defaults() {
    return SquareText.weights(HEAD, SQUARES);
  }
}
