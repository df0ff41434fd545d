package alfil.review;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Move;
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

  /**
   * Whether this is a review of exactly {@code game}'s moves, with every best move and line legal
   * where it stands: what a review read back from a store ({@link #fromInts}) must be before it is
   * shown or written into a record.
   */
  public boolean isOf(Judge game) {
    if (moves.length != game.plyCount()) {
      return false;
    }
    int[] legal = new int[GamePosition.MAX_MOVES];
    try {
      Judge replay = game.game().newJudge(game.startFen());
      for (int position = 0; position <= moves.length; position++) {
        GamePosition at = replay.position(); // a copy: the line is tried on it
        if (bestMoves[position] != Move.NONE && !isLegal(at, bestMoves[position], legal)) {
          return false;
        }
        for (int move : lines[position]) {
          if (!isLegal(at, move, legal)) {
            return false;
          }
          at.makeMove(move);
        }
        if (position < moves.length) {
          if (moves[position] != game.moveAt(position)) {
            return false;
          }
          replay.play(moves[position]);
        }
      }
    } catch (InvalidInputException e) {
      return false;
    }
    return true;
  }

  private static boolean isLegal(GamePosition at, int move, int[] legal) {
    int count = at.legalMoves(legal, 0);
    for (int i = 0; i < count; i++) {
      if (legal[i] == move) {
        return true;
      }
    }
    return false;
  }

  /**
   * The review as ints alone, for a worker's message and a browser's store: the plies, the moves,
   * each position's score, side to move, best move, search depth and line, each move's mark, each
   * position's chances in millionths and each side's accuracy in ten-thousandths ({@link
   * Integer#MIN_VALUE} for none). {@link #fromInts} reads it back.
   */
  public int[] toInts() {
    int positions = moves.length + 1;
    int size = 1 + moves.length + 5 * positions + moves.length + positions + 2;
    for (int[] line : lines) {
      size += line.length;
    }
    int[] out = new int[size];
    int at = 0;
    out[at++] = moves.length;
    for (int move : moves) {
      out[at++] = move;
    }
    for (int p = 0; p < positions; p++) {
      out[at++] = scores[p];
      out[at++] = sides[p];
      out[at++] = bestMoves[p];
      out[at++] = depths[p];
      out[at++] = lines[p].length;
      for (int move : lines[p]) {
        out[at++] = move;
      }
    }
    for (int mark : marks) {
      out[at++] = mark;
    }
    for (double c : chances) {
      out[at++] = (int) Math.floor(c * 1_000_000 + 0.5);
    }
    for (double a : accuracy) {
      out[at++] = Double.isNaN(a) ? Integer.MIN_VALUE : (int) Math.floor(a * 10_000 + 0.5);
    }
    return out;
  }

  /**
   * The review {@link #toInts} wrote.
   *
   * @throws IllegalArgumentException when the ints are not one (a store's damaged copy)
   */
  public static ReviewResult fromInts(int[] in) {
    try {
      int at = 0;
      int plies = in[at++];
      if (plies < 0 || plies > in.length) {
        throw new IllegalArgumentException("not a review: " + plies + " plies");
      }
      int[] moves = new int[plies];
      for (int i = 0; i < plies; i++) {
        moves[i] = in[at++];
      }
      int positions = plies + 1;
      int[] scores = new int[positions];
      int[] sides = new int[positions];
      int[] best = new int[positions];
      int[] depths = new int[positions];
      int[][] lines = new int[positions][];
      for (int p = 0; p < positions; p++) {
        scores[p] = in[at++];
        sides[p] = in[at++] & 1;
        best[p] = in[at++];
        depths[p] = in[at++];
        int length = in[at++];
        if (length < 0 || length > in.length - at) {
          throw new IllegalArgumentException("not a review: a line of " + length);
        }
        lines[p] = new int[length];
        for (int i = 0; i < length; i++) {
          lines[p][i] = in[at++];
        }
      }
      int[] marks = new int[plies];
      for (int i = 0; i < plies; i++) {
        marks[i] = Math.max(Mark.NONE, Math.min(Mark.BLUNDER, in[at++]));
      }
      double[] chances = new double[positions];
      for (int p = 0; p < positions; p++) {
        chances[p] = Math.max(-1, Math.min(1, in[at++] / 1_000_000.0));
      }
      double[] accuracy = new double[2];
      for (int side = 0; side < 2; side++) {
        int a = in[at++];
        accuracy[side] = a == Integer.MIN_VALUE ? Double.NaN : a / 10_000.0;
      }
      if (at != in.length) {
        throw new IllegalArgumentException("not a review: " + (in.length - at) + " ints too many");
      }
      return new ReviewResult(moves, scores, sides, best, lines, depths, chances, marks, accuracy);
    } catch (ArrayIndexOutOfBoundsException e) {
      throw new IllegalArgumentException("not a review: too few ints", e);
    }
  }
}
