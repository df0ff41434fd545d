package alfil.cli;

import alfil.core.Echo;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Perft;
import alfil.core.Rng;
import alfil.core.SearchPosition;
import alfil.core.Side;
import alfil.search.Level;
import alfil.search.Score;
import alfil.search.Search;
import alfil.search.SearchLimits;
import alfil.search.SearchResult;
import alfil.search.TranspositionTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One engine session over UCI (chess, and xiangqi after {@code setoption name UCI_Variant value
 * xiangqi}) or UCCI (xiangqi, after {@code ucci}), reading commands from the session's input until
 * {@code quit} or its end.
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
  private String game = Games.CHESS;
  private SearchPosition position;
  private final List<String> positionMoves = new ArrayList<>();
  private final List<String> bannedMoves = new ArrayList<>();

  /**
   * Why the last {@code position} command was rejected, or null when it was accepted. The position
   * is kept as it was, but a GUI that sent a position the engine could not set up must not be
   * answered with a move of the one before: {@code go} answers "no move" until a valid {@code
   * position} arrives.
   */
  private String positionRejected;

  /**
   * The xiangqi judge following the position's moves, so that a move completing a forbidden
   * perpetual (a chase, which the search does not see) is never chosen; null for chess, whose
   * repetitions never lose, or when the judge has ended the game.
   */
  private RefereedGame referee;

  private int hashMegabytes = DEFAULT_HASH_MB;
  private int multiPv = 1;
  private boolean limitStrength;
  private int elo = EloLevels.MAX_ELO;
  private int moveOverhead = TimeManager.DEFAULT_OVERHEAD;
  private boolean useMillis;
  private final Rng rng = new Rng((int) System.nanoTime());

  private TranspositionTable table;
  private Search search;

  /** The games whose search has run once in this session ({@link WarmUp}). */
  private final java.util.Set<String> warmedUp = new java.util.HashSet<>();

  private Thread searchThread;
  private SearchControl control;

  /**
   * The FEN of the position being searched: {@code d} must not read a board the search moves on.
   */
  private String searchedFen;

  /** A session in UCI (chess until told otherwise) or, with {@code ucci}, UCCI (xiangqi). */
  UciSession(Io io, boolean ucci) {
    this.io = io;
    this.ucci = ucci;
    this.game = ucci ? Games.XIANGQI : Games.CHESS;
    this.position = newPosition(game, "startpos");
    this.referee = refereeFor(game, "startpos");
  }

  /** Reads and answers commands until {@code quit} or the end of input; returns the exit status. */
  int run() throws IOException {
    String line;
    while ((line = io.in.readLine()) != null) {
      if (!handle(line)) {
        return 0;
      }
    }
    // End of input (a script piped in): a bounded search may finish, an endless one cannot.
    finishSearch();
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
    switch (t[s]) {
      case "uci":
        ucci = false;
        identify();
        send("uciok");
        break;
      case "ucci":
        ucci = true;
        finishSearch();
        setGame(Games.XIANGQI);
        identify();
        send("ucciok");
        break;
      case "debug":
      case "register":
        break;
      case "isready":
        if (searchThread == null) {
          warmUp();
        }
        send("readyok");
        break;
      case "setoption":
        finishSearch();
        setOption(t, s + 1);
        break;
      case "ucinewgame":
        finishSearch();
        table().clear();
        searcher().clearHistory();
        break;
      case "position":
        finishSearch();
        setPosition(t, s + 1);
        break;
      case "banmoves":
        finishSearch();
        bannedMoves.clear();
        for (int i = s + 1; i < t.length; i++) {
          bannedMoves.add(t[i]);
        }
        break;
      case "go":
        finishSearch();
        go(t, s + 1);
        break;
      case "stop":
        if (control != null) {
          control.stop();
        }
        break;
      case "ponderhit":
        if (control != null) {
          control.ponderHit();
        }
        break;
      case "probe":
        send("info string probe is not supported");
        break;
      case "d":
        send("info string fen " + (searchThread != null ? searchedFen : position.toFen()));
        break;
      case "quit":
        if (control != null) {
          control.stop();
        }
        awaitSearch();
        if (ucci) {
          send("bye");
        }
        return false;
      default:
        break;
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
            + EloLevels.MAX_ELO
            + " min "
            + EloLevels.MIN_ELO
            + " max "
            + EloLevels.MAX_ELO);
    send("option name UCI_Variant type combo default chess var chess var xiangqi");
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
        if (mb != null && mb != hashMegabytes) {
          hashMegabytes = mb;
          table = null;
          search = null;
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
        Integer e = spin(name, value, EloLevels.MIN_ELO, EloLevels.MAX_ELO);
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
        table().clear();
        break;
      case "uci_variant":
        String variant = value == null ? "" : value.trim().toLowerCase(Locale.ROOT);
        if (variant.equals(Games.CHESS) || variant.equals(Games.XIANGQI)) {
          setGame(variant);
        } else {
          String got = Echo.clip(value);
          send("info string UCI_Variant '" + got + "' is not one of chess, xiangqi; ignored");
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

  private void setGame(String newGame) {
    if (!newGame.equals(game)) {
      game = newGame;
      position = newPosition(game, "startpos");
      referee = refereeFor(game, "startpos");
      positionMoves.clear();
      bannedMoves.clear();
      table().clear();
    }
  }

  private static SearchPosition newPosition(String game, String fen) {
    try {
      return Games.searchPosition(game, fen);
    } catch (InvalidInputException e) {
      throw new IllegalStateException("start position rejected: " + e.getMessage(), e);
    }
  }

  /**
   * Gets the first search of a game ready on {@code isready}, as UCI means it: the table and the
   * searcher are allocated and the search's code has run once ({@link WarmUp}), so that the first
   * {@code go} takes the time its clock allows, not a cold start's on top.
   */
  private void warmUp() {
    searcher();
    if (warmedUp.add(game)) {
      WarmUp.run(game);
    }
  }

  private TranspositionTable table() {
    if (table == null) {
      table = TranspositionTable.ofMegabytes(hashMegabytes);
    }
    return table;
  }

  private Search searcher() {
    if (search == null) {
      search = new Search(table());
    }
    return search;
  }

  // ---------------------------------------------------------------- position

  private void setPosition(String[] t, int from) {
    bannedMoves.clear();
    if (from >= t.length) {
      send("info string position needs startpos or fen; ignored");
      positionRejected = "position needs startpos or fen";
      return;
    }
    int i = from;
    String fen;
    if (t[i].equals("startpos")) {
      fen = "startpos";
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
      if (fen.equals("startpos")) {
        fen = "startpos";
      }
    } else {
      send("info string position needs startpos or fen, got '" + Echo.clip(t[i]) + "'; ignored");
      positionRejected = "position needs startpos or fen, got '" + Echo.clip(t[i]) + "'";
      return;
    }
    String newGame = Games.isStart(fen) ? game : Games.gameOfFen(fen, game);
    SearchPosition p;
    try {
      p = Games.searchPosition(newGame, fen);
    } catch (InvalidInputException e) {
      send("info string bad FEN: " + e.getMessage() + "; position ignored");
      positionRejected = "bad FEN: " + e.getMessage();
      return;
    }
    positionRejected = null;
    if (!newGame.equals(game)) {
      send("info string the FEN is " + newGame + ": playing " + newGame);
      game = newGame;
      table().clear();
    }
    position = p;
    referee = refereeFor(newGame, fen);
    positionMoves.clear();
    if (i < t.length && t[i].equals("moves")) {
      for (i = i + 1; i < t.length; i++) {
        int move;
        try {
          move = EngineNotation.parse(position, t[i], false);
        } catch (InvalidInputException e) {
          send(
              "info string move "
                  + (positionMoves.size() + 1)
                  + " '"
                  + Echo.clip(t[i])
                  + "': "
                  + e.reason()
                  + "; the position stays before it");
          return;
        }
        position.makeMove(move);
        if (referee != null) {
          try {
            referee.play(move);
          } catch (InvalidInputException e) {
            referee = null; // the judge has ended the game; the GUI plays on under its own rules
          }
        }
        positionMoves.add(t[i]);
      }
    } else if (i < t.length) {
      send("info string position: '" + Echo.clip(t[i]) + "' ignored (expected 'moves')");
    }
  }

  // ---------------------------------------------------------------------- go

  private void go(String[] t, int from) {
    boolean firstToMove = position.sideToMove() == Side.FIRST;
    GoCommand go = GoCommand.parse(t, from, ucci, useMillis, firstToMove);
    for (String warning : go.warnings) {
      send("info string " + warning);
    }
    if (positionRejected != null) {
      send(
          "info string no position set: the last position command was rejected ("
              + positionRejected
              + ")");
      if (go.perft <= 0) {
        refuseSearch(go);
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
    limits.searchMoves = withoutLosingMoves(rootMoves(go.searchMoves));
    Level level = null;
    if (limitStrength) {
      level = Games.level(game, EloLevels.levelFor(elo));
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
    control = new SearchControl(go.ponder, go.infinite, bounded);
    limits.clock = control;
    if (time != null && !go.infinite) {
      limits.optimumMillis = time.optimumMillis();
      limits.maxMillis = time.maximumMillis();
    } else {
      // No deadline of its own: the largest one keeps the clock polled, which is how stop arrives.
      limits.maxMillis = SearchControl.STOPPED - 1;
    }
    startSearch(limits, level, go.mate, control);
  }

  /**
   * Answers a {@code go} that has no position to search with UCI's null move {@code 0000} (UCCI:
   * {@code nobestmove}), held like any answer until {@code stop} or {@code ponderhit} when the GUI
   * asked for an infinite or pondering search.
   */
  private void refuseSearch(GoCommand go) {
    SearchControl ctl = new SearchControl(go.ponder, go.infinite, true);
    control = ctl;
    searchedFen = position.toFen();
    String answer = ucci ? "nobestmove" : "bestmove 0000";
    searchThread =
        new Thread(
            () -> {
              try {
                ctl.awaitRelease();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              send(answer);
            },
            "alfil-search");
    searchThread.setDaemon(true);
    searchThread.start();
  }

  private static RefereedGame refereeFor(String game, String fen) {
    if (!game.equals(Games.XIANGQI)) {
      return null;
    }
    try {
      return RefereedGames.fromFen(game, fen);
    } catch (InvalidInputException e) {
      return null; // the search position took this FEN; without a judge the search still plays
    }
  }

  /** {@code allowed} (null: every legal move) less the moves the judge says lose on the spot. */
  private int[] withoutLosingMoves(int[] allowed) {
    if (referee == null || referee.isOver()) {
      return allowed;
    }
    int[] moves = allowed;
    if (moves == null) {
      moves = new int[GamePosition.MAX_MOVES];
      moves = java.util.Arrays.copyOf(moves, position.legalMoves(moves, 0));
    }
    int kept = 0;
    int[] safe = new int[moves.length];
    for (int m : moves) {
      if (!referee.wouldLoseOnTheSpot(m)) {
        safe[kept++] = m;
      }
    }
    if (kept == 0 || kept == moves.length) {
      return allowed;
    }
    send("info string left out " + (moves.length - kept) + " move(s) that lose by perpetual");
    return java.util.Arrays.copyOf(safe, kept);
  }

  private static int minPositive(int a, int b) {
    if (a <= 0) {
      return b;
    }
    return b <= 0 ? a : Math.min(a, b);
  }

  /** The legal root moves named by searchmoves, minus UCCI's banned moves; null for all. */
  private int[] rootMoves(List<String> named) {
    List<String> texts = named;
    if (texts.isEmpty() && bannedMoves.isEmpty()) {
      return null;
    }
    int[] legal = new int[GamePosition.MAX_MOVES];
    int n = position.legalMoves(legal, 0);
    List<Integer> allowed = new ArrayList<>();
    if (texts.isEmpty()) {
      for (int i = 0; i < n; i++) {
        allowed.add(legal[i]);
      }
    } else {
      for (String text : texts) {
        try {
          allowed.add(EngineNotation.parse(position, text, false));
        } catch (InvalidInputException e) {
          send("info string searchmoves '" + Echo.clip(text) + "': " + e.reason() + "; ignored");
        }
      }
    }
    for (String text : bannedMoves) {
      try {
        allowed.remove(Integer.valueOf(EngineNotation.parse(position, text, false)));
      } catch (InvalidInputException e) {
        send("info string banmoves '" + Echo.clip(text) + "': " + e.reason() + "; ignored");
      }
    }
    if (allowed.isEmpty()) {
      return null; // nothing legal named: search every move rather than none
    }
    int[] moves = new int[allowed.size()];
    for (int i = 0; i < moves.length; i++) {
      moves[i] = allowed.get(i);
    }
    return moves;
  }

  private void startSearch(SearchLimits limits, Level level, int mateMoves, SearchControl ctl) {
    Search searcher = searcher();
    SearchPosition root = position;
    searchedFen = root.toFen();
    boolean protocolUcci = ucci;
    int shownLines = multiPv;
    Rng levelRng = rng;
    Runnable task =
        () -> {
          SearchResult result =
              searcher.search(
                  root,
                  limits,
                  info -> {
                    if (info.multiPv <= shownLines) {
                      send(InfoLine.uci(info, ctl.realMillis(), root, protocolUcci));
                    }
                    int mate = Score.mateInMoves(info.score);
                    if (mateMoves > 0 && info.multiPv == 1 && mate > 0 && mate <= mateMoves) {
                      ctl.stop(); // go mate N: a mate that short is the answer
                    }
                  });
          try {
            ctl.awaitRelease();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          sendBestMove(result, level, levelRng, root, protocolUcci);
        };
    searchThread = new Thread(task, "alfil-search");
    searchThread.setDaemon(true);
    searchThread.start();
  }

  private void sendBestMove(
      SearchResult result, Level level, Rng levelRng, SearchPosition root, boolean protocolUcci) {
    int best = result.bestMove();
    if (best == Move.NONE) {
      if (protocolUcci) {
        send("nobestmove");
      } else {
        send("info depth 0 score " + Score.toUci(result.score()));
        send("bestmove (none)");
      }
      return;
    }
    int chosen = level == null ? best : level.choose(result, levelRng);
    int ponder = chosen == best ? result.ponderMove() : Move.NONE;
    String text = "bestmove " + root.moveToText(chosen);
    if (ponder != Move.NONE) {
      text += " ponder " + root.moveToText(ponder);
    }
    send(text);
  }

  /**
   * Ends a running search before the engine's state changes, and waits until its {@code bestmove}
   * is out: a search that ends by itself (a depth, node or time limit) may finish, since a GUI
   * sends nothing but {@code stop}, {@code ponderhit} and {@code isready} while it runs, and a
   * script piped in means its lines in order; an endless one (infinite, pondering, no limit) is
   * stopped.
   */
  private void finishSearch() {
    if (searchThread != null && !control.endsByItself()) {
      control.stop();
    }
    awaitSearch();
  }

  private void awaitSearch() {
    if (searchThread == null) {
      return;
    }
    try {
      searchThread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    searchThread = null;
  }

  private void perft(int depth) {
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

  /** Writes one whole line; lines from the search thread and the input thread never mix. */
  void send(String line) {
    synchronized (io.out) {
      io.out.println(line);
      io.out.flush();
    }
  }
}
