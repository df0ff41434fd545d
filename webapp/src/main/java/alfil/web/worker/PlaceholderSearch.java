package alfil.web.worker;

import alfil.core.Rng;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;

/**
 * PLACEHOLDER, NOT A SEARCH. It stands in for {@code alfil.search} so that the web shell (worker
 * protocol, fallback slicing, build, browser tests) can be proven end to end before the rules and
 * the search land. It derives a seed from the request, runs that many steps of {@link Rng} from
 * {@code alfil.core} and answers with a check value. Because {@link Rng} gives the same sequence on
 * the JVM and in TeaVM's JavaScript, a JVM test can predict the number the browser shows. Delete
 * this class when {@link SearchJobs} starts the real search.
 */
public final class PlaceholderSearch implements SearchJob {
  /** Steps when the request sets no node limit. */
  public static final int DEFAULT_STEPS = 5000;

  private final int id;
  private final Rng rng;
  private final int total;
  private int done;
  private int value;

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
    return done == total;
  }

  @Override
  public SearchReply reply() {
    return new SearchReply(id, "", value, done);
  }
}
