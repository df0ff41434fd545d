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
public final class ChessOutcome implements alfil.core.Outcome {
  public static final ChessOutcome WHITE_CHECKMATES =
      new ChessOutcome(Side.FIRST, "5.1.1", " by checkmate");
  public static final ChessOutcome BLACK_CHECKMATES =
      new ChessOutcome(Side.SECOND, "5.1.1", " by checkmate");
  public static final ChessOutcome WHITE_RESIGNS =
      new ChessOutcome(Side.SECOND, "5.1.2", " by resignation");
  public static final ChessOutcome BLACK_RESIGNS =
      new ChessOutcome(Side.FIRST, "5.1.2", " by resignation");

  /** A player resigned, but the opponent could not checkmate by any series of legal moves. */
  public static final ChessOutcome RESIGNATION_DRAW =
      new ChessOutcome(
          -1,
          "5.1.2",
          ": a player resigned but the opponent cannot checkmate by any series of legal moves");

  public static final ChessOutcome WHITE_FLAG_FALLS =
      new ChessOutcome(Side.SECOND, "6.9", " on time");
  public static final ChessOutcome BLACK_FLAG_FALLS =
      new ChessOutcome(Side.FIRST, "6.9", " on time");

  /** A flag fell, but the opponent could not checkmate by any series of legal moves. */
  public static final ChessOutcome FLAG_FALL_DRAW =
      new ChessOutcome(
          -1,
          "6.9",
          ": a flag fell but the opponent cannot checkmate by any series of legal moves");

  public static final ChessOutcome STALEMATE = new ChessOutcome(-1, "5.2.1", " by stalemate");
  public static final ChessOutcome DEAD_POSITION =
      new ChessOutcome(-1, "5.2.2", " by insufficient material");
  public static final ChessOutcome AGREEMENT = new ChessOutcome(-1, "5.2.3", " by agreement");
  public static final ChessOutcome THREEFOLD_REPETITION =
      new ChessOutcome(-1, "9.2", " by threefold repetition");
  public static final ChessOutcome FIFTY_MOVE_RULE =
      new ChessOutcome(-1, "9.3", " by fifty-move rule");
  public static final ChessOutcome FIVEFOLD_REPETITION =
      new ChessOutcome(-1, "9.6.1", " by fivefold repetition");
  public static final ChessOutcome SEVENTY_FIVE_MOVE_RULE =
      new ChessOutcome(-1, "9.6.2", " by seventy-five-move rule");

  private final int winner;
  private final String article;

  /** The text after "white wins", "black wins" or "draw". */
  private final String how;

  private ChessOutcome(int winner, String article, String how) {
    this.winner = winner;
    this.article = article;
    this.how = how;
  }

  /** The PGN result: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
  public String result() {
    return winner < 0 ? "1/2-1/2" : winner == Side.FIRST ? "1-0" : "0-1";
  }

  /** The article of the FIDE Laws of Chess (2023) that ends the game this way. */
  public String article() {
    return article;
  }

  /** What the command line prints: "white wins by checkmate", "draw by stalemate", ... */
  public String text() {
    return (winner < 0 ? "draw" : winner == Side.FIRST ? "white wins" : "black wins") + how;
  }

  /** {@link Side#FIRST}, {@link Side#SECOND}, or -1 for a draw. */
  public int winner() {
    return winner;
  }

  public boolean isDraw() {
    return winner() < 0;
  }

  /** The PGN {@code Termination} tag value (PGN standard 9.8.1): "normal" or "time forfeit". */
  public String pgnTermination() {
    return article.equals("6.9") ? "time forfeit" : "normal"; // 6.9: the flag fell
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

  @Override
  public String resultToken() {
    return result();
  }

  @Override
  public String rule() {
    return "FIDE " + article;
  }
}
