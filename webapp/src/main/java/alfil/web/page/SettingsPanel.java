package alfil.web.page;

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

  private final HTMLElement mode = Dom.byId("mode");
  private final HTMLElement level = Dom.byId("level");
  private final HTMLElement side = Dom.byId("side");
  private final HTMLElement takebacks = Dom.byId("takebacks");
  private final HTMLElement notation = Dom.byId("notation");
  private final HTMLElement notationRow = Dom.byId("notation-row");

  private final Listener listener;

  SettingsPanel(Listener listener) {
    this.listener = listener;
    Dom.on(Dom.byId("new-game"), "submit", this);
    Dom.on(level, "change", this);
    Dom.on(notation, "change", this);
  }

  /**
   * The panel's one listener (one dispatcher instead of a lambda class per event: each costs the
   * page a class, its metadata and a JS export wrapper): the form's submit, or a change of the
   * level or notation select, told apart by the select's id.
   */
  @Override
  public void handleEvent(Event e) {
    if (e.getType().equals("submit")) {
      Dom.preventDefault(e);
      listener.onNewGame(read(new Settings()));
    } else if ("level".equals(Dom.attributeOfTarget(e, "id"))) {
      listener.onLevel(Settings.parseLevel(Dom.value(level)));
    } else {
      listener.onNotation(Dom.value(notation));
    }
  }

  /** The panel's values over {@code base} (which supplies the game and the rest). */
  Settings read(Settings base) {
    Settings s = base.copy();
    s.fen = null;
    s.orientation = -1;
    String m = Dom.value(mode);
    if (Settings.isMode(m)) {
      s.mode = m;
    }
    int l = Settings.parseLevel(Dom.value(level));
    if (l > 0) {
      s.level = l;
    }
    int sd = Settings.parseSide(Dom.value(side));
    if (sd >= Settings.RANDOM_SIDE) {
      s.side = sd;
    }
    String t = Dom.value(takebacks);
    if (Settings.isTakebacks(t)) {
      s.takebacks = t;
    }
    return s;
  }

  void show(Settings s, String notationChoice, boolean notationApplies) {
    Dom.setValue(mode, s.mode);
    Dom.setValue(level, Integer.toString(s.level));
    Dom.setValue(
        side, s.side == Settings.RANDOM_SIDE ? "random" : s.side == 0 ? "first" : "second");
    Dom.setValue(takebacks, s.takebacks);
    if (notationChoice != null) {
      Dom.setValue(notation, notationChoice);
    }
    notationRow.setHidden(!notationApplies);
  }
}
