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
  public static final Text COPY_RECORD = t("record.copy", "Copy record");

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
    return new Text("notation." + name, name.equals("chinese") ? "\u4e2d\u6587" : upperCase(name));
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
      t("refused.forbidden", "{0} is forbidden. Choose another move.");
  public static final Text CAREFUL_PERPETUAL =
      t(
          "warning.perpetual",
          "Careful: that repeats a perpetual check or chase. Going round once more loses.");
  public static final Text ENGINE_SAYS = t("engine.says", "{0}");
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

  public static final Text SETTING_REFUSED = t("setting.refused", "{0} must be one of: {1}");
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
      t("embed.theme", "theme must be one of: light, dark, system");
  public static final Text UNKNOWN_COMMAND = t("embed.unknownCommand", "Unknown command");
  public static final Text NEEDS_FIELD = t("embed.needsField", "{0} needs {1}");
  public static final Text A_RECORD =
      t("embed.aRecord", "a text: a record or FEN of at most 1,048,576 characters");
  public static final Text A_MOVE = t("embed.aMove", "a move (UCI or ICCS text)");
}
