package alfil.cli;

import alfil.core.Echo;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code go} line of UCI or UCCI, parsed: every parameter the protocols define, with values
 * that could not be read collected as warnings (the session reports them as {@code info string} and
 * searches without them). Times are milliseconds; -1 means "not given".
 */
final class GoCommand {
  long whiteTime = -1;
  long blackTime = -1;
  long whiteIncrement;
  long blackIncrement;
  int movesToGo;
  long moveTime = -1;
  int depth;
  long nodes;
  int mate;
  boolean infinite;
  boolean ponder;
  int perft;

  /** UCCI {@code go draw}: the opponent offers a draw (Alfil declines by not answering). */
  boolean drawOffered;

  /** The texts after {@code searchmoves}, unparsed (the session knows the position). */
  final List<String> searchMoves = new ArrayList<>();

  final List<String> warnings = new ArrayList<>();

  /**
   * "depth 0 means no depth limit" when a limit was given as 0, which UCI engines read as no limit
   * (Stockfish: depth 0 and nodes 0 are "not set"); null otherwise.
   */
  private String zeroLimit;

  private static final String[] KEYWORDS = {
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
    "perft",
    "time",
    "increment",
    "opptime",
    "oppmovestogo",
    "oppincrement",
    "draw"
  };

  private GoCommand() {}

  /**
   * Parses the tokens after {@code go}. UCCI's {@code time}/{@code increment} are the side to
   * move's own clock; they are read in seconds unless {@code millis} (UCCI's {@code usemillisec}).
   *
   * @param ucci read UCCI's own-clock form; {@code sideToMoveIsFirst} places it on the right side
   */
  static GoCommand parse(
      String[] tokens, int start, boolean ucci, boolean millis, boolean sideToMoveIsFirst) {
    GoCommand go = new GoCommand();
    int unit = ucci && !millis ? 1000 : 1;
    for (int i = start; i < tokens.length; i++) {
      String key = tokens[i];
      switch (key) {
        case "infinite":
          go.infinite = true;
          break;
        case "ponder":
          go.ponder = true;
          break;
        case "draw":
          go.drawOffered = true;
          break;
        case "searchmoves":
          while (i + 1 < tokens.length && !isKeyword(tokens[i + 1])) {
            go.searchMoves.add(tokens[++i]);
          }
          break;
        case "wtime":
        case "btime":
        case "winc":
        case "binc":
        case "movestogo":
        case "depth":
        case "nodes":
        case "mate":
        case "movetime":
        case "perft":
        case "time":
        case "increment":
        case "opptime":
        case "oppmovestogo":
        case "oppincrement":
          if (i + 1 >= tokens.length || isKeyword(tokens[i + 1])) {
            go.warnings.add("go " + key + " needs a number; ignored");
            break;
          }
          String text = tokens[++i];
          long value;
          try {
            value = WholeNumber.parse(text, isClock(key));
          } catch (NumberFormatException e) {
            go.warnings.add(
                "go " + key + " '" + Echo.clip(text) + "' " + e.getMessage() + "; ignored");
            break;
          }
          go.set(key, value, unit, sideToMoveIsFirst);
          break;
        default:
          go.warnings.add("go: unknown parameter '" + Echo.clip(key) + "' ignored");
      }
    }
    return go;
  }

  private void set(String key, long value, int unit, boolean firstToMove) {
    if (value == 0 && (key.equals("depth") || key.equals("nodes") || key.equals("mate"))) {
      zeroLimit = key + " 0 means no " + (key.equals("nodes") ? "node" : key) + " limit";
    }
    // Clocks can be negative when a GUI reports a flagged side; treat as nearly no time.
    long time = Math.max(0, value);
    int small = (int) Math.max(0, Math.min(Integer.MAX_VALUE, value));
    switch (key) {
      case "wtime" -> whiteTime = time;
      case "btime" -> blackTime = time;
      case "winc" -> whiteIncrement = time;
      case "binc" -> blackIncrement = time;
      case "movestogo" -> movesToGo = small;
      case "depth" -> depth = small;
      case "nodes" -> nodes = time;
      case "mate" -> mate = small;
      case "movetime" -> moveTime = time;
      case "perft" -> perft = small;
      // UCCI's time and increment are the side to move's clock, in its unit.
      case "time" -> set(firstToMove ? "wtime" : "btime", time * unit, unit, firstToMove);
      case "increment" -> set(firstToMove ? "winc" : "binc", time * unit, unit, firstToMove);
      default -> {
        // opptime, oppmovestogo, oppincrement: the opponent's clock does not change our plan.
      }
    }
  }

  /**
   * Whether {@code key} is a clock, which may be negative: a GUI reports a side past its flag so
   * (cutechess-cli does). Every other number of a {@code go} is a count or a duration.
   */
  private static boolean isClock(String key) {
    return key.equals("wtime")
        || key.equals("btime")
        || key.equals("time")
        || key.equals("opptime");
  }

  private static boolean isKeyword(String token) {
    for (String k : KEYWORDS) {
      if (k.equals(token)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Why a search with none of this command's limits would run until {@code stop}: a limit given as
   * 0, or none given.
   */
  String whyUnlimited() {
    return zeroLimit != null ? zeroLimit : "go without depth, nodes, mate or a clock";
  }

  /** The side to move's remaining time, or -1. */
  long ownTime(boolean firstToMove) {
    return firstToMove ? whiteTime : blackTime;
  }

  long ownIncrement(boolean firstToMove) {
    return firstToMove ? whiteIncrement : blackIncrement;
  }
}
