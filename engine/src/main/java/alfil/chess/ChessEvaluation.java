package alfil.chess;

import static alfil.chess.ChessEvalWeights.BACKWARD;
import static alfil.chess.ChessEvalWeights.BISHOP_PAIR;
import static alfil.chess.ChessEvalWeights.BISHOP_PAWNS;
import static alfil.chess.ChessEvalWeights.DOUBLED;
import static alfil.chess.ChessEvalWeights.HANGING;
import static alfil.chess.ChessEvalWeights.ISOLATED;
import static alfil.chess.ChessEvalWeights.KING_FILE;
import static alfil.chess.ChessEvalWeights.MOBILITY;
import static alfil.chess.ChessEvalWeights.OUTPOST;
import static alfil.chess.ChessEvalWeights.PASSED;
import static alfil.chess.ChessEvalWeights.PASSED_FREE;
import static alfil.chess.ChessEvalWeights.PHALANX;
import static alfil.chess.ChessEvalWeights.ROOK_FILE;
import static alfil.chess.ChessEvalWeights.SHIELD;
import static alfil.chess.ChessEvalWeights.STORM;
import static alfil.chess.ChessEvalWeights.SUPPORTED;
import static alfil.chess.ChessEvalWeights.THREAT_BY_KING;
import static alfil.chess.ChessEvalWeights.THREAT_BY_MINOR;
import static alfil.chess.ChessEvalWeights.THREAT_BY_ROOK;
import static alfil.chess.ChessEvalWeights.THREAT_BY_SAFE_PAWN;

/**
 * The chess evaluation: tapered middlegame/endgame material and piece-square values, mobility, pawn
 * structure (passed, doubled, isolated, backward, phalanx, supported), king safety (pawn shield,
 * open files near the king, enemy pawns storming it, attacker tropism), threats (Stockfish 11's:
 * pieces attacked by minors, rooks, the king and safe pawns, hanging pieces), outposts, bishop pair
 * and a bishop's pawns on its colour, rooks on open files, endgame scaling (bishops of opposite
 * colours, few pawns for the side ahead, the fifty-move count), and a mop-up term that drives a
 * lone king to the edge so that won endings get finished. The weights of most of these terms are
 * {@link ChessEvalWeights}, fitted by the tests' EvalTuner to Stockfish's judgement of the
 * positions Alfil plays into. Kept here as set by hand: the tropism (squared), the endgame scaling
 * (a factor), the passed pawn's king race, the mop-up and the tempo, none of them refitted.
 * Centipawns from the side to move's view. One instance per position adapter: its scratch arrays
 * make evaluation allocation-free.
 */
public final class ChessEvaluation {
  /** Exchange and ordering values by piece type (none, P, N, B, R, Q, K). */
  static final int[] VALUE = {0, 100, 320, 330, 500, 900, 20000};

  private static final int[] PHASE = {0, 0, 1, 1, 2, 4, 0};
  private static final int TOTAL_PHASE = 24;
  private static final int[] TROPISM = {0, 0, 2, 1, 2, 4, 0};
  private static final int TEMPO = 6;

  private static final int[] PASSED_KING_WEIGHT = {0, 0, 0, 1, 2, 3, 4, 0};

  // Scores are packed pairs, (endgame << 16) + middlegame, summed as one int (the halves stay far
  // inside 16 bits) and parted once at the end, as in the xiangqi evaluation.

  // Material plus piece-square value by type * 128 + White's 0x88 square (Black reads its squares
  // rank-mirrored), packed, built from the weights once.
  private final int[] square = new int[7 * 128];

  /** The evaluation the engine plays with. */
  public ChessEvaluation() {
    this(ChessEvalWeights.defaults());
  }

  /** An evaluation with other weights (laid out as {@link ChessEvalWeights}). */
  public ChessEvaluation(int[] w) {
    for (int type = 1; type < 7; type++) {
      for (int sq = 0; sq < 128; sq++) {
        int file = sq & 7;
        int table =
            ChessEvalWeights.SQUARE
                + 2 * ((type - 1) * 32 + (sq >> 4) * 4 + (file < 4 ? 3 - file : file - 4));
        int material = ChessEvalWeights.VALUE + 2 * type;
        // Off-board 0x88 squares read some table value; no piece stands there.
        square[type * 128 + sq] = pack(w[material] + w[table], w[material + 1] + w[table + 1]);
      }
    }
    for (int i = 0; i < ChessEvalWeights.SQUARE; i += 2) {
      pair[i] = pack(w[i], w[i + 1]);
    }
  }

  private static int pack(int mg, int eg) {
    return (eg << 16) + mg;
  }

  // The (mg, eg) weight pairs of the terms beyond material and squares (threats, pawn structure,
  // outposts), packed, at the middlegame index ChessEvalWeights gives each one.
  private final int[] pair = new int[ChessEvalWeights.SQUARE];

  // Attack maps, by side * 128 + 0x88 square: how many pieces attack it, and which types (bits).
  private final int[] attackCount = new int[256];
  private final int[] attackTypes = new int[256];
  private final int[] bishopCount = new int[2];
  private final int[] bishopColour = new int[2];
  private int threats;
  // The packed sum of the side (or the threats) being scored; add() adds to it.
  private int sideScore;

  // Per side (0 or 10) and file + 1 (so that files -1 and 8 exist and stay empty).
  private final int[] pawnCount = new int[20];
  private final int[] pawnMin = new int[20];
  private final int[] pawnMax = new int[20];
  // Pawns by side * 2 + the colour of their square (squareColour).
  private final int[] pawnsOnColour = new int[4];

  /** The score of {@code p} for its side to move. */
  public int evaluate(ChessPosition p) {
    final int[] b = p.board;
    final int[] squares = p.squares;
    java.util.Arrays.fill(attackCount, 0);
    java.util.Arrays.fill(attackTypes, 0);
    java.util.Arrays.fill(pawnsOnColour, 0);
    for (int i = 0; i < 20; i++) {
      pawnCount[i] = 0;
      pawnMin[i] = 8;
      pawnMax[i] = -1;
    }
    for (int side = 0; side < 2; side++) {
      int end = (side << 4) + p.pieceCount[side];
      for (int i = (side << 4) + 1; i < end; i++) {
        int sq = squares[i];
        if ((b[sq] & Piece.TYPE_MASK) == Piece.PAWN) {
          int ahead = sq + (side == 0 ? 16 : -16);
          mark(side, ahead - 1, Piece.PAWN);
          mark(side, ahead + 1, Piece.PAWN);
          int f = side * 10 + (sq & 7) + 1;
          int r = sq >> 4;
          pawnCount[f]++;
          pawnsOnColour[side << 1 | squareColour(sq)]++;
          pawnMin[f] = Math.min(pawnMin[f], r);
          pawnMax[f] = Math.max(pawnMax[f], r);
        }
      }
    }

    int packed = 0;
    int phase = 0;
    int whiteMaterial = 0;
    int blackMaterial = 0;
    int whitePawns = 0;
    int blackPawns = 0;
    int whiteTropism = 0;
    int blackTropism = 0;
    for (int side = 0; side < 2; side++) {
      int sign = side == 0 ? 1 : -1;
      int own = side * 10;
      int foe = 10 - own;
      int ownBit = Piece.colourBit(side);
      int enemyKing = squares[(side ^ 1) << 4];
      sideScore = 0;
      int material = 0;
      int pawns = 0;
      int tropism = 0;
      int bishops = 0;
      int end = (side << 4) + p.pieceCount[side];
      for (int i = side << 4; i < end; i++) {
        int sq = squares[i];
        int type = b[sq] & Piece.TYPE_MASK;
        int rel = side == 0 ? sq : sq ^ 0x70;
        sideScore += square[type * 128 + rel];
        phase += PHASE[type];
        int file = (sq & 7) + 1;
        // A piece (no pawn, no king): its material, and its pull towards the enemy king.
        if (type != Piece.PAWN && type != Piece.KING) {
          material += VALUE[type];
          tropism += TROPISM[type] * (7 - distance(sq, enemyKing));
        }
        switch (type) {
          case Piece.PAWN:
            {
              pawns++;
              if (pawnCount[own + file] > 1) {
                add(DOUBLED);
              }
              if (pawnCount[own + file - 1] == 0 && pawnCount[own + file + 1] == 0) {
                add(ISOLATED);
              }
              int r = sq >> 4;
              int relRank = rel >> 4;
              int ownPawn = b[sq];
              if (pawnsBeside(b, sq, ownPawn) != 0) {
                add(PHALANX + 2 * relRank - 2);
              }
              int supporters = pawnsBeside(b, sq - (side == 0 ? 16 : -16), ownPawn);
              add(SUPPORTED + 2 * relRank - 2, supporters);
              // Backward: no pawn of its side on a neighbouring file level with it or behind, so
              // none can come to defend it, and an enemy pawn holds the square in front of it.
              if (backward(sq, side, own + file)) {
                add(BACKWARD);
              }
              boolean passed;
              if (side == 0) {
                passed =
                    pawnMax[foe + file - 1] <= r
                        && pawnMax[foe + file] <= r
                        && pawnMax[foe + file + 1] <= r;
              } else {
                passed =
                    pawnMin[foe + file - 1] >= r
                        && pawnMin[foe + file] >= r
                        && pawnMin[foe + file + 1] >= r;
              }
              if (passed) {
                add(PASSED + 2 * relRank - 2);
                // A free path: nothing stands on the square the pawn advances to.
                int front = sq + (side == 0 ? 16 : -16);
                if (relRank >= 3 && b[front] == Piece.NONE) {
                  add(PASSED_FREE + 2 * relRank - 6);
                }
                // Endgame race (Fruit's passed-pawn terms): the square in front of the pawn is
                // worth more the farther the enemy king and the nearer our own king stand.
                int weight = PASSED_KING_WEIGHT[relRank];
                if (weight != 0) {
                  sideScore +=
                      pack(
                          0,
                          weight
                              * (11 * distance(enemyKing, front)
                                  - 7 * distance(squares[side << 4], front)));
                }
              }
              break;
            }
          case Piece.KNIGHT:
            {
              int mobility = 0;
              for (int step : Geometry.KNIGHT_STEPS) {
                int t = sq + step;
                if ((t & 0x88) == 0) {
                  mark(side, t, Piece.KNIGHT);
                  if ((b[t] & ownBit) == 0) {
                    mobility++;
                  }
                }
              }
              add(MOBILITY, mobility - 4);
              if (outpost(sq, side, rel >> 4, foe + file)) {
                add(OUTPOST);
              }
              break;
            }
          case Piece.BISHOP:
            {
              bishops++;
              bishopColour[side] = squareColour(sq);
              if (outpost(sq, side, rel >> 4, foe + file)) {
                add(OUTPOST + 2);
              }
              int sameColour = pawnsOnColour[side << 1 | squareColour(sq)];
              add(BISHOP_PAWNS, sameColour);
              int mobility = slide(b, sq, side, Piece.BISHOP, Geometry.BISHOP_STEPS);
              add(MOBILITY + 2, mobility - 7);
              break;
            }
          case Piece.ROOK:
            {
              int mobility = slide(b, sq, side, Piece.ROOK, Geometry.ROOK_STEPS);
              add(MOBILITY + 4, mobility - 7);
              if (pawnCount[own + file] == 0) {
                int open = pawnCount[foe + file] == 0 ? ROOK_FILE : ROOK_FILE + 2;
                add(open);
              }
              break;
            }
          case Piece.QUEEN:
            {
              int mobility =
                  slide(b, sq, side, Piece.QUEEN, Geometry.BISHOP_STEPS)
                      + slide(b, sq, side, Piece.QUEEN, Geometry.ROOK_STEPS);
              add(MOBILITY + 6, mobility - 14);
              break;
            }
          default:
            {
              // King: pawn shield and open files around it (middlegame only).
              for (int step : Geometry.KING_STEPS) {
                if (((sq + step) & 0x88) == 0) {
                  mark(side, sq + step, Piece.KING);
                }
              }
              int relRank = rel >> 4;
              if (relRank <= 1) {
                int forward = side == 0 ? 16 : -16;
                for (int df = -1; df <= 1; df++) {
                  int f = sq + df;
                  if ((f & 0x88) != 0) {
                    continue;
                  }
                  int one = f + forward;
                  int two = one + forward;
                  int pawn = Piece.of(side, Piece.PAWN);
                  if ((one & 0x88) == 0 && b[one] == pawn) {
                    add(SHIELD);
                  } else if ((two & 0x88) == 0 && b[two] == pawn) {
                    add(SHIELD + 2);
                  }
                }
              }
              for (int f = Math.max(1, file - 1); f <= Math.min(8, file + 1); f++) {
                if (pawnCount[own + f] == 0) {
                  int open = pawnCount[foe + f] == 0 ? KING_FILE : KING_FILE + 2;
                  add(open);
                }
                // Pawn storm: the enemy pawn nearest the king on this file, two or three ranks in
                // front of it, is about to open the file (Stockfish's evaluate_shelter,
                // UnblockedStorm).
                if (pawnCount[foe + f] != 0) {
                  int gap = side == 0 ? pawnMin[foe + f] - (sq >> 4) : (sq >> 4) - pawnMax[foe + f];
                  if (gap == 2 || gap == 3) {
                    add(STORM + 2 * gap - 4);
                  }
                }
              }
              break;
            }
        }
      }
      bishopCount[side] = bishops;
      if (bishops >= 2) {
        add(BISHOP_PAIR);
      }
      packed += sign * sideScore;
      if (side == 0) {
        whiteMaterial = material;
        whitePawns = pawns;
        whiteTropism = tropism;
      } else {
        blackMaterial = material;
        blackPawns = pawns;
        blackTropism = tropism;
      }
    }
    threats = 0;
    addThreats(b, squares, p.pieceCount, 0, 1);
    addThreats(b, squares, p.pieceCount, 1, -1);
    packed += threats;
    int mg = (short) packed;
    int eg = (packed - mg) >> 16;
    // King attack: tropism of the attacker's pieces, growing faster than linearly.
    mg += (whiteTropism * whiteTropism - blackTropism * blackTropism) * 43 / 1000;

    // Endgame scaling (Stockfish 11's scale_factor): bishops of opposite colours alone draw
    // often, and so does a side ahead with few pawns left; out of 64.
    boolean oppositeBishops =
        bishopCount[0] == 1 && bishopCount[1] == 1 && bishopColour[0] != bishopColour[1];
    int scale;
    if (oppositeBishops
        && whiteMaterial == VALUE[Piece.BISHOP]
        && blackMaterial == VALUE[Piece.BISHOP]) {
      scale = 22;
    } else {
      int strongPawns = eg > 0 ? whitePawns : blackPawns;
      scale = Math.min(64, 36 + (oppositeBishops ? 2 : 7) * strongPawns);
    }
    // Nearing the fifty-move rule, less and less of an advantage will count.
    scale = Math.max(0, scale - Math.max(0, p.halfmove - 12) / 4);
    eg = eg * scale / 64;

    phase = Math.min(phase, TOTAL_PHASE);
    int score = (mg * phase + eg * (TOTAL_PHASE - phase)) / TOTAL_PHASE;

    // Mop-up against a lone king: push it to the edge and bring the kings together.
    int whiteKing = squares[0];
    int blackKing = squares[16];
    if (blackMaterial == 0 && blackPawns == 0 && whiteMaterial >= 500) {
      score += 10 * centre(blackKing) + 4 * (14 - manhattan(whiteKing, blackKing)) + 200;
    } else if (whiteMaterial == 0 && whitePawns == 0 && blackMaterial >= 500) {
      score -= 10 * centre(whiteKing) + 4 * (14 - manhattan(whiteKing, blackKing)) + 200;
    }
    // Without pawns, an extra minor piece or less rarely wins: scale towards a draw.
    if (score > 0 && whitePawns == 0 && whiteMaterial - blackMaterial < 400) {
      score /= 8;
    } else if (score < 0 && blackPawns == 0 && blackMaterial - whiteMaterial < 400) {
      score /= 8;
    }
    return (p.side == 0 ? score : -score) + TEMPO;
  }

  /**
   * Whether the pawn on {@code sq} is backward: no pawn of its side on a neighbouring file stands
   * level with it or behind ({@code ownFile} indexes the side's file tables), and an enemy pawn
   * attacks the square in front of it. An isolated pawn is not backward (it pays as isolated).
   */
  private boolean backward(int sq, int side, int ownFile) {
    int r = sq >> 4;
    boolean left = pawnCount[ownFile - 1] != 0;
    boolean right = pawnCount[ownFile + 1] != 0;
    if (!left && !right) {
      return false;
    }
    if (side == 0
        ? (left && pawnMin[ownFile - 1] <= r) || (right && pawnMin[ownFile + 1] <= r)
        : (left && pawnMax[ownFile - 1] >= r) || (right && pawnMax[ownFile + 1] >= r)) {
      return false;
    }
    return pawnAttacks(side ^ 1, sq + (side == 0 ? 16 : -16));
  }

  /**
   * Whether the minor piece on {@code sq} stands on an outpost: its fourth to sixth rank ({@code
   * relRank} 3 to 5), defended by a pawn of its side, and out of reach of every enemy pawn (none on
   * a neighbouring file in front of it; {@code foeFile} indexes the enemy's file tables).
   */
  private boolean outpost(int sq, int side, int relRank, int foeFile) {
    if (relRank < 3 || relRank > 5) {
      return false;
    }
    int r = sq >> 4;
    if (side == 0
        ? pawnMax[foeFile - 1] > r || pawnMax[foeFile + 1] > r
        : (pawnCount[foeFile - 1] != 0 && pawnMin[foeFile - 1] < r)
            || (pawnCount[foeFile + 1] != 0 && pawnMin[foeFile + 1] < r)) {
      return false;
    }
    return pawnAttacks(side, sq);
  }

  /** The colour of a 0x88 square: 0 for a1's, 1 for the other. */
  private static int squareColour(int sq) {
    return ((sq >> 4) + sq) & 1;
  }

  /** How many of the squares beside {@code sq} on its rank hold {@code pawn}. */
  private static int pawnsBeside(int[] b, int sq, int pawn) {
    return (((sq - 1) & 0x88) == 0 && b[sq - 1] == pawn ? 1 : 0)
        + (((sq + 1) & 0x88) == 0 && b[sq + 1] == pawn ? 1 : 0);
  }

  /** Adds the weight pair (middlegame, endgame) at {@code index} to the side's sums. */
  private void add(int index) {
    sideScore += pair[index];
  }

  /** Adds the weight pair at {@code index} {@code times} over (negative: subtracts). */
  private void add(int index, int times) {
    sideScore += times * pair[index];
  }

  /** Whether a pawn of {@code side} attacks {@code sq} (the pawn attacks are marked first). */
  private boolean pawnAttacks(int side, int sq) {
    return (attackTypes[side << 7 | sq] & 1 << Piece.PAWN) != 0;
  }

  private void mark(int side, int square, int type) {
    if ((square & 0x88) == 0) {
      attackCount[side << 7 | square]++;
      attackTypes[side << 7 | square] |= 1 << type;
    }
  }

  /**
   * The threats of {@code us} against the other side's pieces, as Stockfish 11's evaluate threats
   * counts them, added to the threat sums with {@code sign}. A piece is strongly protected when a
   * pawn defends it, or two pieces do and fewer of ours attack it; weak when it is not strongly
   * protected and attacked.
   */
  private void addThreats(int[] b, int[] squares, int[] pieceCount, int us, int sign) {
    int them = us ^ 1;
    sideScore = 0;
    int ours = us << 7;
    int theirs = them << 7;
    int end = (them << 4) + pieceCount[them];
    for (int i = (them << 4) + 1; i < end; i++) {
      int sq = squares[i];
      int attackers = attackCount[ours | sq];
      if (attackers == 0) {
        continue;
      }
      int victim = b[sq] & Piece.TYPE_MASK;
      int by = attackTypes[ours | sq];
      int defenders = attackCount[theirs | sq];
      boolean strong =
          (attackTypes[theirs | sq] & 1 << Piece.PAWN) != 0 || (defenders >= 2 && attackers < 2);
      boolean weak = !strong;
      if ((weak || victim != Piece.PAWN) && (by & (1 << Piece.KNIGHT | 1 << Piece.BISHOP)) != 0) {
        add(THREAT_BY_MINOR + 2 * victim - 2);
      }
      if (!weak) {
        continue;
      }
      if ((by & 1 << Piece.ROOK) != 0) {
        add(THREAT_BY_ROOK + 2 * victim - 2);
      }
      if ((by & 1 << Piece.KING) != 0) {
        add(THREAT_BY_KING);
      }
      if (defenders == 0 || (victim != Piece.PAWN && attackers >= 2)) {
        add(HANGING);
      }
    }
    // Pawns that attack a piece and are not lost for nothing (undefended and attacked).
    int pawn = Piece.of(us, Piece.PAWN);
    end = (us << 4) + pieceCount[us];
    for (int i = (us << 4) + 1; i < end; i++) {
      int sq = squares[i];
      if (b[sq] != pawn || (attackCount[theirs | sq] != 0 && attackCount[ours | sq] == 0)) {
        continue;
      }
      int ahead = sq + (us == 0 ? 16 : -16);
      for (int t = ahead - 1; t <= ahead + 1; t += 2) {
        if ((t & 0x88) == 0 && isMinorOrMajor(b[t], them)) {
          add(THREAT_BY_SAFE_PAWN);
        }
      }
    }
    threats += sign * sideScore;
  }

  private static boolean isMinorOrMajor(int piece, int side) {
    int type = piece & Piece.TYPE_MASK;
    return piece != Piece.NONE
        && Piece.side(piece) == side
        && type != Piece.PAWN
        && type != Piece.KING;
  }

  /** Mobility of a slider of {@code type} on {@code sq}, marking the squares it attacks. */
  private int slide(int[] b, int sq, int side, int type, int[] steps) {
    int ownBit = Piece.colourBit(side);
    int mobility = 0;
    for (int step : steps) {
      int t = sq + step;
      while ((t & 0x88) == 0) {
        attackCount[side << 7 | t]++;
        attackTypes[side << 7 | t] |= 1 << type;
        int piece = b[t];
        if (piece == Piece.NONE) {
          mobility++;
        } else {
          if ((piece & ownBit) == 0) {
            mobility++;
          }
          break;
        }
        t += step;
      }
    }
    return mobility;
  }

  /** Distance from the centre, 0 (d4, e4, d5, e5) to 6 (the corners). */
  private static int centre(int sq) {
    int file = sq & 7;
    int rank = sq >> 4;
    return Math.max(3 - file, file - 4) + Math.max(3 - rank, rank - 4);
  }

  private static int distance(int a, int c) {
    return Math.max(Math.abs((a & 7) - (c & 7)), Math.abs((a >> 4) - (c >> 4)));
  }

  private static int manhattan(int a, int c) {
    return Math.abs((a & 7) - (c & 7)) + Math.abs((a >> 4) - (c >> 4));
  }
}
