package alfil.cli;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import java.util.stream.Collectors;

/**
 * The first game of a record on stdin, as the commands that take one read it ({@code adjudicate},
 * {@code annotate}). Of several games the first is read and a warning on stderr says how many more
 * were not, the way python-chess's {@code read_game} reads one game at a time: a script that meant
 * one game gets its answer, and one that piped a whole file learns what was left out. An illegal or
 * unreadable move is reported on stdout as {@code illegal move <ply>: <text>: <reason>}.
 */
final class FirstGame {
  private FirstGame() {}

  /**
   * The first game on stdin under its judge; null when a move of it was bad, which is then reported
   * (the command exits with 1). {@code done} says in the warnings what the command does with a game
   * ({@code judged}).
   *
   * @throws UsageException when stdin cannot be read, is empty, or does not read as a record
   */
  static Judge read(String command, String done, Game game, Io io) throws UsageException {
    String text;
    try {
      text = io.in().lines().collect(Collectors.joining("\n"));
    } catch (java.io.UncheckedIOException e) {
      throw new UsageException(command + ": cannot read stdin: " + FileErrors.why(null, e));
    }
    if (text.trim().isEmpty()) {
      throw new UsageException(command + ": no game on stdin");
    }
    int more = gamesAfterTheFirst(game, text);
    Judge judge;
    try {
      judge = game.readRecord(text);
    } catch (InvalidInputException e) {
      RecordErrors.BadMove bad =
          RecordErrors.badMove(
              e, text, (prefix, move) -> RecordErrors.pliesIfFails(game, prefix, move));
      if (bad == null) {
        throw new UsageException(command + ": " + e.getMessage());
      }
      io.out().println(bad.line());
      warnOfUnreadGames(command, done, Math.max(0, more), io);
      return null;
    }
    warnOfUnreadGames(command, done, more, io);
    return judge;
  }

  /** How many games follow the first, or -1 when the text does not split into games. */
  private static int gamesAfterTheFirst(Game game, String text) {
    try {
      return game.recordCount(text) - 1;
    } catch (InvalidInputException e) {
      return -1;
    }
  }

  /**
   * Says on stderr what was not read: {@code more} games, or (-1) malformed text, which after a
   * first game that read whole lies beyond it.
   */
  private static void warnOfUnreadGames(String command, String done, int more, Io io) {
    if (more < 0) {
      io.err().println(command + ": warning: the text after the first game was not " + done);
    } else if (more > 0) {
      io.err()
          .println(
              command
                  + ": warning: "
                  + more
                  + (more == 1
                      ? " more game after the first was"
                      : " more games after the first were")
                  + " not "
                  + done);
    }
  }
}
