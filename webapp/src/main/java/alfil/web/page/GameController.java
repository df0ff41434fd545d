package alfil.web.page;

import alfil.core.Ascii;
import alfil.core.Outcome;
import alfil.core.Side;
import alfil.web.dom.Dom;
import alfil.web.embed.EmbedApi;
import alfil.web.game.GameRules;
import alfil.web.game.ResultWords;
import alfil.web.game.Settings;
import alfil.web.game.TimeControlText;
import alfil.web.protocol.SearchReply;
import alfil.web.worker.SearchClient;

/**
 * The game in progress: who plays which side, the moves so far, the engine's turn, takebacks and
 * the end of the game. Humans move through the board or the embed API, the engine through search
 * replies; every move goes through {@link #apply}, which asks the rules (never a rule of its own)
 * and tells the views and the {@link Events}.
 *
 * <p>Each search request carries the start FEN and the whole move list. A takeback, a new game or a
 * level change cancels the open request; its reply, if it still comes, is dropped by the client.
 */
final class GameController implements SearchClient.Listener, GameClocks.Listener {
  static final String BY_HUMAN = "human";
  static final String BY_ENGINE = "engine";

  /** What the embed API reports to the parent page. */
  interface Events {
    void onMove(String move, String text, String by);

    void onGameOver(Outcome outcome);
  }

  private final BoardView board;
  private final MoveListView moveList;
  private final StatusLine status;
  private final SearchClient engine;
  private final ArbiterControls arbiter = new ArbiterControls(this);
  private final ResultPanel result = new ResultPanel(this);
  private AnalysisPanel analysis;
  private final GameClocks clocks = new GameClocks(this);
  private Events events;
  private GameKeeper keeper;

  private GameRules rules;
  private Settings settings = new Settings();
  private String notation;
  private int humanSide = Side.FIRST;
  private String startFen;
  private int startSide;
  private int startNumber = 1;

  /** Per ply: the move in engine text, and as the move list shows it (arrays: no boxed lists). */
  private String[] moves = new String[256];

  private String[] texts = new String[256];

  /** Per ply: from square * 256 + to square, for the last-move highlight. */
  private int[] squares = new int[256];

  /**
   * The mover's milliseconds left after each ply, -1 where not known ({@link #clockMillisPerPly}).
   */
  private int[] clockAfter = new int[256];

  /** Plies played, the used length of the arrays above. */
  private int plies;

  /** Plies shown on the board: {@link #plies}, or fewer while the player reviews the game. */
  private int shown;

  private final Review review = new Review();

  private int takebacksUsed;
  private Outcome outcome;
  private boolean thinking;
  private int randomSeed = 1;

  GameController(BoardView board, MoveListView moveList, StatusLine status, String scriptText) {
    this.board = board;
    this.moveList = moveList;
    this.status = status;
    this.engine = new SearchClient(scriptText, this);
  }

  void setEvents(Events events) {
    this.events = events;
  }

  /** The analysis that follows the game's position. */
  void setAnalysis(AnalysisPanel analysis) {
    this.analysis = analysis;
  }

  /** Where the game is kept after every change (none: not kept). */
  void setKeeper(GameKeeper keeper) {
    this.keeper = keeper;
  }

  // ---------------------------------------------------------------- queries

  String game() {
    return rules == null ? settings.game : rules.game();
  }

  String fen() {
    return rules == null ? "" : rules.fen();
  }

  Settings settings() {
    return settings.copy();
  }

  Outcome outcome() {
    return outcome;
  }

  boolean isThinking() {
    return thinking;
  }

  /** Milliseconds left for each side (first player first), or null when the game is untimed. */
  int[] clockMillis() {
    return clocks.left();
  }

  boolean humanToMove() {
    return Settings.MODE_LOCAL.equals(settings.mode) || rules.sideToMove() == humanSide;
  }

  GameRules rules() {
    return rules;
  }

  boolean vsEngine() {
    return Settings.MODE_AI.equals(settings.mode);
  }

  /** The side the page's player acts for: the human's against the engine, else the side to move. */
  int playerSide() {
    return vsEngine() ? humanSide : rules.sideToMove();
  }

  // ---------------------------------------------------------------- commands

  /**
   * Starts a game; on refusal (unknown game, bad FEN) the current game goes on.
   *
   * @return null, or why the game could not start
   */
  String newGame(Settings s, String notationChoice) {
    int human = s.side == Settings.RANDOM_SIDE ? nextRandomSide() : s.side;
    int bottom = s.orientation >= 0 ? s.orientation : human;
    return resume(s, notationChoice, new String[0], human, bottom == Side.SECOND, 0, null);
  }

  /**
   * Starts a game from {@code s} (its FEN, or the game's start) with the moves {@code played} (a
   * game kept by {@link GameKeeper}): the moves, in engine text, are replayed through the judge and
   * the clocks go on from their kept state; a flag that fell meanwhile is judged at once. On
   * refusal the current game goes on.
   *
   * @param clockState {@link GameClocks#kept}'s form, or null for new clocks
   * @return null, or why the game cannot start
   */
  String resume(
      Settings s,
      String notationChoice,
      String[] played,
      int human,
      boolean flipped,
      int used,
      int[] clockState) {
    GameRules r = GameRules.of(s.game);
    if (r == null) {
      return "This game is not available in this build yet: " + s.game;
    }
    if (s.fen != null) {
      String error = r.setPosition(s.fen);
      if (error != null) {
        return "Position refused: " + error;
      }
    }
    String fen = r.fen();
    // Every move through the judge before anything changes; then again, recorded, from the start.
    for (int i = 0; i < played.length; i++) {
      try {
        if (r.outcome() != null) {
          throw new IllegalArgumentException("the game was over before it");
        }
        r.play(r.parseEngineText(played[i]));
      } catch (IllegalArgumentException e) {
        return "move " + (i + 1) + ": " + e.getMessage();
      }
    }
    if (clockState != null
        && clockState[GameClocks.KEPT_RUNNING] >= 0
        && clockState[GameClocks.KEPT_RUNNING] != r.sideToMove()) {
      return "the clocks do not match the moves";
    }
    r.setPosition(fen);
    engine.cancel();
    thinking = false;
    rules = r;
    settings = s.copy();
    notation = pickNotation(notationChoice);
    startFen = fen;
    startSide = r.sideToMove();
    startNumber = r.fullmoveNumber();
    humanSide = human;
    plies = 0;
    for (String move : played) {
      push(r.parseEngineText(move));
    }
    shown = plies;
    review.forget();
    takebacksUsed = used;
    outcome = null;
    arbiter.reset();
    board.setNotation(notation);
    board.setGame(r, flipped);
    clocks.reset(s.clock, r, clockState);
    status.say("");
    outcome = r.outcome();
    int fallen = clocks.fallen();
    if (outcome == null && fallen >= 0) {
      r.flagFell(fallen); // while the page was closed
      outcome = r.outcome();
    }
    afterChange();
    if (outcome != null) {
      ended();
    }
    return null;
  }

  /** Plays a move the human chose on the board. */
  void humanMove(int move) {
    if (shown < plies) {
      if (!movesFromReview()) {
        review(plies);
        return;
      }
      // A move from a past position truncates the game there, as a takeback of the later moves.
      String text = review.at(rules.game(), startFen, moves, shown).engineText(move);
      truncate(shown);
      move = rules.parseEngineText(text);
    }
    if (outcome == null && !thinking && humanToMove()) {
      String refused = playHuman(move);
      if (refused != null) {
        status.say(refused);
        Sounds.illegal();
        afterChange(); // the piece goes back, the player chooses again
      }
    }
  }

  /**
   * Plays a human's legal move unless the judge refuses it; says the judge's warning, if any.
   *
   * @return null, or why the move was refused
   */
  private String playHuman(int move) {
    String refused = rules.refusal(move);
    if (refused == null) {
      String warning = rules.warning(move);
      status.say(warning == null ? "" : warning);
      apply(move, BY_HUMAN);
    }
    return refused;
  }

  /**
   * Plays the human's move given in engine text (UCI or ICCS), for the embed API.
   *
   * @return null, or why the move was refused
   */
  String playText(String text) {
    if (rules == null) {
      return "No game";
    }
    if (outcome != null) {
      return "The game is over";
    }
    if (thinking || !humanToMove()) {
      return "It is the engine's turn";
    }
    int move;
    try {
      move = rules.parseEngineText(text);
    } catch (IllegalArgumentException e) {
      return "Move refused: " + e.getMessage();
    }
    return playHuman(move);
  }

  /**
   * Takes back the human's last move (and the engine's answer to it). With {@code byHost} (the
   * embed API) the takeback limit does not apply: the host page is the arbiter.
   *
   * @return null, or why nothing was taken back
   */
  String takeback(boolean byHost) {
    String refused = takebackRefusal(byHost);
    if (refused != null) {
      return refused;
    }
    int ply = plies - 1;
    while (vsEngine() && ply > 0 && sideAt(ply) != humanSide) {
      ply--; // back to the player's own move
    }
    truncate(ply);
    status.say(takebacksLeft());
    afterChange();
    return null;
  }

  /**
   * Whether the player may move on the past position shown: there a move truncates the game, a
   * takeback of the later moves, so it is allowed where a takeback is and on the player's own turn.
   * Elsewhere a press on the board returns to the game's end.
   */
  boolean movesFromReview() {
    return shown < plies
        && (!vsEngine() || sideAt(shown) == humanSide)
        && takebackRefusal(false) == null;
  }

  /** Takes back every move after {@code ply}, one takeback used; the game is open again. */
  private void truncate(int ply) {
    engine.cancel();
    thinking = false;
    while (plies > ply) {
      undoOne();
    }
    clocks.takeBack(rules.sideToMove());
    takebacksUsed++;
    outcome = null;
    shown = plies;
    review.forget();
  }

  /** The side to move after {@code ply} plies. */
  private int sideAt(int ply) {
    return startSide ^ (ply & 1);
  }

  /** Why a takeback is refused now, or null (see {@link #takeback}). */
  private String takebackRefusal(boolean byHost) {
    if (rules == null || humanMovesMade() == 0) {
      return "There is no move to take back";
    }
    if (clocks.fallen() >= 0) {
      return "Time is up: the game is over";
    }
    if (!byHost) {
      if (Settings.TAKEBACKS_OFF.equals(settings.takebacks)) {
        return "Takebacks are off in this game";
      }
      if (Settings.TAKEBACKS_THREE.equals(settings.takebacks) && takebacksUsed >= Settings.THREE) {
        return "No takebacks left in this game";
      }
    }
    return null;
  }

  /** Moves made by a human so far (in local play: every move). */
  private int humanMovesMade() {
    if (!Settings.MODE_AI.equals(settings.mode)) {
      return plies;
    }
    int n = 0;
    for (int i = 0; i < plies; i++) {
      if ((startSide ^ (i & 1)) == humanSide) {
        n++;
      }
    }
    return n;
  }

  private String takebacksLeft() {
    if (!Settings.TAKEBACKS_THREE.equals(settings.takebacks)) {
      return "";
    }
    int left = Settings.THREE - takebacksUsed;
    return "Takebacks left: " + left;
  }

  void flip() {
    if (rules != null) {
      board.setFlipped(!board.flipped());
      clocks.show(board.flipped());
      keep();
    }
  }

  /** A new level applies at once: a search in progress restarts at the new level. */
  void setLevel(int level) {
    settings.level = level;
    keep();
    if (thinking) {
      engine.cancel();
      thinking = false;
      think();
    }
  }

  /** Shows the moves in another notation of this game (the texts are made again by replaying). */
  void setNotation(String choice) {
    if (rules == null) {
      return;
    }
    notation = pickNotation(choice);
    board.setNotation(notation);
    GameRules replay = GameRules.of(rules.game());
    replay.setPosition(startFen);
    for (int i = 0; i < plies; i++) {
      int move = replay.parseEngineText(moves[i]);
      texts[i] = replay.displayText(move, notation);
      replay.play(move);
    }
    moveList.show(texts, moves, plies, startSide == Side.SECOND, startNumber);
    followAnalysis();
  }

  private String pickNotation(String choice) {
    for (String n : rules.notations()) {
      if (n.equals(choice)) {
        return n;
      }
    }
    return rules.notations()[0];
  }

  // ---------------------------------------------------------------- review and records

  int plies() {
    return plies;
  }

  /** Plies shown on the board: fewer than {@link #plies} while the player reviews the game. */
  int shownPly() {
    return shown;
  }

  /**
   * Shows the position after {@code ply} plies (kept within the game), its last move marked; the
   * end is the game itself, which goes on there (the engine thinks if it is its turn).
   */
  void review(int ply) {
    int target = Math.max(0, Math.min(plies, ply));
    if (rules != null && target != shown) {
      shown = target;
      refresh();
    }
  }

  /**
   * Makes the game that a record or a FEN alone gives (of either game) the game on the board, at
   * its end, for two players: a game read is for review and to play on by hand, as lichess's import
   * is. On refusal the game on the board goes on.
   *
   * @return null, or the reader's error as it gives it: the move number, the text and why
   */
  String importRecord(String text, String notationChoice) {
    if (text.length() > EmbedApi.MAX_RECORD) {
      return "The record is longer than 1,048,576 characters";
    }
    GameRules read;
    try {
      read = GameRules.read(text, game());
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
    Settings s = settings.copy();
    s.game = read.game();
    s.mode = Settings.MODE_LOCAL;
    s.fen = read.firstFen();
    s.clock = TimeControlText.NONE;
    String refused =
        resume(s, notationChoice, read.engineMoves(), Side.FIRST, board.flipped(), 0, null);
    if (refused != null) {
      return refused;
    }
    rules = read; // the judge that read it: it knows an ending the record declares
    outcome = read.outcome();
    shown = plies;
    afterChange();
    return null;
  }

  /**
   * The game's record (chess: PGN; xiangqi: the record form in the move list's notation), the
   * engine named with its level, dated today.
   */
  String exportRecord() {
    String alfil = "Alfil level " + settings.level;
    boolean ai = vsEngine();
    return rules.record(
        ai && humanSide == Side.SECOND ? alfil : "?",
        ai && humanSide == Side.FIRST ? alfil : "?",
        new String[] {"Event", "Casual game", "Date", RecordDialog.today().replace('-', '.')},
        notation,
        clockMillisPerPly());
  }

  /** The moves played in engine text (UCI, ICCS), separated by spaces. */
  String engineMoves() {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < plies; i++) {
      out.append(i == 0 ? "" : " ").append(moves[i]);
    }
    return out.toString();
  }

  /** The side to move, in lower case: {@code white}, {@code red}, {@code black}. */
  String turn() {
    return Ascii.toLower(rules.sideName(rules.sideToMove()));
  }

  /**
   * The mover's milliseconds left after each ply, for the record's {@code [%clk]} comments (-1
   * where not known: a kept game's earlier plies), or null when the game is untimed.
   */
  private int[] clockMillisPerPly() {
    if (clocks.left() == null) {
      return null;
    }
    int[] out = new int[plies];
    System.arraycopy(clockAfter, 0, out, 0, plies);
    return out;
  }

  // ---------------------------------------------------------------- the engine

  private void think() {
    thinking = true;
    status.thinking(rules.game(), rules.checkedKingSquare() >= 0);
    showBoard(false);
    int side = rules.sideToMove();
    int[] left = clocks.left();
    engine.search(
        Requests.forMove(
            rules.game(),
            startFen,
            moves,
            plies,
            settings.level,
            left == null ? 0 : left[side],
            clocks.bonusMs(side)));
  }

  @Override
  public void onReply(SearchReply reply, String by) {
    thinking = false;
    arbiter.engineScore(reply.value, true);
    status.answeredBy(by);
    if (reply.bestMove == null || reply.bestMove.isEmpty()) {
      status.say("The engine found no move");
      afterChange();
      return;
    }
    int move;
    try {
      move = rules.parseEngineText(reply.bestMove);
    } catch (IllegalArgumentException e) {
      status.say("The engine's move was refused: " + e.getMessage());
      afterChange();
      return;
    }
    apply(move, BY_ENGINE);
  }

  @Override
  public void onProgress(SearchReply progress) {
    if (thinking) {
      status.progress(progress.depth, progress.value);
      arbiter.engineScore(progress.value, false);
    }
  }

  // ---------------------------------------------------------------- moves

  private void apply(int move, String by) {
    int side = rules.sideToMove();
    if (!clocks.press(side)) {
      onFlag(side); // the flag fell before the move was made (FIDE 6.9)
      return;
    }
    String mover = rules.sideName(side);
    String fenBefore = rules.fen();
    // The player's move shows the end; the engine's leaves a review where the player looks.
    boolean atEnd = shown == plies || BY_HUMAN.equals(by);
    record(move);
    int[] left = clocks.left();
    if (left != null) {
      clockAfter[plies - 1] = left[side];
    }
    if (atEnd) {
      shown = plies;
    }
    String ruling = arbiter.play(rules, move);
    String text = texts[plies - 1];
    String engineText = moves[plies - 1];
    outcome = rules.outcome();
    if (ruling != null) {
      status.say(ruling);
    }
    Sounds.moved(fenBefore, rules.fen(), rules.checkedKingSquare() >= 0, outcome != null);
    status.announce(
        mover
            + ": "
            + text
            + (outcome != null
                ? ". " + headline()
                : rules.checkedKingSquare() >= 0 ? ", check" : ""),
        BY_ENGINE.equals(by));
    if (events != null) {
      events.onMove(engineText, text, by);
    }
    afterChange();
    if (outcome != null) {
      ended();
    }
  }

  /**
   * After the player's action at the arbiter (resignation, draw offer or answer, claim): says the
   * judge's refusal or the engine's answer, if any, and ends the game when the judge ended it.
   */
  void judged(String message) {
    status.say(message == null ? "" : message);
    outcome = rules.outcome();
    if (outcome != null) {
      engine.cancel();
      thinking = false;
      status.announce(headline(), false);
    }
    afterChange();
    if (outcome != null) {
      ended();
    }
  }

  /** The game just ended: the result panel opens and the embed API tells the host page. */
  private void ended() {
    String rule = outcome.rule();
    result.open(headline(), outcome.resultToken() + (rule.isEmpty() ? "" : " \u00b7 " + rule));
    if (events != null) {
      events.onGameOver(outcome);
    }
  }

  /** The result in plain words: "Black wins: checkmate", "You lost: checkmate". */
  private String headline() {
    return ResultWords.headline(
        outcome,
        rules.sideName(Side.FIRST),
        rules.sideName(Side.SECOND),
        vsEngine() ? humanSide : -1);
  }

  /** Records a move (its texts and squares) and plays it through the judge. */
  private void push(int move) {
    record(move);
    rules.play(move);
  }

  /** Records a move (its texts and squares) before it is played. */
  private void record(int move) {
    if (plies == moves.length) {
      moves = grown(moves);
      texts = grown(texts);
      squares = grown(squares);
      clockAfter = grown(clockAfter);
    }
    squares[plies] = rules.fromSquare(move) * 256 + rules.toSquare(move);
    clockAfter[plies] = -1;
    texts[plies] = rules.displayText(move, notation);
    moves[plies++] = rules.engineText(move);
  }

  /** A player's clock is running low: a warning tone, for a human's clock alone. */
  @Override
  public void onLowTime(int side) {
    if (!vsEngine() || side == humanSide) {
      Sounds.lowTime();
    }
  }

  /**
   * {@code side}'s time is used up: the judge says what that means (chess: a loss, or a draw when
   * the opponent cannot mate by any series of legal moves, FIDE 6.9; xiangqi: a loss).
   */
  @Override
  public void onFlag(int side) {
    if (outcome != null) {
      return;
    }
    engine.cancel();
    thinking = false;
    rules.flagFell(side);
    outcome = rules.outcome();
    status.announce(headline(), false);
    afterChange();
    ended();
  }

  private void undoOne() {
    rules.undo();
    plies--;
  }

  private String[] grown(String[] a) {
    String[] more = new String[plies * 2];
    System.arraycopy(a, 0, more, 0, plies);
    return more;
  }

  private int[] grown(int[] a) {
    int[] more = new int[plies * 2];
    System.arraycopy(a, 0, more, 0, plies);
    return more;
  }

  /** The shown position's last move: its from square ({@code to}: its to square), or -1. */
  private int lastSquare(boolean to) {
    return shown == 0 ? -1 : to ? squares[shown - 1] % 256 : squares[shown - 1] / 256;
  }

  /**
   * The board: the game's position, where a human may move when {@code interactive}, or in review
   * an earlier one replayed through the judge, where no one moves.
   */
  private void showBoard(boolean interactive) {
    boolean live = shown == plies;
    board.update(
        live ? rules : review.at(rules.game(), startFen, moves, shown),
        lastSquare(false),
        lastSquare(true),
        live ? interactive : movesFromReview());
  }

  /** Redraws everything from the state, and starts the engine when it is its turn. */
  private void afterChange() {
    if (outcome != null) {
      clocks.stop();
    }
    clocks.show(board.flipped());
    keep();
    moveList.show(texts, moves, plies, startSide == Side.SECOND, startNumber);
    status.takebacks(
        Settings.TAKEBACKS_THREE.equals(settings.takebacks)
            ? "Take back (" + (Settings.THREE - takebacksUsed) + " left)"
            : "Take back",
        takebackRefusal(false) == null);
    arbiter.show();
    refresh();
  }

  /**
   * Shows the ply in view on the board, in the move list and to the analysis; at the game's end,
   * the game goes on: the engine starts when it is its turn.
   */
  private void refresh() {
    moveList.mark(shown);
    if (outcome != null) {
      showBoard(false);
      status.over(rules.game(), outcome, headline());
    } else {
      result.close();
      if (humanToMove()) {
        showBoard(true);
        status.toMove(
            rules.game(),
            rules.sideName(rules.sideToMove()),
            vsEngine(),
            rules.checkedKingSquare() >= 0);
      } else if (thinking || shown < plies) {
        showBoard(false); // the engine thinks on, or starts when the player is back at the end
      } else {
        think();
      }
    }
    followAnalysis();
  }

  /**
   * Tells the analysis the position now. It waits while the engine thinks for its move: two
   * searches would share the processor and weaken the engine's move.
   */
  private void followAnalysis() {
    if (analysis != null) {
      analysis.follow(
          rules.game(),
          startFen,
          moves,
          shown,
          notation,
          thinking
              ? "Waiting for the engine's move"
              : outcome != null && shown == plies ? "The game is over" : null);
    }
  }

  private void keep() {
    if (keeper != null) {
      keeper.keep(
          settings,
          startFen,
          moves,
          plies,
          humanSide,
          board.flipped(),
          takebacksUsed,
          clocks.kept());
    }
  }

  // ---------------------------------------------------------------- helpers

  private int nextRandomSide() {
    // Not secure, not seeded from the clock on purpose: different from game to game is enough.
    randomSeed = randomSeed * 1103515245 + 12345 + (int) Dom.now();
    return (randomSeed >>> 16) & 1;
  }
}
