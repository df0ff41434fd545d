package alfil.cli;

/** One sub-command of {@code alfil.jar}. */
interface Command {
  /**
   * Runs the command with the arguments after its name. Returns the exit status (0 success, 1 the
   * command's own failure such as an illegal move in a game record).
   *
   * @throws UsageException for bad options or input: printed as one line, exit status 2
   */
  int run(String[] args, Io io) throws UsageException;

  /** The text {@code --help} prints. */
  String usage();
}
