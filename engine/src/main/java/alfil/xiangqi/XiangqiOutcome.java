package alfil.xiangqi;

import alfil.core.Ascii;
import alfil.core.CoreTexts;
import alfil.core.Side;
import alfil.core.Text;

/**
 * How a xiangqi game ended: the result (Red wins, Black wins, draw) and the reason (its kind and
 * its words, a {@link Text}), with the short English text the command line prints ({@code red wins
 * by perpetual chase}). The rules behind each reason are in rules.md (Asian / AXF rules as Pikafish
 * implements them); {@link XiangqiGame} decides which one applies.
 *
 * <p>Note the direction of the perpetual outcomes: {@link #RED_WINS_BY_PERPETUAL_CHECK} means Black
 * checked perpetually and loses for it; likewise stalemate: {@link #RED_WINS_BY_STALEMATE} means
 * Black was stalemated (in xiangqi the side without a move loses).
 *
 * <p>A class with one instance per outcome and int reasons rather than enums: TeaVM keeps every
 * enum constant's name and a values() array in the page, which has a size budget.
 */
public final class XiangqiOutcome implements alfil.core.Outcome {
  // Why the game ended (kind()).
  public static final int CHECKMATE = 0;

  /** The side to move has no legal move and is not in check: it loses (rules.md). */
  public static final int STALEMATE = 1;

  public static final int PERPETUAL_CHECK = 2;
  public static final int PERPETUAL_CHASE = 3;
  public static final int RESIGNATION = 4;
  public static final int FLAG_FALL = 5;
  public static final int AGREEMENT = 6;

  /** Third occurrence of a position with no forbidden perpetual in the cycles. */
  public static final int REPETITION = 7;

  /** 60 moves each without a capture (Chinese rules), excess checks not counted. */
  public static final int MOVE_LIMIT = 8;

  /** Neither side has a chariot, cannon, horse or soldier. */
  public static final int INSUFFICIENT_MATERIAL = 9;

  /** Each kind's words, by kind. */
  private static final Text[] REASONS = {
    CoreTexts.CHECKMATE,
    XiangqiTexts.NO_MOVES,
    XiangqiTexts.PERPETUAL_CHECK,
    XiangqiTexts.PERPETUAL_CHASE,
    CoreTexts.RESIGNATION,
    CoreTexts.ON_TIME,
    CoreTexts.AGREEMENT,
    XiangqiTexts.REPETITION,
    XiangqiTexts.MOVE_LIMIT,
    CoreTexts.INSUFFICIENT_MATERIAL
  };

  /**
   * Every outcome, once: the decisive ones at {@code reason * 2 + winner}, the draws at {@code
   * reason + AGREEMENT}.
   */
  private static final XiangqiOutcome[] ALL = new XiangqiOutcome[16];

  static {
    for (int slot = 0; slot < ALL.length; slot++) {
      ALL[slot] =
          slot < 2 * AGREEMENT
              ? new XiangqiOutcome(slot & 1, slot >> 1)
              : new XiangqiOutcome(-1, slot - AGREEMENT);
    }
  }

  public static final XiangqiOutcome RED_WINS_BY_CHECKMATE = win(Side.FIRST, CHECKMATE);
  public static final XiangqiOutcome BLACK_WINS_BY_CHECKMATE = win(Side.SECOND, CHECKMATE);
  public static final XiangqiOutcome RED_WINS_BY_STALEMATE = win(Side.FIRST, STALEMATE);
  public static final XiangqiOutcome BLACK_WINS_BY_STALEMATE = win(Side.SECOND, STALEMATE);
  public static final XiangqiOutcome RED_WINS_BY_PERPETUAL_CHECK = win(Side.FIRST, PERPETUAL_CHECK);
  public static final XiangqiOutcome BLACK_WINS_BY_PERPETUAL_CHECK =
      win(Side.SECOND, PERPETUAL_CHECK);
  public static final XiangqiOutcome RED_WINS_BY_PERPETUAL_CHASE = win(Side.FIRST, PERPETUAL_CHASE);
  public static final XiangqiOutcome BLACK_WINS_BY_PERPETUAL_CHASE =
      win(Side.SECOND, PERPETUAL_CHASE);
  public static final XiangqiOutcome RED_WINS_BY_RESIGNATION = win(Side.FIRST, RESIGNATION);
  public static final XiangqiOutcome BLACK_WINS_BY_RESIGNATION = win(Side.SECOND, RESIGNATION);
  public static final XiangqiOutcome RED_WINS_ON_TIME = win(Side.FIRST, FLAG_FALL);
  public static final XiangqiOutcome BLACK_WINS_ON_TIME = win(Side.SECOND, FLAG_FALL);
  public static final XiangqiOutcome DRAW_BY_AGREEMENT = win(-1, AGREEMENT);
  public static final XiangqiOutcome DRAW_BY_REPETITION = win(-1, REPETITION);
  public static final XiangqiOutcome DRAW_BY_MOVE_LIMIT = win(-1, MOVE_LIMIT);
  public static final XiangqiOutcome DRAW_BY_INSUFFICIENT_MATERIAL = win(-1, INSUFFICIENT_MATERIAL);

  /** Who won. */
  public static final class Result {
    public static final Result RED_WINS = new Result("1-0");
    public static final Result BLACK_WINS = new Result("0-1");
    public static final Result DRAW = new Result("1/2-1/2");

    private final String pgn;

    private Result(String pgn) {
      this.pgn = pgn;
    }

    /** The PGN result token: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public String pgn() {
      return pgn;
    }
  }

  private final int winner;
  private final int kind;

  private XiangqiOutcome(int winner, int kind) {
    this.winner = winner;
    this.kind = kind;
  }

  public Result result() {
    return winner < 0 ? Result.DRAW : winner == Side.FIRST ? Result.RED_WINS : Result.BLACK_WINS;
  }

  /** Why the game ended: {@link #CHECKMATE}, {@link #STALEMATE}, ... */
  public int kind() {
    return kind;
  }

  /** Why the game ended, in words: {@code perpetual check}. */
  @Override
  public Text reason() {
    return REASONS[kind];
  }

  /** The short English text, e.g. {@code black wins by perpetual check}. */
  @Override
  public String text() {
    return (winner < 0 ? "draw" : winner == Side.FIRST ? "red wins" : "black wins")
        + (kind == FLAG_FALL ? " " : " by ")
        + REASONS[kind];
  }

  public boolean isDraw() {
    return winner < 0;
  }

  /** {@link Side#FIRST} (Red), {@link Side#SECOND} (Black), or -1 for a draw. */
  public int winner() {
    return winner;
  }

  /** The side that lost, or -1 for a draw. */
  public int loser() {
    return winner < 0 ? -1 : Side.other(winner);
  }

  /**
   * The outcome in which {@code winner} wins for {@code reason} (a decisive reason), or the draw
   * for {@code reason} when {@code winner} is -1. Each outcome has one instance, so {@code ==}
   * compares outcomes.
   */
  public static XiangqiOutcome win(int winner, int reason) {
    return ALL[reason < AGREEMENT ? reason * 2 + winner : reason + AGREEMENT];
  }

  /**
   * The outcome whose {@link #text()} is {@code text} (ASCII case and outer spaces ignored), or
   * null.
   */
  public static XiangqiOutcome fromText(String text) {
    String t = text.trim();
    for (XiangqiOutcome o : ALL) {
      if (Ascii.equalsIgnoreCase(o.text(), t)) {
        return o;
      }
    }
    return null;
  }

  @Override
  public String toString() {
    return text();
  }

  @Override
  public String resultToken() {
    return result().pgn();
  }

  /** Empty: the Asian rules' articles are not numbered in one text the way FIDE's Laws are. */
  @Override
  public String rule() {
    return "";
  }
}
