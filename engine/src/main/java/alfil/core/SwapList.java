package alfil.core;

/**
 * The swap list of a static exchange evaluation, the part every game shares (the Chess Programming
 * Wiki's "SEE - The Swap Algorithm"): the game finds each next least valuable attacker on its own
 * board; this records what each capture gains, lifts each piece used off the board (so that x-rays
 * join in and, in xiangqi, cannon screens come and go as in play), backs the list up as both sides
 * choose between recapturing and standing pat, and puts the board back.
 *
 * <p>One instance per search adapter: its arrays are made once and an exchange allocates nothing.
 */
public final class SwapList {
  private static final int MAX_SWAPS = 32;

  private final int[] gain = new int[MAX_SWAPS + 1];
  // Every piece taken off the board, with its square: the first capture's mover (and, for en
  // passant, its victim) and then each recapturer.
  private final int[] lifted = new int[MAX_SWAPS + 2];
  private final int[] liftedPiece = new int[MAX_SWAPS + 2];
  private int[] board;
  private int liftedCount;
  private int swaps;
  private int onTarget;

  /**
   * Starts an exchange on {@code board} (empty squares hold 0) by a first capture from {@code from}
   * that wins {@code captured} and leaves a piece worth {@code mover} on the target; the moving
   * piece is lifted. The target keeps its occupant on the board: attackers are found by walking
   * from it, never through it.
   */
  public void start(int[] board, int from, int captured, int mover) {
    this.board = board;
    liftedCount = 0;
    swaps = 0;
    gain[0] = captured;
    onTarget = mover;
    lift(from);
  }

  /** Takes the piece on {@code square} off the board until {@link #finish}. */
  public void lift(int square) {
    lifted[liftedCount] = square;
    liftedPiece[liftedCount++] = board[square];
    board[square] = 0;
  }

  /**
   * The next capture on the target, by the piece on {@code attacker} worth {@code value}: made, and
   * true, unless even unanswered it loses while standing pat loses too (then the outcome before it
   * is settled whatever follows and the exchange ends: CPW's pruning) or the list is full.
   */
  public boolean recapture(int attacker, int value) {
    if (swaps == MAX_SWAPS) {
      return false;
    }
    int d = swaps + 1;
    gain[d] = onTarget - gain[d - 1];
    if (Math.max(-gain[d - 1], gain[d]) < 0) {
      return false;
    }
    swaps = d;
    onTarget = value;
    lift(attacker);
    return true;
  }

  /**
   * The exchange's value for the side that made the first capture: the list backed up, each side
   * choosing between standing pat and recapturing. The board is as it was before {@link #start}.
   */
  public int finish() {
    for (int d = swaps; d > 0; d--) {
      gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
    }
    for (int i = liftedCount - 1; i >= 0; i--) {
      board[lifted[i]] = liftedPiece[i];
    }
    return gain[0];
  }
}
