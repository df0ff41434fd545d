package alfil.core;

/** The two sides as ints: the side that moves first (White, Red) and the other (Black). */
public final class Side {
  /** White in chess, Red in xiangqi: moves first. */
  public static final int FIRST = 0;

  /** Black in both games. */
  public static final int SECOND = 1;

  private Side() {}

  public static int other(int side) {
    return side ^ 1;
  }
}
