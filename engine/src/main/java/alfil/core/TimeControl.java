package alfil.core;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A time control for both games: one or more periods, each with a number of moves (0 = the rest of
 * the game), the time it adds and a bonus per move (Fischer increment, Bronstein delay or the US
 * simple delay). Immutable.
 *
 * <p>Examples: FIDE classical "90 minutes for 40 moves, then 30 minutes, with 30 seconds added per
 * move from move 1" is {@code new TimeControl(List.of(new Period(40, 5_400_000, INCREMENT, 30_000),
 * new Period(0, 1_800_000, INCREMENT, 30_000)))}. When the last period has a move count it repeats
 * (the PGN convention for "40/7200:40/3600" style controls); a period of 0 moves (sudden death)
 * must be the last one. Times are int milliseconds: up to 24 days, more than any game needs.
 */
public final class TimeControl {
  /**
   * What a period gives back per move: int constants rather than an enum, whose constant names and
   * values() array TeaVM would keep in the size-budgeted page.
   */
  public static final class Bonus {
    /** Nothing: the clock runs down. */
    public static final int NONE = 0;

    /** Fischer: the bonus is added after each completed move (FIDE Appendix, "increment"). */
    public static final int INCREMENT = 1;

    /**
     * Bronstein: the clock runs at once; after the move the time used, up to the bonus, returns.
     */
    public static final int BRONSTEIN_DELAY = 2;

    /** US simple delay: the clock waits the bonus before it starts counting down each turn. */
    public static final int SIMPLE_DELAY = 3;

    private Bonus() {}
  }

  /**
   * One period: {@code moves} moves (0 = the rest of the game) in {@code timeMs}, with a bonus per
   * move of {@code bonusMs} of kind {@code bonus} (a {@link Bonus} constant). A class, not a
   * record: TeaVM would carry the record's base class into the page.
   */
  public static final class Period {
    private final int moves;
    private final int timeMs;
    private final int bonus;
    private final int bonusMs;

    public Period(int moves, int timeMs, int bonus, int bonusMs) {
      if (moves < 0 || timeMs < 0 || bonusMs < 0) {
        throw new IllegalArgumentException("moves and times cannot be negative");
      }
      if (bonus < Bonus.NONE || bonus > Bonus.SIMPLE_DELAY) {
        throw new IllegalArgumentException("unknown bonus kind (use a Bonus constant)");
      }
      if (bonus == Bonus.NONE && bonusMs != 0) {
        throw new IllegalArgumentException("a bonus time needs a bonus kind");
      }
      this.moves = moves;
      this.timeMs = timeMs;
      this.bonus = bonus;
      this.bonusMs = bonusMs;
    }

    /** A period without bonus. */
    public Period(int moves, int timeMs) {
      this(moves, timeMs, Bonus.NONE, 0);
    }

    public int moves() {
      return moves;
    }

    public int timeMs() {
      return timeMs;
    }

    /** The {@link Bonus} kind. */
    public int bonus() {
      return bonus;
    }

    public int bonusMs() {
      return bonusMs;
    }
  }

  /**
   * The periods in order. An array, not a list: the web page builds its controls without collection
   * classes, which TeaVM would otherwise carry into the size-budgeted page.
   */
  private final Period[] periods;

  public TimeControl(List<Period> periods) {
    this(periods == null ? new Period[0] : periods.toArray(new Period[0]));
  }

  public TimeControl(Period... periods) {
    if (periods.length == 0) {
      throw new IllegalArgumentException("a time control needs at least one period");
    }
    for (int i = 0; i < periods.length - 1; i++) {
      if (periods[i].moves() == 0) {
        throw new IllegalArgumentException("only the last period can be for the rest of the game");
      }
    }
    this.periods = periods.clone();
  }

  /** The whole game in {@code timeMs}. */
  public static TimeControl suddenDeath(int timeMs) {
    return new TimeControl(List.of(new Period(0, timeMs)));
  }

  /** The whole game in {@code timeMs}, {@code incrementMs} added after every move. */
  public static TimeControl fischer(int timeMs, int incrementMs) {
    return new TimeControl(List.of(new Period(0, timeMs, Bonus.INCREMENT, incrementMs)));
  }

  /** The whole game in {@code timeMs} with a Bronstein delay of {@code delayMs}. */
  public static TimeControl bronstein(int timeMs, int delayMs) {
    return new TimeControl(List.of(new Period(0, timeMs, Bonus.BRONSTEIN_DELAY, delayMs)));
  }

  /** The whole game in {@code timeMs} with a simple (US) delay of {@code delayMs}. */
  public static TimeControl simpleDelay(int timeMs, int delayMs) {
    return new TimeControl(List.of(new Period(0, timeMs, Bonus.SIMPLE_DELAY, delayMs)));
  }

  public List<Period> periods() {
    return Collections.unmodifiableList(Arrays.asList(periods));
  }

  /** How many periods there are; the last one repeats when it has a move count. */
  public int periodCount() {
    return periods.length;
  }

  /** The period with that index; past the end, the last one (which then repeats). */
  public Period period(int index) {
    return periods[Math.min(index, periods.length - 1)];
  }
}
