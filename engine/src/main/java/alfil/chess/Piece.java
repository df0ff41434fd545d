package alfil.chess;

import alfil.core.Ascii;
import alfil.core.Side;

/**
 * Chess pieces as small ints: a colour bit and a type in the low three bits.
 *
 * <pre>
 * bits 0-2  type: 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king
 * bit  3    white (Side.FIRST)
 * bit  4    black (Side.SECOND)
 * </pre>
 *
 * One bit per colour (rather than one bit for black) lets move generation test "empty or enemy"
 * with a single mask: {@code (piece & Piece.colourBit(us)) == 0}. {@link #NONE} is 0, an empty
 * square.
 */
public final class Piece {
  public static final int NONE = 0;

  public static final int PAWN = 1;
  public static final int KNIGHT = 2;
  public static final int BISHOP = 3;
  public static final int ROOK = 4;
  public static final int QUEEN = 5;
  public static final int KING = 6;

  public static final int TYPE_MASK = 7;
  public static final int WHITE_BIT = 8;
  public static final int BLACK_BIT = 16;

  /** Exclusive upper bound of piece codes, for tables indexed by piece. */
  public static final int CODE_LIMIT = BLACK_BIT | 8;

  private static final String LETTERS = " PNBRQK";

  private static final String[] TYPE_NAMES = {
    "", "pawn", "knight", "bishop", "rook", "queen", "king"
  };

  private Piece() {}

  public static int of(int side, int type) {
    return (WHITE_BIT << side) | type;
  }

  /** The colour bit of {@code side}: {@link #WHITE_BIT} or {@link #BLACK_BIT}. */
  public static int colourBit(int side) {
    return WHITE_BIT << side;
  }

  public static int type(int piece) {
    return piece & TYPE_MASK;
  }

  /** {@link Side#FIRST} for white, {@link Side#SECOND} for black; undefined for {@link #NONE}. */
  public static int side(int piece) {
    return piece >> 4;
  }

  /** The FEN letter: uppercase for white, lowercase for black. */
  public static char fenLetter(int piece) {
    char upper = LETTERS.charAt(type(piece));
    return side(piece) == Side.FIRST ? upper : Ascii.toLower(upper);
  }

  /** The English SAN letter of a type (P N B R Q K). */
  public static char typeLetter(int type) {
    return LETTERS.charAt(type);
  }

  /** The type of an uppercase SAN letter (P N B R Q K), or {@link #NONE}. */
  public static int typeOfLetter(char upper) {
    int index = upper == ' ' ? -1 : LETTERS.indexOf(upper);
    return index <= 0 ? NONE : index;
  }

  /** The piece of a FEN letter, or {@link #NONE} when it is not one. */
  public static int ofFenLetter(char letter) {
    int type = typeOfLetter(Ascii.toUpper(letter));
    if (type == NONE) {
      return NONE;
    }
    return of(Ascii.isUpper(letter) ? Side.FIRST : Side.SECOND, type);
  }

  /**
   * English name of a type, for the command line ({@code WHITE knight from g1 to f3}); the page's
   * names are {@link ChessTexts}'.
   */
  public static String typeName(int type) {
    return type >= PAWN && type <= KING ? TYPE_NAMES[type] : "nothing";
  }
}
