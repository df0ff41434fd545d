package alfil.cli;

/** A bad command line: the message is the one line printed to stderr before exiting with 2. */
final class UsageException extends Exception {
  private static final long serialVersionUID = 1L;

  UsageException(String message) {
    super(message);
  }
}
