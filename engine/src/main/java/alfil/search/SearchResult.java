package alfil.search;

import alfil.core.Move;

/**
 * The outcome of one search: the best move, its score and line, and with MultiPV the next-best root
 * moves with theirs, best first. Made once per search, not per node.
 */
public final class SearchResult {
  private final int[] moves;
  private final int[] scores;
  private final int[][] lines;
  private int count;

  /** Deepest completed iteration (0 when there was no legal move). */
  public int depth;

  public int selDepth;

  /** Node count: millions and the rest (no {@code long} in code the browser runs). */
  public int nodesMillions;

  public int nodesRest;

  SearchResult(int multiPv) {
    moves = new int[multiPv];
    scores = new int[multiPv];
    lines = new int[multiPv][];
    for (int i = 0; i < multiPv; i++) {
      moves[i] = Move.NONE;
      lines[i] = new int[0];
    }
  }

  void set(int index, int move, int score, int[] line, int length) {
    moves[index] = move;
    scores[index] = score;
    lines[index] = java.util.Arrays.copyOf(line, length);
    count = Math.max(count, index + 1);
  }

  /** The move to play, or {@link Move#NONE} when there is no legal move. */
  public int bestMove() {
    return moves[0];
  }

  /** The best move's score, side to move's view ({@link Score}). */
  public int score() {
    return scores[0];
  }

  /** The expected reply (second move of the principal variation), or {@link Move#NONE}. */
  public int ponderMove() {
    return lines[0].length > 1 ? lines[0][1] : Move.NONE;
  }

  /** The principal variation of the best move (a copy). */
  public int[] pv() {
    return lines[0].clone();
  }

  /** Number of ranked root lines (at most the MultiPV asked for and the legal move count). */
  public int lineCount() {
    return count;
  }

  public int lineMove(int index) {
    return moves[index];
  }

  public int lineScore(int index) {
    return scores[index];
  }

  public int[] line(int index) {
    return lines[index].clone();
  }

  /** The node count as a double (exact below 2^53). */
  public double nodes() {
    return nodesMillions * 1e6 + nodesRest;
  }
}
