package alfil.web.model;

import alfil.review.ReviewResult;

/**
 * The review of the whole game on the page (lichess's "computer analysis"): not asked for, running
 * in the worker (the positions searched so far, of how many), or done, with its evaluations, marks,
 * better moves and accuracies ({@link ReviewResult}). A review belongs to the moves it reviewed:
 * when the game changes it goes.
 */
public final class GameAnalysis {
  public static final int NONE = 0;
  public static final int RUNNING = 1;
  public static final int DONE = 2;

  private int state = NONE;
  private int done;
  private int total;
  private ReviewResult result;

  public int state() {
    return state;
  }

  /** Positions searched so far, while running. */
  public int done() {
    return done;
  }

  /** Positions to search in all. */
  public int total() {
    return total;
  }

  /** The review when {@link #DONE}, else null. */
  public ReviewResult result() {
    return result;
  }

  void start(int positions) {
    state = RUNNING;
    done = 0;
    total = positions;
    result = null;
  }

  void progress(int searched, int positions) {
    done = searched;
    total = positions;
  }

  void finish(ReviewResult review) {
    state = DONE;
    result = review;
    done = total = review.plies() + 1;
  }

  /** Forgets the review; whether one was running (its search must stop). */
  boolean drop() {
    boolean running = state == RUNNING;
    state = NONE;
    result = null;
    return running;
  }
}
