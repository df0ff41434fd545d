package alfil.web.protocol;

/**
 * The answer to one {@link SearchRequest}, carrying its id; the same shape reports progress while
 * the search runs (then {@code bestMove} is the best so far).
 */
public final class SearchReply {
  /** Answered by the Web Worker. */
  public static final String BY_WORKER = "worker";

  /** Answered on the page between animation frames (no worker could be made). */
  public static final String BY_PAGE = "page";

  public final int id;

  /** Best move in engine notation (UCI or ICCS); empty when the position has none. */
  public final String bestMove;

  /** Score in centipawns from the side to move's view. */
  public final int value;

  /** Work done (nodes). */
  public final int nodes;

  /** Depth completed. */
  public final int depth;

  /**
   * The first moves of the principal variation in engine notation, space-separated ("" when
   * unknown): what analysis shows. Set after construction, as only the analysis reads it.
   */
  public String pv = "";

  /** A game review's result, as {@code ReviewResult.toInts} writes it; null for a search. */
  public int[] review;

  public SearchReply(int id, String bestMove, int value, int nodes, int depth) {
    this.id = id;
    this.bestMove = bestMove;
    this.value = value;
    this.nodes = nodes;
    this.depth = depth;
  }
}
