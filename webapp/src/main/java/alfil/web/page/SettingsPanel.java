package alfil.web.page;

import alfil.games.Games;
import alfil.search.Level;
import alfil.web.dom.Dom;
import alfil.web.game.Settings;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The new-game panel: mode, level, side and takebacks, and the notation of the move list. The level
 * and the notation apply at once; the rest at the next new game.
 */
final class SettingsPanel implements EventListener<Event> {
  interface Listener {
    void onNewGame(Settings settings);

    void onLevel(int level);

    void onNotation(String notation);
  }

  /**
   * The panel's selects are {@link Settings#FIELDS} from this one to {@link Settings#SAVED}, each
   * with the field's name as its id (the game has its own switch).
   */
  private static final int FIRST = 1;

  /** The clock select's index in {@link Settings#FIELDS}. */
  private static final int CLOCK = Settings.field("clock");

  /** The clock select's value that opens the custom fields (minutes, bonus, seconds). */
  private static final String CUSTOM = "custom";

  private final HTMLElement level = Dom.byId("level");
  private final HTMLElement mode = Dom.byId("mode");
  private final HTMLElement notation = Dom.byId("notation");
  private final HTMLElement notationRow = Dom.byId("notation-row");
  private final HTMLElement clock = Dom.byId("clock");
  private final HTMLElement clockCustom = Dom.byId("clock-custom");

  private final Listener listener;

  SettingsPanel(Listener listener) {
    this.listener = listener;
    // The levels come from the engine, where their range and their strength (the Elo anchors
    // measured against Stockfish) are written once.
    for (int n = Level.MIN; n <= Level.MAX; n++) {
      HTMLElement option = Dom.html("option");
      option.setAttribute("value", Integer.toString(n));
      Dom.setText(option, n + " (~" + Level.of(n, Games.defaultGame()).elo() + ")");
      level.appendChild(option);
    }
    Dom.on(Dom.byId("new-game"), "submit", this);
    Dom.on(level, "change", this);
    Dom.on(mode, "change", this);
    Dom.on(notation, "change", this);
    Dom.on(clock, "change", this);
  }

  /**
   * The panel's one listener (one dispatcher instead of a lambda class per event: each costs the
   * page a class, its metadata and a JS export wrapper): the form's submit, or a change of the
   * level, clock or notation select, told apart by the select's id.
   */
  @Override
  public void handleEvent(Event e) {
    String id = Dom.attributeOfTarget(e, "id");
    if (e.getType().equals("submit")) {
      Dom.preventDefault(e);
      listener.onNewGame(read(new Settings()));
    } else if ("clock".equals(id)) {
      // The custom fields take part (and are checked by the form) only when chosen.
      Dom.flag(clockCustom, "disabled", !CUSTOM.equals(Dom.value(clock)));
    } else if ("level".equals(id)) {
      listener.onLevel(Settings.parseLevel(Dom.value(level)));
    } else if ("mode".equals(Dom.attributeOfTarget(e, "id"))) {
      showEngineFields();
    } else {
      listener.onNotation(Dom.value(notation));
    }
  }

  /** The panel's values over {@code base} (which supplies the game and the rest). */
  Settings read(Settings base) {
    Settings s = base.copy();
    s.fen = null;
    s.orientation = -1;
    for (int f = FIRST; f < Settings.SAVED; f++) {
      s.set(f, Dom.value(Dom.byId(Settings.FIELDS[f]))); // the selects offer valid values only
    }
    if (CUSTOM.equals(Dom.value(clock))) {
      // Minutes, the bonus's mark and seconds, as the form checked them: "7+2", "5d3".
      s.set(
          CLOCK,
          Dom.value(Dom.byId("clock-minutes"))
              + Dom.value(Dom.byId("clock-bonus"))
              + Dom.value(Dom.byId("clock-seconds")));
    }
    return s;
  }

  void show(Settings s, String notationChoice, boolean notationApplies) {
    for (int f = FIRST; f < Settings.SAVED; f++) {
      Dom.setValue(Dom.byId(Settings.FIELDS[f]), s.get(f));
    }
    if (!s.clock.equals(Dom.value(clock))) {
      // Not a preset: the select's spare option shows this game's control ("0.5+0", periods).
      HTMLElement other = Dom.byId("clock-other");
      Dom.setValue(other, s.clock);
      Dom.setText(other, s.clock);
      other.setHidden(false);
      Dom.setValue(clock, s.clock);
    }
    Dom.flag(clockCustom, "disabled", true);
    if (notationChoice != null) {
      Dom.setValue(notation, notationChoice);
    }
    notationRow.setHidden(!notationApplies);
    showEngineFields();
  }

  /** Level and side mean something against the engine only: hidden for two players. */
  private void showEngineFields() {
    boolean local = Settings.MODE_LOCAL.equals(Dom.value(mode));
    ((HTMLElement) level.getParentNode()).setHidden(local);
    ((HTMLElement) Dom.byId("side").getParentNode()).setHidden(local);
  }
}
