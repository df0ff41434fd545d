package alfil.core;

/**
 * A game under its judge, the same contract in every game: the moves played through it, what it
 * allows, how the game ended, the draws a player may claim, and the record. Every face (the command
 * line's play, match and adjudicate, the UCI session, the page) plays through a judge, so none of
 * them re-implements a rule. Chess's is the FIDE arbiter ({@code ChessGame}), xiangqi's the Asian
 * rules' judge ({@code XiangqiGame}).
 *
 * <p>Moves are ints in the {@link Move} layout, valid in the current position only. A refused move,
 * claim or declaration leaves the game as it was.
 */
public interface Judge {
  /** The game this judge rules. */
  Game game();

  /** The FEN the game started from. */
  String startFen();

  /** The current position's FEN. */
  String fen();

  /** {@link Side#FIRST} or {@link Side#SECOND}. */
  int sideToMove();

  /** The game's clock, which the judge consults on flag fall; null for an untimed game. */
  GameClock clock();

  /** How many moves (plies) have been played. */
  int plyCount();

  /** The move played at {@code ply} (0 is the first move). */
  int moveAt(int ply);

  /** A copy of the current position, with its history: changing it does not change the game. */
  GamePosition position();

  /**
   * A fresh search adapter on the current position that knows every earlier position of the game,
   * so that the search sees repetitions.
   */
  SearchPosition searchPosition();

  /**
   * The legal move a person or a program wrote, in any notation the game reads (chess: SAN or UCI;
   * xiangqi: ICCS, WXF or Chinese).
   *
   * @throws InvalidInputException naming the text and why it is not a legal move here
   */
  int parseMove(String text) throws InvalidInputException;

  /** The move in engine notation (UCI, ICCS). */
  String engineText(int move);

  /**
   * The move, before it is played, in one of {@link Game#notations()} (chess: SAN; xiangqi: WXF or
   * Chinese) or the engine notation ({@link Game#engineNotation()}); an unknown notation name gives
   * the game's first.
   */
  String moveText(int move, String notation);

  /**
   * The piece that a legal move moves and where, in capitals for the side: {@code WHITE knight from
   * g1 to f3}.
   */
  String describe(int move);

  /**
   * Plays a legal move; {@link #verdict()} then tells whether it ended the game.
   *
   * @throws InvalidInputException when the game is over or the move is not legal here
   */
  void play(int move) throws InvalidInputException;

  /** Takes back the last move and any ending with it; false when no move was played. */
  boolean takeBack();

  /** Whether the judge, or a declared ending, has ended the game. */
  boolean isOver();

  /** How the game ended, or null while it goes on. */
  Outcome verdict();

  /** The judge's line ({@code white wins by checkmate}), or null while the game goes on. */
  default String outcomeText() {
    Outcome o = verdict();
    return o == null ? null : o.text();
  }

  /** The winner ({@link Side}), or -1 for a draw or a game still going on. */
  default int winner() {
    Outcome o = verdict();
    return o == null ? -1 : o.winner();
  }

  /** Every move played so far, in engine notation. */
  default String[] engineMoves() {
    String[] texts = new String[plyCount()];
    for (int i = 0; i < texts.length; i++) {
      texts[i] = engineText(moveAt(i));
    }
    return texts;
  }

  /**
   * Whether the legal {@code move} would lose at once by the game's rule (xiangqi: it completes a
   * forbidden perpetual check or chase); false in chess, where no repetition loses.
   */
  boolean wouldLoseOnTheSpot(int move);

  /**
   * Whether the legal {@code move} is allowed but goes towards a loss by rule (xiangqi: it repeats
   * a perpetual check or chase once more), so that a player can be warned; false in chess.
   */
  boolean risksLosing(int move);

  /**
   * The loss that the legal {@code move} would bring at once by the game's rule (xiangqi: the
   * verdict of the forbidden perpetual check or chase it completes), or null; always null in chess.
   * {@link #wouldLoseOnTheSpot} with the reason, so that a refusal can name it.
   */
  Outcome lossOnTheSpot(int move);

  /**
   * A draw the side to move may claim as the position stands ({@code threefold repetition}, {@code
   * fifty-move rule}: the reason of the outcome the claim would bring), or null. Xiangqi has no
   * claims: its judge rules every repetition itself.
   */
  Text claimableDrawName();

  /** The side to move claims the draw {@link #claimableDrawName} names; whether it was granted. */
  boolean claimDrawAsItStands();

  /**
   * A draw the side to move may claim by declaring the legal {@code move}, which produces a
   * position that will then have appeared three times or completes fifty moves of each player
   * without capture or pawn move (chess: FIDE 9.2.1.1, 9.3.1), or null. Null in xiangqi.
   */
  Text claimableDrawName(int move);

  /**
   * The side to move declares the legal {@code move} and claims a draw with it (chess: FIDE
   * 9.2.1.1, 9.3.1). The move is played whether the claim is right or wrong, as the Laws bind the
   * claimant to it (9.5.3), and a wrong claim is refused with its penalty (two minutes to the
   * opponent when the game has a clock); {@link #verdict} then says whether the game ended.
   *
   * @return the judge's explanation for the players ({@code claim refused: the position has
   *     appeared 1 of 3 times ...; Nc6 is played})
   * @throws InvalidInputException when the move is not legal here, the game is over or has no
   *     claims (xiangqi); nothing changes then
   */
  Text claimDrawWithMove(int move) throws InvalidInputException;

  /**
   * {@code side} offers a draw; the offer stands until the opponent accepts or declines it, or
   * moves (which declines it).
   *
   * @throws InvalidInputException when the game is over
   */
  void offerDraw(int side) throws InvalidInputException;

  /** The side whose draw offer stands, or -1. */
  int drawOfferBy();

  /**
   * {@code side} accepts the opponent's standing draw offer: the game is drawn by agreement.
   *
   * @throws InvalidInputException when no offer of the opponent stands, the game is over, or the
   *     game's rules do not allow an agreement yet (chess: before both players have moved, FIDE
   *     5.2.3); the offer keeps standing
   */
  void acceptDraw(int side) throws InvalidInputException;

  /**
   * {@code side} declines the opponent's standing draw offer.
   *
   * @throws InvalidInputException when no offer of the opponent stands or the game is over
   */
  void declineDraw(int side) throws InvalidInputException;

  /** {@code side} resigns; the other side wins. */
  void resign(int side) throws InvalidInputException;

  /**
   * {@code side}'s flag fell: the judge decides (a loss, or a draw when the opponent can't win).
   */
  void flagFell(int side) throws InvalidInputException;

  /** The FEN letter of the piece on a square (upper case: the first player), or 0 when empty. */
  char pieceLetterAt(int square);

  /** The square of the side to move's king or general when it is in check, else -1. */
  int checkedKingSquare();

  /**
   * The whole game as its record (chess: PGN; xiangqi: the record form) with the players' names;
   * when the game was ended outside the judge (a match's move cap), {@code adjudication} names why,
   * and the record is a draw by adjudication; null otherwise.
   */
  String record(String first, String second, String adjudication);

  /**
   * The game as its record, as a player exports it: the players' names, the other {@code tags}
   * (name, value, name, value, ...: Event, Date ...; the roster's missing ones are written "?"),
   * the moves in {@code notation} (one of {@link Game#notations()}; xiangqi also {@code iccs}), the
   * result and, for a game the judge ended, its reason. With {@code clockMillis} (the mover's
   * remaining milliseconds after each ply, -1 for none) each move is followed by its {@link
   * ClockComment}.
   */
  String record(String first, String second, String[] tags, String notation, int[] clockMillis);

  /**
   * The notation of the record the game was read from ({@link Game#readRecord}): one of {@link
   * Game#notations()}, or the engine notation when the record was written in it; the game's first
   * notation for a game not read from a record.
   */
  String recordNotation();

  /**
   * The game as its record with an analysis's notes, as lichess exports an analysed game: the tags
   * of the record it was read from (none for a game played) with {@code tags} (name, value, ...)
   * added over them, the result (the judge's, else the record's), the moves in {@code notation} (as
   * in {@link #record(String, String, String[], String, int[])}; null: {@link #recordNotation()}),
   * each followed by its {@code notes} (null, or an entry null: none).
   */
  String annotatedRecord(String[] tags, String notation, MoveNotes[] notes);

  /** The result token of a drawn game in both games' records. */
  String DRAW = "1/2-1/2";
}
