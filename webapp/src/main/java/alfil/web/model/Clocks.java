package alfil.web.model;

import alfil.core.GameClock;
import alfil.core.Side;
import alfil.core.TimeControl;
import alfil.web.game.TimeControlText;

/**
 * Both sides' clocks of the game on the page: the engine's {@link GameClock} on the page's {@link
 * Now}. The clock starts with the game's first move, which is free, as {@link GameClock#fallenFlag}
 * has it: no one's time runs while a page waits for its first move.
 */
public final class Clocks {
  /** Below this a clock shows tenths of a second, is marked low, and warns its player once. */
  public static final int LOW_MS = 10_000;

  /** The layout of {@link #kept}: time left, moves made, the running side, its turn's age. */
  public static final int KEPT_MADE = 2;

  public static final int KEPT_RUNNING = 4;
  public static final int KEPT_AGE = 5;

  private final Now now;

  /** The game's clock, or null when the game is untimed. */
  private GameClock clock;

  /** When the running side's turn started. */
  private long turnStart;

  /** Whether each side's low-time warning was given in this game. */
  private final boolean[] warned = new boolean[2];

  Clocks(Now now) {
    this.now = now;
  }

  /**
   * A new game's clocks on the time control in {@link TimeControlText}'s form (checked by then).
   *
   * @param kept null for a new game; else the state {@link #kept} gave, for a resumed game: the
   *     running side's turn goes on from when it started, its time having run meanwhile
   */
  void reset(String control, int[] kept) {
    TimeControl tc = TimeControlText.parse(control);
    clock = tc == null ? null : new GameClock(tc);
    warned[0] = warned[1] = false;
    if (clock != null && kept != null) {
      for (int side = Side.FIRST; side <= Side.SECOND; side++) {
        clock.restore(side, kept[KEPT_MADE + side], kept[side]);
      }
      if (kept[KEPT_RUNNING] >= 0) {
        turnStart = now.millis() - kept[KEPT_AGE];
        clock.start(kept[KEPT_RUNNING], turnStart);
      }
    }
  }

  public boolean timed() {
    return clock != null;
  }

  /** Whether a clock runs now: started, not stopped. */
  public boolean running() {
    return clock != null && clock.isStarted() && !clock.isStopped();
  }

  /** The side whose clock runs, or -1. */
  public int runningSide() {
    return running() ? clock.running() : -1;
  }

  /** Milliseconds left for {@code side} now. */
  public int left(int side) {
    return clock.remainingMs(side, now.millis());
  }

  /** Milliseconds left for each side (first player first), or null when the game is untimed. */
  int[] left() {
    return clock == null ? null : new int[] {left(Side.FIRST), left(Side.SECOND)};
  }

  /**
   * {@code mover} completed a move: its time is charged, its bonus given, the other side's turn
   * starts (the first move starts the clock).
   *
   * @return false when the mover's flag had fallen: the move does not count
   */
  boolean press(int mover) {
    if (clock == null || clock.isStopped()) {
      return true;
    }
    long t = now.millis();
    if (!clock.isStarted()) {
      clock.start(mover, t);
    }
    turnStart = t;
    return clock.press(t);
  }

  /** A takeback gave {@code side} the move: its turn runs from now, no time comes back. */
  void takeBack(int side) {
    if (clock != null && clock.isStarted() && !clock.isStopped()) {
      turnStart = now.millis();
      clock.takeBack(side, turnStart);
    }
  }

  /** The game is over: the times freeze. */
  void stop() {
    if (clock != null && !clock.isStopped()) {
      clock.stop(now.millis());
    }
  }

  /** The side whose flag has fallen, or -1. */
  int fallen() {
    long t = now.millis();
    for (int side = Side.FIRST; clock != null && side <= Side.SECOND; side++) {
      if (clock.flagFell(side, t)) {
        return side;
      }
    }
    return -1;
  }

  /**
   * The running side when its time has just fallen under {@link #LOW_MS} for the first time in the
   * game (its warning is then given), else -1.
   */
  int newlyLow() {
    int side = runningSide();
    if (side < 0 || warned[side] || left(side) >= LOW_MS) {
      return -1;
    }
    warned[side] = true;
    return side;
  }

  /** The time {@code side} gets back per move in its current period (increment or delay). */
  int bonusMs(int side) {
    return clock == null ? 0 : clock.control(side).period(clock.period(side)).bonusMs();
  }

  /**
   * The clocks' state to keep with the game, null when untimed: each side's time left (the running
   * side's at the start of its turn), each side's moves made, the running side (-1: none) and how
   * long ago its turn started.
   */
  int[] kept() {
    if (clock == null) {
      return null;
    }
    long t = now.millis();
    int running = runningSide();
    int[] kept = new int[KEPT_AGE + 1];
    for (int side = Side.FIRST; side <= Side.SECOND; side++) {
      kept[side] = clock.remainingMs(side, side == running ? turnStart : t);
      kept[KEPT_MADE + side] = clock.movesMade(side);
    }
    kept[KEPT_RUNNING] = running;
    kept[KEPT_AGE] = running < 0 ? 0 : (int) (t - turnStart);
    return kept;
  }

  /** The engine's clock, which the judge consults (a wrong claim's penalty adds time to it). */
  GameClock clock() {
    return clock;
  }

  /** A time as a clock shows it: {@code 05:00}, {@code 1:30:00}, {@code 00:09.8} (rounded down). */
  public static String text(int ms) {
    int seconds = ms / 1000;
    int minutes = seconds / 60;
    String text =
        (minutes >= 60 ? minutes / 60 + ":" + twoDigits(minutes % 60) : twoDigits(minutes))
            + ":"
            + twoDigits(seconds % 60);
    return ms < LOW_MS ? text + "." + ms / 100 % 10 : text;
  }

  private static String twoDigits(int n) {
    return n < 10 ? "0" + n : Integer.toString(n);
  }
}
