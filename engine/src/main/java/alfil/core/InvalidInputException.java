package alfil.core;

/**
 * Input that a person typed or a tool sent, rejected with a reason that person can act on: which
 * field or move, and why. Thrown by every parser (FEN, move notations, game records, commands); the
 * object that was parsing is left as it was.
 */
public final class InvalidInputException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String field;
  private final String reason;

  /**
   * @param field what was wrong, as the user would name it: "FEN castling field", "move 12 'Nf3'"
   * @param reason why, in plain words: "no white rook on h1 for the right K"
   */
  public InvalidInputException(String field, String reason) {
    super(field + ": " + reason);
    this.field = field;
    this.reason = reason;
  }

  public String field() {
    return field;
  }

  public String reason() {
    return reason;
  }
}
