package alfil.web.game;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Side;
import alfil.web.protocol.Games;
import alfil.xiangqi.ChineseNotation;
import alfil.xiangqi.Iccs;
import alfil.xiangqi.Wxf;
import alfil.xiangqi.XiangqiGame;
import alfil.xiangqi.XiangqiGeometry;
import alfil.xiangqi.XiangqiOutcome;
import alfil.xiangqi.XiangqiPiece;
import alfil.xiangqi.XiangqiPosition;

/**
 * Xiangqi for the page: the board from {@code alfil.xiangqi.XiangqiPosition}, the moves and their
 * endings from {@code alfil.xiangqi.XiangqiGame}, the judge (perpetual check and chase, move limit,
 * material), which also says which moves a player may not make or should think twice about.
 */
public final class XiangqiRules implements GameRules {
  public static final String WXF = "wxf";
  public static final String CHINESE = "chinese";

  private static final int FILES = XiangqiGeometry.FILES;
  private static final int RANKS = XiangqiGeometry.RANKS;

  /** The judge: every move goes through it. */
  private XiangqiGame game = new XiangqiGame();

  /** The game's current position (a copy), for the board's questions. */
  private XiangqiPosition position = game.position();

  @Override
  public String game() {
    return Games.XIANGQI;
  }

  @Override
  public int files() {
    return FILES;
  }

  @Override
  public int ranks() {
    return RANKS;
  }

  @Override
  public boolean onPoints() {
    return true;
  }

  @Override
  public String startFen() {
    return XiangqiPosition.START_FEN;
  }

  @Override
  public String setPosition(String fen) {
    try {
      game = XiangqiGame.fromFen(fen);
    } catch (InvalidInputException e) {
      return e.getMessage();
    }
    position = game.position();
    return null;
  }

  @Override
  public String fen() {
    return position.toFen();
  }

  @Override
  public GamePosition position() {
    return position;
  }

  @Override
  public int sideToMove() {
    return position.sideToMove();
  }

  @Override
  public String squareName(int square) {
    return XiangqiGeometry.name(point(square));
  }

  @Override
  public char pieceAt(int square) {
    int piece = position.pieceAt(point(square));
    return piece == XiangqiPiece.EMPTY ? 0 : XiangqiPiece.fenLetter(piece);
  }

  /** The characters the board shows, by type (general first). */
  private static final String RED_SIGNS = "\u5e25\u4ed5\u76f8\u508c\u4fe5\u70ae\u5175"; // 帥仕相傌俥炮兵

  private static final String BLACK_SIGNS = "\u5c07\u58eb\u8c61\u99ac\u8eca\u7832\u5352"; // 將士象馬車砲卒

  @Override
  public String pieceName(int square) {
    int piece = position.pieceAt(point(square));
    if (piece == XiangqiPiece.EMPTY) {
      return null;
    }
    int type = XiangqiPiece.type(piece);
    boolean red = XiangqiPiece.side(piece) == Side.FIRST;
    return (red ? "red " : "black ")
        + XiangqiPiece.typeName(type)
        + " "
        + (red ? RED_SIGNS : BLACK_SIGNS).substring(type - 1, type);
  }

  @Override
  public int legalMoves(int[] out) {
    return position.legalMoves(out, 0);
  }

  @Override
  public int fromSquare(int move) {
    return square(Move.from(move));
  }

  @Override
  public int toSquare(int move) {
    return square(Move.to(move));
  }

  @Override
  public char promotion(int move) {
    return 0;
  }

  @Override
  public String engineText(int move) {
    return Iccs.toText(move);
  }

  @Override
  public int parseEngineText(String text) {
    return MoveText.find(position, text);
  }

  @Override
  public String displayText(int move, String notation) {
    return CHINESE.equals(notation)
        ? ChineseNotation.toText(position, move)
        : Wxf.toText(position, move);
  }

  @Override
  public String[] notations() {
    return new String[] {WXF, CHINESE};
  }

  @Override
  public void play(int move) {
    try {
      game.play(move);
    } catch (InvalidInputException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
    position = game.position();
  }

  @Override
  public void undo() {
    game.takeBack();
    position = game.position();
  }

  @Override
  public String refusal(int move) {
    return game.wouldLoseOnTheSpot(move)
        ? "Refused: this move repeats the position a third time by perpetual check or chase,"
            + " which loses at once. Play another move."
        : null;
  }

  @Override
  public String warning(int move) {
    return game.risksPerpetual(move)
        ? "Careful: that repeats a perpetual check or chase. Going round once more loses."
        : null;
  }

  @Override
  public int checkedKingSquare() {
    return position.inCheck() ? square(position.generalPoint(position.sideToMove())) : -1;
  }

  /** The judge's ending and its reason. */
  @Override
  public Outcome outcome() {
    XiangqiOutcome o = game.outcome();
    return o == null ? null : new Outcome(o.result().pgn(), o.text());
  }

  @Override
  public String sideName(int side) {
    return XiangqiPiece.sideName(side);
  }

  private static int point(int square) {
    return XiangqiGeometry.point(square % FILES, square / FILES);
  }

  private static int square(int point) {
    return XiangqiGeometry.fileOf(point) + XiangqiGeometry.rankOf(point) * FILES;
  }
}
