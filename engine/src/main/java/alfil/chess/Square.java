package alfil.chess;

/**
 * Squares as 0x88 indexes: {@code 16 * rank + file}, a1 = 0, h1 = 7, a8 = 0x70, h8 = 0x77. An index
 * {@code s} is on the board exactly when {@code (s & 0x88) == 0}, so a step that leaves the board
 * is caught by one mask test, and the difference of two squares identifies their geometry (see
 * {@link Geometry}).
 */
public final class Square {
  /** No square (e.g. no en passant target): off the board, never a valid index. */
  public static final int NONE = -1;

  public static final int OFF_BOARD = 0x88;

  public static final int A1 = 0x00;
  public static final int B1 = 0x01;
  public static final int C1 = 0x02;
  public static final int D1 = 0x03;
  public static final int E1 = 0x04;
  public static final int F1 = 0x05;
  public static final int G1 = 0x06;
  public static final int H1 = 0x07;
  public static final int A8 = 0x70;
  public static final int B8 = 0x71;
  public static final int C8 = 0x72;
  public static final int D8 = 0x73;
  public static final int E8 = 0x74;
  public static final int F8 = 0x75;
  public static final int G8 = 0x76;
  public static final int H8 = 0x77;

  private Square() {}

  public static int of(int file, int rank) {
    return (rank << 4) | file;
  }

  /** 0 (a) to 7 (h). */
  public static int file(int square) {
    return square & 7;
  }

  /** 0 (first rank) to 7 (eighth rank). */
  public static int rank(int square) {
    return square >> 4;
  }

  public static boolean isOnBoard(int square) {
    return square >= 0 && (square & OFF_BOARD) == 0;
  }

  /** "e4". */
  public static String name(int square) {
    return new String(new char[] {(char) ('a' + file(square)), (char) ('1' + rank(square))});
  }

  /** The square that "e4" names, or {@link #NONE} when the text is not a square. */
  public static int parse(String text) {
    if (text.length() != 2) {
      return NONE;
    }
    return parse(text.charAt(0), text.charAt(1));
  }

  /** The square of a file letter and rank digit, or {@link #NONE}. */
  public static int parse(char file, char rank) {
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8') {
      return NONE;
    }
    return of(file - 'a', rank - '1');
  }
}
