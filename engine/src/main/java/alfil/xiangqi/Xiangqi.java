package alfil.xiangqi;

import alfil.core.Ascii;
import alfil.core.FenReader;
import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.SearchPosition;
import alfil.core.Side;
import alfil.core.Text;

/** Xiangqi by the Asian rules as a {@link Game}: what the faces and the search ask of it. */
public final class Xiangqi implements Game {
  /** The one instance: the rules have no state. */
  public static final Xiangqi GAME = new Xiangqi();

  /** The notation names people read: WXF (the default) and Chinese. */
  static final String WXF = "wxf";

  static final String CHINESE = "chinese";

  /** Chinese in simplified characters (帅 车 马 进), as mainland records and sites write it. */
  static final String SIMPLIFIED = "chinese-simplified";

  /** Whether a notation's name is one of the Chinese ones, either script. */
  static boolean isChinese(String notation) {
    return CHINESE.equals(notation) || SIMPLIFIED.equals(notation);
  }

  private Xiangqi() {}

  @Override
  public String name() {
    return "xiangqi";
  }

  @Override
  public String startFen() {
    return XiangqiPosition.START_FEN;
  }

  @Override
  public boolean isFenOf(String fen) {
    return FenReader.boardRows(fen) == XiangqiGeometry.RANKS;
  }

  @Override
  public XiangqiPosition newPosition(String fen) throws InvalidInputException {
    return FenReader.isStart(fen) ? XiangqiPosition.start() : XiangqiPosition.fromFen(fen);
  }

  @Override
  public SearchPosition newSearchPosition(String fen) throws InvalidInputException {
    return new XiangqiSearchPosition(newPosition(fen));
  }

  @Override
  public Judge newJudge(String fen) throws InvalidInputException {
    return FenReader.isStart(fen) ? new XiangqiGame() : XiangqiGame.fromFen(fen);
  }

  @Override
  public Judge readRecord(String text) throws InvalidInputException {
    return XiangqiRecord.read(text);
  }

  @Override
  public int recordCount(String text) throws InvalidInputException {
    return XiangqiRecord.count(text);
  }

  /**
   * The values xiangqi players count by (soldier 1, advisor and elephant 2, horse 4, cannon 4.5,
   * chariot 9), a soldier's worth the same on either side of the river here.
   */
  @Override
  public int pieceValue(char fenLetter) {
    int at = "pabnc".indexOf(Ascii.toLower(fenLetter));
    return Ascii.toLower(fenLetter) == 'r' ? 90 : at < 0 ? 0 : new int[] {10, 20, 20, 40, 45}[at];
  }

  @Override
  public String recordFileExtension() {
    return "txt";
  }

  @Override
  public String engineNotation() {
    return "iccs";
  }

  @Override
  public boolean engineRanksFromZero() {
    return true; // ICCS: ranks 0-9
  }

  @Override
  public boolean playedOverUcci() {
    return true;
  }

  @Override
  public String[] notations() {
    return new String[] {WXF, CHINESE, SIMPLIFIED};
  }

  @Override
  public Text sideName(int side) {
    return XiangqiTexts.side(side);
  }

  /**
   * 70% of chess's node caps. Measured in games: at equal caps the xiangqi levels stood further
   * apart than chess's, and at 130% level 7 was as strong as level 8 at 100 ms a move.
   */
  @Override
  public int levelNodePercent() {
    return 70;
  }

  /**
   * Chess's slope (lichess's) times how much less a centipawn of this evaluation counts towards
   * winning than a centipawn of chess's, fitted to game results as lichess fitted its own: in games
   * of Alfil level 5 against itself (40 in xiangqi, 42 in chess), reviewed at 40,000 nodes a
   * position, the slope that best predicts each game's result from each position's evaluation
   * (logistic regression, draws as half a point) was 0.00282 in xiangqi (95%: 0.0016 to 0.0051) and
   * 0.00345 in chess (0.0020 to 0.0068), whose ratio 0.817 takes lichess's 0.00368208 to 0.0030.
   * The chess fit agreeing with lichess's own says that the two games' levels convert an advantage
   * alike; the ratio keeps what the fits share (players, budget) out of the xiangqi slope. Measured
   * by {@code bench/review-calibrate.py} (docs/benchmarks.md, "Game review").
   */
  @Override
  public double winningChanceSlope() {
    return 0.0030;
  }

  /**
   * 80,000: a game of 79 plies takes 12.8 s on the JVM (7.4 s at 40,000), and the blunders marked
   * agree better with Fairy-Stockfish's review at depth 16 than at 40,000: 41.6% of its found at
   * 97.4% precision, against 32.6% at 82.9% (16 games). The slope above was fitted at 40,000.
   */
  @Override
  public int reviewNodes() {
    return 80_000;
  }

  /**
   * The bench's xiangqi positions: the start, middlegames and endgames of the perft suite. Made on
   * each call, so that the page, which never runs the bench, does not carry them.
   */
  @Override
  public String[] benchFens() {
    return new String[] {
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
      "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
      "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
      "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
      "2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r1c1/B2CC2R1/4A4/3AK1B2 b - - 0 1",
      "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
      "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
      "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1",
    };
  }

  @Override
  public int files() {
    return XiangqiGeometry.FILES;
  }

  @Override
  public int ranks() {
    return XiangqiGeometry.RANKS;
  }

  @Override
  public boolean onPoints() {
    return true;
  }

  @Override
  public int square(int file, int rank) {
    return XiangqiGeometry.point(file, rank);
  }

  @Override
  public int fileOf(int square) {
    return XiangqiGeometry.fileOf(square);
  }

  @Override
  public int rankOf(int square) {
    return XiangqiGeometry.rankOf(square);
  }

  /**
   * Printed boards number the files along each side's edge 1 to 9 from that side's own right, as
   * both notations count them: Red's in Chinese numerals in the Chinese notation, Black's always in
   * digits (the Chinese Xiangqi Association's rules; {@link ChineseNotation}).
   */
  @Override
  public String fileNumbers(int side, String notation) {
    char[] numbers = new char[XiangqiGeometry.FILES];
    for (int f = 0; f < numbers.length; f++) {
      int n = side == Side.FIRST ? numbers.length - f : f + 1;
      numbers[f] = isChinese(notation) ? ChineseNotation.numberSign(side, n) : (char) ('0' + n);
    }
    return new String(numbers);
  }

  @Override
  public String squareName(int square) {
    return XiangqiGeometry.name(square);
  }

  @Override
  public char promotionLetter(int move) {
    return 0;
  }

  @Override
  public Text pieceName(char fenLetter) {
    int type = XiangqiPiece.typeOfLetter(fenLetter);
    if (type == 0) {
      return null;
    }
    return XiangqiTexts.piece(Ascii.isUpper(fenLetter) ? Side.FIRST : Side.SECOND, type);
  }

  @Override
  public Text[] texts() {
    return XiangqiTexts.all();
  }
}
