package alfil.web.protocol;

/** The answer to one {@link SearchRequest}, carrying its id. */
public final class SearchReply {
  /** Answered by the Web Worker. */
  public static final String BY_WORKER = "worker";

  /** Answered on the page between animation frames (no worker could be made). */
  public static final String BY_PAGE = "page";

  public final int id;

  /** Best move in coordinate notation; empty while the search is a placeholder. */
  public final String bestMove;

  /** Score, or for the placeholder its computed check value. */
  public final int value;

  /** Work done (nodes, or placeholder steps). */
  public final int nodes;

  public SearchReply(int id, String bestMove, int value, int nodes) {
    this.id = id;
    this.bestMove = bestMove;
    this.value = value;
    this.nodes = nodes;
  }
}
