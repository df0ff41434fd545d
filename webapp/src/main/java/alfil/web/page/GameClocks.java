package alfil.web.page;

import alfil.core.GameClock;
import alfil.core.Side;
import alfil.core.TimeControl;
import alfil.web.dom.Dom;
import alfil.web.game.GameRules;
import alfil.web.game.TimeControlText;
import org.teavm.jso.browser.TimerHandler;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Both sides' clocks beside the board, the opponent's above it and the player's own below,
 * following the board's orientation (as lichess shows them). The time is kept by the engine's
 * {@link GameClock} on the page's monotonic clock ({@link Dom#now}); the engine never reads a
 * clock. While a clock runs, a timer redraws it ({@link #TICK_MS}: tenths show under ten seconds)
 * and, once its time is used up, tells the {@link Listener}, which asks the judge what a fallen
 * flag means.
 *
 * <p>The clock starts with the game's first move, which is free, as {@link GameClock#fallenFlag}
 * has it: no one's time runs while a page waits for its first move.
 */
final class GameClocks implements TimerHandler {
  interface Listener {
    /** {@code side}'s time is used up. */
    void onFlag(int side);

    /** {@code side}'s running clock has just fallen below {@link #TENTHS_BELOW_MS}. */
    void onLowTime(int side);
  }

  /** Whether each side's low-time warning was given in this game. */
  private final boolean[] warned = new boolean[2];

  /** Redraw period while a clock runs; the flag is seen at most this late. */
  static final int TICK_MS = 100;

  /** Below this a clock shows tenths of a second and is marked low. */
  static final int TENTHS_BELOW_MS = 10_000;

  /** The layout of {@link #kept}: time left, moves made, the running side, its turn's age. */
  static final int KEPT_MADE = 2;

  static final int KEPT_RUNNING = 4;
  static final int KEPT_AGE = 5;

  private final HTMLElement top = Dom.byId("clock-top");
  private final HTMLElement bottom = Dom.byId("clock-bottom");
  private final Listener listener;

  /** The game's clock, or null when the game is untimed. */
  private GameClock clock;

  private String[] names = new String[2];
  private boolean flipped;
  private boolean ticking;

  /** When the running side's turn started, on {@link Dom#now}'s clock. */
  private long turnStart;

  GameClocks(Listener listener) {
    this.listener = listener;
  }

  /**
   * A new game's clocks, on the time control in {@link TimeControlText}'s form (checked by then).
   *
   * @param kept null for a new game; else the state {@link #kept} gave, for a resumed game: the
   *     running side's turn goes on from when it started, its time having run meanwhile
   */
  void reset(String control, GameRules rules, int[] kept) {
    TimeControl tc = TimeControlText.parse(control);
    clock = tc == null ? null : new GameClock(tc);
    warned[0] = warned[1] = false;
    names = new String[] {rules.sideName(Side.FIRST), rules.sideName(Side.SECOND)};
    if (clock != null && kept != null) {
      for (int side = Side.FIRST; side <= Side.SECOND; side++) {
        clock.restore(side, kept[KEPT_MADE + side], kept[side]);
      }
      if (kept[KEPT_RUNNING] >= 0) {
        turnStart = now() - kept[KEPT_AGE];
        clock.start(kept[KEPT_RUNNING], turnStart);
      }
    }
    draw();
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
    long now = now();
    if (!clock.isStarted()) {
      clock.start(mover, now);
    }
    turnStart = now;
    boolean inTime = clock.press(now);
    draw();
    return inTime;
  }

  /** A takeback gave {@code side} the move: its turn runs from now, no time comes back. */
  void takeBack(int side) {
    if (clock != null) {
      turnStart = now();
      clock.takeBack(side, turnStart);
      draw();
    }
  }

  /** The game is over: the times freeze. */
  void stop() {
    if (clock != null) {
      clock.stop(now());
      draw();
    }
  }

  /** The side whose flag has fallen, or -1. */
  int fallen() {
    long now = now();
    for (int side = Side.FIRST; clock != null && side <= Side.SECOND; side++) {
      if (clock.flagFell(side, now)) {
        return side;
      }
    }
    return -1;
  }

  /** Milliseconds left for each side (first player first), or null when the game is untimed. */
  int[] left() {
    return clock == null
        ? null
        : new int[] {clock.remainingMs(Side.FIRST, now()), clock.remainingMs(Side.SECOND, now())};
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
    long now = now();
    int running = clock.isStarted() && !clock.isStopped() ? clock.running() : -1;
    int[] kept = new int[KEPT_AGE + 1];
    for (int side = Side.FIRST; side <= Side.SECOND; side++) {
      kept[side] = clock.remainingMs(side, side == running ? turnStart : now);
      kept[KEPT_MADE + side] = clock.movesMade(side);
    }
    kept[KEPT_RUNNING] = running;
    kept[KEPT_AGE] = running < 0 ? 0 : (int) (now - turnStart);
    return kept;
  }

  /** Draws the clocks with the first player below unless {@code flipped}. */
  void show(boolean flipped) {
    this.flipped = flipped;
    draw();
  }

  /** The timer (the clocks are their own handler, not a lambda class). */
  @Override
  public void onTimer() {
    ticking = false;
    draw();
    int side = fallen();
    if (side >= 0 && running()) {
      listener.onFlag(side);
    }
  }

  private boolean running() {
    return clock != null && clock.isStarted() && !clock.isStopped();
  }

  private void draw() {
    top.setHidden(clock == null);
    bottom.setHidden(clock == null);
    if (clock == null) {
      return;
    }
    int below = flipped ? Side.SECOND : Side.FIRST;
    draw(bottom, below);
    draw(top, Side.other(below));
    if (running() && !ticking) {
      ticking = true;
      Window.setTimeout(this, TICK_MS);
    }
  }

  private void draw(HTMLElement element, int side) {
    int ms = clock.remainingMs(side, now());
    Dom.setText(element, text(ms));
    element.setAttribute("data-side", names[side]);
    element.setAttribute("data-ms", Integer.toString(ms));
    Dom.flag(element, "data-running", running() && clock.running() == side);
    Dom.flag(element, "data-low", ms < TENTHS_BELOW_MS);
    // Once a game for each side: the first time its running clock shows tenths.
    if (ms < TENTHS_BELOW_MS && !warned[side] && running() && clock.running() == side) {
      warned[side] = true;
      listener.onLowTime(side);
    }
  }

  /** A time as a clock shows it: {@code 05:00}, {@code 1:30:00}, {@code 00:09.8} (rounded down). */
  static String text(int ms) {
    int seconds = ms / 1000;
    int minutes = seconds / 60;
    String text =
        (minutes >= 60 ? minutes / 60 + ":" + twoDigits(minutes % 60) : twoDigits(minutes))
            + ":"
            + twoDigits(seconds % 60);
    return ms < TENTHS_BELOW_MS ? text + "." + ms / 100 % 10 : text;
  }

  private static String twoDigits(int n) {
    return n < 10 ? "0" + n : Integer.toString(n);
  }

  private static long now() {
    return (long) Dom.now();
  }
}
