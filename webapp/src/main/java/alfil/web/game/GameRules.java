package alfil.web.game;

import alfil.core.FenReader;
import alfil.core.Game;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Move;
import alfil.core.Outcome;
import alfil.core.Text;
import alfil.games.Games;
import alfil.review.ReviewNotes;
import alfil.review.ReviewResult;
import alfil.web.text.PageTexts;

/**
 * One game as the page sees it: the adapter between the engine's {@link Game} and {@link Judge}
 * (chess: the FIDE arbiter; xiangqi: the Asian rules' judge) and the board view, move list and
 * controller. The page never knows a rule and never names a game; it asks this object, which asks
 * the engine.
 *
 * <p>Squares here are the view's: {@code file + rank * files()}, file 0 on the first player's left,
 * rank 0 on the first player's side (White, Red). Moves are the engine's ints ({@code
 * alfil.core.Move}), valid for the current position only.
 */
public final class GameRules {
  /** What a player declares to the judge: {@link #declare}'s first argument. */
  public static final int RESIGN = 0;

  public static final int OFFER_DRAW = 1;
  public static final int ACCEPT_DRAW = 2;
  public static final int DECLINE_DRAW = 3;

  private final Game game;

  /** The judge: every move goes through it. */
  private Judge judge;

  /** The game's current position (a copy), for the board's questions. */
  private GamePosition position;

  private GameRules(Game game) {
    this.game = game;
    setPosition(null); // a game's own start position always reads
  }

  /** A fresh adapter in the game's start position. */
  public static GameRules of(Game game) {
    return new GameRules(game);
  }

  /**
   * The game a record or a FEN alone gives, of whichever game it is ({@link Games#readRecord}),
   * every move played through its judge; {@code onBoard}'s reader tries first.
   *
   * @throws InvalidInputException naming the move number, the text and why, or the FEN's field
   */
  public static GameRules read(String text, Game onBoard) throws InvalidInputException {
    Judge judge = Games.readRecord(text, onBoard);
    GameRules rules = new GameRules(judge.game());
    rules.judge = judge;
    rules.position = judge.position();
    return rules;
  }

  /** The FEN the game started from (a record's FEN tag, or the start position). */
  public String firstFen() {
    return judge.startFen();
  }

  /** Every move played, in engine text. */
  public String[] engineMoves() {
    return judge.engineMoves();
  }

  /**
   * The game's record ({@link Judge#record(String, String, String[], String, int[])}): PGN for
   * chess, the xiangqi record form, moves in {@code notation}.
   */
  public String record(
      String first, String second, String[] tags, String notation, int[] clockMillis) {
    return judge.record(first, second, tags, notation, clockMillis);
  }

  public Game game() {
    return game;
  }

  /**
   * The game's record with its review's notes, as lichess exports an analysed game ({@link
   * Judge#annotatedRecord}): a record's own tags kept, {@code tags} (name, value, ...) and each
   * side's accuracy over them, every move's evaluation, the marked moves' glyphs, advice and better
   * line; moves in {@code notation}. Without a review ({@code review} null), the record the game
   * was read from written back with {@code tags} over its own.
   */
  public String annotatedRecord(String[] tags, String notation, ReviewResult review) {
    if (review == null) {
      return judge.annotatedRecord(tags, notation, null);
    }
    String[] accuracy = ReviewNotes.tags(review, game);
    String[] all = new String[tags.length + accuracy.length];
    System.arraycopy(tags, 0, all, 0, tags.length);
    System.arraycopy(accuracy, 0, all, tags.length, accuracy.length);
    return judge.annotatedRecord(all, notation, ReviewNotes.of(review, judge, notation));
  }

  /**
   * Whether {@code review} is one of this game's moves as they stand ({@link ReviewResult#isOf}).
   */
  public boolean isReviewedBy(ReviewResult review) {
    return review.isOf(judge);
  }

  public int files() {
    return game.files();
  }

  public int ranks() {
    return game.ranks();
  }

  /** Whether pieces stand on the line crossings (xiangqi) rather than inside squares (chess). */
  public boolean onPoints() {
    return game.onPoints();
  }

  public String startFen() {
    return game.startFen();
  }

  /**
   * Sets the position from a FEN (null: the start position); on refusal the position is unchanged.
   *
   * @return null when accepted, else the reason in words a person can act on
   */
  public Text setPosition(String fen) {
    try {
      judge = game.newJudge(fen);
    } catch (InvalidInputException e) {
      return why(e);
    }
    position = judge.position();
    return null;
  }

  public String fen() {
    return judge.fen();
  }

  /** The move number of the position, as its FEN's fullmove field gives it. */
  public int fullmoveNumber() {
    String[] fields = FenReader.fields(judge.fen());
    try {
      return FenReader.counter(fields[fields.length - 1], "fullmove number", 1);
    } catch (InvalidInputException e) {
      throw new IllegalStateException("the judge's own FEN was rejected: " + e.getMessage());
    }
  }

  /** {@code alfil.core.Side} of the player to move. */
  public int sideToMove() {
    return judge.sideToMove();
  }

  /** The square's name for people and tests: "e2" (chess, ranks from 1), "e0" (xiangqi, ICCS). */
  public String squareName(int square) {
    return game.squareName(engineSquare(square));
  }

  /**
   * The numbers a side's edge of the board carries under the files, file 0 first, in a notation of
   * {@link #notations} (null: the default); null when the game prints none (chess).
   */
  public String fileNumbers(int side, String notation) {
    return game.fileNumbers(side, notation);
  }

  /** The FEN letter of the piece on a square (upper case: first player), or 0 when empty. */
  public char pieceAt(int square) {
    return judge.pieceLetterAt(engineSquare(square));
  }

  /**
   * The piece on a square in words for screen readers ("white pawn", "red cannon 炮"), or null when
   * the square is empty.
   */
  public Text pieceName(int square) {
    return game.pieceName(pieceAt(square));
  }

  /** Every legal move here into {@code out} (room for {@code GamePosition.MAX_MOVES}). */
  public int legalMoves(int[] out) {
    return position.legalMoves(out, 0);
  }

  public int fromSquare(int move) {
    return square(Move.from(move));
  }

  public int toSquare(int move) {
    return square(Move.to(move));
  }

  /** The promotion piece letter (upper case) of a move, or 0 when it is none. */
  public char promotion(int move) {
    return game.promotionLetter(move);
  }

  /** The move in engine text: UCI (chess) or ICCS (xiangqi). */
  public String engineText(int move) {
    return judge.engineText(move);
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
    return judge.moveText(move, notation);
  }

  /** The notations {@link #displayText} knows; the first is the default. */
  public String[] notations() {
    return game.notations();
  }

  /**
   * Why the page refuses a legal move for this player, or null when it may be played: the move
   * would lose at once by the game's rule (xiangqi: "Perpetual check is forbidden. Choose another
   * move.") and another move would not. With no other move the player must play it, and loses.
   */
  public Text refusal(int move) {
    Outcome loss = judge.lossOnTheSpot(move);
    if (loss == null) {
      return null;
    }
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = position.legalMoves(moves, 0);
    for (int i = 0; i < n; i++) {
      if (!judge.wouldLoseOnTheSpot(moves[i])) {
        return PageTexts.FORBIDDEN.with(loss.reason());
      }
    }
    return null;
  }

  /**
   * A warning before a move that is allowed but risky under the game's rules (xiangqi: it goes on
   * with a perpetual check or chase), or null.
   */
  public Text warning(int move) {
    return judge.risksLosing(move) ? PageTexts.CAREFUL_PERPETUAL : null;
  }

  /** Plays a legal move through the game's judge (the game must not be over). */
  public void play(int move) {
    try {
      judge.play(move);
    } catch (InvalidInputException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
    position = judge.position();
  }

  /**
   * Plays a legal move as a draw claim (chess: FIDE 9.2.1.1, 9.3.1): the judge plays it whether the
   * claim is right or wrong, and ends the game when it is right.
   *
   * @return the judge's explanation of its ruling
   */
  public Text claimDrawWithMove(int move) {
    Text ruling;
    try {
      ruling = judge.claimDrawWithMove(move);
    } catch (InvalidInputException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
    position = judge.position();
    return ruling;
  }

  /** A draw the side to move may claim as the position stands ("threefold repetition"), or null. */
  public Text claimableDraw() {
    return judge.claimableDrawName();
  }

  /** A draw the side to move may claim by declaring one of its legal moves, or null. */
  public Text claimableDrawWithAMove() {
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = position.legalMoves(moves, 0);
    for (int i = 0; i < n; i++) {
      Text name = judge.claimableDrawName(moves[i]);
      if (name != null) {
        return name;
      }
    }
    return null;
  }

  /** The side to move claims the draw {@link #claimableDraw} names; whether it was granted. */
  public boolean claimDraw() {
    return judge.claimDrawAsItStands();
  }

  /**
   * {@code side} resigns, offers a draw, or accepts or declines the opponent's offer.
   *
   * @return null, or why the judge refused it (the game is then as it was)
   */
  public Text declare(int what, int side) {
    try {
      if (what == RESIGN) {
        judge.resign(side);
      } else if (what == OFFER_DRAW) {
        judge.offerDraw(side);
      } else if (what == ACCEPT_DRAW) {
        judge.acceptDraw(side);
      } else {
        judge.declineDraw(side);
      }
    } catch (InvalidInputException e) {
      return why(e);
    }
    return null;
  }

  /** The side whose draw offer stands, or -1. */
  public int drawOfferBy() {
    return judge.drawOfferBy();
  }

  /**
   * {@code side}'s time is used up (the page's clock says so): the judge ends the game, a loss or,
   * in chess, a draw when the opponent cannot mate by any series of legal moves (FIDE 6.9). The
   * game must not be over.
   */
  public void flagFell(int side) {
    try {
      judge.flagFell(side);
    } catch (InvalidInputException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
  }

  /** Takes back the last move, and any ending with it. */
  public void undo() {
    if (judge.takeBack()) {
      position = judge.position();
    }
  }

  /** The square of the side to move's king when it is in check, else -1. */
  public int checkedKingSquare() {
    int sq = judge.checkedKingSquare();
    return sq < 0 ? -1 : square(sq);
  }

  /**
   * How the game stands after the moves played: null while it goes on; else the judge's verdict,
   * with the rule it cites (chess: the article of the FIDE Laws).
   */
  public Outcome outcome() {
    return judge.verdict();
  }

  /** Names of the two sides, first player first ("White", "Black" or "Red", "Black"). */
  public Text sideName(int side) {
    return game.sideName(side);
  }

  private int engineSquare(int square) {
    return game.square(square % game.files(), square / game.files());
  }

  private int square(int engineSquare) {
    return game.fileOf(engineSquare) + game.rankOf(engineSquare) * game.files();
  }

  /**
   * The legal move that engine text (UCI or ICCS) names, found by asking the position for its legal
   * moves and their texts: the page and the worker need no notation parser of their own, and a text
   * that names no legal move is simply not one.
   *
   * @throws IllegalArgumentException when the text names no legal move here
   */
  public static int find(GamePosition position, String text) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = position.legalMoves(moves, 0);
    for (int i = 0; i < n; i++) {
      if (position.moveToText(moves[i]).equals(text)) {
        return moves[i];
      }
    }
    throw new IllegalArgumentException("'" + text + "' is not a legal move here");
  }

  /** The legal move that engine text names here, or {@code Move.NONE}. */
  public int findOrNone(String text) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = position.legalMoves(moves, 0);
    for (int i = 0; i < n; i++) {
      if (position.moveToText(moves[i]).equals(text)) {
        return moves[i];
      }
    }
    return Move.NONE;
  }

  /** Why the engine refused an input, as the page says it. */
  public static Text why(InvalidInputException e) {
    return PageTexts.FIELD_REASON.with(e.what(), e.why());
  }
}
