package alfil.cli;

/** A match player failed to move: it crashed, fell silent past its time, or sent garbage. */
final class MatchPlayerException extends Exception {
  private static final long serialVersionUID = 1L;

  /** Whether it is a loss on time (silence), not a crash. */
  final boolean onTime;

  MatchPlayerException(String message, boolean onTime) {
    super(message);
    this.onTime = onTime;
  }
}
