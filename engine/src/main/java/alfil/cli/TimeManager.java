package alfil.cli;

/**
 * How long one move may take, from the clock state a GUI sends ({@code wtime btime winc binc
 * movestogo}): a soft limit after which no new iteration starts, and a hard limit at which the
 * search stops mid-iteration. The shape follows the common engine practice (Stockfish's timeman):
 * spend the remaining time over the moves still to play plus most of the increment, allow a few
 * times that when an iteration runs long, and never plan past a safety margin of the clock.
 *
 * <p>The margins are chosen so that increments down to 0.1 s and sudden death down to 10 s never
 * lose on time: the move overhead (GUI and pipe latency, default 30 ms) is subtracted first, the
 * hard limit never exceeds three quarters of what is left (nine tenths with one move to the time
 * control), and a position that must be answered is answered within a few milliseconds.
 */
final class TimeManager {
  /** Moves assumed still to play in sudden death (no movestogo). */
  static final int SUDDEN_DEATH_MOVES = 30;

  /** Largest horizon honoured from movestogo: spreading over more moves only wastes time. */
  static final int MAX_HORIZON = 50;

  /** Default Move Overhead option, in milliseconds. */
  static final int DEFAULT_OVERHEAD = 30;

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
  static TimeManager of(int remaining, int increment, int movesToGo, int overhead) {
    int safe = Math.max(1, remaining - overhead);
    int horizon = movesToGo > 0 ? Math.min(movesToGo, MAX_HORIZON) : SUDDEN_DEATH_MOVES;
    // Long-run balance: the remaining time over the horizon, plus most of each increment (it comes
    // back after the move), but never more than a safe share of what is on the clock now.
    long base = safe / horizon + (long) Math.max(0, increment) * 3 / 4;
    int cap = movesToGo == 1 ? safe * 9 / 10 : safe * 3 / 4;
    int soft = (int) Math.min(base, cap);
    int hard = (int) Math.min(base * 4L, cap);
    soft = Math.max(1, soft);
    hard = Math.max(soft, hard);
    return new TimeManager(soft, hard);
  }

  /** A fixed time per move ({@code go movetime}), less the overhead, used to the full. */
  static TimeManager fixed(int moveTime, int overhead) {
    int limit = Math.max(1, moveTime - overhead);
    return new TimeManager(limit, limit);
  }

  /** Soft limit: no new iteration starts after it. */
  int optimumMillis() {
    return optimum;
  }

  /** Hard limit: the search stops at once. */
  int maximumMillis() {
    return maximum;
  }
}
