package alfil.web.worker;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Move;
import alfil.core.Rng;
import alfil.core.SearchPosition;
import alfil.games.Games;
import alfil.search.Engine;
import alfil.search.Level;
import alfil.search.SearchClock;
import alfil.search.SearchInfo;
import alfil.search.SearchLimits;
import alfil.search.SearchListener;
import alfil.search.SearchResult;
import alfil.web.game.GameRules;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;

/**
 * One request answered by {@code alfil.search}: the game replayed from the request's start FEN and
 * moves (so repetitions are seen), searched within the level's limits and the request's own, and
 * the move chosen by the level with a generator seeded from the request (same request, same move,
 * on the JVM and in the browser, as long as no time limit cuts the search).
 *
 * <p>Run in one go, it is one call of the search. Run in slices (the page fallback), each slice is
 * one depth-limited search with a deadline of the slice: the transposition table carries the work
 * from slice to slice, and the deepest completed result is kept. A depth that does not complete in
 * its slice is tried again with twice the time, up to {@link #MAX_STRETCH} times the slice (a
 * search restarts from depth 1 each time, so a slice that is always too short would never get
 * deeper); the search ends after that or when the level's nodes are spent in total.
 */
final class EngineSearch implements SearchJob, SearchListener, SearchClock {
  /** Longest slice, as a multiple of the one asked for (8 ms slices: at most 64 ms). */
  static final int MAX_STRETCH = 8;

  /**
   * Moves of the principal variation a reply carries: enough for a person to read, and well inside
   * {@code Messages.MAX_PV_CHARS} (a move is at most 5 characters and a space).
   */
  static final int PV_MOVES = 16;

  private final int id;
  private final SearchRequest request;
  private final Engine engine;
  private final SearchClock clock;
  private final Progress progress;
  private SearchPosition position;
  private int[] rootMoves;
  private Level level;
  private String error;

  private SearchResult best;
  private int nextDepth = 1;
  private int stretch = 1;
  private double totalNodes;
  private boolean finished;
  private SearchReply answer;

  /** The caller's clock at the start of the current step. */
  private int stepStart;

  /**
   * @param clock milliseconds on the caller's clock, or null for no time limit at all
   * @param progress receives each completed depth, or null
   */
  EngineSearch(SearchRequest request, KeptEngine kept, SearchClock clock, Progress progress) {
    this.id = request.id;
    this.request = request;
    this.clock = clock;
    this.progress = progress;
    this.engine = kept.engineFor(request.game, request.startFen);
    try {
      Game game = Games.byName(request.game);
      if (game == null) {
        throw new IllegalArgumentException("unknown game: " + request.game);
      }
      // The game replayed through its judge, so that the search sees every repetition and the
      // engine's one filter keeps out the moves that lose on the spot.
      Judge judge = game.newJudge(request.startFen);
      for (String m : request.moves) {
        judge.play(GameRules.find(judge.position(), m));
      }
      position = judge.searchPosition();
      rootMoves = Engine.rootMoves(position, judge, null);
      level = Level.of(request.level, game);
    } catch (IllegalArgumentException e) {
      error = e.getMessage();
      finished = true;
    } catch (InvalidInputException e) {
      error = e.getMessage();
      finished = true;
    }
  }

  @Override
  public boolean step(int millis) {
    if (finished) {
      return true;
    }
    SearchLimits limits = level.limits();
    limits.stopWhenDecided = request.forMove;
    if (request.depthLimit > 0 && (limits.depth == 0 || request.depthLimit < limits.depth)) {
      limits.depth = request.depthLimit;
    }
    if (request.nodeLimit > 0 && (limits.nodes == 0 || request.nodeLimit < limits.nodes)) {
      limits.nodes = request.nodeLimit;
    }
    int levelDepth = limits.depth;
    if (clock != null) {
      stepStart = clock.elapsedMillis();
      limits.clock = this;
      limits.maxMillis = millis > 0 ? millis * stretch : request.timeLimitMs;
      if (millis <= 0) {
        // In one go (the worker) on a clock, full strength plans its move as UCI's go wtime does.
        limits.optimumMillis = level.timeOptimumMillis(request.clockMs, request.incrementMs);
      }
    }
    if (millis <= 0) {
      best = engine.search(position, rootMoves, limits, this);
      finished = true;
      return true;
    }
    limits.depth = nextDepth;
    int nodeCap = limits.nodes;
    if (nodeCap > 0) {
      limits.nodes = (int) Math.max(1, nodeCap - totalNodes); // what is left of the total
    }
    SearchResult r = engine.search(position, rootMoves, limits, this);
    boolean complete = r.depth >= nextDepth;
    if (best == null || r.depth >= best.depth) {
      best = r;
    }
    totalNodes += r.nodes();
    boolean givenUp = false;
    if (complete) {
      nextDepth++;
      stretch = 1;
    } else if (stretch < MAX_STRETCH) {
      stretch *= 2;
    } else {
      givenUp = true;
    }
    boolean nodesSpent = nodeCap > 0 && totalNodes >= nodeCap;
    finished =
        r.bestMove() == Move.NONE
            || (levelDepth > 0 && nextDepth > levelDepth)
            || nodesSpent
            || givenUp;
    return finished;
  }

  /**
   * Milliseconds since the current step started: the search's clock (this class is its own clock
   * and listener, not a lambda class each, for the page's size).
   */
  @Override
  public int elapsedMillis() {
    return clock.elapsedMillis() - stepStart;
  }

  @Override
  public void onInfo(SearchInfo info) {
    if (progress != null && info.multiPv <= 1 && info.pvLength > 0) {
      SearchReply r = answer(info.pv[0], info.score, info.nodes(), info.depth);
      r.pv = line(info.pv, info.pvLength);
      progress.onProgress(r);
    }
  }

  @Override
  public SearchReply reply() {
    if (answer != null) {
      return answer;
    }
    SearchReply r;
    if (best == null) {
      r = new SearchReply(id, "", 0, 0, 0);
    } else {
      int move = best.bestMove() == Move.NONE ? Move.NONE : level.choose(best, new Rng(seed()));
      r = answer(move, best.score(), best.nodes(), best.depth);
      int[] pv = best.pv();
      r.pv = line(pv, pv.length);
    }
    if (finished) {
      answer = r;
    }
    return r;
  }

  /** A reply of this request: the move in engine text ("" for none), nodes capped to an int. */
  private SearchReply answer(int move, int score, double nodes, int depth) {
    return new SearchReply(
        id,
        move == Move.NONE ? "" : position.moveToText(move),
        score,
        (int) Math.min(Integer.MAX_VALUE, nodes),
        depth);
  }

  /** The first {@link #PV_MOVES} moves of a line in engine text, space-separated. */
  private String line(int[] moves, int length) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < length && i < PV_MOVES; i++) {
      text.append(i == 0 ? "" : " ").append(position.moveToText(moves[i]));
    }
    return text.toString();
  }

  /** Why the request could not be searched (bad FEN or move), or null. */
  String error() {
    return error;
  }

  /** A seed from the whole request, so the level's choice is the same wherever it runs. */
  private int seed() {
    int seed = request.game.hashCode();
    seed = seed * 31 + request.startFen.hashCode();
    for (String move : request.moves) {
      seed = seed * 31 + move.hashCode();
    }
    return (seed * 31 + request.level) * 31 + request.seed;
  }
}
