package alfil.web.protocol;

/**
 * One search request from the page to the worker (plain Java, so the JVM tests can build it).
 *
 * <p>It carries the whole game, the start FEN and every move since, rather than only the current
 * position, so the worker sees every earlier position and can judge repetitions; its transposition
 * table survives between requests. A limit of 0 means "no limit of this kind".
 */
public final class SearchRequest {
  /** Request id, set by the client when it sends the request; every reply repeats it. */
  public int id;

  /** The game's name ({@code alfil.games.Games}). */
  public final String game;

  public final String startFen;

  /** Moves played from {@code startFen}, in the game's coordinate notation. */
  public final String[] moves;

  /** Playing level, 1 and up. */
  public final int level;

  public final int depthLimit;
  public final int nodeLimit;
  public final int timeLimitMs;

  /**
   * On a clock, the engine's time left in milliseconds when the search starts (0: no clock); the
   * level plans its time on it ({@code Level.timeCeilingMillis(clockMs, incrementMs)}).
   */
  public int clockMs;

  /** On a clock, the time the engine gets back per move (increment or delay), in milliseconds. */
  public int incrementMs;

  /**
   * The game's seed of the level's choice among good moves: a fresh one per game, so that two games
   * at a lower level differ; the same seed and request give the same move.
   */
  public int seed;

  /**
   * Whether a player waits for this search's move, so that it stops as soon as the move is decided
   * (one legal move, a mate found: {@code SearchLimits.stopWhenDecided}); an analysis goes on.
   */
  public boolean forMove;

  /**
   * A game review rather than a search: every position of the game is searched with {@link
   * #nodeLimit} nodes (0: the review's default), the progress reported after each (a progress
   * reply's {@code depth} the positions searched, its {@code value} the positions in all), and the
   * reply carries the review ({@link SearchReply#review}).
   */
  public boolean review;

  public SearchRequest(
      int id,
      String game,
      String startFen,
      String[] moves,
      int level,
      int depthLimit,
      int nodeLimit,
      int timeLimitMs) {
    this.id = id;
    this.game = game;
    this.startFen = startFen;
    this.moves = moves.clone();
    this.level = level;
    this.depthLimit = depthLimit;
    this.nodeLimit = nodeLimit;
    this.timeLimitMs = timeLimitMs;
  }
}
