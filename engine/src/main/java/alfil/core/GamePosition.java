package alfil.core;

/**
 * What every game's position offers the game-agnostic code (perft, search, the faces): legal move
 * generation, make and unmake, check, hashing and text forms. Moves are ints in the {@link Move}
 * layout. Implementations allocate nothing in {@link #legalMoves}, {@link #makeMove} and {@link
 * #unmakeMove}.
 */
public interface GamePosition {
  /** {@link Side#FIRST} or {@link Side#SECOND}. */
  int sideToMove();

  /**
   * Writes every legal move of the side to move into {@code moves} from {@code offset} on and
   * returns how many there are. The array must have room for {@link #MAX_MOVES} entries.
   */
  int legalMoves(int[] moves, int offset);

  /** Plays a move that {@link #legalMoves} returned; remembers what {@link #unmakeMove} needs. */
  void makeMove(int move);

  /** Takes back the last move made with {@link #makeMove}. */
  void unmakeMove();

  /** Whether the side to move is in check. */
  boolean inCheck();

  /** Low half of the 64-bit Zobrist key (indexes tables). */
  int hashLo();

  /** High half of the 64-bit Zobrist key (verifies table entries). */
  int hashHi();

  /** The move in engine notation: UCI long algebraic (chess) or ICCS (xiangqi). */
  String moveToText(int move);

  /**
   * The legal move that the engine notation names.
   *
   * @throws InvalidInputException when the text is not a move of this game, or not legal here
   */
  int parseMove(String text) throws InvalidInputException;

  /** The position in the game's FEN. */
  String toFen();

  /** Upper bound on the number of legal moves in any position of either game (chess 218). */
  int MAX_MOVES = 256;
}
