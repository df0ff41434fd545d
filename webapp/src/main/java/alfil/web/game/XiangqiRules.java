package alfil.web.game;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Side;
import alfil.web.protocol.Games;
import alfil.xiangqi.ChineseNotation;
import alfil.xiangqi.Iccs;
import alfil.xiangqi.Wxf;
import alfil.xiangqi.XiangqiGeometry;
import alfil.xiangqi.XiangqiPiece;
import alfil.xiangqi.XiangqiPosition;

/** Xiangqi for the page, over {@code alfil.xiangqi.XiangqiPosition}. */
public final class XiangqiRules implements GameRules {
  public static final String WXF = "wxf";
  public static final String CHINESE = "chinese";

  /**
   * PROVISIONAL, until {@code XiangqiGame} (the judge) lands: 60 moves each without a capture is a
   * draw (rules.md, Chinese rules). The judge replaces this together with the repetition rules.
   */
  static final int MOVE_LIMIT_PLIES = 120;

  private static final int FILES = XiangqiGeometry.FILES;
  private static final int RANKS = XiangqiGeometry.RANKS;

  private XiangqiPosition position = XiangqiPosition.start();
  private final int[] scratch = new int[GamePosition.MAX_MOVES];

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
      position = XiangqiPosition.fromFen(fen);
      return null;
    } catch (InvalidInputException e) {
      return e.getMessage();
    }
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
    try {
      return Iccs.parse(position, text);
    } catch (InvalidInputException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
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
    position.makeMove(move);
  }

  @Override
  public void undo() {
    position.unmakeMove();
  }

  @Override
  public int checkedKingSquare() {
    return position.inCheck() ? square(position.generalPoint(position.sideToMove())) : -1;
  }

  @Override
  public Outcome outcome() {
    int side = position.sideToMove();
    if (position.legalMoves(scratch, 0) == 0) {
      // Stalemate loses in xiangqi (rules.md).
      return Outcome.win(
          Side.other(side),
          position.inCheck() ? "checkmate" : "stalemate (the stalemated side loses)");
    }
    if (position.halfmoveClock() >= MOVE_LIMIT_PLIES) {
      return Outcome.draw("60 moves each without a capture");
    }
    return null;
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
