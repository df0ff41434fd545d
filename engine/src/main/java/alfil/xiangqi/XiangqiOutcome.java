package alfil.xiangqi;

import alfil.core.Side;

/**
 * How a xiangqi game ended: the result (Red wins, Black wins, draw) and the reason, with the short
 * English text the command line prints ({@code red wins by perpetual chase}). The rules behind each
 * reason are in rules.md (Asian / AXF rules as Pikafish implements them); {@link XiangqiGame}
 * decides which one applies.
 *
 * <p>Note the direction of the perpetual outcomes: {@link #RED_WINS_BY_PERPETUAL_CHECK} means Black
 * checked perpetually and loses for it; likewise stalemate: {@link #RED_WINS_BY_STALEMATE} means
 * Black was stalemated (in xiangqi the side without a move loses).
 */
public enum XiangqiOutcome {
  RED_WINS_BY_CHECKMATE(Result.RED_WINS, Reason.CHECKMATE, "red wins by checkmate"),
  BLACK_WINS_BY_CHECKMATE(Result.BLACK_WINS, Reason.CHECKMATE, "black wins by checkmate"),
  RED_WINS_BY_STALEMATE(Result.RED_WINS, Reason.STALEMATE, "red wins by stalemate"),
  BLACK_WINS_BY_STALEMATE(Result.BLACK_WINS, Reason.STALEMATE, "black wins by stalemate"),
  RED_WINS_BY_PERPETUAL_CHECK(
      Result.RED_WINS, Reason.PERPETUAL_CHECK, "red wins by perpetual check"),
  BLACK_WINS_BY_PERPETUAL_CHECK(
      Result.BLACK_WINS, Reason.PERPETUAL_CHECK, "black wins by perpetual check"),
  RED_WINS_BY_PERPETUAL_CHASE(
      Result.RED_WINS, Reason.PERPETUAL_CHASE, "red wins by perpetual chase"),
  BLACK_WINS_BY_PERPETUAL_CHASE(
      Result.BLACK_WINS, Reason.PERPETUAL_CHASE, "black wins by perpetual chase"),
  DRAW_BY_REPETITION(Result.DRAW, Reason.REPETITION, "draw by repetition"),
  DRAW_BY_MOVE_LIMIT(Result.DRAW, Reason.MOVE_LIMIT, "draw by move limit"),
  DRAW_BY_INSUFFICIENT_MATERIAL(
      Result.DRAW, Reason.INSUFFICIENT_MATERIAL, "draw by insufficient material"),
  RED_WINS_BY_RESIGNATION(Result.RED_WINS, Reason.RESIGNATION, "red wins by resignation"),
  BLACK_WINS_BY_RESIGNATION(Result.BLACK_WINS, Reason.RESIGNATION, "black wins by resignation"),
  RED_WINS_ON_TIME(Result.RED_WINS, Reason.FLAG_FALL, "red wins on time"),
  BLACK_WINS_ON_TIME(Result.BLACK_WINS, Reason.FLAG_FALL, "black wins on time"),
  DRAW_BY_AGREEMENT(Result.DRAW, Reason.AGREEMENT, "draw by agreement");

  /** Who won. */
  public enum Result {
    RED_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2");

    private final String pgn;

    Result(String pgn) {
      this.pgn = pgn;
    }

    /** The PGN result token: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public String pgn() {
      return pgn;
    }
  }

  /** Why the game ended. */
  public enum Reason {
    CHECKMATE,
    /** The side to move has no legal move and is not in check: it loses (rules.md). */
    STALEMATE,
    PERPETUAL_CHECK,
    PERPETUAL_CHASE,
    /** Third occurrence of a position with no forbidden perpetual in the cycles. */
    REPETITION,
    /** 60 moves each without a capture (Chinese rules), excess checks not counted. */
    MOVE_LIMIT,
    /** Neither side has a chariot, cannon, horse or soldier. */
    INSUFFICIENT_MATERIAL,
    RESIGNATION,
    FLAG_FALL,
    AGREEMENT
  }

  private final Result result;
  private final Reason reason;
  private final String text;

  XiangqiOutcome(Result result, Reason reason, String text) {
    this.result = result;
    this.reason = reason;
    this.text = text;
  }

  public Result result() {
    return result;
  }

  public Reason reason() {
    return reason;
  }

  /** The short English text, e.g. {@code black wins by perpetual check}. */
  public String text() {
    return text;
  }

  public boolean isDraw() {
    return result == Result.DRAW;
  }

  /** {@link Side#FIRST} (Red), {@link Side#SECOND} (Black), or -1 for a draw. */
  public int winner() {
    return result == Result.RED_WINS ? Side.FIRST : result == Result.BLACK_WINS ? Side.SECOND : -1;
  }

  /** The side that lost, or -1 for a draw. */
  public int loser() {
    return result == Result.DRAW ? -1 : Side.other(winner());
  }

  /** The outcome in which {@code winner} wins for {@code reason} (a decisive reason). */
  public static XiangqiOutcome win(int winner, Reason reason) {
    for (XiangqiOutcome o : values()) {
      if (o.reason == reason && o.winner() == winner) {
        return o;
      }
    }
    throw new IllegalArgumentException("no win by " + reason);
  }

  /** The outcome whose {@link #text()} is {@code text} (case and outer spaces ignored), or null. */
  public static XiangqiOutcome fromText(String text) {
    String t = text.trim();
    for (XiangqiOutcome o : values()) {
      if (o.text.equalsIgnoreCase(t)) {
        return o;
      }
    }
    return null;
  }

  @Override
  public String toString() {
    return text;
  }
}
