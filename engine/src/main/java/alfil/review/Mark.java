package alfil.review;

import alfil.core.MoveNotes;

/**
 * A move's mark in a review, by how much it lowered the mover's winning chances ({@link
 * WinningChances}, -1 to 1): lichess's thresholds (lila {@code Advice.scala}, {@code
 * winningChanceJudgements}): a drop of 0.1 is an inaccuracy, 0.2 a mistake, 0.3 a blunder.
 */
public final class Mark {
  public static final int NONE = 0;
  public static final int INACCURACY = 1;
  public static final int MISTAKE = 2;
  public static final int BLUNDER = 3;

  /** How many marks there are, {@link #NONE} included. */
  public static final int COUNT = 4;

  // Indexed by mark: the drop it starts at, the NAG lichess writes as the move's suffix (?! ? ??,
  // PGN standard's 6, 2, 4), the name its comment starts with.
  private static final double[] DROP = {0, 0.1, 0.2, 0.3};
  private static final int[] NAG = {0, 6, 2, 4};
  private static final String[] NAME = {"", "Inaccuracy", "Mistake", "Blunder"};

  private Mark() {}

  /**
   * The mark of a move {@code played} in a position where the engine's best was {@code best} and
   * {@code legalMoves} were legal, which lowered its mover's chances by {@code drop}: none for the
   * engine's own choice or the only legal move, where nothing better was there to find, however two
   * searches of unequal depth may have scored them (lila marks only the moves whose analysis
   * carries a better line).
   */
  public static int ofMove(double drop, int played, int best, int legalMoves) {
    return played == best || legalMoves == 1 ? NONE : ofDrop(drop);
  }

  /** The mark of a drop in winning chances (negative: the move gained). */
  public static int ofDrop(double drop) {
    for (int mark = BLUNDER; mark > NONE; mark--) {
      if (drop >= DROP[mark]) {
        return mark;
      }
    }
    return NONE;
  }

  /** The numeric annotation glyph of a mark: 6 ({@code ?!}), 2 ({@code ?}), 4 ({@code ??}), 0. */
  public static int nag(int mark) {
    return NAG[mark];
  }

  /** The suffix of a mark's glyph: {@code ?!}, {@code ?}, {@code ??}; empty for none. */
  public static String glyph(int mark) {
    return mark == NONE ? "" : MoveNotes.suffix(NAG[mark]);
  }

  /** {@code Inaccuracy}, {@code Mistake}, {@code Blunder}; empty for none. */
  public static String name(int mark) {
    return NAME[mark];
  }
}
