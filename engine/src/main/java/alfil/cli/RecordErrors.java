package alfil.cli;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a game reader's error about a move ({@code move 12 'R+.3': reason}, chess {@code move 12...
 * 'Nf3'}) into the ply the command line reports ({@code illegal move 24: R+.3: reason}).
 *
 * <p>The readers number moves as a record does (full moves); the ply is found by reading the record
 * again up to each place where the bad move's text occurs: the first prefix that reads and after
 * which that text is not a legal move is the point of failure, and its move count plus one is the
 * ply. Should that not settle it (the text hides in a comment), the move number is converted
 * assuming a game from move 1 with White or Red first.
 */
final class RecordErrors {
  private static final Pattern MOVE_FIELD =
      Pattern.compile("(?:game \\d+, )?move (\\d+)(\\.\\.\\.)? '(.*)'");

  /** Reads a record prefix: its ply count, or -1 when the prefix does not read as a game. */
  interface PrefixReader {
    int pliesIfFailsNext(String prefix, String move);
  }

  /** A bad move of a record: its ply (1 = the first move), its text and why it is refused. */
  record BadMove(int ply, String text, String reason) {
    /** {@code illegal move <ply>: <text>: <reason>}. */
    String line() {
      return "illegal move " + ply + ": " + text + ": " + reason;
    }
  }

  private RecordErrors() {}

  /**
   * The ply count of the game that {@code prefix} records when it reads and {@code move} is not
   * legal after it; -1 otherwise.
   */
  static int pliesIfFails(Game game, String prefix, String move) {
    Judge g;
    try {
      g = game.readRecord(prefix);
    } catch (InvalidInputException e) {
      return -1; // the prefix itself does not read: not the place of the failure
    }
    if (g.isOver()) {
      return g.plyCount();
    }
    try {
      g.parseMove(move);
      return -1; // legal here: the failure is at a later occurrence
    } catch (InvalidInputException e) {
      return g.plyCount();
    }
  }

  /** The bad move the reader's error names, or null when the error is not about a move. */
  static BadMove badMove(InvalidInputException e, String record, PrefixReader reader) {
    Matcher m = MOVE_FIELD.matcher(e.field());
    if (!m.matches()) {
      return null;
    }
    String text = m.group(3);
    int from = 0;
    while (true) {
      int at = record.indexOf(text, from);
      if (at < 0) {
        break;
      }
      int plies = reader.pliesIfFailsNext(record.substring(0, at), text);
      if (plies >= 0) {
        return new BadMove(plies + 1, text, e.reason());
      }
      from = at + 1;
    }
    int number = Integer.parseInt(m.group(1));
    boolean second = m.group(2) != null;
    return new BadMove(2 * (number - 1) + (second ? 2 : 1), text, e.reason());
  }
}
