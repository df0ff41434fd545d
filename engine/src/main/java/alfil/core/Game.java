package alfil.core;

/**
 * A game Alfil plays: everything that differs between games, asked by the faces (command line,
 * page, worker) and the search, which never branch on a game's name. Implemented once per game
 * package ({@code alfil.chess.Chess}, {@code alfil.xiangqi.Xiangqi}) and listed once, in {@code
 * alfil.games.Games}. Modelled on chessops's {@code variant.ts}: one object per rule set, asked for
 * positions and setups.
 *
 * <p>Every FEN argument may also be null or {@code startpos}: the game's start position.
 */
public interface Game {
  /** The game's name in options and messages: {@code chess}, {@code xiangqi}. */
  String name();

  /** The standard start position's FEN. */
  String startFen();

  /** Whether a FEN's board has this game's shape (its rank count), valid or not. */
  boolean isFenOf(String fen);

  /**
   * The position a FEN describes.
   *
   * @throws InvalidInputException naming the FEN's field and why
   */
  GamePosition newPosition(String fen) throws InvalidInputException;

  /**
   * The position as the search sees it. Moves played afterwards must go through the returned
   * adapter, so that it knows every repetition.
   */
  SearchPosition newSearchPosition(String fen) throws InvalidInputException;

  /** A new game from a FEN under the game's judge. */
  Judge newJudge(String fen) throws InvalidInputException;

  /**
   * A game read from its record (chess: PGN or plain SAN moves; xiangqi: the record form, or moves
   * in ICCS, WXF or Chinese), every move played through the judge.
   *
   * @throws InvalidInputException naming the move number, the text and why
   */
  Judge readRecord(String text) throws InvalidInputException;

  /**
   * How many games a record text holds, read by its shape alone (tags, results, comments), no move
   * judged; {@link #readRecord} judges the first.
   *
   * @throws InvalidInputException when the text's shape does not read
   */
  int recordCount(String text) throws InvalidInputException;

  /** The engine notation's name: {@code uci}, {@code iccs}. */
  String engineNotation();

  /** The notations people read, the default first: {@code san}; {@code wxf}, {@code chinese}. */
  String[] notations();

  /** A side's name: {@code White}/{@code Black}, {@code Red}/{@code Black}. */
  String sideName(int side);

  /**
   * The node caps of this game's levels in percent of the level table's ({@code
   * alfil.search.Level}), measured in games between levels.
   */
  int levelNodePercent();

  /**
   * The slope {@code k} of the logistic curve {@code 2 / (1 + exp(-k * cp)) - 1} that turns this
   * game's evaluation (the search's centipawns, the side to move's view) into winning chances from
   * -1 to 1, as a game review reads them (lichess's curve, lila {@code WinPercent.scala}): the same
   * score means the same chances whatever the game's scale.
   */
  double winningChanceSlope();

  /** The positions the engine's bench searches in this game (its signature). */
  String[] benchFens();

  /** The board's files (columns): chess 8, xiangqi 9. */
  int files();

  /** The board's ranks (rows): chess 8, xiangqi 10. */
  int ranks();

  /** Whether pieces stand on the line crossings (xiangqi) rather than inside squares (chess). */
  boolean onPoints();

  /** The engine's square at a file and rank, both from 0 on the first player's left and side. */
  int square(int file, int rank);

  /** The file (0 on the first player's left) of an engine square. */
  int fileOf(int square);

  /** The rank (0 on the first player's side) of an engine square. */
  int rankOf(int square);

  /**
   * The numbers a side's edge of a printed board carries under the files, file 0 (the first
   * player's left) first, as {@code notation} (one of {@link #notations}) writes them; null when
   * the game's boards print none besides the square names (chess).
   */
  String fileNumbers(int side, String notation);

  /** A square's name in the engine notation: {@code e2} (chess), {@code e0} (xiangqi). */
  String squareName(int square);

  /** The promotion piece's upper-case letter of a move, or 0 (always 0 in xiangqi). */
  char promotionLetter(int move);

  /**
   * The piece of a FEN letter in words for screen readers ({@code white pawn}, {@code red cannon
   * 炮}), or null for no piece.
   */
  String pieceName(char fenLetter);
}
