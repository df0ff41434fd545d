package alfil.web.game;

import alfil.core.GamePosition;

/**
 * One game as the page sees it: the adapter between a game's engine position and the board view,
 * move list and controller. The page never knows a rule; it asks this object. One implementation
 * per game ({@link XiangqiRules}, and the chess one), so the engine's own square numbering and move
 * layout stay behind this interface.
 *
 * <p>Squares here are the view's: {@code file + rank * files()}, file 0 on the first player's left,
 * rank 0 on the first player's side (White, Red). Moves are the engine's ints ({@code
 * alfil.core.Move}), valid for the current position only.
 */
public interface GameRules {
  /** {@code alfil.web.protocol.Games} name. */
  String game();

  int files();

  int ranks();

  /** Whether pieces stand on the line crossings (xiangqi) rather than inside squares (chess). */
  boolean onPoints();

  String startFen();

  /**
   * Sets the position from a FEN; on refusal the position is unchanged.
   *
   * @return null when accepted, else the reason in words a person can act on
   */
  String setPosition(String fen);

  String fen();

  /** The engine position itself, for the search. */
  GamePosition position();

  /** {@code alfil.core.Side} of the player to move. */
  int sideToMove();

  /** The square's name for people and tests: "e2" (chess, ranks from 1), "e0" (xiangqi, ICCS). */
  String squareName(int square);

  /** The FEN letter of the piece on a square (upper case: first player), or 0 when empty. */
  char pieceAt(int square);

  /**
   * The piece on a square in words for screen readers ("white pawn", "red cannon 炮"), or null when
   * the square is empty.
   */
  String pieceName(int square);

  /** Every legal move here into {@code out} (room for {@code GamePosition.MAX_MOVES}). */
  int legalMoves(int[] out);

  int fromSquare(int move);

  int toSquare(int move);

  /**
   * The promotion piece letter (upper case) of a move, or 0 when it is none (xiangqi: always 0).
   */
  char promotion(int move);

  /** The move in engine text: UCI (chess) or ICCS (xiangqi). */
  String engineText(int move);

  /**
   * The legal move the engine text names.
   *
   * @throws IllegalArgumentException with a readable reason when it is not one
   */
  int parseEngineText(String text);

  /**
   * The move as the move list shows it, read before it is played: SAN for chess, WXF or Chinese for
   * xiangqi.
   */
  String displayText(int move, String notation);

  /** The notations {@link #displayText} knows; the first is the default. */
  String[] notations();

  /**
   * Why the judge refuses a legal move for this player (xiangqi: it would lose at once by a
   * forbidden perpetual), or null when it may be played.
   */
  String refusal(int move);

  /**
   * A warning before a move that is allowed but risky under the game's rules (xiangqi: it goes on
   * with a perpetual check or chase), or null.
   */
  String warning(int move);

  /** Plays a legal move through the game's judge (the game must not be over). */
  void play(int move);

  /** Takes back the last move, and any ending with it. */
  void undo();

  /** The square of the side to move's king when it is in check, else -1. */
  int checkedKingSquare();

  /** How the game stands after the moves played: null while it goes on. */
  Outcome outcome();

  /** Names of the two sides, first player first ("White", "Black" or "Red", "Black"). */
  String sideName(int side);
}
