package alfil.search;

/**
 * Late-move reductions: how many plies shallower a move late in a node's order is searched first,
 * on the bet that it fails low (a move that beats alpha anyway is searched again to the full
 * depth). The base grows with the logarithms of the depth and of the move's number, from a table
 * made once per searcher, as Stockfish's {@code reductions} and {@code reduction()} (search.cpp); a
 * quiet move's is then adjusted by what is known of the node and of the move, as there.
 */
final class Reductions {
  // [depth][move number], both cut at 63: ln(d) * ln(m) / 2.25, rounded (the usual shape).
  private final int[][] table = new int[64][64];

  Reductions() {
    for (int d = 1; d < 64; d++) {
      for (int m = 1; m < 64; m++) {
        table[d][m] = (int) (0.5 + Math.log(d) * Math.log(m) / 2.25);
      }
    }
  }

  /** The base reduction of a move searched after {@code moveCount} others at {@code depth}. */
  int base(int depth, int moveCount) {
    return table[Math.min(depth, 63)][Math.min(moveCount, 63)];
  }

  /**
   * The depth that a move searched after {@code moveCount} others at {@code depth} has left once
   * reduced by the base reduction, at least 1 (Stockfish's {@code lmrDepth}).
   */
  int lmrDepth(int depth, int moveCount) {
    return Math.max(1, depth - base(depth, moveCount));
  }

  /**
   * The reduction of a quiet move searched after {@code moveCount} others at {@code depth}, whose
   * child is searched to {@code newDepth} unreduced; {@code history} is its history score. Less at
   * a principal variation node and for a killer, more at an expected cut node; more, as in
   * Stockfish, where the evaluation is not improving or the best move known is a capture (quiet
   * moves matter less there); less the better the move's history. The child keeps at least one ply.
   */
  int quiet(
      int depth,
      int moveCount,
      int newDepth,
      boolean pvNode,
      boolean cutNode,
      boolean killer,
      boolean improving,
      boolean ttCapture,
      int history) {
    int r = base(depth, moveCount);
    if (pvNode) {
      r--;
    }
    if (killer) {
      r--;
    }
    if (cutNode) {
      r++;
    }
    if (!improving && r > 1) {
      r++;
    }
    if (ttCapture) {
      r++;
    }
    r -= history / 8192;
    return Math.max(0, Math.min(r, newDepth - 1));
  }

  /**
   * The reduction of a capture that loses material by exchange, late in the list: that of a quiet
   * move of its place, one less at a principal variation node.
   */
  int badCapture(int depth, int moveCount, int newDepth, boolean pvNode) {
    int r = base(depth, moveCount) - (pvNode ? 1 : 0);
    return Math.max(0, Math.min(r, newDepth - 1));
  }
}
