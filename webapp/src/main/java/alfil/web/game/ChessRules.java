package alfil.web.game;

import alfil.chess.ChessGame;
import alfil.chess.ChessMove;
import alfil.chess.ChessOutcome;
import alfil.chess.ChessPosition;
import alfil.chess.Piece;
import alfil.chess.San;
import alfil.chess.Square;
import alfil.chess.Uci;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import alfil.web.protocol.Games;
import java.util.ArrayList;
import java.util.List;

/**
 * Chess for the page: the board from {@code alfil.chess.ChessPosition} (0x88 squares inside), the
 * moves and their endings from {@code alfil.chess.ChessGame}, the FIDE arbiter.
 */
public final class ChessRules implements GameRules {
  public static final String SAN = "san";

  private static final int FILES = 8;

  /** The arbiter: every move goes through it. */
  private ChessGame game = ChessGame.newGame();

  /** The game's current position (a copy), for the board's questions. */
  private ChessPosition position = game.position();

  /** The moves played, to replay all but the last one on a takeback. */
  private final List<Integer> played = new ArrayList<>();

  @Override
  public String game() {
    return Games.CHESS;
  }

  @Override
  public int files() {
    return FILES;
  }

  @Override
  public int ranks() {
    return FILES;
  }

  @Override
  public boolean onPoints() {
    return false;
  }

  @Override
  public String startFen() {
    return ChessPosition.START_FEN;
  }

  @Override
  public String setPosition(String fen) {
    try {
      game = ChessGame.fromFen(fen);
    } catch (InvalidInputException e) {
      return e.getMessage();
    }
    played.clear();
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
    return Square.name(engineSquare(square));
  }

  @Override
  public char pieceAt(int square) {
    int piece = position.pieceAt(engineSquare(square));
    return piece == Piece.NONE ? 0 : Piece.fenLetter(piece);
  }

  private static final String[] NAMES = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};

  @Override
  public String pieceName(int square) {
    int piece = position.pieceAt(engineSquare(square));
    if (piece == Piece.NONE) {
      return null;
    }
    return ((piece & Piece.WHITE_BIT) != 0 ? "white " : "black ") + NAMES[Piece.type(piece)];
  }

  @Override
  public int legalMoves(int[] out) {
    return position.legalMoves(out, 0);
  }

  @Override
  public int fromSquare(int move) {
    return square(ChessMove.from(move));
  }

  @Override
  public int toSquare(int move) {
    return square(ChessMove.to(move));
  }

  @Override
  public char promotion(int move) {
    int type = ChessMove.promotionType(move);
    return type == Piece.NONE ? 0 : Piece.typeLetter(type);
  }

  @Override
  public String engineText(int move) {
    return Uci.toText(move);
  }

  @Override
  public int parseEngineText(String text) {
    return MoveText.find(position, text);
  }

  @Override
  public String displayText(int move, String notation) {
    return San.toSan(position, move);
  }

  @Override
  public String[] notations() {
    return new String[] {SAN};
  }

  @Override
  public void play(int move) {
    try {
      game.play(move);
    } catch (InvalidInputException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
    played.add(move);
    position = game.position();
  }

  /** The arbiter keeps no undo: the game is played again from its start without the last move. */
  @Override
  public void undo() {
    if (played.isEmpty()) {
      return;
    }
    played.remove(played.size() - 1);
    try {
      ChessGame again = ChessGame.fromFen(game.startFen());
      for (int m : played) {
        again.play(m);
      }
      game = again;
    } catch (InvalidInputException e) {
      throw new IllegalStateException(e.getMessage());
    }
    position = game.position();
  }

  @Override
  public String refusal(int move) {
    return null;
  }

  @Override
  public String warning(int move) {
    return null;
  }

  @Override
  public int checkedKingSquare() {
    return position.inCheck() ? square(position.kingSquare(position.sideToMove())) : -1;
  }

  /** The arbiter's ending, with its reason and the article of the FIDE Laws. */
  @Override
  public Outcome outcome() {
    ChessOutcome o = game.outcomeOrNull();
    return o == null ? null : new Outcome(o.result(), o.text() + " (FIDE " + o.article() + ")");
  }

  @Override
  public String sideName(int side) {
    return side == Side.FIRST ? "White" : "Black";
  }

  private static int engineSquare(int square) {
    return Square.of(square % FILES, square / FILES);
  }

  private static int square(int engineSquare) {
    return Square.file(engineSquare) + Square.rank(engineSquare) * FILES;
  }
}
