package alfil.xiangqi;

import alfil.core.CoreTexts;
import alfil.core.Echo;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import alfil.core.Text;

/**
 * Chinese move notation (rules.md; the Chinese Xiangqi Association's competition rules): piece,
 * file, direction, target, as in 炮二平五 and 马8进7. Red counts files 一 to 九 from its right and writes
 * every number in Chinese numerals; Black counts 1 to 9 from its right in Arabic digits. 进 is
 * forward, 退 back, 平 sideways; the target is a file for sideways moves and for horse, elephant and
 * advisor, else a number of steps.
 *
 * <p>Two pieces of a kind on one file: 前 or 后 takes the file's place before the piece (前车进一).
 * Pawns: three on a file are 前 中 后, four or five are 一 二 三 四 五 from the front (兵 and 卒 alike); when
 * two files each hold two or more pawns, the marker goes with the file in place of the piece (前七平六,
 * 中3平4). Advisors and elephants keep their file ({@link FileMoveDescription}).
 *
 * <p>Two scripts: simplified (Red 帅 仕 相 马 车 炮 兵, Black 将 士 象 马 车 炮 卒) and traditional (Red 帥 仕 相 傌
 * 俥 炮 兵, Black 將 士 象 馬 車 砲 卒, with 進 and 後). What Alfil writes for people (the page's move list,
 * records) is traditional, the script its pieces show, as printed boards pair Red's 傌 俥 with
 * Black's 馬 車; {@link #toText(XiangqiPosition, int)} gives simplified. Input may use either set and
 * common variants (包 for the cannon, full-width digits, either numeral style for either side, the
 * older order 车前进一), and a plain file form for tandem pieces when only one of them can make the
 * move.
 */
public final class ChineseNotation {
  private static final String RED_SIMPLIFIED = "?帅仕相马车炮兵";
  private static final String BLACK_SIMPLIFIED = "?将士象马车炮卒";
  private static final String RED_TRADITIONAL = "?帥仕相傌俥炮兵";
  private static final String BLACK_TRADITIONAL = "?將士象馬車砲卒";
  private static final String NUMERALS = "?一二三四五六七八九";
  private static final String FULL_WIDTH_DIGITS = "?１２３４５６７８９";
  private static final String OPS_SIMPLIFIED = "进退平";
  private static final String OPS_TRADITIONAL = "進退平";

  /** What the notation looks like, for the error of a text that is not it. */
  private static final String EXAMPLES = "炮二平五, 马8进7, 前车进一";

  /** Every accepted piece sign and the type it names. */
  private static final String PIECE_SIGNS = "帅帥将將仕士相象马馬傌车車俥炮砲包兵卒";

  private static final int[] PIECE_SIGN_TYPES = {
    XiangqiPiece.GENERAL, XiangqiPiece.GENERAL, XiangqiPiece.GENERAL, XiangqiPiece.GENERAL,
    XiangqiPiece.ADVISOR, XiangqiPiece.ADVISOR, XiangqiPiece.ELEPHANT, XiangqiPiece.ELEPHANT,
    XiangqiPiece.HORSE, XiangqiPiece.HORSE, XiangqiPiece.HORSE, XiangqiPiece.CHARIOT,
    XiangqiPiece.CHARIOT, XiangqiPiece.CHARIOT, XiangqiPiece.CANNON, XiangqiPiece.CANNON,
    XiangqiPiece.CANNON, XiangqiPiece.SOLDIER, XiangqiPiece.SOLDIER
  };

  private ChineseNotation() {}

  /** The move in simplified characters. */
  public static String toText(XiangqiPosition position, int move) {
    return toText(position, move, false);
  }

  /** The move in simplified or traditional characters. */
  public static String toText(XiangqiPosition position, int move, boolean traditional) {
    return render(FileMoveDescription.of(position, move), false, traditional);
  }

  /**
   * The legal move of {@code position} that the text names (simplified or traditional).
   *
   * @throws InvalidInputException when the text is malformed, matches no legal move, or more than
   *     one
   */
  public static int parse(XiangqiPosition position, String text) throws InvalidInputException {
    Text field = CoreTexts.MOVE.with(text == null ? "" : Echo.clip(text));
    String s = text == null ? "" : text.trim();
    if (s.length() != 4) {
      throw notChinese(field);
    }
    int side = position.sideToMove();
    char[] c = s.toCharArray();
    // The older order puts the marker after the piece (车前进一): bring it to the front.
    if (pieceType(c[0]) != 0 && marker(c[1]) != 0) {
      char swap = c[0];
      c[0] = c[1];
      c[1] = swap;
    }
    StringBuilder sb = new StringBuilder(4);
    int type0 = pieceType(c[0]);
    int type1 = pieceType(c[1]);
    // The piece the text names; a marker before a file is a pawn's (前七平六: pawns on two files).
    int type = type0 != 0 ? type0 : type1 != 0 ? type1 : XiangqiPiece.SOLDIER;
    if (type0 != 0) {
      sb.append(pieceSign(side, type0, false)).append(number(side, digit(c[1]), field));
    } else if (marker(c[0]) != 0 && type1 != 0) {
      sb.append(marker(c[0])).append(pieceSign(side, type1, false));
    } else if (marker(c[0]) != 0 && digit(c[1]) > 0) {
      sb.append(marker(c[0])).append(number(side, digit(c[1]), field));
    } else if (digit(c[0]) > 0 && digit(c[0]) <= 5 && type1 == XiangqiPiece.SOLDIER) {
      sb.append(NUMERALS.charAt(digit(c[0]))).append(pieceSign(side, type1, false));
    } else {
      throw notChinese(field);
    }
    int op = OPS_SIMPLIFIED.indexOf(c[2]);
    if (op < 0) {
      op = OPS_TRADITIONAL.indexOf(c[2]);
    }
    if (op < 0) {
      throw notChinese(field);
    }
    sb.append(OPS_SIMPLIFIED.charAt(op)).append(number(side, digit(c[3]), field));
    return FileMoveDescription.find(
        position, sb.toString(), (d, plain) -> render(d, plain, false), field, type);
  }

  private static InvalidInputException notChinese(Text field) {
    return new InvalidInputException(field, CoreTexts.MOVE_SYNTAX.with(EXAMPLES));
  }

  static String render(FileMoveDescription d, boolean plainFileForm, boolean traditional) {
    StringBuilder sb = new StringBuilder(4);
    char piece = pieceSign(d.side, d.type, traditional);
    char file = numberSign(d.side, d.file);
    int count = d.countOnFile;
    int index = d.indexOnFile;
    if (plainFileForm || count < 2) {
      sb.append(piece).append(file);
    } else {
      char mark;
      if (count >= 4 && !d.twoTandemFiles) {
        mark = NUMERALS.charAt(index + 1);
      } else {
        mark = index == 0 ? '前' : index == count - 1 ? (traditional ? '後' : '后') : '中';
      }
      sb.append(mark).append(d.twoTandemFiles ? file : piece);
    }
    sb.append((traditional ? OPS_TRADITIONAL : OPS_SIMPLIFIED).charAt(d.op));
    sb.append(numberSign(d.side, d.target));
    return sb.toString();
  }

  private static char pieceSign(int side, int type, boolean traditional) {
    String signs =
        side == Side.FIRST
            ? (traditional ? RED_TRADITIONAL : RED_SIMPLIFIED)
            : (traditional ? BLACK_TRADITIONAL : BLACK_SIMPLIFIED);
    return signs.charAt(type);
  }

  /** Red writes numbers as Chinese numerals, Black as digits. */
  static char numberSign(int side, int n) {
    return side == Side.FIRST ? NUMERALS.charAt(n) : (char) ('0' + n);
  }

  private static char number(int side, int n, Text field) throws InvalidInputException {
    if (n <= 0) {
      throw notChinese(field);
    }
    return numberSign(side, n);
  }

  private static int pieceType(char c) {
    int i = PIECE_SIGNS.indexOf(c);
    return i < 0 ? 0 : PIECE_SIGN_TYPES[i];
  }

  private static char marker(char c) {
    switch (c) {
      case '前':
        return '前';
      case '中':
        return '中';
      case '后':
      case '後':
        return '后';
      default:
        return 0;
    }
  }

  /** 1-9 from a Chinese numeral, an ASCII or a full-width digit; 0 when none. */
  private static int digit(char c) {
    if (c >= '1' && c <= '9') {
      return c - '0';
    }
    int i = NUMERALS.indexOf(c);
    if (i > 0) {
      return i;
    }
    i = FULL_WIDTH_DIGITS.indexOf(c);
    return i > 0 ? i : 0;
  }
}
