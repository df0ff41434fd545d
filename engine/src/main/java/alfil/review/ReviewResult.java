package alfil.review;

import alfil.core.Side;
import alfil.search.Score;

/**
 * A game's review: for each position (0 the start, {@code i + 1} the one after move {@code i}) the
 * engine's evaluation, best move and line; for each move its mark; for each side its accuracy and
 * how many moves of each mark it made. Evaluations and chances are from the first player's view
 * (White, Red) unless a method says otherwise. Arrays only, so that the page's worker can send it
 * on as it is.
 */
public final class ReviewResult {
  private final int[] moves;
  private final int[] scores;
  private final int[] sides;
  private final int[] bestMoves;
  private final int[][] lines;
  private final int[] depths;
  private final double[] chances;
  private final int[] marks;
  private final double[] accuracy;

  ReviewResult(
      int[] moves,
      int[] scores,
      int[] sides,
      int[] bestMoves,
      int[][] lines,
      int[] depths,
      double[] chances,
      int[] marks,
      double[] accuracy) {
    this.moves = moves;
    this.scores = scores;
    this.sides = sides;
    this.bestMoves = bestMoves;
    this.lines = lines;
    this.depths = depths;
    this.chances = chances;
    this.marks = marks;
    this.accuracy = accuracy;
  }

  /** The moves of the game (plies). */
  public int plies() {
    return moves.length;
  }

  /** The move played at {@code ply}, from position {@code ply} to {@code ply + 1}. */
  public int move(int ply) {
    return moves[ply];
  }

  /** The side that made the move at {@code ply} ({@link Side}). */
  public int mover(int ply) {
    return sides[ply];
  }

  /** The side to move in {@code position}. */
  public int sideToMove(int position) {
    return sides[position];
  }

  /** The search's score of {@code position} from its side to move's view ({@link Score}). */
  public int scoreToMove(int position) {
    return scores[position];
  }

  /** Whether the evaluation of {@code position} is a mate (or the game's end by a rule). */
  public boolean isMate(int position) {
    return Score.isMate(scores[position]);
  }

  /**
   * The moves to mate in {@code position}, first player's view: positive when the first player
   * mates, negative when the second does, 0 when the side to move is mated on the board (the game
   * is over) or the evaluation is no mate ({@link #isMate} tells which).
   */
  public int mateMoves(int position) {
    int moves = Score.mateInMoves(scores[position]);
    return sides[position] == Side.FIRST ? moves : -moves;
  }

  /** The evaluation of {@code position} in centipawns, first player's view (when not a mate). */
  public int centipawns(int position) {
    return sides[position] == Side.FIRST ? scores[position] : -scores[position];
  }

  /** The first player's winning chances in {@code position}, -1 to 1 ({@link WinningChances}). */
  public double winningChances(int position) {
    return chances[position];
  }

  /** The engine's best move in {@code position}, {@link alfil.core.Move#NONE} at the game's end. */
  public int bestMove(int position) {
    return bestMoves[position];
  }

  /** The engine's line from {@code position}, its best move first (a copy; empty at the end). */
  public int[] line(int position) {
    return lines[position].clone();
  }

  /** The depth of the search of {@code position} (0 where none was needed). */
  public int depth(int position) {
    return depths[position];
  }

  /** How much the move at {@code ply} lowered its mover's winning chances (negative: raised). */
  public double drop(int ply) {
    double sign = sides[ply] == Side.FIRST ? 1 : -1;
    return sign * (chances[ply] - chances[ply + 1]);
  }

  /** The mark of the move at {@code ply} ({@link Mark}). */
  public int mark(int ply) {
    return marks[ply];
  }

  /** The accuracy of the move at {@code ply}, 0 to 100 ({@link Accuracy#ofMove}). */
  public double moveAccuracy(int ply) {
    double before = WinningChances.percent(chances[ply]);
    double after = WinningChances.percent(chances[ply + 1]);
    return sides[ply] == Side.FIRST
        ? Accuracy.ofMove(before, after)
        : Accuracy.ofMove(100 - before, 100 - after);
  }

  /** {@code side}'s accuracy over the game, 0 to 100, NaN when it made no move. */
  public double accuracy(int side) {
    return accuracy[side];
  }

  /** How many of {@code side}'s moves got {@code mark}. */
  public int count(int side, int mark) {
    int count = 0;
    for (int ply = 0; ply < marks.length; ply++) {
      if (sides[ply] == side && marks[ply] == mark) {
        count++;
      }
    }
    return count;
  }
}
