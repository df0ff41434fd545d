package alfil.search;

import alfil.core.SearchPosition;

/**
 * Correction history: by side to move and structure key (chess: the pawns; xiangqi: soldiers,
 * advisors and elephants; {@link SearchPosition#structureKey}), the mean amount by which searches
 * found the static evaluation wrong. It is added to the evaluation of every node with that
 * structure, so that an evaluation that misjudges a structure is corrected by what the search
 * learned about it. Stockfish's pawn correction history ({@code correctionHistory} in movepick.h,
 * now history.h), kept here in the running-mean form of Ethereal.
 *
 * <p>Entries are in 1/{@link #GRAIN} centipawns, so that a shallow search moves the mean a little
 * without rounding it away, and stay within {@link #LIMIT}.
 */
final class CorrectionHistory {
  private static final int BITS = 14;
  private static final int GRAIN = 256;
  private static final int LIMIT = 128 * GRAIN;

  private final int[] table = new int[2 << BITS];

  /** The entry of {@code pos}'s side to move and structure. */
  int slot(SearchPosition pos) {
    return (pos.sideToMove() << BITS) | (pos.structureKey() & ((1 << BITS) - 1));
  }

  /** {@code eval} corrected by the mean error the search found at {@code slot}. */
  int correct(int eval, int slot) {
    int value = eval + table[slot] / GRAIN;
    return Math.max(-Score.MATE_BOUND + 1, Math.min(Score.MATE_BOUND - 1, value));
  }

  /**
   * Moves the mean error at {@code slot} toward {@code error} (what a search of {@code depth} found
   * minus the evaluation), the more the deeper the search, as a weighted running mean.
   */
  void update(int slot, int error, int depth) {
    int weight = Math.min(depth + 1, 16);
    int target = Math.max(-LIMIT, Math.min(LIMIT, error * GRAIN));
    table[slot] = (table[slot] * (256 - weight) + target * weight) / 256;
  }

  /** Forgets every correction (a new game). */
  void clear() {
    java.util.Arrays.fill(table, 0);
  }
}
