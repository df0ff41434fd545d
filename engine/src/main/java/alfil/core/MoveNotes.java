package alfil.core;

/**
 * What an analysis writes beside one move of a record (lichess's annotated export): a numeric
 * annotation glyph, comments, and a variation, the line that should have been played instead. The
 * judge's record writer ({@link Judge#annotatedRecord}) puts them in the game's own notation: the
 * glyphs 1 to 6 as the suffixes {@code ! ? !! ?? !? ?!} (PGN standard 8.2.3.8, as lichess writes
 * them), every comment in braces, the variation in parentheses with its move numbers.
 */
public final class MoveNotes {
  /** No glyph. */
  public static final int NO_NAG = 0;

  /** The glyphs 1 to 6 as the suffixes a move carries (PGN standard 8.2.3.8). */
  private static final String[] SUFFIXES = {"!", "?", "!!", "??", "!?", "?!"};

  private final int nag;
  private final String[] comments;
  private final int[] variation;

  /**
   * @param nag the glyph ({@code 2} mistake, {@code 4} blunder, {@code 6} dubious), or {@link
   *     #NO_NAG}
   * @param comments written in this order after the move, each in braces
   * @param variation moves in the {@link Move} layout, played from the position before the move
   *     they annotate (its alternative); empty for none
   */
  public MoveNotes(int nag, String[] comments, int[] variation) {
    this.nag = nag;
    this.comments = comments.clone();
    this.variation = variation.clone();
  }

  /** The suffix of glyph {@code nag} ({@code ?!} for 6), or null for a glyph that has none. */
  public static String suffix(int nag) {
    return nag >= 1 && nag <= SUFFIXES.length ? SUFFIXES[nag - 1] : null;
  }

  /** The glyph a move's suffix stands for ({@code ??}: 4), or {@link #NO_NAG}. */
  public static int nagOfSuffix(String suffix) {
    for (int k = 0; k < SUFFIXES.length; k++) {
      if (SUFFIXES[k].equals(suffix)) {
        return k + 1;
      }
    }
    return NO_NAG;
  }

  public int nag() {
    return nag;
  }

  public int commentCount() {
    return comments.length;
  }

  public String comment(int index) {
    return comments[index];
  }

  /** The variation's moves (a copy), played from the position before the annotated move. */
  public int[] variation() {
    return variation.clone();
  }
}
