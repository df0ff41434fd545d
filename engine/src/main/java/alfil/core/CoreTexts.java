package alfil.core;

/**
 * The words both games say alike: the sides, the endings they share, the FEN's fields and the
 * errors of reading a FEN, a record or a move. Every language's table holds each key with the same
 * arguments ({@code alfil.games.Games.texts()} lists them all). Arguments marked "a text" are
 * {@link Text}s, said in the sentence's language; the others are plain strings (squares, moves,
 * numbers, what the player typed).
 */
public final class CoreTexts {
  /** {0}: an English string as it is, for errors only the command line meets. */
  public static final Text PLAIN = new Text("text.plain", "{0}");

  /** {0}, {1}: two texts said one after the other. */
  public static final Text THEN = new Text("text.then", "{0}; {1}");

  // The sides, as a noun: "White is in check".
  public static final Text WHITE = new Text("side.white", "White");
  public static final Text BLACK = new Text("side.black", "Black");
  public static final Text RED = new Text("side.red", "Red");

  // Why a game ended, in both games: the page says "White wins: checkmate", "You won on time".
  public static final Text CHECKMATE = new Text("outcome.checkmate", "checkmate");
  public static final Text STALEMATE = new Text("outcome.stalemate", "stalemate");
  public static final Text RESIGNATION = new Text("outcome.resignation", "resignation");
  public static final Text ON_TIME = new Text("outcome.onTime", "on time");
  public static final Text AGREEMENT = new Text("outcome.agreement", "agreement");
  public static final Text INSUFFICIENT_MATERIAL =
      new Text("outcome.insufficientMaterial", "insufficient material");

  // The FEN and its fields (PGN standard 16.1), as errors name them.
  public static final Text FEN = new Text("fen.fen", "FEN");
  public static final Text FEN_PLACEMENT = new Text("fen.placement", "FEN piece placement");
  public static final Text FEN_SIDE = new Text("fen.side", "FEN side to move");
  public static final Text FEN_CASTLING = new Text("fen.castling", "FEN castling field");
  public static final Text FEN_EN_PASSANT = new Text("fen.enPassant", "FEN en passant field");
  public static final Text FEN_HALFMOVE = new Text("fen.halfmove", "FEN halfmove clock");
  public static final Text FEN_FULLMOVE = new Text("fen.fullmove", "FEN fullmove number");

  // What is wrong with a FEN.
  public static final Text FEN_EMPTY = new Text("fen.empty", "empty");

  /** {0} the fewest fields, {1} the count found. */
  public static final Text FEN_FIELD_COUNT =
      new Text("fen.fieldCount", "has {1} fields, expected {0} to 6");

  /** {0} the board's ranks, {1} the count found. */
  public static final Text FEN_RANK_COUNT =
      new Text("fen.rankCount", "has {1} ranks, expected {0} separated by '/'");

  /** {0} the rank, {1} the board's files, {2} the squares found. */
  public static final Text FEN_RANK_SQUARES =
      new Text("fen.rankSquares", "rank {0} has {2} squares, expected {1}");

  /** {0} the rank. */
  public static final Text FEN_TWO_DIGITS =
      new Text("fen.twoDigits", "rank {0} has two digits in a row; write one sum");

  /** {0} the rank, {1} the character, {2} the game's letters, {3} the largest digit. */
  public static final Text FEN_LETTER =
      new Text("fen.letter", "rank {0}: '{1}' is not a piece letter ({2}) or a digit 1-{3}");

  /** {0} the field, {1} and {2} the least and the most it may be. */
  public static final Text FEN_NUMBER =
      new Text("fen.number", "'{0}' is not a number from {1} to {2}");

  /** {0} the field, {1} what it may be: "w b", "-". */
  public static final Text FEN_NOT_ONE_OF = new Text("fen.notOneOf", "'{0}' is not one of {1}");

  /** {0} the side in check (a text), {1} the side to move (a text). */
  public static final Text FEN_IN_CHECK =
      new Text("fen.inCheck", "{0} is in check but it is {1} to move");

  /** {0} the missing king or general (a piece, a text). */
  public static final Text FEN_NO_KING = new Text("fen.noKing", "no {0}");

  /** {0} a piece or a side (a text), {1} how many stand, {2} the most there can be. */
  public static final Text FEN_TOO_MANY =
      new Text("fen.tooMany", "{0}: {1} on the board, at most {2}");

  // Reading a game record: a PGN or a xiangqi record.
  public static final Text RECORD = new Text("record.record", "record");
  public static final Text RECORD_EMPTY =
      new Text("record.empty", "empty: paste a PGN, a record or a FEN");

  /** {0} the line, {1} the column. */
  public static final Text RECORD_AT = new Text("record.at", "line {0}, column {1}");

  /** {0} the game's number, {1} the place in it (a text). */
  public static final Text RECORD_IN_GAME = new Text("record.inGame", "game {0}, {1}");

  /** {0} the move number ("12", Black's "12..."), {1} the move as written. */
  public static final Text RECORD_MOVE = new Text("record.move", "move {0} '{1}'");

  /** {0} the tag's name. */
  public static final Text RECORD_TAG = new Text("record.tag", "tag {0}");

  public static final Text RECORD_TAG_NAME =
      new Text(
          "record.tagName",
          "a tag starts with its name, in letters, digits and _ (PGN standard 8.1): [Event \"...\"]");

  /** {0} the tag's name. */
  public static final Text RECORD_TAG_VALUE =
      new Text("record.tagValue", "the value of {0} must be in quotes");

  /** {0} the opening sign, {1} the closing one. */
  public static final Text RECORD_UNCLOSED =
      new Text("record.unclosed", "'{0}' is never closed with '{1}'");

  /** {0} the sign or word. */
  public static final Text RECORD_UNEXPECTED = new Text("record.unexpected", "unexpected '{0}'");

  /** {0} the Variant tag's value. */
  public static final Text RECORD_VARIANT =
      new Text("record.variant", "variant '{0}' is not supported");

  public static final Text RECORD_NULL_MOVE =
      new Text("record.nullMove", "null moves are not supported");

  // Reading a move, in any notation.
  /** {0} the move as written. */
  public static final Text MOVE = new Text("move.text", "move '{0}'");

  public static final Text MOVE_EMPTY = new Text("move.empty", "empty move");

  /** {0} examples of the notation: "h2e2", "Nf3, exd5, O-O". */
  public static final Text MOVE_SYNTAX = new Text("move.syntax", "expected a move like {0}");

  /** {0} the square. */
  public static final Text MOVE_NO_PIECE = new Text("move.noPiece", "no piece on {0}");

  /** {0} the square, {1} the side to move (a text). */
  public static final Text MOVE_NOT_YOURS =
      new Text("move.notYours", "the piece on {0} is not {1}'s");

  public static final Text MOVE_ILLEGAL = new Text("move.illegal", "not a legal move here");

  /** {0} the moves it could be. */
  public static final Text MOVE_AMBIGUOUS = new Text("move.ambiguous", "ambiguous: could be {0}");

  /** {0} why the game ended (an outcome's reason, a text). */
  public static final Text GAME_OVER = new Text("move.gameOver", "the game is over ({0})");

  // The arbiter's refusals.
  public static final Text DRAW_OFFER = new Text("draw.offer", "draw offer");
  public static final Text DRAW_CLAIM = new Text("draw.claim", "draw claim");

  /** {0} the side (a text). */
  public static final Text DRAW_NOT_OFFERED =
      new Text("draw.notOffered", "{0} has not offered a draw");

  public static final Text FLAG_FALL = new Text("clock.flagFall", "flag fall");

  private CoreTexts() {}

  /** Every text above, made on each call (the page never asks; the language check does). */
  public static Text[] all() {
    return new Text[] {
      PLAIN,
      THEN,
      WHITE,
      BLACK,
      RED,
      CHECKMATE,
      STALEMATE,
      RESIGNATION,
      ON_TIME,
      AGREEMENT,
      INSUFFICIENT_MATERIAL,
      FEN,
      FEN_PLACEMENT,
      FEN_SIDE,
      FEN_CASTLING,
      FEN_EN_PASSANT,
      FEN_HALFMOVE,
      FEN_FULLMOVE,
      FEN_EMPTY,
      FEN_FIELD_COUNT,
      FEN_RANK_COUNT,
      FEN_RANK_SQUARES,
      FEN_TWO_DIGITS,
      FEN_LETTER,
      FEN_NUMBER,
      FEN_NOT_ONE_OF,
      FEN_IN_CHECK,
      FEN_NO_KING,
      FEN_TOO_MANY,
      RECORD,
      RECORD_EMPTY,
      RECORD_AT,
      RECORD_IN_GAME,
      RECORD_MOVE,
      RECORD_TAG,
      RECORD_TAG_NAME,
      RECORD_TAG_VALUE,
      RECORD_UNCLOSED,
      RECORD_UNEXPECTED,
      RECORD_VARIANT,
      RECORD_NULL_MOVE,
      MOVE,
      MOVE_EMPTY,
      MOVE_SYNTAX,
      MOVE_NO_PIECE,
      MOVE_NOT_YOURS,
      MOVE_ILLEGAL,
      MOVE_AMBIGUOUS,
      GAME_OVER,
      DRAW_OFFER,
      DRAW_CLAIM,
      DRAW_NOT_OFFERED,
      FLAG_FALL
    };
  }

  /** The texts of several lists, in order, in one array: how the catalogs are listed together. */
  public static Text[] joined(Text[]... lists) {
    int count = 0;
    for (Text[] list : lists) {
      count += list.length;
    }
    Text[] all = new Text[count];
    int at = 0;
    for (Text[] list : lists) {
      System.arraycopy(list, 0, all, at, list.length);
      at += list.length;
    }
    return all;
  }
}
