package alfil.cli;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.SearchPosition;
import alfil.xiangqi.Iccs;
import alfil.xiangqi.Wxf;
import alfil.xiangqi.XiangqiGame;
import alfil.xiangqi.XiangqiGeometry;
import alfil.xiangqi.XiangqiOutcome;
import alfil.xiangqi.XiangqiPiece;
import alfil.xiangqi.XiangqiPosition;
import alfil.xiangqi.XiangqiRecord;
import alfil.xiangqi.XiangqiSearchPosition;
import java.util.Locale;

/** {@link RefereedGame} over {@link XiangqiGame}, the Asian-rules judge. */
final class XiangqiRefereedGame implements RefereedGame {
  private final XiangqiGame game;

  XiangqiRefereedGame(XiangqiGame game) {
    this.game = game;
  }

  /** A new game from {@code fen} ({@code startpos} or null for the initial position). */
  static XiangqiRefereedGame fromFen(String fen) throws InvalidInputException {
    return new XiangqiRefereedGame(
        Games.isStart(fen) ? new XiangqiGame() : XiangqiGame.fromFen(fen));
  }

  XiangqiGame judge() {
    return game;
  }

  @Override
  public String game() {
    return Games.XIANGQI;
  }

  @Override
  public GamePosition position() {
    return game.position();
  }

  @Override
  public SearchPosition searchPosition() {
    return new XiangqiSearchPosition(game.position());
  }

  @Override
  public int sideToMove() {
    return game.sideToMove();
  }

  @Override
  public String fen() {
    return game.fen();
  }

  @Override
  public String startFen() {
    return game.startFen();
  }

  @Override
  public String[] engineMoves() {
    int[] moves = game.moves();
    String[] texts = new String[moves.length];
    for (int i = 0; i < moves.length; i++) {
      texts[i] = Iccs.toText(moves[i]);
    }
    return texts;
  }

  @Override
  public int plyCount() {
    return game.plyCount();
  }

  @Override
  public boolean isOver() {
    return game.isOver();
  }

  @Override
  public String outcomeText() {
    XiangqiOutcome outcome = game.outcome();
    return outcome == null ? null : outcome.text();
  }

  @Override
  public int winner() {
    XiangqiOutcome outcome = game.outcome();
    return outcome == null ? -1 : outcome.winner();
  }

  @Override
  public String claimableDraw() {
    return null; // xiangqi has no claims: the judge rules every repetition itself
  }

  @Override
  public boolean claimDraw() {
    return false;
  }

  @Override
  public int parseMove(String text) throws InvalidInputException {
    return XiangqiRecord.parseMove(game.position(), text);
  }

  @Override
  public boolean wouldLoseOnTheSpot(int move) {
    return game.wouldLoseOnTheSpot(move);
  }

  @Override
  public void play(int move) throws InvalidInputException {
    game.play(move);
  }

  @Override
  public String humanText(int move) {
    return Wxf.toText(game.position(), move);
  }

  @Override
  public String engineText(int move) {
    return Iccs.toText(move);
  }

  @Override
  public String describe(int move) {
    XiangqiPosition p = game.position();
    int piece = p.pieceAt(Move.from(move));
    return XiangqiPiece.sideName(XiangqiPiece.side(piece)).toUpperCase(Locale.ROOT)
        + " "
        + XiangqiPiece.typeName(XiangqiPiece.type(piece))
        + " from "
        + XiangqiGeometry.name(Move.from(move))
        + " to "
        + XiangqiGeometry.name(Move.to(move));
  }

  @Override
  public boolean takeBack() {
    return game.takeBack();
  }

  @Override
  public void resign(int side) {
    game.resign(side);
  }

  @Override
  public void flagFell(int side) {
    game.flagFell(side);
  }

  @Override
  public String record(String first, String second, String ending) {
    game.setTag("Red", first);
    game.setTag("Black", second);
    if (game.isOver()) {
      return XiangqiRecord.write(game);
    }
    // The match's move cap: a draw, as the match scores it (see ChessRefereedGame.adjudicatedDraw).
    game.setTag("Result", DRAW);
    game.setTag("Termination", "adjudication");
    return XiangqiRecord.writeEnded(game, ending);
  }
}
