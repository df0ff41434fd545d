package alfil.web.text;

import alfil.core.Text;

/**
 * Every sentence of the page's own, once, with its key and its English: the page's catalog, beside
 * the engine's (outcomes, errors, names). The language tables translate these keys; the page's
 * template names the keys of its fixed labels with {@code data-t}. English is the fallback of every
 * language, so a key a table lacks still reads (the build refuses such a table).
 */
public final class PageTexts {
  private PageTexts() {}

  private static Text t(String key, String english) {
    return new Text(key, english);
  }

  // ---------------------------------------------------------------- the status line

  public static final Text YOUR_TURN = t("status.yourTurn", "Your turn ({0})");
  public static final Text TO_MOVE = t("status.toMove", "{0} to move");
  public static final Text CHECK = t("status.check", "Check! {0}");
  public static final Text THINKING = t("status.thinking", "Engine thinking\u2026");
  public static final Text REVIEWING = t("status.reviewing", "Move {0} of {1}");
  public static final Text REVIEWING_START = t("status.reviewingStart", "Start position");
  public static final Text LOADING = t("status.loading", "Loading\u2026");

  // ---------------------------------------------------------------- the board

  public static final Text BOARD_HELP =
      t("board.help", "Board. Arrow keys choose a square, Enter or Space picks up and drops.");
  public static final Text SELECTED = t("board.selected", "{0}, {1}, selected. Moves: {2}");
  public static final Text TAKES = t("board.takes", "takes {0}");

  // ---------------------------------------------------------------- questions and controls

  public static final Text ASK_NEW_GAME = t("ask.newGame", "Abandon the game in progress?");
  public static final Text ABANDON = t("ask.abandon", "Yes, new game");
  public static final Text ASK_TRUNCATE =
      t("ask.truncate", "Play {0} here? The {1} later moves are taken back.");
  public static final Text PLAY_HERE = t("ask.playHere", "Play here");
  public static final Text TAKE_BACK = t("control.takeBack", "Take back");
  public static final Text TAKE_BACK_LEFT = t("control.takeBackLeft", "Take back ({0} left)");
  public static final Text YES_RESIGN = t("arbiter.yesResign", "Yes, resign");
  public static final Text YES_SIDE_RESIGNS = t("arbiter.yesSideResigns", "Yes, {0} resigns");
  public static final Text OFFERS_DRAW = t("arbiter.offersDraw", "{0} offers a draw");

  // ---------------------------------------------------------------- records

  public static final Text COPIED = t("record.copied", "Copied.");
  public static final Text SELECTED_TO_COPY =
      t("record.selected", "Selected: copy it with Ctrl+C.");

  // ---------------------------------------------------------------- names

  public static final Text RANDOM = t("side.random", "Random");
  public static final Text YOU = t("player.you", "You ({0})");
  public static final Text ENGINE_LEVEL = t("player.engine", "Alfil level {0} ({1})");

  /** A game's name for people: the key {@code game.<name>}. */
  public static Text gameName(String game) {
    return new Text("game." + game, capitalized(game));
  }

  /** A notation's name for people: the key {@code notation.<name>}. */
  public static Text notation(String name) {
    return new Text(
        "notation." + name,
        name.equals("chinese")
            ? "\u4e2d\u6587\uff08\u7e41\u9ad4\uff09" // 中文（繁體）
            : name.equals("chinese-simplified")
                ? "\u4e2d\u6587\uff08\u7b80\u4f53\uff09" // 中文（简体）
                : upperCase(name));
  }

  private static String capitalized(String word) {
    return upperCase(word.substring(0, 1)) + word.substring(1);
  }

  /** ASCII upper case (String.toUpperCase brings Unicode's case tables into the page). */
  private static String upperCase(String word) {
    char[] c = word.toCharArray();
    for (int i = 0; i < c.length; i++) {
      c[i] = c[i] >= 'a' && c[i] <= 'z' ? (char) (c[i] - 32) : c[i];
    }
    return new String(c);
  }

  // ---------------------------------------------------------------- the editor

  public static final Text LEGAL_POSITION = t("editor.legal", "Legal position");
  public static final Text ERASER = t("editor.eraser", "Eraser");

  // ---------------------------------------------------------------- analysis

  public static final Text ANALYSING = t("analysis.analysing", "Analysing\u2026");
  public static final Text WAITING_FOR_ENGINE =
      t("analysis.waiting", "Waiting for the engine's move");
  public static final Text MATE_IN = t("analysis.mateIn", "{0} mates in {1}");
  public static final Text EVAL_DEPTH = t("analysis.eval", "{0} ({1}'s view), depth {2}");

  // ---------------------------------------------------------------- the game's review

  public static final Text REVIEW_PROGRESS = t("review.progress", "Analysed {0} of {1} positions");
  public static final Text ADVICE = t("review.advice", "{0}. {1} was best.");
  public static final Text NOTHING_TO_ANALYSE =
      t("review.nothing", "There are no moves to analyse yet.");

  /** The marks' names, indexed by {@code alfil.review.Mark}: none, then ?!, ? and ??. */
  public static final Text[] MARKS = {
    null,
    t("review.inaccuracy", "Inaccuracy"),
    t("review.mistake", "Mistake"),
    t("review.blunder", "Blunder")
  };

  /** The summary's rows: each side's accuracy, then its count of each mark. */
  public static final Text[] SUMMARY_ROWS = {
    t("review.accuracy", "Accuracy"),
    t("review.inaccuracies", "Inaccuracies"),
    t("review.mistakes", "Mistakes"),
    t("review.blunders", "Blunders")
  };

  public static final Text GRAPH =
      t("review.graph", "Evaluation graph: {0} moves, {1} marked. Choose a move to see it.");

  // ---------------------------------------------------------------- results

  public static final Text WINS = t("result.wins", "{0} wins: {1}");
  public static final Text WINS_ON_TIME = t("result.winsOnTime", "{0} wins on time");
  public static final Text DRAW = t("result.draw", "Draw: {0}");
  public static final Text DRAW_BY_AGREEMENT = t("result.drawByAgreement", "Draw by agreement");
  public static final Text YOU_WON = t("result.youWon", "You won: {0}");
  public static final Text YOU_WON_ON_TIME = t("result.youWonOnTime", "You won on time");
  public static final Text YOU_LOST = t("result.youLost", "You lost: {0}");
  public static final Text YOU_LOST_ON_TIME = t("result.youLostOnTime", "You lost on time");
  public static final Text YOU_RESIGNED = t("result.youResigned", "You resigned");
  public static final Text RESIGNED = t("result.resigned", "{0} wins: {1} resigned");
  public static final Text ENGINE_RESIGNED =
      t("result.engineResigned", "You won: the engine resigned");

  // ---------------------------------------------------------------- what screen readers hear

  public static final Text ANNOUNCE_MOVE = t("announce.move", "{0}: {1}");
  public static final Text ANNOUNCE_CHECK = t("announce.check", "{0}: {1}, check");
  public static final Text ANNOUNCE_END = t("announce.end", "{0}: {1}. {2}");

  // ---------------------------------------------------------------- the arbiter

  public static final Text ENGINE_DECLINES =
      t("arbiter.engineDeclines", "The engine declines the draw.");
  public static final Text ENGINE_DECLINES_BECAUSE =
      t("arbiter.engineDeclinesBecause", "The engine declines the draw. {0}");
  public static final Text CLAIM_NOW = t("arbiter.claimNow", "Claim draw ({0})");
  public static final Text CLAIM_WITH_MOVE =
      t("arbiter.claimWithMove", "Claim draw ({0}) with your move");
  public static final Text CLAIMING = t("arbiter.claiming", "Claiming: make your move");
  public static final Text TWO_SENTENCES = t("twoSentences", "{0}. {1}");
  public static final Text TWO_SENTENCES_JOINED = t("twoSentencesJoined", "{0} {1}");

  // ---------------------------------------------------------------- refusals and warnings

  public static final Text NO_MOVE_TO_TAKE_BACK =
      t("takeback.none", "There is no move to take back");
  public static final Text TAKEBACKS_OFF = t("takeback.off", "Takebacks are off in this game");
  public static final Text NO_TAKEBACKS_LEFT =
      t("takeback.noneLeft", "No takebacks left in this game");
  public static final Text TAKEBACKS_LEFT = t("takeback.left", "Takebacks left: {0}");
  public static final Text TIME_IS_UP = t("takeback.timeIsUp", "Time is up: the game is over");
  public static final Text GAME_OVER = t("refused.gameOver", "The game is over");
  public static final Text ENGINES_TURN = t("refused.enginesTurn", "It is the engine's turn");
  public static final Text NOT_A_MOVE = t("refused.notAMove", "'{0}' is not a legal move here");
  public static final Text FORBIDDEN =
      t("refused.forbidden", "Forbidden: {0}. Choose another move.");
  public static final Text CAREFUL_PERPETUAL =
      t(
          "warning.perpetual",
          "Careful: that repeats a perpetual check or chase. Going round once more loses.");
  public static final Text FIELD_REASON = t("engine.fieldReason", "{0}: {1}");
  public static final Text POSITION_REFUSED = t("refused.position", "Position refused: {0}");
  public static final Text ENGINE_NO_MOVE = t("engine.noMove", "The engine found no move");
  public static final Text ENGINE_MOVE_REFUSED =
      t("engine.moveRefused", "The engine's move was refused: {0}");
  public static final Text ON_THE_PAGE =
      t("engine.onThePage", "No worker: the engine thinks briefly on this page");
  public static final Text RECORD_TOO_LONG =
      t("record.tooLong", "The record is longer than 1,048,576 characters");
  public static final Text KEPT_DROPPED = t("kept.dropped", "The kept {0} game was dropped: {1}.");
  public static final Text KEPT_UNREADABLE = t("kept.unreadable", "unreadable");
  public static final Text KEPT_OTHER_VERSION = t("kept.otherVersion", "kept by another version");
  public static final Text KEPT_FIELD_MISSING = t("kept.fieldMissing", "a field is missing");
  public static final Text KEPT_CLOCKS = t("kept.clocks", "the clocks do not match the moves");
  public static final Text KEPT_MOVE = t("kept.move", "move {0}: {1}");
  public static final Text NOT_KEPT =
      t(
          "kept.notKept",
          "Settings cannot be saved here and games are not kept: storage is blocked or full.");

  // ---------------------------------------------------------------- settings and the embed API

  public static final Text SETTING_REFUSED = t("setting.refused", "{0} accepts only {1}");
  public static final Text ACCEPTS_LEVEL =
      t("setting.acceptsLevel", "a whole number from {0} to {1}");
  public static final Text ACCEPTS_CLOCK =
      t(
          "setting.acceptsClock",
          "none, or minutes+seconds as 3+2 or 0.5+0, at most 600 each (delays: 5d3, 5b3; periods:"
              + " 40/90+30,30+30)");
  public static final Text ACCEPTS_SEED =
      t("setting.acceptsSeed", "a whole number from 1 to 999999999");
  public static final Text HASH_PARAMETER = t("embed.hashParameter", "Hash parameter {0}.");
  public static final Text UNREADABLE_VALUE = t("embed.unreadable", "{0}: unreadable value");
  public static final Text THEME_VALUES =
      t("embed.theme", "theme accepts only light, dark, system");
  public static final Text NEEDS_FIELD = t("embed.needsField", "{0} needs {1}");
  public static final Text A_RECORD =
      t("embed.aRecord", "a text: a record or FEN of at most 1,048,576 characters");
  public static final Text A_MOVE = t("embed.aMove", "a move (UCI or ICCS text)");
  public static final Text A_NODE_COUNT =
      t("embed.aNodeCount", "nodes: a whole number from 1 to {0}, or none for the default");

  // ---------------------------------------------------------------- the template's labels

  public static final Text UI_CANCEL = t("ui.cancel", "Cancel");
  public static final Text UI_CLOSE = t("ui.close", "Close");
  public static final Text UI_NEW_GAME = t("ui.newGame", "New game");
  public static final Text UI_COPY_RECORD = t("ui.copyRecord", "Copy record");
  public static final Text UI_REVIEW = t("ui.review", "Review");
  public static final Text UI_RESIGN = t("ui.resign", "Resign");
  public static final Text UI_OFFER_DRAW = t("ui.offerDraw", "Offer draw");
  public static final Text UI_ACCEPT = t("ui.accept", "Accept");
  public static final Text UI_DECLINE = t("ui.decline", "Decline");
  public static final Text UI_CLOSE_POEM = t("ui.closePoem", "Close the poem");
  public static final Text UI_POEM = t("ui.poem", "Poem");
  public static final Text UI_FIRST = t("ui.first", "First move");
  public static final Text UI_PREVIOUS = t("ui.previous", "Previous move");
  public static final Text UI_NEXT = t("ui.next", "Next move");
  public static final Text UI_LAST = t("ui.last", "Last move");
  public static final Text UI_FLIP = t("ui.flip", "Flip");
  public static final Text UI_ANALYSE = t("ui.analyse", "Analyse");
  public static final Text UI_ANALYSE_GAME = t("ui.analyseGame", "Analyse game");
  public static final Text UI_COMPUTER_ANALYSIS = t("ui.computerAnalysis", "Computer analysis");
  public static final Text UI_SET_UP = t("ui.setUp", "Set up position");
  public static final Text UI_START_POSITION = t("ui.startPosition", "Start position");
  public static final Text UI_CLEAR_BOARD = t("ui.clearBoard", "Clear board");
  public static final Text UI_SIDE_TO_MOVE = t("ui.sideToMove", "Side to move");
  public static final Text UI_CASTLING = t("ui.castling", "Castling and en passant");
  public static final Text UI_WHITE_SHORT = t("ui.whiteShort", "White O-O");
  public static final Text UI_WHITE_LONG = t("ui.whiteLong", "White O-O-O");
  public static final Text UI_BLACK_SHORT = t("ui.blackShort", "Black O-O");
  public static final Text UI_BLACK_LONG = t("ui.blackLong", "Black O-O-O");
  public static final Text UI_EN_PASSANT = t("ui.enPassant", "En passant");
  public static final Text UI_PLAY_ENGINE = t("ui.playEngine", "Play against the engine");
  public static final Text UI_PLAY_FRIEND = t("ui.playFriend", "Play with a friend");
  public static final Text UI_THIS_GAME = t("ui.thisGame", "This game");
  public static final Text UI_TAKEBACKS = t("ui.takebacks", "Takebacks");
  public static final Text UI_UNLIMITED = t("ui.unlimited", "Unlimited");
  public static final Text UI_THREE = t("ui.three", "Three per game");
  public static final Text UI_OFF = t("ui.off", "Off");
  public static final Text UI_NOTATION = t("ui.notation", "Notation");
  public static final Text UI_SOUND = t("ui.sound", "Sound");
  public static final Text UI_VOLUME = t("ui.volume", "Volume");
  public static final Text UI_MUSIC = t("ui.music", "Music");
  public static final Text UI_EXPORT = t("ui.export", "Export");
  public static final Text UI_IMPORT = t("ui.import", "Import");
  public static final Text UI_NEXT_GAME = t("ui.nextGame", "Next game");
  public static final Text UI_OPPONENT = t("ui.opponent", "Opponent");
  public static final Text UI_ENGINE = t("ui.engine", "Engine");
  public static final Text UI_TWO_PLAYERS = t("ui.twoPlayers", "Two players");
  public static final Text UI_LEVEL = t("ui.level", "Level");
  public static final Text UI_LEVEL_HINT =
      t("ui.levelHint", "Approximate strength on Stockfish's UCI_Elo scale (chess)");
  public static final Text UI_PLAY_AS = t("ui.playAs", "Play as");
  public static final Text UI_CLOCK = t("ui.clock", "Clock");
  public static final Text UI_NONE = t("ui.none", "None");
  public static final Text UI_CUSTOM = t("ui.custom", "Custom…");
  public static final Text UI_MINUTES = t("ui.minutes", "Minutes");
  public static final Text UI_MIN = t("ui.min", "min");
  public static final Text UI_PER_MOVE = t("ui.perMove", "Per move");
  public static final Text UI_INCREMENT = t("ui.increment", "+ increment");
  public static final Text UI_DELAY = t("ui.delay", "delay");
  public static final Text UI_BRONSTEIN = t("ui.bronstein", "Bronstein delay");
  public static final Text UI_SECONDS = t("ui.seconds", "Seconds");
  public static final Text UI_S = t("ui.s", "s");
  public static final Text UI_GAME_RECORD = t("ui.gameRecord", "Game record");
  public static final Text UI_RECORD = t("ui.record", "Record");
  public static final Text UI_RECORD_HINT =
      t("ui.recordHint", "Paste a PGN, a xiangqi record (ICCS, WXF or Chinese) or a FEN");
  public static final Text UI_LOAD = t("ui.load", "Load");
  public static final Text UI_OPEN_FILE = t("ui.openFile", "Open file");
  public static final Text UI_COPY = t("ui.copy", "Copy");
  public static final Text UI_DOWNLOAD = t("ui.download", "Download");
  public static final Text UI_BOARD = t("ui.board", "Board");
  public static final Text UI_PROMOTE_TO = t("ui.promoteTo", "Promote to");
  public static final Text UI_PIECES = t("ui.pieces", "Pieces");
  public static final Text UI_GAME = t("ui.game", "Game");
  public static final Text UI_MOVES = t("ui.moves", "Moves");
  public static final Text UI_LANGUAGE = t("ui.language", "Language");

  /** The template's labels, which its elements name by key ({@code data-t} and kin). */
  private static final Text[] LABELS = {
    UI_CANCEL,
    UI_CLOSE,
    UI_NEW_GAME,
    UI_COPY_RECORD,
    UI_REVIEW,
    UI_RESIGN,
    UI_OFFER_DRAW,
    UI_ACCEPT,
    UI_DECLINE,
    UI_CLOSE_POEM,
    UI_POEM,
    UI_FIRST,
    UI_PREVIOUS,
    UI_NEXT,
    UI_LAST,
    UI_FLIP,
    UI_ANALYSE,
    UI_ANALYSE_GAME,
    UI_COMPUTER_ANALYSIS,
    UI_SET_UP,
    UI_START_POSITION,
    UI_CLEAR_BOARD,
    UI_SIDE_TO_MOVE,
    UI_CASTLING,
    UI_WHITE_SHORT,
    UI_WHITE_LONG,
    UI_BLACK_SHORT,
    UI_BLACK_LONG,
    UI_EN_PASSANT,
    UI_PLAY_ENGINE,
    UI_PLAY_FRIEND,
    UI_THIS_GAME,
    UI_TAKEBACKS,
    UI_UNLIMITED,
    UI_THREE,
    UI_OFF,
    UI_NOTATION,
    UI_SOUND,
    UI_VOLUME,
    UI_MUSIC,
    UI_EXPORT,
    UI_IMPORT,
    UI_NEXT_GAME,
    UI_OPPONENT,
    UI_ENGINE,
    UI_TWO_PLAYERS,
    UI_LEVEL,
    UI_LEVEL_HINT,
    UI_PLAY_AS,
    UI_CLOCK,
    UI_NONE,
    UI_CUSTOM,
    UI_MINUTES,
    UI_MIN,
    UI_PER_MOVE,
    UI_INCREMENT,
    UI_DELAY,
    UI_BRONSTEIN,
    UI_SECONDS,
    UI_S,
    UI_GAME_RECORD,
    UI_RECORD,
    UI_RECORD_HINT,
    UI_LOAD,
    UI_OPEN_FILE,
    UI_COPY,
    UI_DOWNLOAD,
    UI_BOARD,
    UI_PROMOTE_TO,
    UI_PIECES,
    UI_GAME,
    UI_MOVES,
    UI_LANGUAGE,
  };

  /** The label of a key the template names, or null for a key the catalog lacks. */
  public static Text label(String key) {
    for (Text label : LABELS) {
      if (label.key().equals(key)) {
        return label;
      }
    }
    return null;
  }
}
