package alfil.cli;

import alfil.core.Rng;
import alfil.testing.FuzzText;

/**
 * Command lines for the UCI and UCCI robustness tests: the protocols' own lines, their mutations,
 * lines of random protocol words, and random text; plus the oracle that says what a line asks of
 * the session (the first known word is the command, as the session reads it).
 */
final class UciNoise {
  private UciNoise() {}

  static final String CHESS_FEN =
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
  static final String XIANGQI_FEN =
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

  /** Lines a GUI sends, both protocols (every number small: bounded searches end at once). */
  static final String[] VALID = {
    "uci",
    "isready",
    "ucinewgame",
    "debug on",
    "d",
    "stop",
    "ponderhit",
    "position startpos",
    "position startpos moves e2e4 e7e5 g1f3",
    "position startpos moves h2e2 h9g7",
    "position fen " + CHESS_FEN + " moves e1g1 b2a1q",
    "position fen " + XIANGQI_FEN + " moves b2e2",
    "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
    "position fen 4k4/9/9/9/9/9/9/9/5R3/3KR4 b - - 0 1",
    "go depth 2",
    "go nodes 300",
    "go movetime 3",
    "go wtime 40 btime 40 winc 1 binc 1",
    "go wtime 40 btime 40 movestogo 2",
    "go infinite",
    "go ponder wtime 30 btime 30",
    "go",
    "go mate 1",
    "go perft 2",
    "go searchmoves e2e4 d2d4 depth 2",
    "go depth 1 searchmoves h2e2",
    "setoption name Hash value 2",
    "setoption name MultiPV value 2",
    "setoption name UCI_Variant value xiangqi",
    "setoption name UCI_Variant value chess",
    "setoption name Clear Hash",
    "setoption name UCI_LimitStrength value true",
    "setoption name UCI_Elo value 1500",
    "setoption name Move Overhead value 0",
    "ucci",
    "banmoves h2e2 b2e2",
    "go time 1 increment 0",
    "go time 3 opptime 3 oppincrement 0 draw",
    "setoption usemillisec true",
    "setoption hashsize 2",
    "probe",
    "register later",
  };

  private static final String[] WORDS = {
    "uci",
    "ucci",
    "isready",
    "go",
    "stop",
    "position",
    "ucinewgame",
    "setoption",
    "ponderhit",
    "banmoves",
    "probe",
    "debug",
    "register",
    "d",
    "startpos",
    "fen",
    "moves",
    "name",
    "value",
    "depth",
    "nodes",
    "movetime",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "infinite",
    "ponder",
    "mate",
    "searchmoves",
    "time",
    "increment",
    "opptime",
    "draw",
    "perft",
    "0",
    "1",
    "2",
    "3",
    "-1",
    "-2147483649",
    "99999999999999999999",
    "x",
    "e2e4",
    "e7e5",
    "e7e8q",
    "h2e2",
    "h9g7",
    "a0a9",
    "0000",
    "(none)",
    "Hash",
    "MultiPV",
    "UCI_Variant",
    "xiangqi",
    "chess",
    "shogi",
    "Clear",
    "8/8/8/8/8/8/8/8",
    "w",
    "b",
    "-",
    "KQkq",
    "<img src=x onerror=alert(1)>",
    "\u00e9\u00e8",
    "\u8f66\u4e00\u8fdb\u4e00",
    "\uD83D\uDE00",
    "\t",
    "\u0000",
  };

  /** Characters of mutations and random text; no line breaks (those would split the line). */
  private static final String CHARACTERS =
      " \tabcdefghiknopqrstuvwxyzKQRBNPACEH0123456789/-+.=_()<>\"'\\\u00e9\u8f66\u0000";

  /** One line of the stream: valid, mutated, words or characters, in turn. */
  static String line(Rng rng, int i) {
    switch (i % 4) {
      case 0:
        return VALID[rng.nextInt(VALID.length)];
      case 1:
        String text = VALID[rng.nextInt(VALID.length)];
        for (int k = 1 + rng.nextInt(3); k > 0; k--) {
          text = FuzzText.mutate(rng, text, CHARACTERS);
        }
        return text;
      case 2:
        StringBuilder words = new StringBuilder();
        for (int k = rng.nextInt(9); k > 0; k--) {
          words.append(WORDS[rng.nextInt(WORDS.length)]).append(' ');
        }
        return words.toString();
      default:
        return FuzzText.random(rng, CHARACTERS, 40);
    }
  }

  /** The command the session reads in the line (its first known word), or null. */
  static String command(String line) {
    String[] tokens = tokens(line);
    int at = commandAt(tokens);
    return at < 0 ? null : tokens[at];
  }

  /** The line's {@code go} parameters, or null when the line is no {@code go}. */
  static GoCommand go(String line, boolean ucci) {
    String[] tokens = tokens(line);
    int at = commandAt(tokens);
    if (at < 0 || !tokens[at].equals("go")) {
      return null;
    }
    return GoCommand.parse(tokens, at + 1, ucci, false, true);
  }

  /**
   * Whether the session, given the line, searches and so owes one {@code bestmove}: a {@code go}
   * that is not a perft count.
   */
  static boolean searches(String line) {
    GoCommand go = go(line, false);
    return go != null && go.perft <= 0;
  }

  /**
   * Whether a GUI would have to stop the search the line starts: it ends by itself, so the session
   * lets it finish before the next command, but not soon (a mate that may not exist, a deep depth,
   * a long clock). A perft deeper than 3 is work the protocols give no way to stop.
   */
  static boolean needsStop(String line) {
    for (boolean ucci : new boolean[] {false, true}) {
      GoCommand go = go(line, ucci);
      if (go != null
          && (go.mate > 0
              || go.depth > 4
              || go.nodes > 200_000
              || go.moveTime > 200
              || go.whiteTime > 3000
              || go.blackTime > 3000)) {
        return true;
      }
    }
    return false;
  }

  /** A perft the session cannot stop and the tests need not wait for. */
  static boolean isLongPerft(String line) {
    GoCommand go = go(line, false);
    return go != null && go.perft > 3;
  }

  private static String[] tokens(String line) {
    return line.trim().split("\\s+");
  }

  private static int commandAt(String[] tokens) {
    for (int i = 0; i < tokens.length; i++) {
      if (UciSession.isCommand(tokens[i])) {
        return i;
      }
    }
    return -1;
  }
}
