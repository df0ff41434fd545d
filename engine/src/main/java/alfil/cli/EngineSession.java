package alfil.cli;

import alfil.core.Echo;
import alfil.core.FenReader;
import alfil.core.Game;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Move;
import alfil.core.Rng;
import alfil.core.SearchPosition;
import alfil.games.Games;
import alfil.search.Engine;
import alfil.search.Level;
import alfil.search.SearchLimits;
import alfil.search.SearchListener;
import alfil.search.SearchResult;
import alfil.search.TranspositionTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The engine side of a UCI or UCCI session, without protocol text: the game and position the GUI
 * set (the search adapter, and the judge that follows the moves), the {@link Engine} sized by the
 * Hash option, and the search thread with its {@link SearchControl}. {@link UciSession} reads the
 * protocol's lines, tells this object what to do, and formats what comes back; what a person should
 * know along the way (a bad FEN, a move left out) comes back as a note in words.
 */
final class EngineSession {
  /** Where notes in words go: the protocol face sends them as {@code info string}. */
  interface Notes {
    void note(String text);
  }

  /** What a finished search gives the protocol face to answer with. */
  interface Answer {
    /**
     * @param chosen the move to play ({@link Move#NONE} when there is no legal move)
     * @param ponder the reply to ponder on, or {@link Move#NONE}
     */
    void bestMove(SearchResult result, int chosen, int ponder, SearchPosition root);
  }

  private final Notes notes;
  private Game game;
  private SearchPosition position;

  /**
   * The game's judge following the position's moves, so that a move that loses on the spot by rule
   * (xiangqi: completing a forbidden perpetual chase, which the search does not see) is never
   * chosen; null when the judge has ended the game and the GUI plays on under its own rules.
   */
  private Judge referee;

  /**
   * Why the last position was rejected, or null when it was accepted. The position is kept as it
   * was, but a GUI that sent a position the engine could not set up must not be answered with a
   * move of the one before: the protocol face answers "no move" until a valid position arrives.
   */
  private String rejected;

  /**
   * The FEN (null for the start position) and the moves the position was last set to: a GUI sends
   * the whole game before every search, and a list that only adds moves to the last one is played
   * on from where the last one ended, so that setting a position costs the new moves, not the game.
   */
  private String setFen;

  private final List<String> setMoves = new ArrayList<>();

  private int hashMegabytes;
  private Engine engine;

  /** The games whose search has run once in this session ({@link WarmUp}). */
  private final Set<Game> warmedUp = new HashSet<>();

  private final Rng rng = new Rng((int) System.nanoTime());
  private Thread searchThread;
  private SearchControl control;

  /** The FEN of the position being searched: {@code d} must not read a board the search moves. */
  private String searchedFen;

  EngineSession(Game game, int hashMegabytes, Notes notes) {
    this.notes = notes;
    this.hashMegabytes = hashMegabytes;
    this.game = game;
    startPosition();
  }

  Game game() {
    return game;
  }

  /** The position the GUI set; not to be read while a search runs ({@link #shownFen}). */
  SearchPosition position() {
    return position;
  }

  /** The FEN to show: of the position being searched while a search runs. */
  String shownFen() {
    return searchThread != null ? searchedFen : position.toFen();
  }

  /** Plays {@code newGame} from its start position; the table forgets the other game. */
  void setGame(Game newGame) {
    if (newGame != game) {
      game = newGame;
      startPosition();
      table().clear();
    }
  }

  private void startPosition() {
    try {
      position = game.newSearchPosition(null);
      referee = game.newJudge(null);
    } catch (InvalidInputException e) {
      throw new IllegalStateException("start position rejected: " + e.getMessage(), e);
    }
    rejected = null;
    setFen = null;
    setMoves.clear();
  }

  /** A new table of {@code megabytes} from the next search on. */
  void setHash(int megabytes) {
    if (megabytes != hashMegabytes) {
      hashMegabytes = megabytes;
      engine = null;
    }
  }

  void clearHash() {
    table().clear();
  }

  /** A new game: the table and the move-ordering statistics forget the last one. */
  void newGame() {
    engine().newGame();
  }

  /**
   * Gets the first search of a game ready, as UCI's {@code isready} means it: the table and the
   * searcher are allocated and the search's code has run once ({@link WarmUp}), so that the first
   * {@code go} takes the time its clock allows, not a cold start's on top. Nothing while a search
   * runs.
   */
  void warmUp() {
    if (searchThread != null) {
      return;
    }
    engine();
    if (warmedUp.add(game)) {
      WarmUp.run(game);
    }
  }

  private TranspositionTable table() {
    return engine().table();
  }

  private Engine engine() {
    if (engine == null) {
      engine = Engine.ofMegabytes(hashMegabytes);
    }
    return engine;
  }

  // ---------------------------------------------------------------- position

  /** The position command could not be read: {@code why}; the position stays as it was. */
  void reject(String why) {
    notes.note(why + "; ignored");
    rejected = why;
  }

  /** Why the last position was rejected, or null. */
  String rejected() {
    return rejected;
  }

  /**
   * Sets the position {@code fen} (null or {@code startpos}: the game's start) and plays {@code
   * moves} in engine notation through the search adapter and the judge. A FEN of another game's
   * board switches the game. A bad FEN leaves everything as it was; a bad move stops the moves
   * before it.
   */
  void setPosition(String fen, List<String> moves) {
    String start = FenReader.isStart(fen) ? null : fen;
    if (rejected == null && Objects.equals(start, setFen) && extendsSetMoves(moves)) {
      play(moves, setMoves.size());
      return;
    }
    Game fenGame = start == null ? null : Games.ofFen(fen);
    Game newGame = fenGame == null ? game : fenGame;
    SearchPosition p;
    try {
      p = newGame.newSearchPosition(fen);
    } catch (InvalidInputException e) {
      rejected = "bad FEN: " + e.getMessage();
      notes.note(rejected + "; position ignored");
      return;
    }
    rejected = null;
    if (newGame != game) {
      notes.note("the FEN is " + newGame.name() + ": playing " + newGame.name());
      game = newGame;
      table().clear();
    }
    position = p;
    try {
      referee = game.newJudge(fen);
    } catch (InvalidInputException e) {
      referee = null; // the search position took this FEN; without a judge the search still plays
    }
    setFen = start;
    setMoves.clear();
    play(moves, 0);
  }

  /** Whether {@code moves} begins with every move the position was last set to. */
  private boolean extendsSetMoves(List<String> moves) {
    return moves.size() >= setMoves.size() && moves.subList(0, setMoves.size()).equals(setMoves);
  }

  /** Plays {@code moves} from index {@code from} on, through the search adapter and the judge. */
  private void play(List<String> moves, int from) {
    for (int i = from; i < moves.size(); i++) {
      String text = moves.get(i);
      int move;
      try {
        move = EngineNotation.parse(game, position, text, false);
      } catch (InvalidInputException e) {
        notes.note(
            "move "
                + (i + 1)
                + " '"
                + Echo.clip(text)
                + "': "
                + e.reason()
                + "; the position stays before it");
        return;
      }
      position.makeMove(move);
      setMoves.add(text);
      if (referee != null) {
        try {
          referee.play(move);
        } catch (InvalidInputException e) {
          referee = null; // the judge has ended the game; the GUI plays on under its own rules
        }
      }
    }
  }

  // ---------------------------------------------------------------- search

  /**
   * The root moves a search may play: the legal moves {@code searchMoves} names (all when none),
   * less {@code banned} (UCCI's banmoves), less the moves the judge says lose on the spot ({@link
   * Engine#rootMoves}); null for every legal move. A note says what was not understood or left out.
   */
  int[] rootMoves(List<String> searchMoves, List<String> banned) {
    int[] named = named(searchMoves, banned);
    int[] kept = Engine.rootMoves(position, referee, named);
    if (kept != named) {
      int before =
          named != null ? named.length : position.legalMoves(new int[GamePosition.MAX_MOVES], 0);
      notes.note("left out " + (before - kept.length) + " move(s) that lose by perpetual");
    }
    return kept;
  }

  /** The legal root moves named by searchmoves, minus the banned moves; null for all. */
  private int[] named(List<String> texts, List<String> banned) {
    if (texts.isEmpty() && banned.isEmpty()) {
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
          allowed.add(EngineNotation.parse(game, position, text, false));
        } catch (InvalidInputException e) {
          notes.note("searchmoves '" + Echo.clip(text) + "': " + e.reason() + "; ignored");
        }
      }
    }
    for (String text : banned) {
      try {
        allowed.remove(Integer.valueOf(EngineNotation.parse(game, position, text, false)));
      } catch (InvalidInputException e) {
        notes.note("banmoves '" + Echo.clip(text) + "': " + e.reason() + "; ignored");
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

  /**
   * Starts a search of the position on its own thread, within {@code limits} (whose clock is {@code
   * ctl}), over {@code rootMoves}; {@code onInfo} hears each iteration, and {@code answer} the
   * move, chosen by {@code level} when one is given (UCI_LimitStrength), once {@code ctl} releases
   * it.
   */
  void start(
      SearchLimits limits,
      int[] rootMoves,
      Level level,
      SearchControl ctl,
      SearchListener onInfo,
      Answer answer) {
    Engine searcher = engine();
    SearchPosition root = position;
    control = ctl;
    searchedFen = root.toFen();
    Runnable task =
        () -> {
          SearchResult result = searcher.search(root, rootMoves, limits, onInfo);
          await(ctl);
          int best = result.bestMove();
          int chosen = best == Move.NONE || level == null ? best : level.choose(result, rng);
          int ponder = chosen == best && best != Move.NONE ? result.ponderMove() : Move.NONE;
          answer.bestMove(result, chosen, ponder, root);
        };
    run(task);
  }

  /**
   * Answers a search with no position to search: {@code answer} runs once {@code ctl} releases it
   * (at once, or at {@code stop} or {@code ponderhit} for an infinite or pondering search).
   */
  void refuse(SearchControl ctl, Runnable answer) {
    control = ctl;
    searchedFen = position.toFen();
    run(
        () -> {
          await(ctl);
          answer.run();
        });
  }

  private static void await(SearchControl ctl) {
    try {
      ctl.awaitRelease();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void run(Runnable task) {
    searchThread = new Thread(task, "alfil-search");
    searchThread.setDaemon(true);
    searchThread.start();
  }

  /** The running search stops and answers with its best so far. */
  void stop() {
    if (control != null) {
      control.stop();
    }
  }

  /** The GUI's move was the one pondered on: the search goes on, now on its own clock. */
  void ponderHit() {
    if (control != null) {
      control.ponderHit();
    }
  }

  /**
   * Ends a running search before the engine's state changes, and waits until its answer is out: a
   * search that ends by itself (a depth, node or time limit) may finish, since a GUI sends nothing
   * but {@code stop}, {@code ponderhit} and {@code isready} while it runs, and a script piped in
   * means its lines in order; an endless one (infinite, pondering, no limit) is stopped.
   */
  void finishSearch() {
    if (searchThread != null && !control.endsByItself()) {
      control.stop();
    }
    awaitSearch();
  }

  /** Waits until the running search, if any, has answered. */
  void awaitSearch() {
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
}
