package alfil.cli;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;

/**
 * A game under its own judge, as the command line's game faces ({@code play}, {@code match}, {@code
 * adjudicate}) use it: one adapter per game over the game package's judge (XiangqiGame, ChessGame),
 * so that no face re-implements a rule.
 */
interface RefereedGame {
  /** {@link Games#CHESS} or {@link Games#XIANGQI}. */
  String game();

  /** A copy of the current position with its history, to list moves or draw the board. */
  GamePosition position();

  /** A fresh search adapter on the current position that knows the game's repetitions. */
  SearchPosition searchPosition();

  int sideToMove();

  String fen();

  /** The FEN the game started from. */
  String startFen();

  /** Every move played so far, in engine notation (UCI, ICCS). */
  String[] engineMoves();

  int plyCount();

  /** Whether the judge (or a declared ending) has ended the game. */
  boolean isOver();

  /** The judge's outcome line ({@code white wins by checkmate}), or null while the game goes on. */
  String outcomeText();

  /** The winner ({@link alfil.core.Side}), or -1 for a draw or a game still going on. */
  int winner();

  /**
   * A draw the side to move may claim now (chess: {@code threefold repetition}, {@code fifty-move
   * rule}), or null.
   */
  String claimableDraw();

  /** The side to move claims the draw {@link #claimableDraw} names; whether it was granted. */
  boolean claimDraw();

  /**
   * The legal move a person typed: SAN or UCI for chess; ICCS, WXF or Chinese for xiangqi.
   *
   * @throws InvalidInputException naming the text and why it is not a legal move here
   */
  int parseMove(String text) throws InvalidInputException;

  /**
   * Whether the legal {@code move} would lose the game at once by rule (xiangqi: it completes a
   * forbidden perpetual check or chase); always false in chess.
   */
  boolean wouldLoseOnTheSpot(int move);

  /** Plays a legal move through the judge. */
  void play(int move) throws InvalidInputException;

  /** The move in the game's human notation (SAN, WXF) in the current position. */
  String humanText(int move);

  /** The move in engine notation (UCI, ICCS). */
  String engineText(int move);

  /** {@code WHITE knight from g1 to f3}: the piece, its side and squares, for {@code --suggest}. */
  String describe(int move);

  /** Takes back the last move; false when there is none. */
  boolean takeBack();

  /** {@code side} resigns. */
  void resign(int side);

  /**
   * {@code side}'s flag fell: the judge decides (a loss, or a draw when the opponent cannot mate).
   */
  void flagFell(int side);

  /** The result token of a drawn game in both games' records. */
  String DRAW = "1/2-1/2";

  /**
   * The whole game as a record (PGN for chess, the xiangqi record form) with the players' names
   * and, when the game ended outside the judge (the match's move cap), a draw by adjudication with
   * {@code ending} as its comment.
   */
  String record(String first, String second, String ending);
}
