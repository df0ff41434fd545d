package alfil.xiangqi;

import alfil.core.Ascii;
import alfil.core.CoreTexts;
import alfil.core.Echo;
import alfil.core.InvalidInputException;
import alfil.core.Text;

/**
 * WXF move notation (World Xiangqi Federation; AXF notation adopted by the WXF in 1997, as given on
 * wxf.org "Official xiangqi piece names and notation"): a piece letter K A E H R C P, the file it
 * stands on counted 1-9 from the mover's own right, then {@code +} forward, {@code -} back or
 * {@code .} sideways, then the destination file (sideways moves, and always for horse, elephant and
 * advisor) or the number of steps: {@code C2.5}, {@code H8+7}.
 *
 * <p>Tandem pieces (two of a kind on one file): the file digit is replaced by {@code +} for the
 * front piece and {@code -} for the rear one, the letter stays first: {@code R+.3}, {@code C--1}
 * (rules.md; wxf.org writes the same). Pawns: three on a file are {@code P+}, {@code P3} (the
 * middle one keeps the plain form) and {@code P-}; four or five are {@code ++}, {@code P+}, ({@code
 * P3}), {@code P-}, {@code --} from the front; when two files each hold two or more pawns, the file
 * digit replaces the letter: {@code 3+.4}, {@code 33.4}, {@code 3-.4}. Advisors and elephants keep
 * their file even when tandem ({@link FileMoveDescription}).
 *
 * <p>On input {@code B} and {@code N} are read as E and H, {@code =} as {@code .}, letters in
 * either case; a plain file form is accepted for tandem pieces when only one of them can make the
 * move ({@code C3.5}).
 */
public final class Wxf {
  private static final String LETTERS = "?KAEHRCP";
  private static final String OPS = "+-.";

  /** What WXF looks like, for the error of a text that is not it. */
  private static final String EXAMPLES = "C2.5, H8+7, R+.3 (K A E H R C P)";

  private Wxf() {}

  /** The WXF text of a legal move of {@code position}. */
  public static String toText(XiangqiPosition position, int move) {
    return render(FileMoveDescription.of(position, move), false);
  }

  /**
   * The legal move of {@code position} that the WXF text names.
   *
   * @throws InvalidInputException when the text is malformed, matches no legal move, or more than
   *     one
   */
  public static int parse(XiangqiPosition position, String text) throws InvalidInputException {
    Text field = CoreTexts.MOVE.with(text == null ? "" : Echo.clip(text));
    String s = text == null ? "" : Ascii.toUpper(text.trim()).replace('=', '.');
    char first = s.isEmpty() ? ' ' : s.charAt(0);
    int type = XiangqiPiece.typeOfLetter(first);
    boolean fileFirst = isDigit(first) || first == '+' || first == '-'; // tandem pawns: 3+.4
    if (s.length() != 4
        || type == 0 && !fileFirst
        || !isDigit(s.charAt(1)) && s.charAt(1) != '+' && s.charAt(1) != '-'
        || OPS.indexOf(s.charAt(2)) < 0
        || !isDigit(s.charAt(3))) {
      throw new InvalidInputException(field, CoreTexts.MOVE_SYNTAX.with(EXAMPLES));
    }
    if (type != 0) {
      s = LETTERS.charAt(type) + s.substring(1);
    }
    return FileMoveDescription.find(
        position, s, Wxf::render, field, type == 0 ? XiangqiPiece.SOLDIER : type);
  }

  private static boolean isDigit(char c) {
    return c >= '1' && c <= '9';
  }

  static String render(FileMoveDescription d, boolean plainFileForm) {
    StringBuilder sb = new StringBuilder(4);
    char letter = LETTERS.charAt(d.type);
    char fileDigit = (char) ('0' + d.file);
    int count = d.countOnFile;
    int index = d.indexOnFile;
    if (plainFileForm || count < 2) {
      sb.append(letter).append(fileDigit);
    } else if (d.type != XiangqiPiece.SOLDIER) {
      sb.append(letter).append(index == 0 ? '+' : '-');
    } else if (d.twoTandemFiles) {
      sb.append(fileDigit).append(index == 0 ? '+' : index == count - 1 ? '-' : fileDigit);
    } else if (count <= 3) {
      sb.append(letter).append(index == 0 ? '+' : index == count - 1 ? '-' : fileDigit);
    } else {
      // Four or five pawns: ++, P+, (P<file>), P-, -- from the front (wxf.org, tandem pawns
      // II-III).
      int fromBack = count - 1 - index;
      if (index == 0) {
        sb.append("++");
      } else if (fromBack == 0) {
        sb.append("--");
      } else if (index == 1) {
        sb.append(letter).append('+');
      } else if (fromBack == 1) {
        sb.append(letter).append('-');
      } else {
        sb.append(letter).append(fileDigit);
      }
    }
    sb.append(OPS.charAt(d.op)).append((char) ('0' + d.target));
    return sb.toString();
  }
}
