package alfil.web.model;

import alfil.core.Game;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Outcome;
import alfil.core.Side;
import alfil.core.Text;
import alfil.review.Mark;
import alfil.review.ReviewResult;
import alfil.web.game.GameRules;
import alfil.web.game.ResultWords;
import alfil.web.game.Settings;
import alfil.web.game.TimeControlText;
import alfil.web.protocol.SearchReply;
import alfil.web.text.PageTexts;

/**
 * The game on the page, all of it, free of the DOM: its settings, the game under its judge, the
 * moves with their texts and clock readings, the position in view, takebacks, the outcome, the
 * engine's turn, the arbiter's pending questions, the analysis, the board's premove and drawings,
 * the orientation. As lichess's round controller owns its data: the views only read it and report
 * input, and the shell carries out the {@link Effects} that each transition returns, then draws
 * once.
 *
 * <p>Transitions are the public methods that return {@link Effects}; nothing else changes the
 * model. A refused transition says why in {@link Effects#refused} and leaves the model as it was.
 * Every rule is the judge's, asked through {@link GameRules}; the game is replayed from its start
 * in one place ({@link #position}).
 */
public final class GameModel {
  /**
   * Longest record an import takes, in characters (1 MiB): a long game is a few KB, and the limit
   * keeps a pasted or sent file from holding the page up.
   */
  public static final int MAX_RECORD = 1 << 20;

  private final Clocks clocks;
  private final Arbiter arbiter = new Arbiter();
  private final Analysis analysis = new Analysis();
  private final Drawings drawings = new Drawings();
  private final GameAnalysis gameAnalysis = new GameAnalysis();
  private final MoveLog log = new MoveLog();

  /** The lower levels' seeds and the random side come from here: a fresh value per game. */
  private int random;

  private Settings settings = new Settings();

  /** The game at its end, under its judge; null before the first game. */
  private GameRules rules;

  /** An earlier position of the game, replayed ({@link #position}), and its plies. */
  private GameRules replay;

  private int replayPly;

  private String startFen;
  private int startSide;
  private int startNumber = 1;

  /** Whether the game came from a record, whose tags its record keeps. */
  private boolean imported;

  /** The notation the moves are shown in, and the player's choice it was picked by. */
  private String notation;

  private String preferredNotation;

  private int human = Side.FIRST;
  private boolean flipped;

  /** Plies shown on the board: all of them, or fewer while the player reviews the game. */
  private int shown;

  private int takebacksUsed;
  private Outcome outcome;

  /** Games started on this page (new, resumed, imported), and takebacks: tells endings apart. */
  private int serial;

  /**
   * The engine searches for its move; {@link #answeredOnPage}: its last answer came without a
   * worker.
   */
  private boolean thinking;

  private boolean answeredOnPage;

  /** The engine's side's move seed for this game ({@link Settings#seed}, or fresh). */
  private int seed;

  /** A refusal, warning or ruling for the player, until the next action; or null. */
  private Text message;

  /** A new game asked for while one is in progress, waiting for the player's yes; or null. */
  private Settings pendingGame;

  /**
   * A move made on a past position (engine text), waiting for the player's yes to take back the
   * moves after it ({@link #shown}); or null.
   */
  private String pendingMove;

  /**
   * @param now the page's clock
   * @param entropy a value that differs from page to page (the time, a random number): the seed of
   *     the random side and of each game's seed
   */
  public GameModel(Now now, int entropy) {
    clocks = new Clocks(now);
    random = entropy;
  }

  // ---------------------------------------------------------------- what the views read

  /** Whether a game is on the board (false only before the first one). */
  public boolean hasGame() {
    return rules != null;
  }

  public Game game() {
    return settings.game;
  }

  /** The game's settings (a copy). */
  public Settings settings() {
    return settings.copy();
  }

  public String notation() {
    return notation;
  }

  public boolean flipped() {
    return flipped;
  }

  public int humanSide() {
    return human;
  }

  public boolean vsEngine() {
    return settings.mode == Settings.AI;
  }

  public int plies() {
    return log.plies();
  }

  /** Plies shown on the board: {@link #plies}, or fewer while the player reviews the game. */
  public int shown() {
    return shown;
  }

  public boolean reviewing() {
    return shown < log.plies();
  }

  /** The move of {@code ply} (0 first) as the move list shows it. */
  public String moveText(int ply) {
    return log.text(ply);
  }

  /** The move of {@code ply} in engine text (UCI, ICCS). */
  public String engineText(int ply) {
    return log.engineText(ply);
  }

  /** The move number of the first ply. */
  public int firstMoveNumber() {
    return startNumber;
  }

  /** The side that made the first ply (a position can start with Black to move). */
  public int firstMover() {
    return startSide;
  }

  public Outcome outcome() {
    return outcome;
  }

  public boolean thinking() {
    return thinking;
  }

  public boolean answeredOnPage() {
    return answeredOnPage;
  }

  public Text message() {
    return message;
  }

  public Clocks clocks() {
    return clocks;
  }

  public Analysis analysis() {
    return analysis;
  }

  public Drawings drawings() {
    return drawings;
  }

  /** The review of the whole game: none, running, or done. */
  public GameAnalysis gameAnalysis() {
    return gameAnalysis;
  }

  /** Changes at every game started and every takeback: two endings differ in it or in plies. */
  public int serial() {
    return serial;
  }

  /** The current position's FEN, at the game's end. */
  public String fen() {
    return rules == null ? "" : rules.fen();
  }

  /** The side to move at the game's end. */
  public int sideToMove() {
    return rules.sideToMove();
  }

  public int takebacksUsed() {
    return takebacksUsed;
  }

  /** Whether a human may move now at the game's end (against the engine: on the human's turn). */
  public boolean humanToMove() {
    return !vsEngine() || rules.sideToMove() == human;
  }

  /**
   * The side the page's player acts for at the arbiter: the human's against the engine, else the
   * side to move.
   */
  public int playerSide() {
    return vsEngine() ? human : rules.sideToMove();
  }

  /** A side's name in the game's words: White, Black, Red. */
  public Text sideName(int side) {
    return settings.game.sideName(side);
  }

  /** The new game waiting for the player's yes, or null. */
  public Settings pendingGame() {
    return pendingGame;
  }

  /** The move on a past position waiting for the player's yes, in the move list's text; or null. */
  public String pendingMove() {
    return pendingMove == null ? null : position(shown).displayText(pendingMoveInt(), notation);
  }

  /** How many plies a pending move on a past position would take back. */
  public int pendingTakesBack() {
    return log.plies() - shown;
  }

  /**
   * Why a takeback is refused now, or null. With {@code byHost} (the embed API) the takeback limit
   * does not apply: the host page is the arbiter.
   */
  public Text takebackRefusal(boolean byHost) {
    if (rules == null || humanMovesMade() == 0) {
      return PageTexts.NO_MOVE_TO_TAKE_BACK;
    }
    if (clocks.fallen() >= 0) {
      return PageTexts.TIME_IS_UP;
    }
    if (!byHost && settings.takebacks == Settings.OFF) {
      return PageTexts.TAKEBACKS_OFF;
    }
    if (!byHost && settings.takebacks == Settings.THREE && takebacksLeft() == 0) {
      return PageTexts.NO_TAKEBACKS_LEFT;
    }
    return null;
  }

  /** The clocks' state to keep with the game ({@link Clocks#kept}), or null when untimed. */
  public int[] keptClocks() {
    return clocks.kept();
  }

  /** Takebacks left under {@link Settings#THREE}. */
  public int takebacksLeft() {
    return Math.max(0, Settings.THREE_TAKEBACKS - takebacksUsed);
  }

  /**
   * The status line: the result; or the position in review; or the engine thinking; or whose turn
   * it is, with "Check!" before it.
   */
  public Text status() {
    if (rules == null) {
      return PageTexts.LOADING;
    }
    if (reviewing()) {
      return shown == 0
          ? PageTexts.REVIEWING_START
          : PageTexts.REVIEWING.with(
              Integer.toString(moveNumber(shown)), Integer.toString(moveNumber(log.plies())));
    }
    if (outcome != null) {
      return headline();
    }
    Text turn =
        thinking
            ? PageTexts.THINKING
            : vsEngine()
                ? PageTexts.YOUR_TURN.with(sideName(rules.sideToMove()))
                : PageTexts.TO_MOVE.with(sideName(rules.sideToMove()));
    return rules.checkedKingSquare() >= 0 ? PageTexts.CHECK.with(turn) : turn;
  }

  /** The result in plain words: "Black wins: checkmate", "You lost: checkmate"; null while on. */
  public Text headline() {
    return outcome == null
        ? null
        : ResultWords.headline(outcome, settings.game, vsEngine() ? human : -1);
  }

  /**
   * The board as it is to be drawn: the position in view, its last move and check, where a human
   * may move (or premove) from it, the analysis' arrow and the player's drawings.
   */
  public BoardState board() {
    GameRules at = position(shown);
    BoardState b = new BoardState(settings.game, notation, flipped);
    for (int sq = 0; sq < b.pieces.length; sq++) {
      b.pieces[sq] = at.pieceAt(sq);
    }
    if (shown > 0) {
      b.lastFrom = log.from(shown - 1);
      b.lastTo = log.to(shown - 1);
    }
    b.check = at.checkedKingSquare();
    b.fen = at.fen();
    if (outcome == null && pendingGame == null && pendingMove == null) {
      if (!reviewing() && humanToMove() && !thinking) {
        b.mode = BoardState.MOVE;
        addDestinations(b, at);
      } else if (!reviewing() && thinking && vsEngine()) {
        b.mode = BoardState.PREMOVE;
        addDestinations(b, premovePosition());
      } else if (reviewing() && movesFromReview()) {
        b.mode = BoardState.MOVE;
        addDestinations(b, at);
      }
    }
    drawings.drawInto(b);
    ReviewResult done = gameAnalysis.result();
    if (done != null && shown > 0 && shown <= done.plies() && done.mark(shown - 1) != Mark.NONE) {
      // A move's squares are the game's, not the position's: no replay to the move before.
      int best = done.bestMove(shown - 1);
      b.bestFrom = at.fromSquare(best);
      b.bestTo = at.toSquare(best);
    }
    if (analysis.on() && analysis.ply() == shown) {
      b.hintFrom = analysis.hintFrom();
      b.hintTo = analysis.hintTo();
    }
    return b;
  }

  /** The material on the board in view: each side's pieces ahead and points ahead. */
  public Material material() {
    GameRules at = position(shown);
    Game game = settings.game;
    char[] pieces = new char[game.files() * game.ranks()];
    for (int sq = 0; sq < pieces.length; sq++) {
      pieces[sq] = at.pieceAt(sq);
    }
    return new Material(game, pieces);
  }

  /** Every legal move in {@code at}, those the judge forbids marked so. */
  private static void addDestinations(BoardState b, GameRules at) {
    if (at == null) {
      return;
    }
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = at.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      b.addDestination(at.fromSquare(m), at.toSquare(m), at.promotion(m), at.refusal(m) != null);
    }
  }

  /**
   * The position after the engine's move as far as the human can know it: the current position with
   * the human to move (no en passant), whose legal moves are the premoves offered; null when that
   * is no legal position (the engine's king is in check now).
   */
  private GameRules premovePosition() {
    String[] fields = alfil.core.FenReader.fields(rules.fen());
    if (fields.length < 2) {
      return null;
    }
    fields[1] = fields[1].equals("w") ? "b" : "w";
    if (fields.length > 3 && fields[3].length() == 2) {
      fields[3] = "-";
    }
    StringBuilder fen = new StringBuilder();
    for (String f : fields) {
      fen.append(fen.length() == 0 ? "" : " ").append(f);
    }
    GameRules premoves = GameRules.of(settings.game);
    return premoves.setPosition(fen.toString()) == null ? premoves : null;
  }

  // ---------------------------------------------------------------- starting a game

  /**
   * The player asks for a new game from the form. While a game is in progress in which each side
   * has moved, the page asks first ({@link #pendingGame}); a game with fewer moves is aborted.
   */
  public Effects askNewGame(Settings s) {
    if (inProgress()) {
      pendingGame = s.copy();
      return new Effects();
    }
    return start(s);
  }

  /** The player's answer to {@link #pendingGame}: yes starts it, no keeps the game. */
  public Effects answerNewGame(boolean yes) {
    Settings s = pendingGame;
    pendingGame = null;
    return yes && s != null ? start(s) : new Effects();
  }

  /** Whether a game is in progress: not over, and each side has made a move in it. */
  public boolean inProgress() {
    return rules != null && outcome == null && log.plies() >= 2;
  }

  /**
   * Starts a game from {@code s} (its FEN, or the game's start), at once: the embed API's and the
   * hash's way in, and the form's once answered. On refusal (a bad FEN) the game on the board goes
   * on.
   */
  public Effects start(Settings s) {
    int side = s.side == Settings.RANDOM_SIDE ? nextRandom() & 1 : s.side;
    Effects e = load(s, new String[0], side, -1, 0, null);
    if (e.refused == null) {
      message = null;
    }
    return e;
  }

  /**
   * Resumes a game kept in the store: its settings, the moves played (engine texts, replayed
   * through the judge), the human's side, the orientation, the takebacks used and the clocks' state
   * ({@link Clocks#kept}; null when untimed). A flag that fell while the page was closed is judged
   * at once. On refusal the game on the board goes on, and the reason names what is wrong.
   */
  public Effects resume(
      Settings s, String[] moves, int humanSide, boolean flip, int used, int[] clockState) {
    if (clockState != null && clockState[Clocks.KEPT_RUNNING] >= 0) {
      int toMove = (startSideOf(s) + moves.length) & 1;
      if (clockState[Clocks.KEPT_RUNNING] != toMove) {
        return refuse(PageTexts.KEPT_CLOCKS);
      }
    }
    return load(s, moves, humanSide, flip ? Side.SECOND : Side.FIRST, used, clockState);
  }

  /**
   * Says {@code text} in the message line (a refusal or notice of the page's own, such as a bad
   * hash parameter); null clears it.
   */
  public Effects say(Text text) {
    message = text;
    return new Effects();
  }

  /** A refusal: said in the message line; the game is as it was. */
  private Effects refuse(Text why) {
    message = why;
    return Effects.refusal(why);
  }

  /** The side to move in a game's start position, or -1 when its FEN is refused. */
  private static int startSideOf(Settings s) {
    GameRules r = GameRules.of(s.game);
    return r.setPosition(s.fen) == null ? r.sideToMove() : -1;
  }

  /**
   * A game from a record or a FEN alone, of either game, for two players and untimed, at its end,
   * with the record's tags and comments (lichess's import). On refusal the game on the board goes
   * on.
   */
  public Effects importRecord(String text) {
    if (text.length() > MAX_RECORD) {
      return refuse(PageTexts.RECORD_TOO_LONG);
    }
    GameRules read;
    try {
      read = GameRules.read(text, game());
    } catch (InvalidInputException e) {
      return refuse(GameRules.why(e));
    }
    Settings s = settings.copy();
    s.game = read.game();
    s.mode = Settings.LOCAL;
    s.fen = read.firstFen();
    s.clock = TimeControlText.NONE;
    s.orientation = flipped && s.game == settings.game ? Side.SECOND : -1;
    Effects e = load(s, read.engineMoves(), Side.FIRST, s.orientation, 0, null);
    if (e.refused == null) {
      // The judge that read it knows an ending the record declares (a resignation, a time loss).
      rules = read;
      imported = true;
      outcome = read.outcome();
      message = null;
      e.ended = outcome;
    }
    return e;
  }

  /**
   * The one way a game starts: checks the position and every move through a fresh judge, then
   * replays them, recording each move's texts and squares. Nothing changes on refusal.
   *
   * @param orientation the side at the bottom, or -1: the settings' choice
   */
  private Effects load(
      Settings s, String[] moves, int humanSide, int orientation, int used, int[] clockState) {
    GameRules r = GameRules.of(s.game);
    Text refused = r.setPosition(s.fen);
    if (refused != null) {
      return refuse(PageTexts.POSITION_REFUSED.with(refused));
    }
    String fen = r.fen();
    MoveLog moved = new MoveLog();
    String shownIn = pickNotation(s.game, preferredNotation);
    for (int i = 0; i < moves.length; i++) {
      int move = r.outcome() == null ? r.findOrNone(moves[i]) : Move.NONE;
      if (move == Move.NONE) {
        return refuse(
            PageTexts.KEPT_MOVE.with(Integer.toString(i + 1), PageTexts.NOT_A_MOVE.with(moves[i])));
      }
      moved.add(moves[i], r.displayText(move, shownIn), r.fromSquare(move), r.toSquare(move));
      r.play(move);
    }
    Effects e = new Effects();
    serial++;
    e.started = true;
    e.keep = true;
    e.cancelSearch = true;
    settings = s.copy();
    settings.fen = fen;
    notation = shownIn;
    rules = r;
    replay = null;
    startFen = fen;
    GameRules start = GameRules.of(s.game);
    start.setPosition(fen);
    startSide = start.sideToMove();
    startNumber = start.fullmoveNumber();
    log.truncate(0);
    for (int i = 0; i < moved.plies(); i++) {
      log.add(moved.engineText(i), moved.text(i), moved.from(i), moved.to(i));
    }
    shown = log.plies();
    human = humanSide;
    int bottom =
        orientation >= 0
            ? orientation
            : s.orientation >= 0 ? s.orientation : s.mode == Settings.AI ? human : Side.FIRST;
    flipped = bottom == Side.SECOND;
    takebacksUsed = used;
    imported = false;
    thinking = false;
    answeredOnPage = false;
    seed = s.seed != 0 ? s.seed : nextRandom() | 1;
    pendingGame = null;
    pendingMove = null;
    arbiter.reset();
    drawings.clear();
    e.cancelReview = gameAnalysis.drop();
    clocks.reset(s.clock, clockState);
    outcome = r.outcome();
    int fallen = clocks.fallen();
    if (outcome == null && fallen >= 0) {
      r.flagFell(fallen); // while the page was closed
      outcome = r.outcome();
    }
    if (outcome != null) {
      clocks.stop();
      e.ended = outcome;
    }
    return settle(e);
  }

  /** The notation of {@code choice} if {@code game} has it, else the game's first. */
  private static String pickNotation(Game game, String choice) {
    for (String n : game.notations()) {
      if (n.equals(choice)) {
        return n;
      }
    }
    return game.notations()[0];
  }

  // ---------------------------------------------------------------- moves

  /**
   * The human moved on the board from {@code from} to {@code to} (view squares), choosing {@code
   * promotion} (0: none): a move at the game's end, a premove during the engine's turn, or on a
   * past position a move that first asks to take back the later moves.
   */
  public Effects move(int from, int to, char promotion) {
    if (rules == null || outcome != null || pendingGame != null) {
      return new Effects();
    }
    if (!reviewing() && thinking && vsEngine()) {
      drawings.setPremove(from, to, promotion);
      return new Effects();
    }
    GameRules at = position(shown);
    int move = find(at, from, to, promotion);
    if (move == Move.NONE) {
      Effects e = new Effects();
      e.sound = Effects.ILLEGAL;
      return e;
    }
    if (reviewing()) {
      if (!movesFromReview()) {
        return review(log.plies());
      }
      pendingMove = at.engineText(move);
      return new Effects();
    }
    return playHuman(move);
  }

  /**
   * The player's answer to {@link #pendingMove}: yes takes back the moves after the position shown
   * (one takeback) and plays the move there; no stays in review.
   */
  public Effects answerPendingMove(boolean yes) {
    String text = pendingMove;
    pendingMove = null;
    if (!yes || text == null || !movesFromReview()) {
      return new Effects();
    }
    boolean reviewRan = truncate(shown);
    Effects e = playHuman(rules.findOrNone(text));
    e.keep = true;
    e.cancelReview |= reviewRan;
    return e;
  }

  private int pendingMoveInt() {
    return position(shown).findOrNone(pendingMove);
  }

  /**
   * Plays the human's move given in engine text (UCI or ICCS), for the embed API; at the game's end
   * whatever the player reviews.
   */
  public Effects playText(String text) {
    if (rules == null || outcome != null) {
      return refuse(PageTexts.GAME_OVER);
    }
    if (thinking || !humanToMove()) {
      return refuse(PageTexts.ENGINES_TURN);
    }
    int move = rules.findOrNone(text);
    if (move == Move.NONE) {
      return refuse(PageTexts.NOT_A_MOVE.with(text));
    }
    shown = log.plies();
    return playHuman(move);
  }

  /** A human's legal move at the game's end, unless the judge forbids it; its warning said. */
  private Effects playHuman(int move) {
    Text refused = rules.refusal(move);
    if (refused != null) {
      Effects e = refuse(refused);
      e.sound = Effects.ILLEGAL;
      return e;
    }
    Text warning = rules.warning(move);
    Effects e = apply(move, Effects.BY_HUMAN);
    if (warning != null && outcome == null) {
      message = warning;
    }
    return e;
  }

  /** The engine's search answered (the shell has dropped answers of cancelled searches). */
  public Effects engineReplied(SearchReply reply, boolean onPage) {
    if (!thinking) {
      return new Effects();
    }
    thinking = false;
    answeredOnPage = onPage;
    arbiter.engineSearched(reply.value);
    int move = reply.bestMove.isEmpty() ? Move.NONE : rules.findOrNone(reply.bestMove);
    if (move == Move.NONE) {
      message =
          reply.bestMove.isEmpty()
              ? PageTexts.ENGINE_NO_MOVE
              : PageTexts.ENGINE_MOVE_REFUSED.with(PageTexts.NOT_A_MOVE.with(reply.bestMove));
      return settle(new Effects());
    }
    Effects e = apply(move, Effects.BY_ENGINE);
    if (onPage && message == null) {
      message = PageTexts.ON_THE_PAGE; // why the engine plays weaker now
    }
    return premoveAfter(e);
  }

  /** The premove queued during the engine's turn is played at once when legal now, else dropped. */
  private Effects premoveAfter(Effects e) {
    int from = drawings.premoveFrom();
    if (from < 0 || outcome != null || thinking || !humanToMove()) {
      drawings.clearPremove();
      return e;
    }
    int move = find(rules, from, drawings.premoveTo(), drawings.premovePromotion());
    drawings.clearPremove();
    if (move == Move.NONE || rules.refusal(move) != null) {
      return e;
    }
    Effects played = playHuman(move);
    played.announce = e.announce; // both moves are read out, the engine's first
    played.announceQueued = true;
    return played;
  }

  /** The engine's search went a depth further: its score counts for a draw offer. */
  public Effects engineProgress(SearchReply progress) {
    if (thinking) {
      arbiter.engineProgress(progress.value);
    }
    return new Effects();
  }

  /**
   * Plays a legal move at the game's end: the clock is pressed (a flag that fell first ends the
   * game instead, FIDE 6.9), the move recorded, played through the judge (or as a draw claim the
   * player armed), and the moment sounded and announced.
   */
  private Effects apply(int move, String by) {
    int side = rules.sideToMove();
    if (!clocks.press(side)) {
      return flagFell(side);
    }
    boolean atEnd = !reviewing() || Effects.BY_HUMAN.equals(by);
    String fenBefore = rules.fen();
    String text = rules.displayText(move, notation);
    String engine = rules.engineText(move);
    log.add(engine, text, rules.fromSquare(move), rules.toSquare(move));
    if (clocks.timed()) {
      log.setClockAfter(log.plies() - 1, clocks.left(side));
    }
    if (atEnd) {
      shown = log.plies();
    }
    Text ruling = arbiter.play(rules, move, vsEngine() ? human : -1);
    message = ruling;
    outcome = rules.outcome();
    drawings.clearShapes();
    Effects e = new Effects();
    e.cancelReview = gameAnalysis.drop();
    e.keep = true;
    e.moved = engine;
    e.movedText = text;
    e.movedBy = by;
    boolean check = rules.checkedKingSquare() >= 0;
    // A capture is a piece fewer on the board (so en passant is one too); a check outranks it.
    e.sound =
        check
            ? Effects.CHECK
            : pieces(rules.fen()) < pieces(fenBefore) ? Effects.CAPTURE : Effects.MOVE;
    e.announce =
        outcome != null
            ? PageTexts.ANNOUNCE_END.with(sideName(side), text, headline())
            : (check ? PageTexts.ANNOUNCE_CHECK : PageTexts.ANNOUNCE_MOVE)
                .with(sideName(side), text);
    e.announceQueued = Effects.BY_ENGINE.equals(by);
    if (outcome != null) {
      end(e);
    }
    return settle(e);
  }

  /** The game just ended: the clocks stop, the searches stop, the end sounds. */
  private void end(Effects e) {
    clocks.stop();
    thinking = false;
    e.cancelSearch = true;
    e.ended = outcome;
    e.sound = Effects.END;
    e.keep = true;
    drawings.clearPremove();
  }

  /**
   * After every change: the engine starts when it is its turn, the analysis follows the position in
   * view (it waits while the engine thinks: two searches would share the processor and weaken the
   * engine's move).
   */
  private Effects settle(Effects e) {
    if (outcome == null && vsEngine() && rules.sideToMove() != human && !thinking) {
      thinking = true;
      int side = rules.sideToMove();
      e.search =
          Requests.forMove(
              settings.game,
              startFen,
              log.engineTexts(log.plies()),
              settings.level,
              clocks.timed() ? clocks.left(side) : 0,
              clocks.bonusMs(side),
              seed);
      e.cancelSearch = true;
    }
    if (analysis.on()) {
      if (thinking) {
        e.stopAnalysis = analysis.waitFor(-1);
      } else if (analysis.ply() != shown) {
        analysis.waitFor(shown);
        GameRules at = position(shown);
        int[] none = new int[GamePosition.MAX_MOVES];
        if (at.legalMoves(none) > 0) {
          e.analyse = Requests.forAnalysis(settings.game, startFen, log.engineTexts(shown));
        } else {
          e.stopAnalysis = true;
        }
      }
    }
    return e;
  }

  // ---------------------------------------------------------------- takebacks and review

  /**
   * Takes back the human's last move (and the engine's answer to it), one takeback used.
   *
   * @param byHost the embed API: the takeback limit does not apply
   */
  public Effects takeBack(boolean byHost) {
    Text refused = takebackRefusal(byHost);
    if (refused != null) {
      return refuse(refused);
    }
    int ply = log.plies() - 1;
    while (vsEngine() && ply > 0 && sideAt(ply) != human) {
      ply--; // back to the player's own move
    }
    boolean reviewRan = truncate(ply);
    message =
        settings.takebacks == Settings.THREE
            ? PageTexts.TAKEBACKS_LEFT.with(Integer.toString(takebacksLeft()))
            : null;
    Effects e = new Effects();
    e.cancelReview = reviewRan;
    e.keep = true;
    e.cancelSearch = true;
    return settle(e);
  }

  /**
   * Whether the player may move on the past position shown: there a move takes back the later
   * moves, so it is allowed where a takeback is and, against the engine, on the player's own turn.
   */
  public boolean movesFromReview() {
    return reviewing()
        && outcome == null
        && (!vsEngine() || sideAt(shown) == human)
        && takebackRefusal(false) == null;
  }

  /**
   * Takes back every move after {@code ply}, one takeback used; the game is open again. Returns
   * whether a review of the game was running (its search must stop).
   */
  private boolean truncate(int ply) {
    thinking = false;
    while (log.plies() > ply) {
      rules.undo();
      log.truncate(log.plies() - 1);
    }
    replay = null;
    serial++;
    clocks.takeBack(rules.sideToMove());
    takebacksUsed++;
    outcome = null;
    shown = log.plies();
    pendingMove = null;
    arbiter.reset();
    drawings.clear();
    return gameAnalysis.drop();
  }

  /**
   * The number of the move the {@code ply}-th ply (from 1) belongs to, as the move list numbers it:
   * "move 12 of 40" counts moves, a move being each side's turn once.
   */
  private int moveNumber(int ply) {
    return startNumber + (ply - 1 + (startSide == Side.SECOND ? 1 : 0)) / 2;
  }

  /** The side to move after {@code ply} plies. */
  private int sideAt(int ply) {
    return startSide ^ (ply & 1);
  }

  /** Moves made by a human so far (between two players: every move). */
  private int humanMovesMade() {
    int n = 0;
    for (int i = 0; i < log.plies(); i++) {
      n += !vsEngine() || sideAt(i) == human ? 1 : 0;
    }
    return n;
  }

  /**
   * Shows the position after {@code ply} plies (kept within the game); at the end the game goes on.
   * A pending move of a past position is dropped.
   */
  public Effects review(int ply) {
    int target = Math.max(0, Math.min(log.plies(), ply));
    pendingMove = null;
    if (rules == null || target == shown) {
      return new Effects();
    }
    shown = target;
    drawings.clear();
    return settle(new Effects());
  }

  /**
   * The position after {@code ply} plies, replayed through the judge: the game itself at its end,
   * else a replay that walks from the ply it showed last, a move played or taken back per step.
   */
  GameRules position(int ply) {
    if (ply >= log.plies()) {
      return rules;
    }
    if (replay == null) {
      replay = GameRules.of(settings.game);
      replay.setPosition(startFen);
      replayPly = 0;
    }
    for (; replayPly > ply; replayPly--) {
      replay.undo();
    }
    for (; replayPly < ply; replayPly++) {
      replay.play(replay.findOrNone(log.engineText(replayPly)));
    }
    return replay;
  }

  // ---------------------------------------------------------------- settings that apply at once

  public Effects flip() {
    flipped = !flipped;
    Effects e = new Effects();
    e.keep = true;
    return e;
  }

  /** Shows the moves in another notation of this game (their texts made again by a replay). */
  public Effects setNotation(String choice) {
    preferredNotation = choice;
    notation = pickNotation(settings.game, choice);
    if (rules != null) {
      GameRules walk = GameRules.of(settings.game);
      walk.setPosition(startFen);
      for (int i = 0; i < log.plies(); i++) {
        int move = walk.findOrNone(log.engineText(i));
        log.setText(i, walk.displayText(move, notation));
        walk.play(move);
      }
      analysis.forget();
      return settle(new Effects());
    }
    return new Effects();
  }

  /** The takebacks allowed in this game, from now on. */
  public Effects setTakebacks(int takebacks) {
    settings.takebacks = takebacks;
    Effects e = new Effects();
    e.keep = true;
    return e;
  }

  // ---------------------------------------------------------------- the arbiter

  /** Resign (asks first), confirm, or cancel. */
  public Effects resign(int step) {
    if (!open()) {
      return new Effects();
    }
    if (step == Arbiter.ASK) {
      arbiter.askResign(true);
      return new Effects();
    }
    arbiter.askResign(false);
    if (step == Arbiter.NO) {
      return new Effects();
    }
    return judged(rules.declare(GameRules.RESIGN, playerSide()));
  }

  /** The player offers a draw; against the engine it answers at once (see {@link Arbiter}). */
  public Effects offerDraw() {
    if (!open()) {
      return new Effects();
    }
    Text refused = rules.declare(GameRules.OFFER_DRAW, playerSide());
    return judged(refused != null ? refused : arbiter.engineAnswers(rules, engineSide()));
  }

  /** Between two players, the side offered a draw accepts or declines it. */
  public Effects answerDraw(boolean accept) {
    if (!open() || rules.drawOfferBy() < 0) {
      return new Effects();
    }
    int answering = Side.other(rules.drawOfferBy());
    return judged(
        rules.declare(accept ? GameRules.ACCEPT_DRAW : GameRules.DECLINE_DRAW, answering));
  }

  /**
   * Claims the draw the position allows as it stands, or arms (and disarms) the claim that the
   * player's next move makes (FIDE 9.2.1.1, 9.3.1).
   */
  public Effects claimDraw() {
    if (!open() || !humanToMove() || thinking) {
      return new Effects();
    }
    if (rules.claimableDraw() != null) {
      rules.claimDraw();
      return judged(null);
    }
    arbiter.toggleClaim();
    return new Effects();
  }

  /** What the arbiter's controls offer now (none when the game is over or not open). */
  public Arbiter arbiter() {
    arbiter.refresh(rules, open() && humanToMove() && !thinking);
    return arbiter;
  }

  /** Whether the arbiter takes a declaration now: a game on, at its end. */
  private boolean open() {
    return rules != null && outcome == null && pendingGame == null;
  }

  /** The engine's side against the engine, or -1 between two players. */
  private int engineSide() {
    return vsEngine() ? Side.other(human) : -1;
  }

  /** After a declaration: its refusal or answer said, and the game ended if the judge ended it. */
  private Effects judged(Text said) {
    message = said;
    outcome = rules.outcome();
    Effects e = new Effects();
    e.keep = true;
    if (outcome != null) {
      e.announce = headline();
      end(e);
    }
    return settle(e);
  }

  // ---------------------------------------------------------------- time

  /**
   * The clocks' timer: a fallen flag ends the game (the judge decides how), a clock newly under ten
   * seconds warns a human player once.
   */
  public Effects tick() {
    Effects e = new Effects();
    if (rules == null || outcome != null || !clocks.running()) {
      return e;
    }
    int fallen = clocks.fallen();
    if (fallen >= 0) {
      return flagFell(fallen);
    }
    int low = clocks.newlyLow();
    if (low >= 0 && (!vsEngine() || low == human)) {
      e.sound = Effects.LOW_TIME;
    }
    return e;
  }

  /**
   * {@code side}'s time is used up: the judge says what that means (chess: a loss, or a draw when
   * the opponent cannot mate by any series of legal moves, FIDE 6.9; xiangqi: a loss).
   */
  private Effects flagFell(int side) {
    rules.flagFell(side);
    outcome = rules.outcome();
    shown = log.plies();
    Effects e = new Effects();
    e.announce = headline();
    end(e);
    return settle(e);
  }

  // ---------------------------------------------------------------- analysis and drawings

  /** Analysis on or off: on, the position in view is searched; off, nothing is. */
  public Effects setAnalysis(boolean on) {
    analysis.turn(on);
    Effects e = new Effects();
    e.stopAnalysis = !on;
    return settle(e);
  }

  /** A report of the analysis' search (a depth completed, or its last word). */
  public Effects analysisReport(SearchReply report) {
    if (analysis.on() && analysis.ply() == shown) {
      analysis.report(report, position(shown), notation);
    }
    return new Effects();
  }

  /** The player drew an arrow ({@code from != to}) or a circle with the right button: toggled. */
  public Effects drawShape(int from, int to) {
    drawings.toggle(from, to);
    return new Effects();
  }

  /** A left press on the board: the drawings and any premove go. */
  public Effects clearDrawings() {
    drawings.clear();
    return new Effects();
  }

  // ---------------------------------------------------------------- the game's review

  /**
   * Reviews the whole game in the worker (lichess's computer analysis), each position with {@code
   * nodes} nodes (0: the review's default); play and the board go on meanwhile.
   */
  public Effects analyseGame(int nodes) {
    if (rules == null || log.plies() == 0) {
      return refuse(PageTexts.NOTHING_TO_ANALYSE);
    }
    Effects e = new Effects();
    gameAnalysis.start(log.plies() + 1);
    e.review = Requests.forReview(settings.game, startFen, log.engineTexts(log.plies()), nodes);
    return e;
  }

  /**
   * Whether "Analyse game" is offered: there are moves, no review runs or is done, and the game is
   * not one being played against the engine (over, between friends, imported, or in review), as
   * lichess offers its computer analysis once a game is over.
   */
  public boolean canAnalyseGame() {
    return rules != null
        && log.plies() > 0
        && gameAnalysis.state() == GameAnalysis.NONE
        && (outcome != null || !vsEngine() || reviewing());
  }

  /** The review's mark of the move at {@code ply} ({@link Mark}); none without a review. */
  public int mark(int ply) {
    ReviewResult done = gameAnalysis.result();
    return done == null || ply < 0 || ply >= done.plies() ? Mark.NONE : done.mark(ply);
  }

  /**
   * At a marked move in view, what the review says of it ("Blunder. Nf3 was best.", the better move
   * in the move list's notation); else null.
   */
  public Text advice() {
    int ply = shown - 1;
    int mark = mark(ply);
    if (mark == Mark.NONE) {
      return null;
    }
    String best = position(ply).displayText(gameAnalysis.result().bestMove(ply), notation);
    return PageTexts.ADVICE.with(PageTexts.MARKS[mark], best);
  }

  /** The review's progress, or its end (the reply carries the review). */
  public Effects reviewReport(SearchReply reply) {
    Effects e = new Effects();
    if (gameAnalysis.state() != GameAnalysis.RUNNING) {
      return e;
    }
    if (reply.review == null) {
      gameAnalysis.progress(reply.depth, reply.value);
      return e;
    }
    try {
      ReviewResult done = ReviewResult.fromInts(reply.review);
      if (rules.isReviewedBy(done)) {
        gameAnalysis.finish(done);
        e.keep = true;
        e.reviewed = true;
      } else {
        gameAnalysis.drop(); // not of these moves: a review the page did not ask for
      }
    } catch (IllegalArgumentException damaged) {
      gameAnalysis.drop();
    }
    return e;
  }

  /** The player stops the review. */
  public Effects cancelReview() {
    Effects e = new Effects();
    e.cancelReview = gameAnalysis.drop();
    return e;
  }

  /**
   * A review kept with the game (ReviewResult's ints), back with it: kept only if it reviewed
   * exactly these moves.
   */
  public void restoreReview(int[] ints) {
    try {
      ReviewResult kept = ReviewResult.fromInts(ints);
      if (rules != null && rules.isReviewedBy(kept)) {
        gameAnalysis.finish(kept);
      }
    } catch (IllegalArgumentException damaged) {
      gameAnalysis.drop();
    }
  }

  /** The review's best move before each move, in engine text ("" where none); null without one. */
  public String[] reviewBestMoves() {
    ReviewResult done = gameAnalysis.result();
    if (done == null) {
      return null;
    }
    String[] best = new String[done.plies()];
    for (int ply = 0; ply < best.length; ply++) {
      int move = done.bestMove(ply);
      best[ply] = move == Move.NONE ? "" : position(ply).engineText(move);
    }
    return best;
  }

  /** The review's ints to keep with the game, or null when there is none. */
  public int[] keptReview() {
    return gameAnalysis.result() == null ? null : gameAnalysis.result().toInts();
  }

  // ---------------------------------------------------------------- records

  /**
   * The game's record (chess: PGN; xiangqi: the record form in the move list's notation): an
   * imported record's tags kept, the engine named with its level, dated {@code today}.
   */
  public String record(String today) {
    String alfil = "Alfil level " + settings.level;
    boolean ai = vsEngine();
    String first = ai && human == Side.SECOND ? alfil : "?";
    String second = ai && human == Side.FIRST ? alfil : "?";
    String[] own = {"Event", "Casual game", "Date", today.replace('-', '.')};
    ReviewResult reviewed = gameAnalysis.result();
    if (imported) {
      // The record's own tags stand; the review's notes (if any) go over its moves.
      return rules.annotatedRecord(new String[0], notation, reviewed);
    }
    if (reviewed != null) {
      // The roster's names are the sides' own tags: White/Black, Red/Black.
      String[] tags = {
        settings.game.sideName(Side.FIRST).toString(),
        first,
        settings.game.sideName(Side.SECOND).toString(),
        second,
        own[0],
        own[1],
        own[2],
        own[3]
      };
      return rules.annotatedRecord(tags, notation, reviewed);
    }
    return rules.record(first, second, own, notation, log.clocks());
  }

  /** The moves played in engine text. */
  public String[] engineMoves() {
    return log.engineTexts(log.plies());
  }

  // ---------------------------------------------------------------- helpers

  /** The legal move from-to (with its promotion piece) in {@code at}, or {@code Move.NONE}. */
  private static int find(GameRules at, int from, int to, char promotion) {
    if (at == null) {
      return Move.NONE;
    }
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = at.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      if (at.fromSquare(m) == from && at.toSquare(m) == to && at.promotion(m) == promotion) {
        return m;
      }
    }
    return Move.NONE;
  }

  /** The pieces on the board of a FEN: the letters of its first field. */
  static int pieces(String fen) {
    int n = 0;
    for (int i = 0; i < fen.length() && fen.charAt(i) != ' '; i++) {
      char c = fen.charAt(i);
      n += (c | 0x20) >= 'a' && (c | 0x20) <= 'z' ? 1 : 0;
    }
    return n;
  }

  /** A fresh pseudo-random int (not secure: different from game to game is enough). */
  private int nextRandom() {
    random = random * 1103515245 + 12345;
    return (random >>> 8) & 0x3fffffff;
  }
}
