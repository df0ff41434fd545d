package alfil.core;

/**
 * How a game ended, in the same terms for every game: who won, the result token of the game's
 * record, and the judge's reason in words. Each game's judge has its own outcome type behind it
 * ({@code ChessOutcome} cites the FIDE Laws, {@code XiangqiOutcome} the Asian rules).
 *
 * <p>The page says an ending in its player's language from {@link #winner} and {@link #reason}
 * ("White wins: checkmate", "You won on time"); the command line and the records print {@link
 * #text}.
 */
public interface Outcome {
  /** The winner ({@link Side#FIRST} or {@link Side#SECOND}), or -1 for a draw. */
  int winner();

  /** The record's result token: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
  String resultToken();

  /**
   * Why the game ended, without who won: {@code checkmate}, {@code on time}, {@code perpetual
   * chase}.
   */
  Text reason();

  /**
   * The judge's line in English, e.g. {@code white wins by checkmate}, {@code draw by repetition}.
   */
  String text();

  /** The rule that ended the game, e.g. {@code FIDE 5.1.1}; empty when the game cites none. */
  String rule();
}
