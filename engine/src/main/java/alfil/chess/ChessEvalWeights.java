package alfil.chess;

import alfil.core.SquareText;

/**
 * The weights of {@link ChessEvaluation} that a tuner fits, one flat int array so that it can treat
 * them as a vector: material, threats, pawn structure, outposts, passed pawns, mobility, rooks on
 * open files, the king's shelter, the bishop pair, and a piece-square table per piece type, each
 * value a pair, middlegame then endgame.
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
   * The older terms, each a (mg, eg) pair: a doubled pawn, an isolated pawn; a passed pawn by
   * relative rank 1 to 6, and the more when its next square is empty, by relative rank 3 to 6;
   * mobility per square beyond the middle count, for a knight, bishop, rook and queen; a rook on an
   * open, then a half-open file; the king's pawn shield one, then two squares in front; a file at
   * or beside the king without a pawn of its side, open, then half-open; an enemy pawn storming
   * two, then three ranks in front of the king; the bishop pair.
   */
  public static final int DOUBLED = BISHOP_PAWNS + 2;

  public static final int ISOLATED = DOUBLED + 2;
  public static final int PASSED = ISOLATED + 2;
  public static final int PASSED_FREE = PASSED + 12;
  public static final int MOBILITY = PASSED_FREE + 8;
  public static final int ROOK_FILE = MOBILITY + 8;
  public static final int SHIELD = ROOK_FILE + 4;
  public static final int KING_FILE = SHIELD + 4;
  public static final int STORM = KING_FILE + 4;
  public static final int BISHOP_PAIR = STORM + 4;

  /**
   * Piece-square values: {@code SQUARE + 2 * ((type - 1) * 32 + rank * 4 + filesFromMiddle)}, with
   * the rank counted from the owner's side and files from the middle 0 (d, e) to 3 (a, h).
   */
  public static final int SQUARE = BISHOP_PAIR + 2;

  public static final int COUNT = SQUARE + 2 * 6 * 32;

  // Tuned by EvalTuner (tests), every weight free, -Dalfil.tune.sparsity=1e-7, to Stockfish 15.1's
  // depth-8 scores of quiet positions: from Stockfish's own games and, three in four, from the
  // games Alfil plays against itself at depth 6 (bench/tune-data.py with a MOVER). One round with
  // the older terms held (held-out loss 0.013736 to 0.012954), then one with them free as well
  // (0.012997 to 0.012875 with the curve refitted).
  // tuned:begin
  // spotless:off
  static final int[] HEAD = {
    // material by type (none P N B R Q K), each (mg, eg)
    0, 0, 77, 97, 361, 341, 398, 376, 484, 619, 1089, 1048, 0, 0,
    // threats by a minor, then by a rook, on P N B R Q (mg, eg)
    1, 11, 16, 18, 17, 14, 21, 11, 26, 53,
    1, 21, 23, 25, 24, 26, 9, 5, 30, 14,
    // threat by the king, hanging, threat by a safe pawn (mg, eg)
    0, 34, -5, 10, 34, 21,
    // phalanx, then supported, by relative rank 1 to 6 (mg, eg)
    7, -4, 9, -2, 11, 7, 34, 23, 17, 34, 28, 52,
    10, 4, 13, 2, 15, -5, 19, 0, 28, 37, 28, 28,
    // backward; outposts: knight, bishop; a bishop's pawns on its colour (mg, eg)
    -9, -9, 32, 4, 27, -2, -5, -4,
    // doubled, isolated; passed by relative rank 1 to 6, free passed by rank 3 to 6 (mg, eg)
    -3, -6, -10, -10,
    11, 11, -15, 14, -14, 30, 13, 53, 39, 92, 84, 155,
    1, 11, -1, 17, 5, 37, 23, 54,
    // mobility of N B R Q; rook on open, half-open file (mg, eg)
    1, 7, 4, 6, 2, 6, 1, 8, 31, -4, 13, 6,
    // shield one, two ahead; king file open, half-open; storm two, three ahead; bishop pair (mg, eg)
    16, -9, 4, -8, -34, -5, -13, 2, -25, 3, -8, -3, 24, 55,
  };
  static final String SQUARES =
      "PPPPPPPPLUPUQQMPNRPSPSNOVOSPPTNPUPRRSSPOUVPSQZQPURQ]PYPLPPPPPPPPPPKPJIKNPPNPPNKOQSQP"
          + "PPJPSQQSPSMPRXSPQPQOUPPPQPOLPRPPPPNNPPPPPPFKOQMONQMPOORMSOTPPQOPSMNPPOOPPPMPPPSP"
          + "PPQPOOPSUPPPPPNPNPPPPQPPPPPPTJSMNMNNOOPOPOHPONNOLOLOPONPQPOOPPPSPPPPPPPRPPPPPQWR"
          + "QQPQPSPSPUPTSNMPPPONSJROMPPPPPPPPPPPOROPPPPPPPOPPPPPSRPPPPPPPPPPPPRPPPPPPPPPPENK"
          + "SGPCKLLMQNNKJLJNNOOLEPHPDPFO=WAVBV>P;Y:V<]7P2Q4S7U2P,P0R.P+M";
  // spotless:on
  // tuned:end

  private ChessEvalWeights() {}

  /** A fresh copy of the engine's weights. */
  public static int[] defaults() {
    return SquareText.weights(HEAD, SQUARES);
  }
}
