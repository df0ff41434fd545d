package alfil.web.game;

import alfil.chess.ChessMove;
import alfil.chess.ChessPosition;
import alfil.chess.Piece;
import alfil.chess.San;
import alfil.chess.Square;
import alfil.chess.Uci;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import alfil.web.protocol.Games;

/** Chess for the page, over {@code alfil.chess.ChessPosition} (0x88 squares inside). */
public final class ChessRules implements GameRules {
  public static final String SAN = "san";

  /**
   * PROVISIONAL, until the FIDE judge lands: the automatic draws of FIDE 9.6, seventy-five moves
   * each without a pawn move or capture (9.6.2) and fivefold repetition (9.6.1), so that every game
   * ends. The judge replaces these (and adds dead positions, 5.2.2).
   */
  static final int SEVENTY_FIVE_MOVES_PLIES = 150;

  static final int FIVEFOLD = 5;

  private static final int FILES = 8;

  private ChessPosition position = ChessPosition.start();
  private final int[] scratch = new int[GamePosition.MAX_MOVES];

  /** Hash halves of every position since the start, the current one last (for repetitions). */
  private int[] keys = new int[2 * 64];

  private int plies;

  public ChessRules() {
    remember();
  }

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
      position = ChessPosition.fromFen(fen);
    } catch (InvalidInputException e) {
      return e.getMessage();
    }
    plies = 0;
    remember();
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
    try {
      return Uci.parse(position, text);
    } catch (InvalidInputException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
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
    position.makeMove(move);
    plies++;
    remember();
  }

  @Override
  public void undo() {
    position.unmakeMove();
    plies--;
  }

  @Override
  public int checkedKingSquare() {
    return position.inCheck() ? square(position.kingSquare(position.sideToMove())) : -1;
  }

  @Override
  public Outcome outcome() {
    int side = position.sideToMove();
    if (position.legalMoves(scratch, 0) == 0) {
      return position.inCheck()
          ? Outcome.win(Side.other(side), "checkmate")
          : Outcome.draw("stalemate");
    }
    if (position.halfmoveClock() >= SEVENTY_FIVE_MOVES_PLIES) {
      return Outcome.draw("seventy-five-move rule");
    }
    if (occurrences() >= FIVEFOLD) {
      return Outcome.draw("fivefold repetition");
    }
    return null;
  }

  @Override
  public String sideName(int side) {
    return side == Side.FIRST ? "White" : "Black";
  }

  private void remember() {
    if (2 * plies + 2 > keys.length) {
      keys = java.util.Arrays.copyOf(keys, keys.length * 2);
    }
    keys[2 * plies] = position.hashLo();
    keys[2 * plies + 1] = position.hashHi();
  }

  /** How often the current position has stood on the board, back to the last irreversible move. */
  private int occurrences() {
    int lo = keys[2 * plies];
    int hi = keys[2 * plies + 1];
    int n = 0;
    int back = Math.min(plies, position.halfmoveClock());
    for (int p = plies; p >= plies - back; p -= 2) {
      if (keys[2 * p] == lo && keys[2 * p + 1] == hi) {
        n++;
      }
    }
    return n;
  }

  private static int engineSquare(int square) {
    return Square.of(square % FILES, square / FILES);
  }

  private static int square(int engineSquare) {
    return Square.file(engineSquare) + Square.rank(engineSquare) * FILES;
  }
}
