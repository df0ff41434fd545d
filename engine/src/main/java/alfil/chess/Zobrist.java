package alfil.chess;

import alfil.core.Rng;

/**
 * Zobrist keys for chess, each a pair of 32-bit halves (lo indexes tables, hi verifies) so the
 * browser build never touches {@code long}. Drawn at class load from a fixed-seed {@link Rng}, so
 * every build and platform hashes identically.
 *
 * <p>What is hashed follows FIDE 9.2.3 ("same position"): pieces on squares, the side to move, the
 * castling rights, and the en passant file only while an en passant capture is legal (a position
 * keeps its en passant square only then, see {@link ChessPosition#enPassantSquare}).
 */
final class Zobrist {
  /** "Alfi" in ASCII: any fixed value would do; changing it changes every hash. */
  private static final int SEED = 0x416C6669;

  /** Indexed by {@code piece << 7 | square}. */
  static final int[] PIECE_LO = new int[Piece.CODE_LIMIT << 7];

  static final int[] PIECE_HI = new int[Piece.CODE_LIMIT << 7];
  static final int[] CASTLING_LO = new int[16];
  static final int[] CASTLING_HI = new int[16];
  static final int[] EN_PASSANT_FILE_LO = new int[8];
  static final int[] EN_PASSANT_FILE_HI = new int[8];
  static final int BLACK_TO_MOVE_LO;
  static final int BLACK_TO_MOVE_HI;

  static {
    Rng rng = new Rng(SEED);
    for (int i = 0; i < PIECE_LO.length; i++) {
      PIECE_LO[i] = rng.nextInt();
      PIECE_HI[i] = rng.nextInt();
    }
    // Castling rights are four independent bits: the key of a set is the xor of its members, so
    // that losing one right xors out exactly that right's key.
    int[] rightLo = new int[4];
    int[] rightHi = new int[4];
    for (int i = 0; i < 4; i++) {
      rightLo[i] = rng.nextInt();
      rightHi[i] = rng.nextInt();
    }
    for (int rights = 0; rights < 16; rights++) {
      for (int i = 0; i < 4; i++) {
        if ((rights & (1 << i)) != 0) {
          CASTLING_LO[rights] ^= rightLo[i];
          CASTLING_HI[rights] ^= rightHi[i];
        }
      }
    }
    for (int file = 0; file < 8; file++) {
      EN_PASSANT_FILE_LO[file] = rng.nextInt();
      EN_PASSANT_FILE_HI[file] = rng.nextInt();
    }
    BLACK_TO_MOVE_LO = rng.nextInt();
    BLACK_TO_MOVE_HI = rng.nextInt();
  }

  private Zobrist() {}
}
