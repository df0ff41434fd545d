package alfil.cli;

import alfil.core.Echo;

/**
 * A match's time control: a fixed time per move ({@code --movetime MS}) or a clock of base time
 * plus increment per move ({@code --tc base+inc}, seconds, e.g. {@code 10+0.1} or {@code 60}).
 */
final class TimeControl {
  /** Milliseconds per move, or 0 with a clock. */
  final int moveTime;

  /** Clock start and increment in milliseconds (0 with a fixed move time). */
  final int base;

  final int increment;

  /**
   * Milliseconds a clock may run below zero before the flag counts as fallen (cutechess-cli's
   * timemargin): on a loaded machine a process can lose the processor for longer than any engine
   * plans for. 0 by default: the strict rule.
   */
  final int margin;

  private TimeControl(int moveTime, int base, int increment, int margin) {
    this.moveTime = moveTime;
    this.base = base;
    this.increment = increment;
    this.margin = margin;
  }

  /** This control with a flag margin. */
  TimeControl withMargin(int millis) {
    return new TimeControl(moveTime, base, increment, millis);
  }

  static TimeControl perMove(int millis) {
    return new TimeControl(millis, 0, 0, 0);
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
      return new TimeControl(0, (int) Math.round(base * 1000), (int) Math.round(inc * 1000), 0);
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
    return moveTime == 0;
  }

  @Override
  public String toString() {
    return isClock() ? base / 1000.0 + "+" + increment / 1000.0 : moveTime + " ms/move";
  }
}
