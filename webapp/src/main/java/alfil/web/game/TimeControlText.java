package alfil.web.game;

import alfil.core.TimeControl;

/**
 * A time control written as people write one, read into the engine's {@link TimeControl} (whose
 * {@code GameClock} keeps the page's time): {@code none}, or periods separated by commas, each
 * {@code [moves/]minutes[bonus seconds]}:
 *
 * <ul>
 *   <li>{@code 5+3}: 5 minutes for the game, 3 seconds added after every move (Fischer), as lichess
 *       writes a time control; {@code 0.5+0} is half a minute;
 *   <li>{@code 5d3}: a simple (US) delay of 3 seconds before the clock counts down each move, and
 *       {@code 5b3} a Bronstein delay (the time used, up to 3 seconds, comes back), as US Chess
 *       writes a delay ({@code G/5;d3});
 *   <li>{@code 40/90+30,30+30}: FIDE classical, 40 moves in 90 minutes, then 30 minutes for the
 *       rest, 30 seconds per move throughout; a last period with moves repeats.
 * </ul>
 *
 * Minutes and seconds may have decimals; each is at most {@link #MAX_UNITS}.
 */
public final class TimeControlText {
  /** No clock. */
  public static final String NONE = "none";

  /** Most minutes of a period, seconds of a bonus and moves of a period. */
  static final int MAX_UNITS = 600;

  /** The bonus marks: INCREMENT, BRONSTEIN_DELAY and SIMPLE_DELAY of {@code TimeControl.Bonus}. */
  private static final String BONUS = "+bd";

  private TimeControlText() {}

  /**
   * The control the text names; null for {@link #NONE}, and for a text that names none (the callers
   * check texts with {@link #isTimeControl} first).
   */
  public static TimeControl parse(String text) {
    int count = 1;
    for (int i = 0; i < text.length(); i++) {
      count += text.charAt(i) == ',' ? 1 : 0;
    }
    TimeControl.Period[] periods = new TimeControl.Period[count];
    int start = 0;
    int p = 0;
    for (int i = 0; i <= text.length(); i++) {
      if (i == text.length() || text.charAt(i) == ',') {
        periods[p] = period(text.substring(start, i), p == count - 1);
        if (periods[p++] == null) {
          return null;
        }
        start = i + 1;
      }
    }
    return new TimeControl(periods);
  }

  /** Whether the text is {@link #NONE} or names a time control. */
  public static boolean isTimeControl(String text) {
    return NONE.equals(text) || parse(text) != null;
  }

  /**
   * One period, {@code [moves/]minutes[bonus seconds]}, or null when the text is not one (a period
   * before the {@code last} needs its moves).
   */
  private static TimeControl.Period period(String text, boolean last) {
    int slash = text.indexOf('/');
    int moves = slash < 0 ? 0 : number(text.substring(0, slash), 1);
    int bonusAt = slash;
    int kind = -1;
    while (kind < 0 && ++bonusAt < text.length()) {
      kind = BONUS.indexOf(text.charAt(bonusAt));
    }
    int minutesMs = number(text.substring(slash + 1, bonusAt), 60_000);
    int bonusMs = kind < 0 ? 0 : number(text.substring(bonusAt + 1, text.length()), 1000);
    boolean wholeMoves = text.substring(0, slash + 1).indexOf('.') < 0;
    if (minutesMs <= 0
        || bonusMs < 0
        || moves < 0
        || (slash >= 0 ? moves == 0 || !wholeMoves : !last)) {
      return null;
    }
    return new TimeControl.Period(
        moves, minutesMs, kind < 0 ? TimeControl.Bonus.NONE : kind + 1, bonusMs);
  }

  /**
   * A number of at most {@link #MAX_UNITS} units, digits with at most one decimal point, times
   * {@code unit} and rounded; -1 when the text is not one.
   */
  private static int number(String text, int unit) {
    double value = 0;
    double scale = 1;
    boolean point = false;
    boolean digit = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '.' && !point) {
        point = true;
      } else if (c >= '0' && c <= '9') {
        digit = true;
        if (point) {
          scale /= 10;
          value += (c - '0') * scale;
        } else {
          value = value * 10 + (c - '0');
        }
      } else {
        return -1;
      }
    }
    return digit && value <= MAX_UNITS ? (int) (value * unit + 0.5) : -1;
  }
}
