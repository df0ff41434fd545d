package alfil.chess;

import alfil.core.Side;

/**
 * The fifteen ways a chess game ends under the FIDE Laws of Chess (2023), one constant each, with
 * the result, the article and the sentence the command line prints.
 *
 * <p>Which constant a game ends with is decided by {@link ChessGame}; "dead position" (5.2.2) is
 * printed as "draw by insufficient material", the name players and tools know it by.
 *
 * <p>A class with one instance per outcome rather than an enum: TeaVM keeps every enum constant's
 * name and a values() array in the page, which has a size budget. Each outcome has one instance, so
 * {@code ==} compares outcomes.
 */
public final class ChessOutcome {
  public static final ChessOutcome WHITE_CHECKMATES =
      new ChessOutcome("1-0", "5.1.1", "white wins by checkmate", true);
  public static final ChessOutcome BLACK_CHECKMATES =
      new ChessOutcome("0-1", "5.1.1", "black wins by checkmate", true);
  public static final ChessOutcome WHITE_RESIGNS =
      new ChessOutcome("0-1", "5.1.2", "black wins by resignation", true);
  public static final ChessOutcome BLACK_RESIGNS =
      new ChessOutcome("1-0", "5.1.2", "white wins by resignation", true);

  /** A player resigned, but the opponent could not checkmate by any series of legal moves. */
  public static final ChessOutcome RESIGNATION_DRAW =
      new ChessOutcome(
          "1/2-1/2",
          "5.1.2",
          "draw: a player resigned but the opponent cannot checkmate by any series of legal moves",
          true);

  public static final ChessOutcome WHITE_FLAG_FALLS =
      new ChessOutcome("0-1", "6.9", "black wins on time", false);
  public static final ChessOutcome BLACK_FLAG_FALLS =
      new ChessOutcome("1-0", "6.9", "white wins on time", false);

  /** A flag fell, but the opponent could not checkmate by any series of legal moves. */
  public static final ChessOutcome FLAG_FALL_DRAW =
      new ChessOutcome(
          "1/2-1/2",
          "6.9",
          "draw: a flag fell but the opponent cannot checkmate by any series of legal moves",
          false);

  public static final ChessOutcome STALEMATE =
      new ChessOutcome("1/2-1/2", "5.2.1", "draw by stalemate", true);
  public static final ChessOutcome DEAD_POSITION =
      new ChessOutcome("1/2-1/2", "5.2.2", "draw by insufficient material", true);
  public static final ChessOutcome AGREEMENT =
      new ChessOutcome("1/2-1/2", "5.2.3", "draw by agreement", true);
  public static final ChessOutcome THREEFOLD_REPETITION =
      new ChessOutcome("1/2-1/2", "9.2", "draw by threefold repetition", true);
  public static final ChessOutcome FIFTY_MOVE_RULE =
      new ChessOutcome("1/2-1/2", "9.3", "draw by fifty-move rule", true);
  public static final ChessOutcome FIVEFOLD_REPETITION =
      new ChessOutcome("1/2-1/2", "9.6.1", "draw by fivefold repetition", true);
  public static final ChessOutcome SEVENTY_FIVE_MOVE_RULE =
      new ChessOutcome("1/2-1/2", "9.6.2", "draw by seventy-five-move rule", true);

  private final String result;
  private final String article;
  private final String text;
  private final boolean normal;

  private ChessOutcome(String result, String article, String text, boolean normal) {
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
