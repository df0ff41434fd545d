package alfil.web.game;

import alfil.core.Side;

/** The end of a game: the result in PGN form and the judge's reason in words. */
public final class Outcome {
  public static final String FIRST_WINS = "1-0";
  public static final String SECOND_WINS = "0-1";
  public static final String DRAW = "1/2-1/2";

  public final String result;
  public final String reason;

  public Outcome(String result, String reason) {
    this.result = result;
    this.reason = reason;
  }

  /** The side that won. */
  public static Outcome win(int side, String reason) {
    return new Outcome(side == Side.FIRST ? FIRST_WINS : SECOND_WINS, reason);
  }

  public static Outcome draw(String reason) {
    return new Outcome(DRAW, reason);
  }
}
