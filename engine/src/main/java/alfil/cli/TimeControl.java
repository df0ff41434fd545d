package alfil.cli;

import alfil.core.Echo;
import alfil.core.GameClock;
import alfil.core.Side;

/**
 * A match's time as the command line gives it: a fixed time per move ({@code --movetime MS}, no
 * clock), or a clock of base time plus increment per move ({@code --tc base+inc}, seconds, e.g.
 * {@code 10+0.1} or {@code 60}), read into the engine's {@link alfil.core.TimeControl}, whose
 * {@link GameClock} keeps each game's time; and the flag margin. The players are told what a UCI
 * GUI tells an engine: the time per move, or both clocks and the increment.
 */
final class TimeControl {
  /** Milliseconds per move, or 0 with a clock. */
  final int moveTime;

  /** The clock's control, or null at a fixed time per move. */
  final alfil.core.TimeControl clock;

  /** The clock's increment per move, as the players are told it (0 at a fixed time per move). */
  final int increment;

  /**
   * Milliseconds a clock may run below zero before the flag counts as fallen (cutechess-cli's
   * timemargin): on a loaded machine a process can lose the processor for longer than any engine
   * plans for. 0 by default: the strict rule.
   */
  final int margin;

  private TimeControl(int moveTime, alfil.core.TimeControl clock, int margin) {
    this.moveTime = moveTime;
    this.clock = clock;
    this.increment = clock == null ? 0 : clock.period(0).bonusMs();
    this.margin = margin;
  }

  /** This control with a flag margin. */
  TimeControl withMargin(int millis) {
    return new TimeControl(moveTime, clock, millis);
  }

  static TimeControl perMove(int millis) {
    return new TimeControl(millis, null, 0);
  }

  /**
   * Parses {@code base+inc} in seconds ({@code 10+0.1}, {@code 60}).
   *
   * @throws UsageException naming the text
   */
  static TimeControl parse(String text) throws UsageException {
    String[] parts = text.trim().split("\\+", -1);
    try {
      if (parts.length > 2) {
        throw new NumberFormatException("more than one '+'");
      }
      double base = seconds(parts[0]);
      double inc = parts.length == 2 ? seconds(parts[1]) : 0;
      if (base <= 0 || inc < 0 || base > 86_400 || inc > 3600) {
        throw new NumberFormatException("out of range");
      }
      int baseMs = (int) Math.round(base * 1000);
      int incMs = (int) Math.round(inc * 1000);
      return new TimeControl(
          0,
          incMs == 0
              ? alfil.core.TimeControl.suddenDeath(baseMs)
              : alfil.core.TimeControl.fischer(baseMs, incMs),
          0);
    } catch (NumberFormatException e) {
      throw new UsageException(
          "match: --tc must be base+inc in seconds like 10+0.1, got '" + Echo.clip(text) + "'");
    }
  }

  /**
   * Seconds written as ASCII digits with an optional decimal part ({@code 10}, {@code 0.1}): what
   * Double.parseDouble takes besides ({@code +1}, {@code 1e3}, {@code NaN}, {@code 10d}) is no time
   * a person means.
   */
  private static double seconds(String text) {
    int dot = text.indexOf('.');
    String whole = dot < 0 ? text : text.substring(0, dot);
    String fraction = dot < 0 ? "" : text.substring(dot + 1);
    if (!whole.isEmpty() || fraction.isEmpty()) {
      WholeNumber.parse(whole, false);
    }
    if (!fraction.isEmpty()) {
      WholeNumber.parse(fraction, false);
    }
    return Double.parseDouble(text);
  }

  boolean isClock() {
    return clock != null;
  }

  /**
   * A clock for one game, not started. It holds the margin on top of each side's time, and {@link
   * #told} takes it off again: so the players see the real time, and a flag falls only once a side
   * is more than the margin past zero.
   */
  GameClock newClock() {
    GameClock game = new GameClock(clock);
    game.addTime(Side.FIRST, margin);
    game.addTime(Side.SECOND, margin);
    return game;
  }

  /** The time {@code side} is told it has at {@code nowMs} on a clock of {@link #newClock}. */
  int told(GameClock game, int side, long nowMs) {
    return game.remainingMs(side, nowMs) - margin;
  }
}
