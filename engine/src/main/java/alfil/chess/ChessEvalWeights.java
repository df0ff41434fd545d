package alfil.chess;

import alfil.core.SquareText;

/**
 * The weights of {@link ChessEvaluation} that a tuner fits, one flat int array so that it can treat
 * them as a vector: material, threats, the newer pawn-structure and outpost terms, and a
 * piece-square table per piece type, each value a pair, middlegame then endgame. The evaluation's
 * older terms (mobility, doubled, isolated and passed pawns, king safety, the bishop pair, rooks on
 * open files) are literals in ChessEvaluation, fitted once on branch tune-terms.
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
   * Threats (Stockfish 11's evaluate threats), each a (mg, eg) pair: by a minor piece on each
   * victim type (P N B R Q) from {@code THREAT_BY_MINOR}, by a rook from {@code THREAT_BY_ROOK},
   * then by the king, a hanging piece, and a piece attacked by a pawn that is safe.
   */
  public static final int THREAT_BY_MINOR = 14;

  public static final int THREAT_BY_ROOK = THREAT_BY_MINOR + 10;
  public static final int THREAT_BY_KING = THREAT_BY_ROOK + 10;
  public static final int HANGING = THREAT_BY_KING + 2;
  public static final int THREAT_BY_SAFE_PAWN = HANGING + 2;

  /**
   * Pawn structure (Stockfish 11's evaluate pawns): a pawn with a pawn of its side beside it
   * (phalanx), and one defended by pawns (per defender), each by relative rank 1 to 6; a backward
   * pawn. Pieces: a knight, then a bishop, on an outpost; a bishop's pawns on its colour (each).
   */
  public static final int PHALANX = THREAT_BY_SAFE_PAWN + 2;

  public static final int SUPPORTED = PHALANX + 12;
  public static final int BACKWARD = SUPPORTED + 12;
  public static final int OUTPOST = BACKWARD + 2;
  public static final int BISHOP_PAWNS = OUTPOST + 4;

  /**
   * Piece-square values: {@code SQUARE + 2 * ((type - 1) * 32 + rank * 4 + filesFromMiddle)}, with
   * the rank counted from the owner's side and files from the middle 0 (d, e) to 3 (a, h).
   */
  public static final int SQUARE = BISHOP_PAWNS + 2;

  public static final int COUNT = SQUARE + 2 * 6 * 32;

  // Tuned by EvalTuner (tests) to Stockfish 15.1's depth-8 scores of quiet positions from its own
  // games (bench/tune-data.py): material and tables in 4 rounds with -Dalfil.tune.sparsity=1e-7;
  // then the threats (from Stockfish 11's values scaled to these), then the pawn-structure and
  // outpost terms (from values set by hand), 4 rounds each with the rest held.
  // tuned:begin
  // spotless:off
  static final int[] HEAD = {
    // material by type (none P N B R Q K), each (mg, eg)
    0, 0, 79, 82, 388, 331, 424, 365, 510, 614, 1083, 1034, 0, 0,
    // threats by a minor, then by a rook, on P N B R Q (mg, eg)
    3, 9, 9, 28, 31, 11, 19, 17, 32, 57,
    2, 16, 17, 9, 21, 23, -7, -1, 32, 17,
    // threat by the king, hanging, threat by a safe pawn (mg, eg)
    -3, 30, 4, 18, 37, 25,
    // phalanx, then supported, by relative rank 1 to 6 (mg, eg)
    3, -1, 4, -3, 10, -6, 9, 13, 13, 16, 26, 44,
    10, 4, 8, 7, 10, -2, 13, -5, 16, 30, 18, 13,
    // backward; outposts: knight, bishop; a bishop's pawns on its colour (mg, eg)
    -14, -15, 23, -6, 39, 20, 0, -7,
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
