package alfil.web.embed;

import alfil.core.Ascii;
import alfil.core.Outcome;
import alfil.review.Mark;
import alfil.review.ReviewResult;
import alfil.web.dom.Js;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSNumber;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;

/**
 * The postMessage side of the embed API. Events go to the parent page:
 *
 * <pre>
 * {source: 'alfil', type: 'ready'|'move'|'gameover'|'error', game, fen,
 *  move (UCI/ICCS), san (the move list's text), by: 'human'|'engine', result, reason, message}
 * {source: 'alfil', type: 'state', game, fen, moves: [UCI/ICCS...], turn, result, clocks}
 * {source: 'alfil', type: 'record', game, text}
 * {source: 'alfil', type: 'progress', game, done, total}        (positions of a game's review)
 * {source: 'alfil', type: 'analysis', game, moves: [{move, eval, best, mark}], accuracy: [a, b]}
 * </pre>
 *
 * Commands come from the parent only (identified by {@code event.source}: from {@code file://} and
 * sandboxed frames the origin is the string "null"): {@code {target: 'alfil', type:
 * 'newGame'|'play'|'setPosition'|'undo'|'flip'|'getState'|'exportRecord'|'importRecord'|
 * 'analyseGame', ...}}. Every field is read through a typed getter that answers null for anything
 * but a short string (or a number, for the level; importRecord's text may be a record of up to
 * {@code GameModel.MAX_RECORD} characters), so a hostile message can at worst be refused; nothing
 * from it is ever inserted as markup.
 */
public final class EmbedApi implements EventListener<Event> {
  /** The parent's commands, already checked to be a known type. */
  public interface Commands {
    /**
     * @param type the command's index in {@link #COMMANDS} ({@link #NEW_GAME} to {@link
     *     #IMPORT_RECORD})
     * @param command the message; read its fields with {@link EmbedApi#field}
     * @return null, or why the command was refused (sent back as an 'error' event)
     */
    String onCommand(int type, JSObject command);
  }

  /** The command types, each handed on as its index here. */
  static final String[] COMMANDS = {
    "newGame",
    "play",
    "setPosition",
    "undo",
    "flip",
    "getState",
    "exportRecord",
    "importRecord",
    "analyseGame"
  };

  public static final int NEW_GAME = 0;
  public static final int PLAY = 1;
  public static final int SET_POSITION = 2;
  public static final int UNDO = 3;
  public static final int FLIP = 4;
  public static final int GET_STATE = 5;
  public static final int EXPORT_RECORD = 6;
  public static final int IMPORT_RECORD = 7;
  public static final int ANALYSE_GAME = 8;

  /** Most nodes per position a review may be asked for: 50 times chess's default. */
  public static final int MAX_REVIEW_NODES = 2_000_000;

  /** Longest accepted string field. */
  static final int MAX_FIELD = 200;

  private final Commands commands;

  public EmbedApi(Commands commands) {
    this.commands = commands;
    listen(this);
  }

  /**
   * A message to the window (the API is its own listener: no lambda class for the page). Only the
   * parent commands; a message from anywhere else (another frame, a popup) is not for us.
   */
  @Override
  public void handleEvent(Event event) {
    if (!fromParent(event)) {
      return;
    }
    JSObject data = data(event);
    if (!"alfil".equals(field(data, "target"))) {
      return;
    }
    int type = command(field(data, "type"));
    if (type < 0) {
      error("Unknown command");
      return;
    }
    String refused = commands.onCommand(type, data);
    if (refused != null) {
      error(refused);
    }
  }

  /** The index of a command type in {@link #COMMANDS}, or -1. */
  static int command(String type) {
    for (int c = 0; c < COMMANDS.length; c++) {
      if (COMMANDS[c].equals(type)) {
        return c;
      }
    }
    return -1;
  }

  public void ready(String game, String fen) {
    toParent(with(with(event("ready"), "game", game), "fen", fen));
  }

  public void move(String game, String fen, String move, String san, String by) {
    JSObject e = with(with(event("move"), "game", game), "fen", fen);
    toParent(with(with(with(e, "move", move), "san", san), "by", by));
  }

  /** The reason keeps the form it always had: the judge's words, then the rule it cites. */
  public void gameOver(String game, String fen, Outcome outcome) {
    String rule = outcome.rule();
    String reason = rule.isEmpty() ? outcome.text() : outcome.text() + " (" + rule + ")";
    JSObject e = with(with(event("gameover"), "game", game), "fen", fen);
    toParent(with(with(e, "result", outcome.resultToken()), "reason", reason));
  }

  public void error(String message) {
    toParent(with(event("error"), "message", message));
  }

  /**
   * The game as it stands, the answer to getState and importRecord: {@code moves} the engine texts,
   * {@code turn} the side to move ({@code white}, {@code red}, {@code black}), {@code result} the
   * judge's line or null, {@code clocks} the milliseconds left for each side or null.
   */
  public void state(
      String game, String fen, String[] moves, String turn, String result, int[] clocks) {
    JSObject e = Js.set(with(with(event("state"), "game", game), "fen", fen), "turn", turn);
    Js.set(e, "moves", moves);
    Js.set(e, "result", result);
    toParent(Js.set(e, "clocks", clocks == null ? null : pair(clocks[0], clocks[1])));
  }

  /** The game's record, the answer to exportRecord. */
  public void record(String game, String text) {
    toParent(Js.set(with(event("record"), "game", game), "text", text));
  }

  /** How far a game's review has come: positions searched, of how many. */
  public void progress(String game, int done, int total) {
    toParent(Js.set(Js.set(with(event("progress"), "game", game), "done", done), "total", total));
  }

  /**
   * A game's finished review: for each move its engine text, the evaluation after it from the first
   * player's side (centipawns as a number, {@code "#N"} or {@code "#-N"} for a mate), the engine's
   * best move in the position before it, and its mark ({@code inaccuracy}, {@code mistake}, {@code
   * blunder}, or null); each side's accuracy (null for a side without a move).
   */
  public void analysis(String game, ReviewResult r, String[] moves, String[] best) {
    JSObject list = Js.array();
    for (int ply = 0; ply < r.plies(); ply++) {
      JSObject m = Js.set(Js.object(), "move", moves[ply]);
      if (r.isMate(ply + 1)) {
        Js.set(m, "eval", "#" + r.mateMoves(ply + 1));
      } else {
        Js.set(m, "eval", r.centipawns(ply + 1));
      }
      Js.set(m, "best", best[ply].isEmpty() ? null : best[ply]);
      int mark = r.mark(ply);
      Js.push(list, Js.set(m, "mark", mark == Mark.NONE ? null : Ascii.toLower(Mark.name(mark))));
    }
    JSObject accuracy = Js.push(Js.push(Js.array(), accuracy(r, 0)), accuracy(r, 1));
    toParent(
        Js.set(Js.set(with(event("analysis"), "game", game), "moves", list), "accuracy", accuracy));
  }

  /** A side's accuracy with one decimal as a number, or null. */
  private static JSObject accuracy(ReviewResult r, int side) {
    double a = r.accuracy(side);
    return a == a ? JSNumber.valueOf(Math.floor(a * 10 + 0.5) / 10) : null;
  }

  /**
   * analyseGame's nodes per position: a whole number from 1 to {@link #MAX_REVIEW_NODES}; 0 when
   * the field is left out (the review's default); -1 for anything else.
   */
  public static int reviewNodes(JSObject o) {
    if (field(o, "nodes") == null) {
      return absent(o, "nodes") ? 0 : -1;
    }
    double n = Js.number(o, "nodes");
    return n >= 1 && n <= MAX_REVIEW_NODES && n == Math.floor(n) ? (int) n : -1;
  }

  /** importRecord's text: a string of up to {@code GameModel.MAX_RECORD} characters, else null. */
  public static String recordText(JSObject o) {
    return Js.text(o, "text", 1 << 20);
  }

  /**
   * A field of a message as a string: strings up to {@link #MAX_FIELD} characters, finite numbers
   * as their text; null for anything else (objects, arrays, functions, getters that throw).
   */
  public static String field(JSObject o, String name) {
    return Js.text(o, name, MAX_FIELD, true);
  }

  /** Whether a message leaves field {@code k} out (undefined or null). */
  @JSBody(
      params = {"o", "k"},
      script = "try { return o[k] == null; } catch (x) { return false; }")
  private static native boolean absent(JSObject o, String k);

  @JSBody(
      params = "e",
      script = "try { return e.source === window.parent; } catch (x) { return false; }")
  private static native boolean fromParent(Event e);

  @JSBody(params = "e", script = "return e.data;")
  private static native JSObject data(Event e);

  @JSBody(
      params = "l",
      script = "window.addEventListener('message', function (e) { l.handleEvent(e); });")
  private static native void listen(JSObject l);

  /** An event: {@code {source: 'alfil', type}}, its fields set by the caller. */
  private static JSObject event(String type) {
    return Js.set(Js.set(Js.object(), "source", "alfil"), "type", type);
  }

  /**
   * Sets a field of an event unless {@code value} is null (an event carries only the fields it
   * has), returns the event.
   */
  private static JSObject with(JSObject event, String field, String value) {
    return value == null ? event : Js.set(event, field, value);
  }

  @JSBody(
      params = {"a", "b"},
      script = "return [a, b];")
  private static native JSObject pair(int a, int b);

  /** To the parent page, if there is one; '*' because a file:// parent is "null". */
  @JSBody(
      params = "o",
      script =
          "try { if (window.parent !== window) window.parent.postMessage(o, '*'); } catch (e) {}")
  private static native void toParent(JSObject o);
}
