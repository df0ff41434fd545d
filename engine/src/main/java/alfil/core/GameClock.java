package alfil.core;

/**
 * A chess clock for both games, driven by the caller's time source: every method that depends on
 * time takes the current time in milliseconds ({@code nowMs}, any monotonic origin), and the clock
 * never reads a clock itself (architecture decision 4). Remaining times are int milliseconds.
 *
 * <p>Only the side whose turn it is runs. {@link #press} ends that side's turn: the time used is
 * charged (after the simple delay, if any), the flag is judged <em>before</em> any bonus is added
 * (an increment cannot save a fallen flag), then the bonus is given, the period's move count is
 * checked (completing the last move of a period adds the next period's time, FIDE 6.3 style "40
 * moves in 90 minutes, then ..."), and the other side's clock starts.
 *
 * <p>The Fischer increment is added after every completed move, the first one included (as
 * electronic clocks set to FIDE's "30 seconds per move starting from move one" do).
 *
 * <p>Not final, on purpose: TeaVM links a final class's methods wherever a call to them is written,
 * even when no instance can exist, so the web page (which plays without a clock) carried the whole
 * clock; for a class open to subclassing it links them only once an instance is made.
 */
public class GameClock {
  /** No side: the clock has not started, or has stopped after a flag fell. */
  public static final int NO_SIDE = -1;

  private final TimeControl[] controls = new TimeControl[2];

  /** Remaining time; for the running side, at the start of its turn (or of a resumed turn). */
  private final int[] remaining = new int[2];

  private final int[] periodIndex = new int[2];
  private final int[] movesInPeriod = new int[2];
  private final int[] movesMade = new int[2];
  private final boolean[] flagged = new boolean[2];

  private int running = NO_SIDE;
  private boolean paused;
  private boolean stopped;

  /** When the running side's time last started or resumed counting. */
  private long since;

  /**
   * Time the running side used in this turn before {@link #since} (turns interrupted by pauses).
   */
  private int turnElapsed;

  /** Both sides on the same control. */
  public GameClock(TimeControl control) {
    this(control, control);
  }

  /** Time odds: each side its own control. */
  public GameClock(TimeControl first, TimeControl second) {
    if (first == null || second == null) {
      throw new IllegalArgumentException("time control missing");
    }
    controls[Side.FIRST] = first;
    controls[Side.SECOND] = second;
    remaining[Side.FIRST] = first.period(0).timeMs();
    remaining[Side.SECOND] = second.period(0).timeMs();
  }

  public TimeControl control(int side) {
    return controls[side];
  }

  /**
   * Sets {@code side}'s time as a clock kept elsewhere left it (a game saved and resumed): {@code
   * movesMade} moves completed, which place the side in its period exactly as {@link #press} would
   * have, and {@code remainingMs} left (for the side that runs next, at the start of its turn; 0:
   * its flag has fallen). Only before {@link #start}, which then runs the resumed turn.
   */
  public void restore(int side, int movesMade, int remainingMs) {
    if (running != NO_SIDE || stopped) {
      throw new IllegalStateException("the clock has already started");
    }
    if (movesMade < 0 || remainingMs < 0) {
      throw new IllegalArgumentException("moves and times cannot be negative");
    }
    TimeControl control = controls[side];
    int last = control.periodCount() - 1;
    int index = 0;
    int inPeriod = movesMade;
    int moves = control.period(0).moves();
    while (moves > 0 && inPeriod >= moves) {
      if (index == last) {
        // The last period repeats: count its rounds at once rather than one by one.
        index += inPeriod / moves;
        inPeriod %= moves;
        break;
      }
      inPeriod -= moves;
      moves = control.period(++index).moves();
    }
    this.movesMade[side] = movesMade;
    periodIndex[side] = index;
    movesInPeriod[side] = inPeriod;
    remaining[side] = remainingMs;
  }

  /** Starts {@code side}'s turn (at the beginning of the game, the side to move). */
  public void start(int side, long nowMs) {
    if (running != NO_SIDE || stopped) {
      throw new IllegalStateException("the clock has already started");
    }
    running = side;
    since = nowMs;
    turnElapsed = 0;
    paused = false;
  }

  /** Whether the clock has started and not stopped. */
  public boolean isStarted() {
    return running != NO_SIDE;
  }

  /** The side whose time runs (or would run if paused), or {@link #NO_SIDE}. */
  public int running() {
    return running;
  }

  public boolean isPaused() {
    return paused;
  }

  public boolean isStopped() {
    return stopped;
  }

  /**
   * The running side completed a move at {@code nowMs}: charge its time, judge its flag, give its
   * bonus and start the other side's turn.
   *
   * @return false when the flag had fallen: the clock then stops and nothing is added
   */
  public boolean press(long nowMs) {
    if (running == NO_SIDE) {
      throw new IllegalStateException("the clock has not started");
    }
    int side = running;
    int used = elapsed(nowMs);
    TimeControl.Period period = controls[side].period(periodIndex[side]);
    int left = saturate((long) remaining[side] - charge(period, used));
    if (left <= 0) {
      remaining[side] = 0;
      flagged[side] = true;
      running = NO_SIDE;
      stopped = true;
      paused = false;
      return false;
    }
    if (period.bonus() == TimeControl.Bonus.INCREMENT) {
      left = saturate((long) left + period.bonusMs());
    } else if (period.bonus() == TimeControl.Bonus.BRONSTEIN_DELAY) {
      left = saturate((long) left + Math.min(used, period.bonusMs()));
    }
    movesMade[side]++;
    movesInPeriod[side]++;
    if (period.moves() > 0 && movesInPeriod[side] == period.moves()) {
      periodIndex[side]++;
      movesInPeriod[side] = 0;
      left = saturate((long) left + controls[side].period(periodIndex[side]).timeMs());
    }
    remaining[side] = left;
    running = Side.other(side);
    since = nowMs;
    turnElapsed = 0;
    return true;
  }

  /**
   * A move was taken back at {@code nowMs}: {@code side}, whose move it was, has the move again.
   * Nothing is rewound and no one gets time back (as on lichess; the FIDE Laws know no takeback):
   * the running turn ends without a move (the time it used is charged, no bonus is given, no move
   * is counted), and every time charged, bonus given and move counted for the periods before it
   * stays. Then {@code side}'s turn runs from {@code nowMs}. A clock stopped by the game's end runs
   * again, the game being open again; a paused clock stays paused. A fallen flag stays fallen: the
   * time is used up. Before the clock has started, nothing happens.
   */
  public void takeBack(int side, long nowMs) {
    if (running == NO_SIDE && !stopped) {
      return;
    }
    if (running != NO_SIDE) {
      int left = rawRemaining(running, nowMs);
      remaining[running] = Math.max(0, left);
      flagged[running] |= left <= 0;
    }
    running = side;
    since = nowMs;
    turnElapsed = 0;
    paused = paused && !stopped;
    stopped = false;
  }

  /** Stops the running time (an arbiter's pause, or a claim being checked, FIDE 9.5.1). */
  public void pause(long nowMs) {
    if (running == NO_SIDE || paused) {
      return;
    }
    turnElapsed = elapsed(nowMs);
    paused = true;
  }

  /** Continues after {@link #pause}. */
  public void resume(long nowMs) {
    if (running == NO_SIDE || !paused || stopped) {
      return;
    }
    since = nowMs;
    paused = false;
  }

  /** The game is over: the times freeze for good. */
  public void stop(long nowMs) {
    pause(nowMs);
    stopped = true;
  }

  /** Adds time to a side (FIDE 9.5.3: two minutes for a wrong draw claim; 7.5.5 likewise). */
  public void addTime(int side, int ms) {
    remaining[side] = saturate((long) remaining[side] + ms);
  }

  /** The time {@code side} has left at {@code nowMs}, never below zero. */
  public int remainingMs(int side, long nowMs) {
    return Math.max(0, rawRemaining(side, nowMs));
  }

  /**
   * A judge's look at the clock before an action at {@code nowMs}: the side whose flag has fallen
   * by then (the running side's; either side's once the clock has stopped), or {@link #NO_SIDE}. At
   * the game's first timed action the clock starts for {@code sideToMove}, and no flag has fallen.
   */
  public int fallenFlag(int sideToMove, long nowMs) {
    if (running == NO_SIDE && !stopped) {
      start(sideToMove, nowMs);
      return NO_SIDE;
    }
    for (int side = Side.FIRST; side <= Side.SECOND; side++) {
      if ((side == running || running == NO_SIDE) && flagFell(side, nowMs)) {
        return side;
      }
    }
    return NO_SIDE;
  }

  /** Whether {@code side}'s flag has fallen by {@code nowMs} (FIDE 6.1: its time is used up). */
  public boolean flagFell(int side, long nowMs) {
    return flagged[side] || rawRemaining(side, nowMs) <= 0;
  }

  /** During a simple delay, how much of it is left this turn (for display); otherwise 0. */
  public int delayLeftMs(long nowMs) {
    if (running == NO_SIDE) {
      return 0;
    }
    TimeControl.Period period = controls[running].period(periodIndex[running]);
    if (period.bonus() != TimeControl.Bonus.SIMPLE_DELAY) {
      return 0;
    }
    return Math.max(0, period.bonusMs() - elapsed(nowMs));
  }

  /** Moves {@code side} has completed on this clock. */
  public int movesMade(int side) {
    return movesMade[side];
  }

  /** The index of the period {@code side} plays in (0 first). */
  public int period(int side) {
    return periodIndex[side];
  }

  private int rawRemaining(int side, long nowMs) {
    if (side != running) {
      return remaining[side];
    }
    TimeControl.Period period = controls[side].period(periodIndex[side]);
    return saturate((long) remaining[side] - charge(period, elapsed(nowMs)));
  }

  /** Time used in the current turn, pauses excluded; a time source going backwards counts 0. */
  private int elapsed(long nowMs) {
    if (paused || stopped) {
      return turnElapsed;
    }
    long delta = nowMs - since;
    return saturate(Math.max(0L, delta) + turnElapsed);
  }

  private static int charge(TimeControl.Period period, int used) {
    if (period.bonus() == TimeControl.Bonus.SIMPLE_DELAY) {
      return Math.max(0, used - period.bonusMs());
    }
    return used;
  }

  private static int saturate(long value) {
    if (value > Integer.MAX_VALUE) {
      return Integer.MAX_VALUE;
    }
    if (value < Integer.MIN_VALUE) {
      return Integer.MIN_VALUE;
    }
    return (int) value;
  }
}
