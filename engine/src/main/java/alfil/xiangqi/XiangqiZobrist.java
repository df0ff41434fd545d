package alfil.xiangqi;

import alfil.core.Rng;

/**
 * Zobrist keys for xiangqi, as two 32-bit halves (architecture.md, decision 1: no {@code long} on
 * the browser's hot path): the low half indexes hash tables, the high half verifies entries. Keys
 * come from a fixed-seed {@link Rng}, so every build and platform hashes identically.
 */
final class XiangqiZobrist {
  /** "XQZ1": changing it changes every hash (and so every bench signature). */
  private static final int SEED = 0x58515A31;

  /** Key halves by {@code piece << 8 | point}. */
  static final int[] PIECE_LO = new int[XiangqiPiece.CODE_LIMIT * XiangqiGeometry.POINTS];

  static final int[] PIECE_HI = new int[XiangqiPiece.CODE_LIMIT * XiangqiGeometry.POINTS];

  /** Toggled when Black is to move. */
  static final int SIDE_LO;

  static final int SIDE_HI;

  static {
    Rng rng = new Rng(SEED);
    for (int piece = 1; piece < XiangqiPiece.CODE_LIMIT; piece++) {
      for (int p = 0; p < XiangqiGeometry.POINTS; p++) {
        if (XiangqiGeometry.FILE_OF[p] >= 0) {
          PIECE_LO[piece << 8 | p] = rng.nextInt();
          PIECE_HI[piece << 8 | p] = rng.nextInt();
        }
      }
    }
    SIDE_LO = rng.nextInt();
    SIDE_HI = rng.nextInt();
  }

  private XiangqiZobrist() {}
}
