package alfil.core;

/**
 * A player's remaining time as a record's move comment, {@code [%clk 1:05:09]}: the command that
 * lichess, chess.com and python-chess write and read after each move of a timed game (PGN
 * Specification Supplement, Bowman 2001, "%clk": hours, minutes and seconds, h:mm:ss).
 */
public final class ClockComment {
  private ClockComment() {}

  /**
   * The comment for {@code ms} milliseconds left, whole seconds down as a clock shows them (9.7 s
   * is {@code 0:00:09}); a negative time is written as none left.
   */
  public static String of(int ms) {
    int seconds = Math.max(0, ms) / 1000;
    int minutes = seconds / 60 % 60;
    int secs = seconds % 60;
    return "[%clk "
        + seconds / 3600
        + (minutes < 10 ? ":0" : ":")
        + minutes
        + (secs < 10 ? ":0" : ":")
        + secs
        + "]";
  }
}
