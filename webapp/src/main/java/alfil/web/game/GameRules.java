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
 * One game as the page sees it: the adapter between the game's engine position and judge and the
 * board view, move list and controller. The page never knows a rule; it asks this object, which
 * asks the engine: for chess {@code alfil.chess.ChessGame}, the FIDE arbiter, and its position
 * (0x88 squares inside); for xiangqi {@code alfil.xiangqi.XiangqiGame}, the judge (perpetual check
 * and chase, move limit, material), which also says which moves a player may not make or should
 * think twice about. Both games in one class, each method a branch per game: the page pays for one
 * class and no table of virtual methods.
 *
 * <p>Squares here are the view's: {@code file + rank * files()}, file 0 on the first player's left,
 * rank 0 on the first player's side (White, Red). Moves are the engine's ints ({@code
 * alfil.core.Move}), valid for the current position only.
 */
public final class GameRules {
  public static final String SAN = "san";
  public static final String WXF = "wxf";
  public static final String CHINESE = "chinese";

  private static final String[] CHESS_NAMES = {
    "", "pawn", "knight", "bishop", "rook", "queen", "king"
  };

  /** The characters the board shows, by type (general first). */
  private static final String RED_SIGNS = "\u5e25\u4ed5\u76f8\u508c\u4fe5\u70ae\u5175"; // 帥仕相傌俥炮兵

  private static final String BLACK_SIGNS = "\u5c07\u58eb\u8c61\u99ac\u8eca\u7832\u5352"; // 將士象馬車砲卒

  private final boolean chess;
  private final int files;

  /** The chess arbiter: every chess move goes through it (null in xiangqi). */
  private ChessGame chessGame;

  /** The xiangqi judge: every xiangqi move goes through it (null in chess). */
  private XiangqiGame xiangqiGame;

  /** The game's current position (a copy), for the board's questions. */
  private ChessPosition chessPosition;

  private XiangqiPosition xiangqiPosition;

  /** The current position of either game, for what both answer alike. */
  private GamePosition position;

  /** A game in its start position; {@code game} is one of {@link Games}. */
  GameRules(String game) {
    chess = Games.CHESS.equals(game);
    files = chess ? 8 : XiangqiGeometry.FILES;
    if (chess) {
      chessGame = ChessGame.newGame();
    } else {
      xiangqiGame = new XiangqiGame();
    }
    positionChanged();
  }

  /** {@code alfil.web.protocol.Games} name. */
  public String game() {
    return chess ? Games.CHESS : Games.XIANGQI;
  }

  public int files() {
    return files;
  }

  public int ranks() {
    return chess ? 8 : XiangqiGeometry.RANKS;
  }

  /** Whether pieces stand on the line crossings (xiangqi) rather than inside squares (chess). */
  public boolean onPoints() {
    return !chess;
  }

  public String startFen() {
    return chess ? ChessPosition.START_FEN : XiangqiPosition.START_FEN;
  }

  /**
   * Sets the position from a FEN; on refusal the position is unchanged.
   *
   * @return null when accepted, else the reason in words a person can act on
   */
  public String setPosition(String fen) {
    try {
      if (chess) {
        chessGame = ChessGame.fromFen(fen);
      } else {
        xiangqiGame = XiangqiGame.fromFen(fen);
      }
    } catch (InvalidInputException e) {
      return e.getMessage();
    }
    positionChanged();
    return null;
  }

  private void positionChanged() {
    if (chess) {
      position = chessPosition = chessGame.position();
    } else {
      position = xiangqiPosition = xiangqiGame.position();
    }
  }

  public String fen() {
    return chess ? chessPosition.toFen() : xiangqiPosition.toFen();
  }

  /** The move number of the position, as its FEN's fullmove field gives it. */
  public int fullmoveNumber() {
    return chess ? chessPosition.fullmoveNumber() : xiangqiPosition.fullmoveNumber();
  }

  /** {@code alfil.core.Side} of the player to move. */
  public int sideToMove() {
    return position.sideToMove();
  }

  /** The square's name for people and tests: "e2" (chess, ranks from 1), "e0" (xiangqi, ICCS). */
  public String squareName(int square) {
    return chess ? Square.name(engineSquare(square)) : XiangqiGeometry.name(engineSquare(square));
  }

  /** The FEN letter of the piece on a square (upper case: first player), or 0 when empty. */
  public char pieceAt(int square) {
    int sq = engineSquare(square);
    if (chess) {
      int piece = chessPosition.pieceAt(sq);
      return piece == Piece.NONE ? 0 : Piece.fenLetter(piece);
    }
    int piece = xiangqiPosition.pieceAt(sq);
    return piece == XiangqiPiece.EMPTY ? 0 : XiangqiPiece.fenLetter(piece);
  }

  /**
   * The piece on a square in words for screen readers ("white pawn", "red cannon 炮"), or null when
   * the square is empty.
   */
  public String pieceName(int square) {
    int sq = engineSquare(square);
    if (chess) {
      int piece = chessPosition.pieceAt(sq);
      if (piece == Piece.NONE) {
        return null;
      }
      return ((piece & Piece.WHITE_BIT) != 0 ? "white " : "black ")
          + CHESS_NAMES[Piece.type(piece)];
    }
    int piece = xiangqiPosition.pieceAt(sq);
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

  /** Every legal move here into {@code out} (room for {@code GamePosition.MAX_MOVES}). */
  public int legalMoves(int[] out) {
    return position.legalMoves(out, 0);
  }

  public int fromSquare(int move) {
    return square(Move.from(move)); // both games keep from and to in alfil.core.Move's bits
  }

  public int toSquare(int move) {
    return square(Move.to(move));
  }

  /**
   * The promotion piece letter (upper case) of a move, or 0 when it is none (xiangqi: always 0).
   */
  public char promotion(int move) {
    int type = chess ? ChessMove.promotionType(move) : Piece.NONE;
    return type == Piece.NONE ? 0 : Piece.typeLetter(type);
  }

  /** The move in engine text: UCI (chess) or ICCS (xiangqi). */
  public String engineText(int move) {
    return chess ? Uci.toText(move) : Iccs.toText(move);
  }

  /**
   * The legal move the engine text names.
   *
   * @throws IllegalArgumentException with a readable reason when it is not one
   */
  public int parseEngineText(String text) {
    return find(position, text);
  }

  /**
   * The move as the move list shows it, read before it is played: SAN for chess, WXF or Chinese for
   * xiangqi.
   */
  public String displayText(int move, String notation) {
    if (chess) {
      return San.toSan(chessPosition, move);
    }
    return CHINESE.equals(notation)
        ? ChineseNotation.toText(xiangqiPosition, move)
        : Wxf.toText(xiangqiPosition, move);
  }

  /** The notations {@link #displayText} knows; the first is the default. */
  public String[] notations() {
    return chess ? new String[] {SAN} : new String[] {WXF, CHINESE};
  }

  /**
   * Why the judge refuses a legal move for this player (xiangqi: it would lose at once by a
   * forbidden perpetual), or null when it may be played.
   */
  public String refusal(int move) {
    return !chess && xiangqiGame.wouldLoseOnTheSpot(move)
        ? "Refused: this move repeats the position a third time by perpetual check or chase,"
            + " which loses at once. Play another move."
        : null;
  }

  /**
   * A warning before a move that is allowed but risky under the game's rules (xiangqi: it goes on
   * with a perpetual check or chase), or null.
   */
  public String warning(int move) {
    return !chess && xiangqiGame.risksPerpetual(move)
        ? "Careful: that repeats a perpetual check or chase. Going round once more loses."
        : null;
  }

  /** Plays a legal move through the game's judge (the game must not be over). */
  public void play(int move) {
    try {
      if (chess) {
        chessGame.play(move);
      } else {
        xiangqiGame.play(move);
      }
    } catch (InvalidInputException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
    positionChanged();
  }

  /** Takes back the last move, and any ending with it (nothing when no move was played). */
  public void undo() {
    if (chess ? chessGame.takeBack() : xiangqiGame.takeBack()) {
      positionChanged();
    }
  }

  /** The square of the side to move's king when it is in check, else -1. */
  public int checkedKingSquare() {
    if (!position.inCheck()) {
      return -1;
    }
    int side = position.sideToMove();
    return square(chess ? chessPosition.kingSquare(side) : xiangqiPosition.generalPoint(side));
  }

  /**
   * How the game stands after the moves played: null while it goes on. Chess: the arbiter's ending
   * with its reason and the article of the FIDE Laws; xiangqi: the judge's ending and its reason.
   */
  public Outcome outcome() {
    if (chess) {
      ChessOutcome o = chessGame.outcomeOrNull();
      return o == null ? null : new Outcome(o.result(), o.text() + " (FIDE " + o.article() + ")");
    }
    XiangqiOutcome o = xiangqiGame.outcome();
    return o == null ? null : new Outcome(o.result().pgn(), o.text());
  }

  /** Names of the two sides, first player first ("White", "Black" or "Red", "Black"). */
  public String sideName(int side) {
    return chess ? side == Side.FIRST ? "White" : "Black" : XiangqiPiece.sideName(side);
  }

  private int engineSquare(int square) {
    int file = square % files;
    int rank = square / files;
    return chess ? Square.of(file, rank) : XiangqiGeometry.point(file, rank);
  }

  private int square(int engineSquare) {
    return chess
        ? Square.file(engineSquare) + Square.rank(engineSquare) * files
        : XiangqiGeometry.fileOf(engineSquare) + XiangqiGeometry.rankOf(engineSquare) * files;
  }

  /**
   * The legal move that engine text (UCI or ICCS) names, found by asking the position for its legal
   * moves and their texts: the page and the worker need no notation parser of their own, and a text
   * that names no legal move is simply not one.
   *
   * @throws IllegalArgumentException when the text names no legal move here
   */
  static int find(GamePosition position, String text) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = position.legalMoves(moves, 0);
    for (int i = 0; i < n; i++) {
      if (position.moveToText(moves[i]).equals(text)) {
        return moves[i];
      }
    }
    throw new IllegalArgumentException("'" + text + "' is not a legal move here");
  }
}
