package alfil.web.page;

import alfil.core.Game;
import alfil.core.Text;
import alfil.web.dom.Js;
import alfil.web.game.Settings;
import alfil.web.model.Clocks;
import alfil.web.model.Effects;
import alfil.web.model.GameModel;
import alfil.web.storage.SafeStorage;
import alfil.web.text.PageTexts;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;

/**
 * The game in progress of each game kind, kept in the browser's storage after every change so that
 * it comes back after a reload, a closed tab or a switch to the other game. A record is JSON under
 * {@code alfil.kept.<game>}:
 *
 * <pre>
 * {v: 1, game, fen (the start), moves: [engine texts], mode, level, side, takebacks, clock
 *  (as Settings writes them), human (the side the human plays), flipped, used (takebacks),
 *  time0, time1 (ms left), made0, made1 (moves made), running (-1: no clock runs),
 *  since (Date.now() when the running side's turn started), review (the game's review as
 *  ReviewResult's ints, when it has one)}
 * </pre>
 *
 * Nothing in a record is trusted: the settings go through {@link Settings#set}'s checks and the
 * moves are replayed from the start position through the judge. A record that cannot be resumed
 * (not JSON, another version, a refused setting or move) is dropped, and the page says so quietly
 * in its notice line ({@link #notice}); where storage is blocked the page plays on and says once
 * that games are not kept.
 */
final class GameKeeper {
  /** The record's format; a record of another version is dropped, not guessed at. */
  static final int VERSION = 1;

  private static final String KEY = "kept.";

  /** Most ints a kept review may have (a game of thousands of moves, each with its line). */
  private static final int MAX_REVIEW_INTS = 1 << 20;

  /** The keys of {@link Clocks#kept}'s fields before the turn's age (kept as "since"). */
  private static final String[] CLOCK_KEYS = {"time0", "time1", "made0", "made1", "running"};

  private final SafeStorage storage;

  /** What the notice line says (a game dropped, storage blocked), or null. */
  private Text notice;

  /** Whether the page has said that games are not kept (it says so once). */
  private boolean toldNotKept;

  GameKeeper(SafeStorage storage) {
    this.storage = storage;
    if (!storage.isAvailable()) {
      notKept();
    }
  }

  /** The quiet notice: information, not a fault of the player; null for none. */
  Text notice() {
    return notice;
  }

  /** Keeps the model's game: its settings, start position, moves, sides, takebacks and clocks. */
  void keep(GameModel m) {
    if (!storage.isAvailable() || !m.hasGame()) {
      return;
    }
    Settings settings = m.settings();
    JSObject r = Js.object();
    Js.set(r, "v", VERSION);
    for (int f = 0; f < Settings.SAVED; f++) {
      Js.set(r, Settings.FIELDS[f], settings.get(f));
    }
    Js.set(r, "fen", settings.fen);
    Js.set(r, "moves", m.engineMoves());
    Js.set(r, "human", m.humanSide());
    Js.set(r, "flipped", m.flipped() ? 1 : 0);
    Js.set(r, "used", m.takebacksUsed());
    int[] clocks = m.keptClocks();
    if (clocks != null) {
      for (int i = 0; i < Clocks.KEPT_AGE; i++) {
        Js.set(r, CLOCK_KEYS[i], clocks[i]);
      }
      Js.set(r, "since", epochNow() - clocks[Clocks.KEPT_AGE]);
    }
    int[] review = m.keptReview();
    if (review != null) {
      Js.set(r, "review", review);
    }
    if (!storage.set(KEY + settings.game.name(), Js.json(r))) {
      notKept(); // full, or refused since the page started
    }
  }

  /**
   * Resumes the kept game of {@code game} in the model. A record that cannot be resumed is dropped
   * with a notice.
   *
   * @return the resumed game's effects, or null when there was none to resume
   */
  Effects resume(Game game, GameModel m) {
    String json = storage.get(KEY + game.name());
    if (json == null) {
      return null;
    }
    JSObject r = Js.parse(json);
    Text why;
    Effects e = null;
    if (r == null) {
      why = PageTexts.KEPT_UNREADABLE;
    } else if (Js.number(r, "v") != VERSION) {
      why = PageTexts.KEPT_OTHER_VERSION;
    } else {
      Settings s = new Settings();
      why = read(r, s);
      if (why == null && s.game != game) {
        why = PageTexts.KEPT_FIELD_MISSING;
      }
      if (why == null) {
        e = resume(r, s, m);
        why = e.refused;
      }
    }
    if (why == null) {
      return e;
    }
    storage.remove(KEY + game.name());
    notice = PageTexts.KEPT_DROPPED.with(PageTexts.gameName(game.name()), why);
    return null;
  }

  /** The record's settings into {@code s}; the refusal of one, or null. */
  private static Text read(JSObject r, Settings s) {
    for (int f = 0; f < Settings.SAVED; f++) {
      String value = Js.text(r, Settings.FIELDS[f], 200);
      Text refused = value == null ? PageTexts.KEPT_FIELD_MISSING : s.set(f, value);
      if (refused != null) {
        return refused;
      }
    }
    s.fen = Js.text(r, "fen", 200);
    return s.fen == null ? PageTexts.KEPT_FIELD_MISSING : null;
  }

  private static Effects resume(JSObject r, Settings s, GameModel m) {
    String[] moves = Js.texts(r, "moves", 8);
    int human = whole(r, "human", 1);
    int flipped = whole(r, "flipped", 1);
    int used = whole(r, "used", Integer.MAX_VALUE);
    int missing = human | flipped | used; // negative when any is -1
    int[] clocks = null;
    if (Js.number(r, "since") == Js.number(r, "since")) { // a number, not NaN: the game is timed
      clocks = new int[Clocks.KEPT_AGE + 1];
      for (int i = 0; i < Clocks.KEPT_AGE; i++) {
        boolean running = i == Clocks.KEPT_RUNNING;
        clocks[i] = whole(r, CLOCK_KEYS[i], running ? 1 : Integer.MAX_VALUE);
        missing |= running ? 0 : clocks[i];
      }
      // The time since the running side's turn started: never negative (a clock set back), and
      // capped at eleven days, when every flag has long fallen.
      double age = epochNow() - Js.number(r, "since");
      clocks[Clocks.KEPT_AGE] = age > 0 ? (age < 1e9 ? (int) age : 1_000_000_000) : 0;
    }
    if (moves == null || missing < 0) {
      Effects e = new Effects();
      e.refused = PageTexts.KEPT_FIELD_MISSING;
      return e;
    }
    Effects e = m.resume(s, moves, human, flipped == 1, used, clocks);
    int[] review = Js.ints(r, "review", MAX_REVIEW_INTS);
    if (e.refused == null && review != null) {
      m.restoreReview(review); // one that does not fit the moves is dropped quietly
    }
    return e;
  }

  /** Says quietly, once, that games are not kept here. */
  private void notKept() {
    if (!toldNotKept) {
      toldNotKept = true;
      notice = PageTexts.NOT_KEPT;
    }
  }

  /** A whole number field from 0 to {@code max} (-1 for the running side), or -1 when not one. */
  private static int whole(JSObject r, String key, int max) {
    double v = Js.number(r, key);
    return v >= -1 && v <= max && v == (int) v ? (int) v : -1;
  }

  @JSBody(script = "return Date.now();")
  private static native double epochNow();
}
