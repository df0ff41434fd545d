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

  /**
   * The value people give a piece of this FEN letter when they count material, in tenths of the
   * smallest piece (chess: pawn 10, knight and bishop 30, rook 50, queen 90; xiangqi: soldier 10,
   * advisor and elephant 20, horse 40, cannon 45, chariot 90), 0 for the king or general and for no
   * piece. For people only: the evaluation has its own values.
   */
  int pieceValue(char fenLetter);

  /**
   * The file name extension of a saved record of this game: {@code pgn} (Portable Game Notation),
   * {@code txt} (a xiangqi record, which has no common extension of its own).
   */
  String recordFileExtension();

  /** The engine notation's name: {@code uci}, {@code iccs}. */
  String engineNotation();

  /**
   * Whether the engine notation numbers the ranks from 0 (ICCS {@code h2e2}, xiangqi) rather than
   * from 1 (UCI {@code e2e4}, chess). Fairy-Stockfish writes xiangqi over UCI with ranks from 1
   * (rules.md), which only a notation that starts at 0 can tell from its own.
   */
  boolean engineRanksFromZero();

  /** Whether UCCI, ElephantEye's xiangqi protocol (rules.md), plays this game. */
  boolean playedOverUcci();

  /**
   * The notations people read, the default first: {@code san}; {@code wxf}, {@code chinese}
   * (traditional characters), {@code chinese-simplified}.
   */
  String[] notations();

  /** A side's name: {@code White}/{@code Black}, {@code Red}/{@code Black}. */
  Text sideName(int side);

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

  /**
   * The nodes a game review searches each position with by default: as many as a game of 40 moves
   * each allows within 20 seconds on the JVM and a minute in the page, where more agree better with
   * a stronger engine's review (docs/benchmarks.md, "Game review").
   */
  int reviewNodes();

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
   * 炮}), or null for no piece: one text per side and kind, as many languages inflect the pair.
   */
  Text pieceName(char fenLetter);

  /**
   * Every text this game's rules say (pieces, endings, errors) beyond {@link CoreTexts}: what each
   * language's table must hold. Made on each call.
   */
  Text[] texts();
}
