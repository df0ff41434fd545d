package alfil.web.embed;

import alfil.core.Outcome;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;

/**
 * The postMessage side of the embed API. Events go to the parent page:
 *
 * <pre>
 * {source: 'alfil', type: 'ready'|'move'|'gameover'|'error', game, fen,
 *  move (UCI/ICCS), san (the move list's text), by: 'human'|'engine', result, reason, message}
 * </pre>
 *
 * Commands come from the parent only (identified by {@code event.source}: from {@code file://} and
 * sandboxed frames the origin is the string "null"): {@code {target: 'alfil', type:
 * 'newGame'|'play'|'setPosition'|'undo'|'flip', ...}}. Every field is read through a typed getter
 * that answers null for anything but a short string (or a number, for the level), so a hostile
 * message can at worst be refused; nothing from it is ever inserted as markup.
 */
public final class EmbedApi implements EventListener<Event> {
  /** The parent's commands, already checked to be a known type. */
  public interface Commands {
    /**
     * @param type the command's index in {@link #COMMANDS} ({@link #NEW_GAME} to {@link #FLIP})
     * @param command the message; read its fields with {@link EmbedApi#field}
     * @return null, or why the command was refused (sent back as an 'error' event)
     */
    String onCommand(int type, JSObject command);
  }

  /** The command types, each handed on as its index here. */
  static final String[] COMMANDS = {"newGame", "play", "setPosition", "undo", "flip"};

  public static final int NEW_GAME = 0;
  public static final int PLAY = 1;
  public static final int SET_POSITION = 2;
  public static final int UNDO = 3;
  public static final int FLIP = 4;

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
    post("ready", game, fen, null, null, null, null, null, null);
  }

  public void move(String game, String fen, String move, String san, String by) {
    post("move", game, fen, move, san, by, null, null, null);
  }

  /** The reason keeps the form it always had: the judge's words, then the rule it cites. */
  public void gameOver(String game, String fen, Outcome outcome) {
    String rule = outcome.rule();
    String reason = rule.isEmpty() ? outcome.text() : outcome.text() + " (" + rule + ")";
    post("gameover", game, fen, null, null, null, outcome.resultToken(), reason, null);
  }

  public void error(String message) {
    post("error", null, null, null, null, null, null, null, message);
  }

  /**
   * A field of a message as a string: strings up to {@link #MAX_FIELD} characters, finite numbers
   * as their text; null for anything else (objects, arrays, functions, getters that throw).
   */
  @JSBody(
      params = {"o", "name"},
      script =
          "try { if (o === null || typeof o !== 'object') return null;"
              + " var v = o[name];"
              + " if (typeof v === 'number' && isFinite(v)) return String(v);"
              + " return typeof v === 'string' && v.length <= 200 ? v : null;"
              + " } catch (e) { return null; }")
  public static native String field(JSObject o, String name);

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

  /**
   * The event object, without the fields that are null, to the parent page if there is one; '*'
   * because a file:// parent is "null".
   */
  @JSBody(
      params = {"type", "game", "fen", "move", "san", "by", "result", "reason", "message"},
      script =
          "var o = {source: 'alfil', type: type, game: game, fen: fen, move: move, san: san,"
              + " by: by, result: result, reason: reason, message: message};"
              + "for (var field in o) if (o[field] === null) delete o[field];"
              + "try { if (window.parent !== window) window.parent.postMessage(o, '*'); }"
              + " catch (e) {}")
  private static native void post(
      String type,
      String game,
      String fen,
      String move,
      String san,
      String by,
      String result,
      String reason,
      String message);
}
