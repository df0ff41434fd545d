package alfil.search;

/**
 * How long one move may take, from the clock state a GUI sends ({@code wtime btime winc binc
 * movestogo}): a soft limit after which no new iteration starts, and a hard limit at which the
 * search stops mid-iteration. The shape is Stockfish's (timeman.cpp): plan over a horizon of moves
 * (movestogo, at most 50; 50 in sudden death), count the increments still to come, and set aside
 * the move overhead for every move of the horizon before dividing; the hard limit is a few times
 * the soft one but never more than 80% of the clock less the overhead.
 *
 * <p>Setting the overhead aside for the whole horizon is what keeps fast games safe: with 10 s
 * sudden death about 1.5 s stay in reserve that the plan never spends, so even a run of moves that
 * all go to the hard limit leaves time for a hundred more; with a 0.1 s increment each move spends
 * little more than the increment. The tests check both (TimeManagerTest).
 */
public final class TimeManager {
  /** Moves of the planning horizon in sudden death, and the most honoured from movestogo. */
  static final int HORIZON = 50;

  /** Hard limit as a multiple of the soft one: room for an iteration that runs long. */
  static final int MAX_SCALE = 5;

  /** Default Move Overhead option, in milliseconds. */
  public static final int DEFAULT_OVERHEAD = 30;

  private final int optimum;
  private final int maximum;

  private TimeManager(int optimum, int maximum) {
    this.optimum = optimum;
    this.maximum = maximum;
  }

  /**
   * The limits for a side with {@code remaining} milliseconds on its clock, {@code increment} per
   * move, {@code movesToGo} moves to the next time control (0 for none) and {@code overhead}
   * milliseconds lost per move outside the engine.
   */
  public static TimeManager of(int remaining, int increment, int movesToGo, int overhead) {
    int horizon = movesToGo > 0 ? Math.min(movesToGo, HORIZON) : HORIZON;
    long inc = Math.max(0, increment);
    long timeLeft = Math.max(1, remaining + inc * (horizon - 1) - (long) overhead * (2 + horizon));
    // Never plan past 80% of the clock less one overhead, whatever the increments promise.
    long cap = Math.max(1, remaining * 8L / 10 - overhead);
    long share = Math.min(Math.max(1, timeLeft / horizon), cap);
    // The soft limit only stops new iterations: the last one, begun before it, runs on to about
    // twice it on average. Half the share as the soft limit makes a move cost the share, so that
    // clocks level off where the plan says (about 1.7 s at 10 s + 0.1 s) instead of draining to
    // the hard cap, where a busy machine's pause of 60 ms lost on time (endurance self-play).
    long soft = Math.max(1, share / 2);
    long hard = Math.min(share * MAX_SCALE, cap);
    return new TimeManager((int) soft, (int) Math.max(soft, hard));
  }

  /**
   * A fixed time per move ({@code go movetime}, or a match at a fixed time a move), used in full.
   * The move overhead is for clocks alone, as in Stockfish (search.cpp, check_time: it stops when
   * the elapsed time reaches movetime): at a fixed time a move no clock can fall, and taking the
   * overhead off as well gave Alfil 15% less time than the engine it was measured against at 200
   * ms.
   */
  public static TimeManager fixed(int moveTime) {
    int limit = Math.max(1, moveTime);
    return new TimeManager(limit, limit);
  }

  /** Soft limit: no new iteration starts after it. */
  public int optimumMillis() {
    return optimum;
  }

  /** Hard limit: the search stops at once. */
  public int maximumMillis() {
    return maximum;
  }
}
