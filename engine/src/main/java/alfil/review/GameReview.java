package alfil.review;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Move;
import alfil.core.SearchPosition;
import alfil.core.Side;
import alfil.search.Engine;
import alfil.search.Score;
import alfil.search.SearchResult;

/**
 * The review of one game, one position at a time, so that the page's worker can report progress and
 * stay responsive: each {@link #step} searches one position within the {@link ReviewBudget}; after
 * the last, {@link #result} gives the evaluations, the engine's lines, the marks and the accuracies
 * ({@link ReviewResult}).
 *
 * <p>The positions are searched from the game's end back to its start, through one transposition
 * table, as lichess's fishnet analyses a game: the search of a position then finds the positions
 * after its played move already in the table, searched with a whole budget each, so that the
 * evaluation before a move and the one after it agree where nothing was missed, and a drop in
 * chances comes from the move, not from two searches that saw different depths. Each position's
 * search goes through the game's judge ({@link Engine#rootMoves}), so a move that would lose at
 * once by the game's rule (xiangqi's perpetual check or chase) is never its best.
 *
 * <p>With a node budget the review is the same on every machine: the engine is cleared first, and
 * its table's size decides the rest ({@link ReviewBudget#TABLE_MB}).
 */
public final class GameReview {
  private final Judge replay;
  private final Engine engine;
  private final ReviewBudget budget;
  private final double slope;
  private final int[] moves;
  private final int[] scores;
  private final int[] sides;
  private final int[] bestMoves;
  private final int[][] lines;
  private final int[] legalCounts;
  private final int[] depths;
  private final int[] buffer = new int[GamePosition.MAX_MOVES];
  private int done;
  private ReviewResult result;

  /**
   * A review of {@code game}'s moves from its start (the judge itself is left as it is) with {@code
   * engine}, which is cleared first ({@link Engine#newGame}).
   */
  public GameReview(Judge game, ReviewBudget budget, Engine engine) {
    this.engine = engine;
    this.budget = budget;
    this.slope = game.game().winningChanceSlope();
    int plies = game.plyCount();
    moves = new int[plies];
    try {
      replay = game.game().newJudge(game.startFen());
      for (int i = 0; i < plies; i++) {
        moves[i] = game.moveAt(i);
        replay.play(moves[i]);
      }
    } catch (InvalidInputException e) {
      // The judge accepted these moves from this start: a second judge must too.
      throw new IllegalStateException("the game does not replay: " + e.getMessage(), e);
    }
    int positions = plies + 1;
    scores = new int[positions];
    sides = new int[positions];
    bestMoves = new int[positions];
    lines = new int[positions][];
    legalCounts = new int[positions];
    depths = new int[positions];
    engine.newGame();
  }

  /** A review with an engine of its own ({@link ReviewBudget#TABLE_MB}). */
  public static GameReview of(Judge game, ReviewBudget budget) {
    return new GameReview(game, budget, Engine.ofMegabytes(ReviewBudget.TABLE_MB));
  }

  /** The positions to search: the start and the one after every move. */
  public int positionsTotal() {
    return moves.length + 1;
  }

  /** The positions searched so far. */
  public int positionsDone() {
    return done;
  }

  public boolean isDone() {
    return done == positionsTotal();
  }

  /**
   * Searches the next position (from the game's end backwards); false when every position was
   * searched already.
   */
  public boolean step() {
    if (isDone()) {
      return false;
    }
    int p = positionsTotal() - 1 - done;
    SearchPosition position = replay.searchPosition();
    sides[p] = position.sideToMove();
    legalCounts[p] = position.legalMoves(buffer, 0);
    if (replay.isOver()) {
      // The judge ended the game here (only the last position can be so): nothing to search.
      int winner = replay.winner();
      scores[p] = winner < 0 ? 0 : winner == sides[p] ? Score.MATE : -Score.MATE;
      bestMoves[p] = Move.NONE;
      lines[p] = new int[0];
    } else {
      SearchResult found =
          engine.search(position, Engine.rootMoves(position, replay, null), budget.limits(), null);
      scores[p] = found.score();
      bestMoves[p] = found.bestMove();
      lines[p] = found.pv();
      depths[p] = found.depth;
    }
    if (p > 0) {
      replay.takeBack();
    }
    done++;
    if (isDone()) {
      result = judge();
    }
    return true;
  }

  /** Steps until every position is searched; the result. */
  public ReviewResult run() {
    while (step()) {
      // one position a step
    }
    return result;
  }

  /** The review, or null until every position was searched. */
  public ReviewResult result() {
    return result;
  }

  /** Marks every move and each side's accuracy from the positions' scores. */
  private ReviewResult judge() {
    int positions = positionsTotal();
    double[] chances = new double[positions];
    double[] percents = new double[positions];
    for (int p = 0; p < positions; p++) {
      double own = WinningChances.of(scores[p], slope);
      chances[p] = sides[p] == Side.FIRST ? own : -own;
      percents[p] = WinningChances.percent(chances[p]);
    }
    int[] marks = new int[moves.length];
    for (int i = 0; i < moves.length; i++) {
      double sign = sides[i] == Side.FIRST ? 1 : -1;
      double drop = sign * (chances[i] - chances[i + 1]);
      marks[i] = Mark.ofMove(drop, moves[i], bestMoves[i], legalCounts[i]);
    }
    double[] accuracy = Accuracy.ofGame(percents, sides[0]);
    return new ReviewResult(
        moves, scores, sides, bestMoves, lines, depths, chances, marks, accuracy);
  }
}
