package alfil.chess;

import alfil.core.CoreTexts;
import alfil.core.Side;
import alfil.core.Text;

/**
 * The fifteen ways a chess game ends under the FIDE Laws of Chess (2023), one constant each, with
 * the result, the article, the reason (a {@link Text}) and the sentence the command line prints.
 *
 * <p>Which constant a game ends with is decided by {@link ChessGame}; "dead position" (5.2.2) is
 * printed as "draw by insufficient material", the name players and tools know it by.
 *
 * <p>A class with one instance per outcome rather than an enum: TeaVM keeps every enum constant's
 * name and a values() array in the page, which has a size budget. Each outcome has one instance, so
 * {@code ==} compares outcomes.
 */
public final class ChessOutcome implements alfil.core.Outcome {
  // How the command line's line joins who won and why: "white wins by checkmate", "draw: a flag
  // fell but ...".
  private static final String BY = " by ";
  private static final String BECAUSE = ": ";

  public static final ChessOutcome WHITE_CHECKMATES =
      new ChessOutcome(Side.FIRST, "5.1.1", BY, CoreTexts.CHECKMATE);
  public static final ChessOutcome BLACK_CHECKMATES =
      new ChessOutcome(Side.SECOND, "5.1.1", BY, CoreTexts.CHECKMATE);
  public static final ChessOutcome WHITE_RESIGNS =
      new ChessOutcome(Side.SECOND, "5.1.2", BY, CoreTexts.RESIGNATION);
  public static final ChessOutcome BLACK_RESIGNS =
      new ChessOutcome(Side.FIRST, "5.1.2", BY, CoreTexts.RESIGNATION);

  /** A player resigned, but the opponent could not checkmate by any series of legal moves. */
  public static final ChessOutcome RESIGNATION_DRAW =
      new ChessOutcome(-1, "5.1.2", BECAUSE, ChessTexts.RESIGNED_CANNOT_MATE);

  public static final ChessOutcome WHITE_FLAG_FALLS =
      new ChessOutcome(Side.SECOND, "6.9", " ", CoreTexts.ON_TIME);
  public static final ChessOutcome BLACK_FLAG_FALLS =
      new ChessOutcome(Side.FIRST, "6.9", " ", CoreTexts.ON_TIME);

  /** A flag fell, but the opponent could not checkmate by any series of legal moves. */
  public static final ChessOutcome FLAG_FALL_DRAW =
      new ChessOutcome(-1, "6.9", BECAUSE, ChessTexts.FLAG_CANNOT_MATE);

  public static final ChessOutcome STALEMATE =
      new ChessOutcome(-1, "5.2.1", BY, CoreTexts.STALEMATE);
  public static final ChessOutcome DEAD_POSITION =
      new ChessOutcome(-1, "5.2.2", BY, CoreTexts.INSUFFICIENT_MATERIAL);
  public static final ChessOutcome AGREEMENT =
      new ChessOutcome(-1, "5.2.3", BY, CoreTexts.AGREEMENT);
  public static final ChessOutcome THREEFOLD_REPETITION =
      new ChessOutcome(-1, "9.2", BY, ChessTexts.THREEFOLD);
  public static final ChessOutcome FIFTY_MOVE_RULE =
      new ChessOutcome(-1, "9.3", BY, ChessTexts.FIFTY_MOVES);
  public static final ChessOutcome FIVEFOLD_REPETITION =
      new ChessOutcome(-1, "9.6.1", BY, ChessTexts.FIVEFOLD);
  public static final ChessOutcome SEVENTY_FIVE_MOVE_RULE =
      new ChessOutcome(-1, "9.6.2", BY, ChessTexts.SEVENTY_FIVE_MOVES);

  private final int winner;
  private final String article;

  /** What joins "white wins", "black wins" or "draw" and the reason in {@link #text}. */
  private final String joint;

  private final Text reason;

  private ChessOutcome(int winner, String article, String joint, Text reason) {
    this.winner = winner;
    this.article = article;
    this.joint = joint;
    this.reason = reason;
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
  @Override
  public String text() {
    return (winner < 0 ? "draw" : winner == Side.FIRST ? "white wins" : "black wins")
        + joint
        + reason;
  }

  /** Why: "checkmate", "on time", "fifty-move rule". */
  @Override
  public Text reason() {
    return reason;
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
