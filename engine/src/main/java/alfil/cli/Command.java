package alfil.cli;

/**
 * One sub-command of {@code alfil.jar}. {@link Main} parses the arguments after its name against
 * the options it takes ({@link Options}) before it runs.
 */
interface Command {
  /**
   * Runs the command with its options. Returns the exit status (0 success, 1 the command's own
   * failure such as an illegal move in a game record).
   *
   * @throws UsageException for bad options or input: printed as one line, exit status 2
   */
  int run(Options options, Io io) throws UsageException;

  /** The options that take a value ({@code --name value} or {@code --name=value}). */
  String[] valued();

  /** The options that take none. */
  default String[] flags() {
    return new String[0];
  }

  /** The options of {@link #valued} that may be given more than once ({@link Options#all}). */
  default String[] repeatable() {
    return new String[0];
  }

  /**
   * The options of {@link #valued} whose value is every word up to the next option ({@code --sprt 0
   * 10}).
   */
  default String[] listed() {
    return new String[0];
  }

  /** The text {@code --help} prints. */
  String usage();
}
