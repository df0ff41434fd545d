package alfil.core;

/**
 * Input that a person typed or a tool sent, rejected with a reason that person can act on: which
 * field or move, and why. Thrown by every parser (FEN, move notations, game records, commands); the
 * object that was parsing is left as it was.
 *
 * <p>Both parts are {@link Text}s, so that the page says them in its player's language ({@link
 * #what}, {@link #why}); {@link #getMessage}, {@link #field} and {@link #reason} are their English,
 * which the command line prints. An error about a move of a record also carries the move's number
 * ({@link #moveNumber}).
 */
public final class InvalidInputException extends Exception {
  private static final long serialVersionUID = 1L;

  private final transient Text what;
  private final transient Text why;
  private final String field;
  private final String reason;
  private final int moveNumber;

  /**
   * @param what what was wrong, as the user would name it: "FEN castling field", "move 12 'Nf3'"
   * @param why why, in plain words: "right K needs the white rook on h1"
   */
  public InvalidInputException(Text what, Text why) {
    this(what, why, 0);
  }

  /**
   * An error about move {@code moveNumber} of a record (the full-move number the field names: 12
   * for "move 12 'Nf3'" and for "move 12... 'Nf6'").
   */
  public InvalidInputException(Text what, Text why, int moveNumber) {
    this(what, why, what.toString(), why.toString(), moveNumber);
  }

  /**
   * An error in English only, for input that only the command line reads (options, protocol lines,
   * its files): the page never meets it.
   */
  public InvalidInputException(String field, String reason) {
    this(CoreTexts.PLAIN.with(field), CoreTexts.PLAIN.with(reason), field, reason, 0);
  }

  private InvalidInputException(Text what, Text why, String field, String reason, int moveNumber) {
    super(field + ": " + reason);
    this.what = what;
    this.why = why;
    this.field = field;
    this.reason = reason;
    this.moveNumber = moveNumber;
  }

  /** The same reason about another field: a reader's error placed in the record it reads. */
  public InvalidInputException about(Text what, int moveNumber) {
    return new InvalidInputException(what, why, moveNumber);
  }

  /** What was wrong, as a text: {@code move 12 'Nf3'}, {@code FEN castling field}. */
  public Text what() {
    return what;
  }

  /** Why, as a text: {@code no white knight can reach f3}. */
  public Text why() {
    return why;
  }

  /** {@link #what} in English. */
  public String field() {
    return field;
  }

  /** {@link #why} in English. */
  public String reason() {
    return reason;
  }

  /** The number of the record's move the error is about, or 0 when it names no move. */
  public int moveNumber() {
    return moveNumber;
  }
}
