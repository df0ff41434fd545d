package alfil.core;

/**
 * The bit layout that every game's move shares, so that search and tables treat moves as plain
 * ints.
 *
 * <pre>
 * bits  0- 7  from square (the game's own mailbox index, 0..255)
 * bits  8-15  to square
 * bits 16-23  game-specific (chess: promotion piece and move kind; xiangqi: unused)
 * bits 24-30  unused, zero
 * </pre>
 *
 * A real move never has from == to, so {@link #NONE} (from == to == 0, with a marker bit) cannot
 * collide with one; 0 is not used as "no move" so that an unset array slot is never mistaken for a
 * move by accident of layout.
 */
public final class Move {
  /** "No move": not a legal move in any game. */
  public static final int NONE = 0x7F00_0000;

  // Each field of the layout is one byte.
  private static final int BYTE = 0xFF;
  private static final int TO_SHIFT = 8;
  private static final int EXTRA_SHIFT = 16;

  private Move() {}

  public static int of(int from, int to) {
    return from | (to << TO_SHIFT);
  }

  public static int of(int from, int to, int extra) {
    return from | (to << TO_SHIFT) | (extra << EXTRA_SHIFT);
  }

  public static int from(int move) {
    return move & BYTE;
  }

  public static int to(int move) {
    return (move >>> TO_SHIFT) & BYTE;
  }

  public static int extra(int move) {
    return (move >>> EXTRA_SHIFT) & BYTE;
  }
}
