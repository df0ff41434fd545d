package alfil.web.worker;

import alfil.core.GamePosition;
import alfil.core.Rng;
import alfil.web.game.GameRules;
import alfil.web.game.Rules;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;

/**
 * PLACEHOLDER, NOT A SEARCH. It stands in for {@code alfil.search} until that lands: it replays the
 * request's game, then answers with a mate in one when there is one, else a seeded random legal
 * move, after spending the request's node budget on {@link Rng} steps (so the page fallback's
 * slicing is exercised as a real search would exercise it). Deterministic: the same request gives
 * the same move on the JVM and in the browser. Delete this class when {@link SearchJobs} starts the
 * real search.
 */
public final class PlaceholderSearch implements SearchJob {
  /** Steps when the request sets no node limit. */
  public static final int DEFAULT_STEPS = 5000;

  /** Score shown for a mate in one (the real search reports its own scale). */
  static final int MATE_SCORE = 30_000;

  private final int id;
  private final Rng rng;
  private final int total;
  private final GameRules rules;
  private int done;
  private int value;
  private String best = "";
  private int depth;

  public PlaceholderSearch(SearchRequest request) {
    id = request.id;
    int seed = request.game.hashCode();
    seed = seed * 31 + request.startFen.hashCode();
    for (String move : request.moves) {
      seed = seed * 31 + move.hashCode();
    }
    seed = seed * 31 + request.level;
    rng = new Rng(seed);
    total = request.nodeLimit > 0 ? request.nodeLimit : DEFAULT_STEPS;
    rules = replay(request);
  }

  /** The request's game played out, or null when the request does not describe a legal game. */
  private static GameRules replay(SearchRequest request) {
    GameRules r = Rules.of(request.game);
    if (r == null || r.setPosition(request.startFen) != null) {
      return null;
    }
    try {
      for (String move : request.moves) {
        r.play(r.parseEngineText(move));
      }
    } catch (IllegalArgumentException e) {
      return null;
    }
    return r;
  }

  @Override
  public boolean step(int budget) {
    int end = done + Math.min(budget, total - done);
    int v = value;
    for (int i = done; i < end; i++) {
      v = Integer.rotateLeft(v, 5) ^ rng.nextInt();
    }
    value = v;
    done = end;
    if (done == total && depth == 0) {
      choose(v);
    }
    return done == total;
  }

  private void choose(int noise) {
    depth = 1;
    if (rules == null) {
      return;
    }
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = rules.legalMoves(moves);
    if (n == 0) {
      return;
    }
    int pick = moves[(noise & 0x7FFF_FFFF) % n];
    value = 0; // from here on the score, no longer the noise
    for (int i = 0; i < n; i++) {
      rules.play(moves[i]);
      boolean mates = rules.legalMoves(new int[GamePosition.MAX_MOVES]) == 0 && isCheck();
      rules.undo();
      if (mates) {
        pick = moves[i];
        value = MATE_SCORE;
        break;
      }
    }
    best = rules.engineText(pick);
  }

  private boolean isCheck() {
    return rules.checkedKingSquare() >= 0;
  }

  @Override
  public SearchReply reply() {
    return new SearchReply(id, best, value, done, depth);
  }
}
