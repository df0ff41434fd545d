package alfil.search;

/** One progress report: the fields of a UCI {@code info} line, in the engine's own terms. */
public final class SearchInfo {
  public int depth;
  public int selDepth;

  /** 1 for the best line, 2 for the second (MultiPV), ... */
  public int multiPv;

  /** Centipawns or a mate score, side to move's view ({@link Score}). */
  public int score;

  /** Nodes in millions and the remainder, so that counts beyond 2^31 need no {@code long}. */
  public int nodesMillions;

  public int nodesRest;
  public int nodesPerSecond;
  public int millis;
  public int hashfull;

  /** The principal variation; its first {@link #pvLength} entries are valid. */
  public final int[] pv = new int[Score.MAX_PLY + 1];

  public int pvLength;

  /** The node count as a double (exact below 2^53). */
  public double nodes() {
    return nodesMillions * 1e6 + nodesRest;
  }
}
