package alfil.cli;

import alfil.chess.ChessGame;
import alfil.chess.ChessOutcome;
import alfil.chess.ChessPosition;
import alfil.chess.ChessSearchPosition;
import alfil.chess.Pgn;
import alfil.chess.PgnGame;
import alfil.chess.Piece;
import alfil.chess.San;
import alfil.chess.Square;
import alfil.chess.Uci;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.SearchPosition;
import alfil.core.Side;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** {@link RefereedGame} over {@link ChessGame}, the FIDE arbiter. */
final class ChessRefereedGame implements RefereedGame {
  private ChessGame game;

  ChessRefereedGame(ChessGame game) {
    this.game = game;
  }

  /** A new game from {@code fen} ({@code startpos} or null for the initial position). */
  static ChessRefereedGame fromFen(String fen) throws InvalidInputException {
    return new ChessRefereedGame(
        ChessGame.fromFen(Games.isStart(fen) ? ChessPosition.START_FEN : fen));
  }

  /** A game read from PGN or a plain list of SAN moves, every move judged. */
  static ChessRefereedGame read(String text) throws InvalidInputException {
    return new ChessRefereedGame(Pgn.read(text).toGame());
  }

  @Override
  public String game() {
    return Games.CHESS;
  }

  @Override
  public GamePosition position() {
    return game.position();
  }

  @Override
  public SearchPosition searchPosition() {
    // Replayed from the start so that the search's adapter knows every repetition of the game.
    ChessSearchPosition p;
    try {
      p = ChessSearchPosition.fromFen(game.startFen());
    } catch (InvalidInputException e) {
      throw new IllegalStateException("the game's own start FEN was rejected", e);
    }
    for (ChessGame.Ply ply : game.plies()) {
      p.makeMove(ply.move());
    }
    return p;
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
    return game.uciMoves().toArray(new String[0]);
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
    return game.outcome().map(ChessOutcome::text).orElse(null);
  }

  @Override
  public int winner() {
    return game.outcome().map(ChessOutcome::winner).orElse(-1);
  }

  @Override
  public String claimableDraw() {
    switch (game.claimableDraw()) {
      case THREEFOLD_REPETITION:
        return "threefold repetition";
      case FIFTY_MOVE_RULE:
        return "fifty-move rule";
      default:
        return null;
    }
  }

  @Override
  public boolean claimDraw() {
    try {
      return game.claimDraw().granted();
    } catch (InvalidInputException e) {
      return false; // the game is over: nothing to claim
    }
  }

  @Override
  public int parseMove(String text) throws InvalidInputException {
    // SAN reads UCI long algebraic too (San.parse), so one parser serves both forms.
    return San.parse(game.position(), text);
  }

  @Override
  public boolean wouldLoseOnTheSpot(int move) {
    return false; // no chess rule loses on a move's repetition
  }

  @Override
  public void play(int move) throws InvalidInputException {
    game.move(Uci.toText(move));
  }

  @Override
  public String humanText(int move) {
    return San.toSan(game.position(), move);
  }

  @Override
  public String engineText(int move) {
    return Uci.toText(move);
  }

  @Override
  public String describe(int move) {
    ChessPosition p = game.position();
    int piece = p.pieceAt(Move.from(move));
    String side = Piece.side(piece) == Side.FIRST ? "WHITE" : "BLACK";
    return side
        + " "
        + Piece.typeName(Piece.type(piece))
        + " from "
        + Square.name(Move.from(move))
        + " to "
        + Square.name(Move.to(move));
  }

  @Override
  public boolean takeBack() {
    return game.takeBack();
  }

  @Override
  public void resign(int side) {
    try {
      game.resign(side);
    } catch (InvalidInputException e) {
      throw new IllegalStateException("resignation after the game ended", e);
    }
  }

  @Override
  public void flagFell(int side) {
    try {
      game.flagFell(side);
    } catch (InvalidInputException e) {
      throw new IllegalStateException("flag fall after the game ended", e);
    }
  }

  @Override
  public String record(String first, String second, String ending) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("White", first);
    tags.put("Black", second);
    PgnGame record = Pgn.of(game, tags);
    return Pgn.write(game.isOver() ? record : adjudicatedDraw(record, ending));
  }

  /**
   * The record of a game the match ended at its move cap: a draw, as the match scores it, with
   * Termination "adjudication" (PGN standard 9.8.1) and the reason after the last move, the way
   * cutechess-cli writes an adjudicated game. A "*" would leave rating tools (Ordo, BayesElo) out
   * of step with the match's own score: they skip unfinished games.
   */
  private static PgnGame adjudicatedDraw(PgnGame record, String ending) {
    // The Result tag is written from the record's result (Pgn.write).
    Map<String, String> tags = new LinkedHashMap<>(record.tags());
    tags.put("Termination", "adjudication");
    return Pgn.ended(
        tags, record.startFen(), record.moves(), ending.toLowerCase(Locale.ROOT), DRAW);
  }
}
