package alfil.core;

import java.util.Arrays;

/**
 * What every game's {@link SearchPosition} shares: the rules position it wraps, to which moves,
 * check, hashes and text go straight, and the positions played through it, by hash, in which the
 * game's rules look for repetitions. Play the game's moves through {@link #makeMove} so that every
 * repetition is known.
 *
 * <p>Each entry of the history keeps how far back a repetition may be looked for from it (the moves
 * since the last irreversible one; a null move cuts it) and whether the side to move is in check
 * there, once known: the search asks twice per node (gives check? then in check?) and the test runs
 * once. The arrays grow by doubling; nothing is allocated per move otherwise.
 *
 * @param <P> the game's rules position
 */
public abstract class SearchAdapter<P extends GamePosition> implements SearchPosition {
  private static final byte CHECK_UNKNOWN = 0;
  private static final byte NOT_IN_CHECK = 1;
  private static final byte IN_CHECK = 2;

  /** The wrapped rules position (the adapter's own moves change it). */
  protected final P position;

  // Exchange values by the game's piece type (moverType).
  private final int[] values;

  private int[] keysLo = new int[256];
  private int[] keysHi = new int[256];
  private int[] reach = new int[256];
  private byte[] check = new byte[256];
  private int top = -1;

  /** An adapter of {@code position} whose pieces are worth {@code values} by type. */
  protected SearchAdapter(P position, int[] values) {
    this.position = position;
    this.values = values;
  }

  /** The wrapped rules position (do not make moves on it directly while the adapter is in use). */
  public P position() {
    return position;
  }

  /**
   * Records a position of hash {@code lo}, {@code hi} as the latest of the history, from which a
   * repetition may be looked for {@code reachBack} plies back, in check or not as {@code inCheck}
   * says (1 no, 2 yes), or 0 when not known yet.
   */
  protected final void push(int lo, int hi, int reachBack, int inCheck) {
    if (++top == keysLo.length) {
      keysLo = Arrays.copyOf(keysLo, top * 2);
      keysHi = Arrays.copyOf(keysHi, top * 2);
      reach = Arrays.copyOf(reach, top * 2);
      check = Arrays.copyOf(check, top * 2);
    }
    keysLo[top] = lo;
    keysHi[top] = hi;
    reach[top] = reachBack;
    check[top] = (byte) inCheck;
  }

  /** Records the wrapped position as it is now, its check not known yet. */
  protected final void push(int reachBack) {
    push(position.hashLo(), position.hashHi(), reachBack, CHECK_UNKNOWN);
  }

  /** {@code inCheck} as {@link #push} takes it. */
  protected static int checkState(boolean inCheck) {
    return inCheck ? IN_CHECK : NOT_IN_CHECK;
  }

  /** Forgets the latest position of the history (its move was taken back). */
  protected final void pop() {
    top--;
  }

  /** The index of the latest position of the history. */
  protected final int latest() {
    return top;
  }

  /** How far back a repetition may be looked for from the latest position. */
  protected final int reachBack() {
    return reach[top];
  }

  /** Whether the side to move was in check at history index {@code i} (false when not known). */
  protected final boolean inCheckAt(int i) {
    return check[i] == IN_CHECK;
  }

  /**
   * The history index of the position that the latest one repeats, {@code pliesFromRoot} after the
   * search root, or -1: one after the root counts at once (the side that could avoid it will have
   * chosen to), one before the root only with two earlier occurrences (the game's threefold count);
   * the latest of them is returned.
   */
  protected final int repetition(int pliesFromRoot) {
    int lo = keysLo[top];
    int hi = keysHi[top];
    int oldest = top - reach[top];
    int root = top - pliesFromRoot;
    int earlier = 0;
    for (int i = top - 4; i >= oldest; i -= 2) {
      if (keysLo[i] == lo && keysHi[i] == hi && (i >= root || ++earlier >= 2)) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public int sideToMove() {
    return position.sideToMove();
  }

  @Override
  public int legalMoves(int[] moves, int offset) {
    return position.legalMoves(moves, offset);
  }

  @Override
  public void unmakeMove() {
    position.unmakeMove();
    top--;
  }

  @Override
  public boolean inCheck() {
    int known = check[top];
    if (known != CHECK_UNKNOWN) {
      return known == IN_CHECK;
    }
    boolean inCheck = position.inCheck();
    check[top] = (byte) checkState(inCheck);
    return inCheck;
  }

  @Override
  public int moverValue(int move) {
    return values[moverType(move)];
  }

  @Override
  public int hashLo() {
    return position.hashLo();
  }

  @Override
  public int hashHi() {
    return position.hashHi();
  }

  @Override
  public String moveToText(int move) {
    return position.moveToText(move);
  }

  @Override
  public int parseMove(String text) throws InvalidInputException {
    return position.parseMove(text);
  }

  @Override
  public String toFen() {
    return position.toFen();
  }
}
