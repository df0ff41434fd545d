package alfil.review;

import alfil.core.EvalComment;
import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.MoveNotes;
import alfil.core.Side;
import java.util.Arrays;

/**
 * A review as a record's annotations, as lichess exports an analysed game: after every move the
 * evaluation of the position it left ({@code [%eval 0.35]}); on a marked move its glyph ({@code ?!
 * ? ??}), a comment ({@code Blunder. Nxd5 was best.}) and the engine's line as a variation; and
 * each side's accuracy as a tag ({@code [WhiteAccuracy "87.3"]}). The game's judge writes them
 * ({@link Judge#annotatedRecord}).
 */
public final class ReviewNotes {
  /** The most moves of the engine's line a variation shows, as lila's Annotator takes. */
  static final int VARIATION_PLIES = 20;

  private ReviewNotes() {}

  /**
   * The notes of every move of {@code game} (the game reviewed), the best moves named in {@code
   * notation} (one of the game's, or its engine notation).
   */
  public static MoveNotes[] of(ReviewResult review, Judge game, String notation) {
    MoveNotes[] notes = new MoveNotes[review.plies()];
    Judge replay;
    try {
      replay = game.game().newJudge(game.startFen());
      for (int ply = 0; ply < notes.length; ply++) {
        notes[ply] = notesOf(review, ply, replay, notation);
        replay.play(review.move(ply));
      }
    } catch (InvalidInputException e) {
      throw new IllegalStateException("the reviewed game does not replay: " + e.getMessage(), e);
    }
    return notes;
  }

  private static MoveNotes notesOf(ReviewResult review, int ply, Judge before, String notation) {
    String eval = evalComment(review, ply + 1);
    int mark = review.mark(ply);
    if (mark == Mark.NONE) {
      return new MoveNotes(MoveNotes.NO_NAG, new String[] {eval}, new int[0]);
    }
    int[] line = review.line(ply);
    String advice =
        Mark.name(mark) + ". " + before.moveText(review.bestMove(ply), notation) + " was best.";
    return new MoveNotes(
        Mark.nag(mark),
        new String[] {eval, advice},
        Arrays.copyOf(line, Math.min(line.length, VARIATION_PLIES)));
  }

  /** The {@code [%eval]} comment of {@code position}, first player's view. */
  public static String evalComment(ReviewResult review, int position) {
    return review.isMate(position)
        ? EvalComment.ofMate(review.mateMoves(position))
        : EvalComment.ofCentipawns(review.centipawns(position));
  }

  /**
   * The tags a review adds to a record: each side's accuracy ({@code WhiteAccuracy}, {@code
   * RedAccuracy}, ... with one decimal) when it made a move, and the annotator.
   */
  public static String[] tags(ReviewResult review, Game game) {
    String[] tags = new String[6];
    int n = 0;
    for (int side = Side.FIRST; side <= Side.SECOND; side++) {
      double accuracy = review.accuracy(side);
      if (!Double.isNaN(accuracy)) {
        tags[n++] = game.sideName(side) + "Accuracy";
        tags[n++] = oneDecimal(accuracy);
      }
    }
    tags[n++] = "Annotator";
    tags[n++] = "Alfil";
    return Arrays.copyOf(tags, n);
  }

  /** {@code 87.3}: no String.format, which the page's script cannot afford, and no long. */
  static String oneDecimal(double value) {
    int tenths = (int) Math.floor(value * 10 + 0.5);
    return tenths / 10 + "." + tenths % 10;
  }
}
