package alfil.chess;

import alfil.core.Side;

/**
 * The fifteen ways a chess game ends under the FIDE Laws of Chess (2023), one constant each, with
 * the result, the article and the sentence the command line prints.
 *
 * <p>Which constant a game ends with is decided by {@link ChessGame}; "dead position" (5.2.2) is
 * printed as "draw by insufficient material", the name players and tools know it by.
 */
public enum ChessOutcome {
  WHITE_CHECKMATES("1-0", "5.1.1", "white wins by checkmate", true),
  BLACK_CHECKMATES("0-1", "5.1.1", "black wins by checkmate", true),
  WHITE_RESIGNS("0-1", "5.1.2", "black wins by resignation", true),
  BLACK_RESIGNS("1-0", "5.1.2", "white wins by resignation", true),
  /** A player resigned, but the opponent could not checkmate by any series of legal moves. */
  RESIGNATION_DRAW(
      "1/2-1/2",
      "5.1.2",
      "draw: a player resigned but the opponent cannot checkmate by any series of legal moves",
      true),
  WHITE_FLAG_FALLS("0-1", "6.9", "black wins on time", false),
  BLACK_FLAG_FALLS("1-0", "6.9", "white wins on time", false),
  /** A flag fell, but the opponent could not checkmate by any series of legal moves. */
  FLAG_FALL_DRAW(
      "1/2-1/2",
      "6.9",
      "draw: a flag fell but the opponent cannot checkmate by any series of legal moves",
      false),
  STALEMATE("1/2-1/2", "5.2.1", "draw by stalemate", true),
  DEAD_POSITION("1/2-1/2", "5.2.2", "draw by insufficient material", true),
  AGREEMENT("1/2-1/2", "5.2.3", "draw by agreement", true),
  THREEFOLD_REPETITION("1/2-1/2", "9.2", "draw by threefold repetition", true),
  FIFTY_MOVE_RULE("1/2-1/2", "9.3", "draw by fifty-move rule", true),
  FIVEFOLD_REPETITION("1/2-1/2", "9.6.1", "draw by fivefold repetition", true),
  SEVENTY_FIVE_MOVE_RULE("1/2-1/2", "9.6.2", "draw by seventy-five-move rule", true);

  private final String result;
  private final String article;
  private final String text;
  private final boolean normal;

  ChessOutcome(String result, String article, String text, boolean normal) {
    this.result = result;
    this.article = article;
    this.text = text;
    this.normal = normal;
  }

  /** The PGN result: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
  public String result() {
    return result;
  }

  /** The article of the FIDE Laws of Chess (2023) that ends the game this way. */
  public String article() {
    return article;
  }

  /** What the command line prints: "white wins by checkmate", "draw by stalemate", ... */
  public String text() {
    return text;
  }

  /** {@link Side#FIRST}, {@link Side#SECOND}, or -1 for a draw. */
  public int winner() {
    if (result.equals("1-0")) {
      return Side.FIRST;
    }
    return result.equals("0-1") ? Side.SECOND : -1;
  }

  public boolean isDraw() {
    return winner() < 0;
  }

  /** The PGN {@code Termination} tag value (PGN standard 9.8.1): "normal" or "time forfeit". */
  public String pgnTermination() {
    return normal ? "normal" : "time forfeit";
  }

  /** The checkmate by {@code side}. */
  public static ChessOutcome checkmateBy(int side) {
    return side == Side.FIRST ? WHITE_CHECKMATES : BLACK_CHECKMATES;
  }

  /** {@code side} resigned (and the opponent can checkmate). */
  public static ChessOutcome resignationBy(int side) {
    return side == Side.FIRST ? WHITE_RESIGNS : BLACK_RESIGNS;
  }

  /** {@code side}'s flag fell (and the opponent can checkmate). */
  public static ChessOutcome flagFallOf(int side) {
    return side == Side.FIRST ? WHITE_FLAG_FALLS : BLACK_FLAG_FALLS;
  }
}
