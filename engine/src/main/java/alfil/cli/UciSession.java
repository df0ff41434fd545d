package alfil.cli;

import alfil.core.Echo;
import alfil.core.Game;
import alfil.core.GamePosition;
import alfil.core.Move;
import alfil.core.Perft;
import alfil.core.SearchPosition;
import alfil.core.Side;
import alfil.games.Games;
import alfil.search.Level;
import alfil.search.Score;
import alfil.search.SearchLimits;
import alfil.search.SearchResult;
import alfil.search.TimeManager;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The protocol face of one engine session over UCI (chess, and xiangqi after {@code setoption name
 * UCI_Variant value xiangqi}) or UCCI (xiangqi, after {@code ucci}), reading commands from the
 * session's input until {@code quit} or its end: this class reads and writes the protocol's text,
 * and {@link EngineSession} keeps the game, the position, the engine and the search thread.
 *
 * <p>The search runs on its own thread, so input is read all the time: {@code isready} is answered
 * at once, {@code stop} and {@code ponderhit} reach a running search. Every {@code go} ends with
 * exactly one {@code bestmove} (UCCI: or {@code nobestmove}): a command that changes what the
 * engine searches ({@code position}, {@code go}, {@code setoption}, {@code ucinewgame}) first stops
 * and finishes the running search. A line that cannot be understood is answered with an {@code info
 * string} saying why and otherwise ignored.
 */
final class UciSession {
  static final String NAME = "Alfil";
  static final String AUTHOR = "The Alfil developers";
  static final int DEFAULT_HASH_MB = 16;
  static final int MAX_HASH_MB = 1024;
  static final int MAX_MULTIPV = 256;

  /**
   * The commands that set options, the position or the game, or start a search: each waits for a
   * search under way to end first, its answer given (the engine's state does not change while it
   * searches).
   */
  private static final Set<String> SESSION_CHANGES =
      Set.of("setoption", "ucinewgame", "position", "banmoves", "go");

  /** UCCI is xiangqi's protocol: its handshake sets the game. */
  private static final Game UCCI_GAME = Games.ofUcci();

  private static final String[] COMMANDS = {
    "uci",
    "ucci",
    "debug",
    "isready",
    "setoption",
    "register",
    "ucinewgame",
    "position",
    "go",
    "stop",
    "ponderhit",
    "quit",
    "banmoves",
    "probe",
    "d"
  };

  private final Io io;
  private boolean ucci;

  /** The engine side: game, position, judge, table, search thread. */
  private final EngineSession session;

  /** UCCI's banned moves, for the next search of the position. */
  private final List<String> bannedMoves = new ArrayList<>();

  private int multiPv = 1;
  private boolean limitStrength;
  private int elo = Level.MAX_ELO;
  private int moveOverhead = TimeManager.DEFAULT_OVERHEAD;
  private boolean useMillis;

  /** A session in UCI (chess until told otherwise) or, with {@code ucci}, UCCI (xiangqi). */
  UciSession(Io io, boolean ucci) {
    this.io = io;
    this.ucci = ucci;
    this.session =
        new EngineSession(ucci ? UCCI_GAME : Games.defaultGame(), DEFAULT_HASH_MB, this::sendNote);
  }

  /** Reads and answers commands until {@code quit} or the end of input; returns the exit status. */
  int run() throws IOException {
    String line;
    while ((line = io.in().readLine()) != null) {
      if (!handle(line)) {
        return 0;
      }
    }
    // End of input (a script piped in): a bounded search may finish, an endless one cannot.
    session.finishSearch();
    return 0;
  }

  /** Answers one line; false after {@code quit}. */
  boolean handle(String rawLine) {
    String[] tokens = rawLine.trim().split("\\s+");
    if (tokens.length == 0 || tokens[0].isEmpty()) {
      return true;
    }
    // UCI: unknown tokens are skipped until a known command ("joho debug on" is "debug on").
    int start = 0;
    while (start < tokens.length && !isCommand(tokens[start])) {
      start++;
    }
    if (start == tokens.length) {
      send("info string unknown command '" + Echo.clip(rawLine.trim()) + "' ignored");
      return true;
    }
    try {
      return dispatch(tokens, start);
    } catch (RuntimeException e) {
      // A bug must not end the session a GUI relies on: say what happened and go on.
      send("info string error in '" + Echo.clip(rawLine.trim()) + "': " + Echo.clip(e.toString()));
      return true;
    }
  }

  /** Whether the token is a command this session knows (the tests' oracle uses it too). */
  static boolean isCommand(String token) {
    for (String c : COMMANDS) {
      if (c.equals(token)) {
        return true;
      }
    }
    return false;
  }

  private boolean dispatch(String[] t, int s) {
    if (SESSION_CHANGES.contains(t[s])) {
      session.finishSearch();
    }
    switch (t[s]) {
      case "uci" -> {
        ucci = false;
        identify();
        send("uciok");
      }
      case "ucci" -> {
        ucci = true;
        session.finishSearch();
        setGame(UCCI_GAME);
        identify();
        send("ucciok");
      }
      case "isready" -> {
        session.warmUp();
        send("readyok");
      }
      case "setoption" -> setOption(t, s + 1);
      case "ucinewgame" -> session.newGame();
      case "position" -> setPosition(t, s + 1);
      case "banmoves" -> {
        bannedMoves.clear();
        for (int i = s + 1; i < t.length; i++) {
          bannedMoves.add(t[i]);
        }
      }
      case "go" -> go(t, s + 1);
      case "stop" -> session.stop();
      case "ponderhit" -> session.ponderHit();
      case "probe" -> send("info string probe is not supported");
      case "d" -> send("info string fen " + session.shownFen());
      case "quit" -> {
        session.stop();
        session.awaitSearch();
        if (ucci) {
          send("bye");
        }
        return false;
      }
      default -> {
        // "debug" and "register": nothing to do.
      }
    }
    return true;
  }

  private void identify() {
    send("id name " + NAME);
    send("id author " + AUTHOR);
    if (ucci) {
      // UCCI option lines have no "name" keyword.
      send("option usemillisec type check default false");
      send("option hashsize type spin min 1 max " + MAX_HASH_MB + " default " + DEFAULT_HASH_MB);
      send("option ponder type check default false");
      return;
    }
    send("option name Hash type spin default " + DEFAULT_HASH_MB + " min 1 max " + MAX_HASH_MB);
    send("option name Threads type spin default 1 min 1 max 1");
    send("option name MultiPV type spin default 1 min 1 max " + MAX_MULTIPV);
    send("option name Ponder type check default false");
    send(
        "option name Move Overhead type spin default "
            + TimeManager.DEFAULT_OVERHEAD
            + " min 0 max 5000");
    send("option name UCI_LimitStrength type check default false");
    send(
        "option name UCI_Elo type spin default "
            + Level.MAX_ELO
            + " min "
            + Level.MIN_ELO
            + " max "
            + Level.MAX_ELO);
    send(
        "option name UCI_Variant type combo default "
            + Games.defaultGame().name()
            + " var "
            + Games.names(" var "));
    send("option name Clear Hash type button");
  }

  // ------------------------------------------------------------------ options

  private void setOption(String[] t, int from) {
    String name;
    String value;
    if (from < t.length && t[from].equals("name")) {
      StringBuilder n = new StringBuilder();
      StringBuilder v = null;
      for (int i = from + 1; i < t.length; i++) {
        if (v == null && t[i].equals("value")) {
          v = new StringBuilder();
        } else {
          StringBuilder target = v == null ? n : v;
          if (target.length() > 0) {
            target.append(' ');
          }
          target.append(t[i]);
        }
      }
      name = n.toString();
      value = v == null ? null : v.toString();
    } else if (from < t.length) {
      // UCCI form: setoption <name> [<value>]
      name = t[from];
      value = from + 1 < t.length ? t[from + 1] : null;
    } else {
      send("info string setoption needs a name");
      return;
    }
    String key = name.toLowerCase(Locale.ROOT);
    switch (key) {
      case "hash":
      case "hashsize":
        Integer mb = spin(name, value, 1, MAX_HASH_MB);
        if (mb != null) {
          session.setHash(mb);
        }
        break;
      case "threads":
        Integer threads = spin(name, value, 1, 1);
        if (threads == null) {
          send("info string Threads: Alfil searches on one thread");
        }
        break;
      case "multipv":
        Integer k = spin(name, value, 1, MAX_MULTIPV);
        if (k != null) {
          multiPv = k;
        }
        break;
      case "move overhead":
        Integer overhead = spin(name, value, 0, 5000);
        if (overhead != null) {
          moveOverhead = overhead;
        }
        break;
      case "uci_elo":
        Integer e = spin(name, value, Level.MIN_ELO, Level.MAX_ELO);
        if (e != null) {
          elo = e;
        }
        break;
      case "uci_limitstrength":
        Boolean limit = check(name, value);
        if (limit != null) {
          limitStrength = limit;
        }
        break;
      case "usemillisec":
        Boolean millis = check(name, value);
        if (millis != null) {
          useMillis = millis;
        }
        break;
      case "ponder":
        check(name, value); // pondering needs no preparation: the GUI decides with "go ponder"
        break;
      case "clear hash":
        session.clearHash();
        break;
      case "uci_variant":
        String variant = value == null ? "" : value.trim().toLowerCase(Locale.ROOT);
        Game named = Games.byName(variant);
        if (named != null) {
          setGame(named);
        } else {
          send(
              "info string UCI_Variant '"
                  + Echo.clip(value)
                  + "' is not one of "
                  + Games.names(", ")
                  + "; ignored");
        }
        break;
      default:
        send("info string unknown option '" + Echo.clip(name) + "' ignored");
    }
  }

  private Integer spin(String name, String value, int min, int max) {
    try {
      long n = WholeNumber.parse(value == null ? "" : value.trim(), min < 0);
      if (n >= min && n <= max) {
        return (int) n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    String got = Echo.clip(value);
    send("info string " + name + " must be from " + min + " to " + max + ", got '" + got + "'");
    return null;
  }

  private Boolean check(String name, String value) {
    String v = value == null ? "" : value.trim().toLowerCase(Locale.ROOT);
    if (v.equals("true") || v.equals("false")) {
      return v.equals("true");
    }
    send("info string " + name + " must be true or false, got '" + Echo.clip(value) + "'");
    return null;
  }

  private void setGame(Game newGame) {
    if (newGame != session.game()) {
      bannedMoves.clear();
      session.setGame(newGame);
    }
  }

  // ---------------------------------------------------------------- position

  /** {@code position (startpos | fen <FEN>) [moves <m1> ...]}: read here, set by the session. */
  private void setPosition(String[] t, int from) {
    bannedMoves.clear();
    if (from >= t.length) {
      session.reject("position needs startpos or fen");
      return;
    }
    int i = from;
    String fen;
    if (t[i].equals("startpos")) {
      fen = null;
      i++;
    } else if (t[i].equals("fen")) {
      StringBuilder f = new StringBuilder();
      for (i = i + 1; i < t.length && !t[i].equals("moves"); i++) {
        if (f.length() > 0) {
          f.append(' ');
        }
        f.append(t[i]);
      }
      fen = f.toString();
    } else {
      session.reject("position needs startpos or fen, got '" + Echo.clip(t[i]) + "'");
      return;
    }
    List<String> moves = new ArrayList<>();
    if (i < t.length && t[i].equals("moves")) {
      for (i = i + 1; i < t.length; i++) {
        moves.add(t[i]);
      }
    } else if (i < t.length) {
      send("info string position: '" + Echo.clip(t[i]) + "' ignored (expected 'moves')");
    }
    session.setPosition(fen, moves);
  }

  // ---------------------------------------------------------------------- go

  private void go(String[] t, int from) {
    SearchPosition position = session.position();
    boolean firstToMove = position.sideToMove() == Side.FIRST;
    GoCommand go = GoCommand.parse(t, from, ucci, useMillis, firstToMove);
    for (String warning : go.warnings) {
      send("info string " + warning);
    }
    if (session.rejected() != null) {
      send(
          "info string no position set: the last position command was rejected ("
              + session.rejected()
              + ")");
      if (go.perft <= 0) {
        // UCI's null move (UCCI: nobestmove), held like any answer until stop or ponderhit.
        String answer = ucci ? "nobestmove" : "bestmove 0000";
        session.refuse(new SearchControl(go.ponder, go.infinite, true), () -> send(answer));
      }
      return;
    }
    if (go.perft > 0) {
      perft(go.perft);
      return;
    }
    SearchLimits limits = new SearchLimits();
    limits.multiPv = multiPv;
    limits.depth = Math.min(go.depth, Score.MAX_PLY - 1);
    limits.nodes = (int) Math.min(Integer.MAX_VALUE, go.nodes);
    int[] rootMoves = session.rootMoves(go.searchMoves, bannedMoves);
    Level level = null;
    if (limitStrength) {
      level = Level.of(Level.forElo(elo), session.game());
      SearchLimits capped = level.limits();
      limits.depth = minPositive(limits.depth, capped.depth);
      limits.nodes = minPositive(limits.nodes, capped.nodes);
      limits.multiPv = Math.max(limits.multiPv, capped.multiPv);
    }
    long own = go.ownTime(firstToMove);
    TimeManager time = null;
    if (go.moveTime >= 0) {
      time = TimeManager.fixed((int) Math.min(Integer.MAX_VALUE, go.moveTime));
    } else if (own >= 0 && !go.infinite) {
      time =
          TimeManager.of(
              (int) Math.min(Integer.MAX_VALUE, own),
              (int) Math.min(Integer.MAX_VALUE, go.ownIncrement(firstToMove)),
              go.movesToGo,
              moveOverhead);
    }
    boolean bounded = limits.depth > 0 || limits.nodes > 0 || time != null || go.mate > 0;
    if (!bounded && !go.infinite && !go.ponder) {
      // Stockfish searches on here too, but says nothing: a script would wait for a bestmove.
      send("info string " + go.whyUnlimited() + ": searching until stop");
    }
    SearchControl ctl = new SearchControl(go.ponder, go.infinite, bounded);
    limits.clock = ctl;
    if (time != null && !go.infinite) {
      limits.optimumMillis = time.optimumMillis();
      limits.maxMillis = time.maximumMillis();
    } else {
      // No deadline of its own: the largest one keeps the clock polled, which is how stop arrives.
      limits.maxMillis = SearchControl.STOPPED - 1;
    }
    boolean protocolUcci = ucci;
    int shownLines = multiPv;
    int mateMoves = go.mate;
    session.start(
        limits,
        rootMoves,
        level,
        ctl,
        info -> {
          if (info.multiPv <= shownLines) {
            send(InfoLine.uci(info, ctl.realMillis(), position, protocolUcci));
          }
          int mate = Score.mateInMoves(info.score);
          if (mateMoves > 0 && info.multiPv == 1 && mate > 0 && mate <= mateMoves) {
            ctl.stop(); // go mate N: a mate that short is the answer
          }
        },
        (result, chosen, ponder, root) -> sendBestMove(result, chosen, ponder, root, protocolUcci));
  }

  private static int minPositive(int a, int b) {
    if (a <= 0) {
      return b;
    }
    return b <= 0 ? a : Math.min(a, b);
  }

  private void sendBestMove(
      SearchResult result, int chosen, int ponder, SearchPosition root, boolean protocolUcci) {
    if (chosen == Move.NONE) {
      if (protocolUcci) {
        send("nobestmove");
      } else {
        send("info depth 0 score " + Score.toUci(result.score()));
        send("bestmove (none)");
      }
      return;
    }
    String text = "bestmove " + root.moveToText(chosen);
    if (ponder != Move.NONE) {
      text += " ponder " + root.moveToText(ponder);
    }
    send(text);
  }

  private void perft(int depth) {
    SearchPosition position = session.position();
    Perft perft = new Perft(position, depth);
    int[] moves = new int[GamePosition.MAX_MOVES];
    long[] counts = new long[GamePosition.MAX_MOVES];
    int n = perft.divide(depth, moves, counts);
    long total = 0;
    for (int i = 0; i < n; i++) {
      send(position.moveToText(moves[i]) + ": " + counts[i]);
      total += counts[i];
    }
    send("");
    send("Nodes searched: " + total);
  }

  /** A note in words from the engine side, as the protocols carry it: {@code info string}. */
  private void sendNote(String text) {
    send("info string " + text);
  }

  /** Writes one whole line; lines from the search thread and the input thread never mix. */
  void send(String line) {
    synchronized (io.out()) {
      io.out().println(line);
      io.out().flush();
    }
  }
}
