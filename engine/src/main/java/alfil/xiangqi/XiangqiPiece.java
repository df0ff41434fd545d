package alfil.xiangqi;

import alfil.core.Ascii;
import alfil.core.Side;

/**
 * Xiangqi pieces as small ints: a piece code is {@code type | side << 3}, so Red (the first side)
 * has codes 1..7 and Black 9..15, and 0 is an empty point. Codes index the Zobrist and region
 * tables directly.
 *
 * <p>Letters are those of Pikafish and Fairy-Stockfish FEN (K A B N R C P, uppercase = Red); {@code
 * E} (elephant) and {@code H} (horse), as some tools write, are accepted on input.
 */
public final class XiangqiPiece {
  public static final int EMPTY = 0;

  public static final int GENERAL = 1;
  public static final int ADVISOR = 2;
  public static final int ELEPHANT = 3;
  public static final int HORSE = 4;
  public static final int CHARIOT = 5;
  public static final int CANNON = 6;
  public static final int SOLDIER = 7;

  /** Bit set in every Black piece code. */
  public static final int BLACK_BIT = 8;

  public static final int TYPE_MASK = 7;

  /** One past the largest piece code: the size of tables indexed by piece code. */
  public static final int CODE_LIMIT = 16;

  private static final String FEN_LETTERS = ".KABNRCP";

  private static final String[] TYPE_NAMES = {
    "", "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier"
  };

  private XiangqiPiece() {}

  /** The piece code of {@code type} for {@code side} ({@link Side#FIRST} = Red). */
  public static int of(int side, int type) {
    return type | (side << 3);
  }

  public static int type(int piece) {
    return piece & TYPE_MASK;
  }

  /** {@link Side#FIRST} (Red) or {@link Side#SECOND} (Black); meaningless for {@link #EMPTY}. */
  public static int side(int piece) {
    return piece >>> 3;
  }

  /** The FEN letter: uppercase for Red, lowercase for Black. */
  public static char fenLetter(int piece) {
    char c = FEN_LETTERS.charAt(type(piece));
    return side(piece) == Side.FIRST ? c : Ascii.toLower(c);
  }

  /** The piece type a FEN or notation letter names (case ignored), or 0 when none. */
  public static int typeOfLetter(char letter) {
    char upper = Ascii.toUpper(letter);
    // A letter's place in FEN_LETTERS is its type; E and H are other tools' elephant and horse.
    int type = FEN_LETTERS.indexOf(upper);
    if (type > 0) {
      return type;
    }
    return upper == 'E' ? ELEPHANT : upper == 'H' ? HORSE : 0;
  }

  /**
   * English name of a type, for the command line ("no piece" for any other number); the page's
   * names are {@link XiangqiTexts}'.
   */
  public static String typeName(int type) {
    return type >= GENERAL && type <= SOLDIER ? TYPE_NAMES[type] : "no piece";
  }
}
