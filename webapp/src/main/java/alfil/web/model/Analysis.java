package alfil.web.model;

import alfil.core.FenReader;
import alfil.core.Move;
import alfil.core.Side;
import alfil.search.Score;
import alfil.web.game.GameRules;
import alfil.web.protocol.SearchReply;

/**
 * Analysis on demand, as the model holds it: whether it is on, which position it searches (the
 * plies of the game in view), and the search's latest report turned into what a player reads: the
 * evaluation from the first player's side (White, Red) whoever is to move, as lichess shows it, the
 * best line in the move list's notation, and the best move's squares for the board's arrow.
 */
public final class Analysis {
  /**
   * Lichess's winning chances from centipawns, {@code 2 / (1 + exp(-k * cp)) - 1} with this k
   * (lila, {@code ui/ceval/src/winningChances.ts}): the bar fills by them, so that it moves most
   * where a pawn matters most.
   */
  static final double WINNING_CHANCES_K = 0.00368208;

  /** Moves of the best line shown. */
  static final int LINE_MOVES = 12;

  private boolean on;

  /** The plies of the position searched, or -1 while none is (the engine thinks for its move). */
  private int ply = -1;

  private boolean reported;
  private int score;
  private int mate;
  private int depth;
  private String line = "";
  private int hintFrom = -1;
  private int hintTo = -1;

  void turn(boolean on) {
    this.on = on;
    ply = -1;
    reported = false;
  }

  /**
   * Searches the position after {@code plies} plies from now on (-1: none, while the engine thinks
   * for its move); what was reported of another position goes.
   *
   * @return whether a search of another position was on and must stop
   */
  boolean waitFor(int plies) {
    boolean searching = ply >= 0 && ply != plies;
    ply = plies;
    reported = false;
    hintFrom = -1;
    hintTo = -1;
    return searching;
  }

  /** Forgets the position searched, so that the next settling searches it again. */
  void forget() {
    ply = -1;
    reported = false;
  }

  /**
   * A report on {@code at}, the position searched: the figures, the line written move by move in
   * {@code notation} on the position and then taken back, and the first move's squares.
   */
  void report(SearchReply r, GameRules at, String notation) {
    // The engine scores for the side to move; people read the first player's side. Moves to mate
    // are counted before the sign turns: a mate score's plies round differently for the loser.
    boolean first = at.sideToMove() == Side.FIRST;
    score = first ? r.value : -r.value;
    mate = first ? Score.mateInMoves(r.value) : -Score.mateInMoves(r.value);
    depth = r.depth;
    reported = true;
    StringBuilder text = new StringBuilder();
    int number = at.fullmoveNumber();
    int side = at.sideToMove();
    int played = 0;
    hintFrom = -1;
    hintTo = -1;
    for (String engineText : FenReader.fields(r.pv.isEmpty() ? r.bestMove : r.pv)) {
      int move = played < LINE_MOVES ? at.findOrNone(engineText) : Move.NONE;
      if (move == Move.NONE) {
        break; // the line goes past the end of the game
      }
      if (played == 0) {
        hintFrom = at.fromSquare(move);
        hintTo = at.toSquare(move);
      }
      if (side == Side.FIRST || played == 0) {
        text.append(number).append(side == Side.FIRST ? ". " : "... ");
      }
      text.append(at.displayText(move, notation)).append(' ');
      at.play(move);
      played++;
      number += side;
      side ^= 1;
    }
    for (; played > 0; played--) {
      at.undo();
    }
    line = text.toString().trim();
  }

  public boolean on() {
    return on;
  }

  /** The plies of the position searched, or -1. */
  public int ply() {
    return ply;
  }

  /** Whether the search has reported on the position yet. */
  public boolean reported() {
    return reported;
  }

  /** Centipawns from the first player's side. */
  public int score() {
    return score;
  }

  /** Moves to mate, positive when the first player mates; 0 for none. */
  public int mate() {
    return mate;
  }

  public int depth() {
    return depth;
  }

  /** The best line, numbered as the move list numbers moves. */
  public String line() {
    return line;
  }

  int hintFrom() {
    return hintFrom;
  }

  int hintTo() {
    return hintTo;
  }

  /** The first player's winning chances, -1 (lost) to 1 (won), from the report. */
  public double winningChances() {
    return mate != 0 ? Integer.signum(mate) : winningChances(score);
  }

  /** Lichess's winning chances of a centipawn score: -1 to 1. */
  public static double winningChances(int centipawns) {
    return 2 / (1 + Math.exp(-WINNING_CHANCES_K * centipawns)) - 1;
  }
}
