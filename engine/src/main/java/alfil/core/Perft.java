package alfil.core;

/**
 * Perft: the number of leaf nodes of the legal move tree to a fixed depth, the contract that proves
 * move generation (counts from the Chess Programming Wiki and the reference engines).
 *
 * <p>At the last ply the legal move count is the leaf count (bulk counting), as in Stockfish's
 * {@code go perft}. The sums are {@code long} because counts pass 2^31 from depth 7 on; the adds
 * happen once per interior node, not per leaf, and perft is a test of the rules, not the search
 * path the browser runs hot.
 */
public final class Perft {
  private final GamePosition position;
  private final int[][] moveLists;

  /** A perft runner for {@code position} to at most {@code maxDepth} plies. */
  public Perft(GamePosition position, int maxDepth) {
    this.position = position;
    this.moveLists = new int[Math.max(1, maxDepth)][GamePosition.MAX_MOVES];
  }

  /** Leaf count to {@code depth} (depth 0 = 1). */
  public long count(int depth) {
    if (depth > moveLists.length) {
      throw new IllegalArgumentException("depth " + depth + " exceeds " + moveLists.length);
    }
    return depth == 0 ? 1 : countFrom(depth, 0);
  }

  private long countFrom(int depth, int level) {
    int[] moves = moveLists[level];
    int n = position.legalMoves(moves, 0);
    if (depth == 1) {
      return n;
    }
    long total = 0;
    for (int i = 0; i < n; i++) {
      position.makeMove(moves[i]);
      total += countFrom(depth - 1, level + 1);
      position.unmakeMove();
    }
    return total;
  }

  /**
   * The divide: for each legal move in generation order, its subtree count to {@code depth}; the
   * moves are written to {@code moves} and the counts to {@code counts}. Returns the move count.
   */
  public int divide(int depth, int[] moves, long[] counts) {
    if (depth < 1) {
      throw new IllegalArgumentException("divide needs depth >= 1");
    }
    int n = position.legalMoves(moves, 0);
    for (int i = 0; i < n; i++) {
      position.makeMove(moves[i]);
      counts[i] = depth == 1 ? 1 : count(depth - 1);
      position.unmakeMove();
    }
    return n;
  }
}
