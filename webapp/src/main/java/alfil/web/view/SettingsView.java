package alfil.web.view;

import alfil.core.Game;
import alfil.core.Side;
import alfil.games.Games;
import alfil.search.Level;
import alfil.web.dom.Dom;
import alfil.web.game.Settings;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The new-game form: what the next game will be (opponent, level, side, clock), in one place, read
 * when the player presses New game; and beside it the choices that apply at once to the game on the
 * board (takebacks, notation). It shows values and reads them; the page's shell hands them on.
 */
public final class SettingsView {
  /** The clock select's value that opens the custom fields (minutes, bonus, seconds). */
  private static final String CUSTOM = "custom";

  private final Words words;
  private final HTMLElement level = Dom.byId("level");
  private final HTMLElement mode = Dom.byId("mode");
  private final HTMLElement side = Dom.byId("side");
  private final HTMLElement notation = Dom.byId("notation");
  private final HTMLElement notationRow = Dom.byId("notation-row");
  private final HTMLElement takebacks = Dom.byId("takebacks");
  private final HTMLElement clock = Dom.byId("clock");
  private final HTMLElement clockCustom = Dom.byId("clock-custom");

  /** The game whose side names and notations the selects show. */
  private Game shownGame;

  public SettingsView(Words words) {
    this.words = words;
    // The levels come from the engine, where their range and their strength (the Elo anchors
    // measured against Stockfish) are written once.
    for (int n = Level.MIN; n <= Level.MAX; n++) {
      HTMLElement option = Dom.html("option");
      option.setAttribute("value", Integer.toString(n));
      Dom.setText(option, n + " (~" + Level.of(n, Games.defaultGame()).elo() + ")");
      level.appendChild(option);
    }
  }

  /** The page speaks another language: the options' names are said again at the next show. */
  public void relabel() {
    shownGame = null;
  }

  /** Shows the settings of the game on the board, for the next one and the ones that apply now. */
  public void show(Settings s, String notationChoice) {
    if (s.game != shownGame) {
      shownGame = s.game;
      options(
          side,
          new String[] {"first", "second", "random"},
          new String[] {
            words.of(s.game.sideName(Side.FIRST)),
            words.of(s.game.sideName(Side.SECOND)),
            words.of(PageTexts.RANDOM)
          });
      String[] names = s.game.notations();
      String[] labels = new String[names.length];
      for (int i = 0; i < names.length; i++) {
        labels[i] = words.of(PageTexts.notation(names[i]));
      }
      options(notation, names, labels);
      notationRow.setHidden(names.length < 2);
    }
    for (int f = Settings.MODE; f < Settings.SAVED; f++) {
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
    engineFields();
  }

  private static void options(HTMLElement select, String[] values, String[] labels) {
    Dom.clear(select);
    for (int i = 0; i < values.length; i++) {
      HTMLElement option = Dom.html("option");
      option.setAttribute("value", values[i]);
      Dom.setText(option, labels[i]);
      select.appendChild(option);
    }
  }

  /** The form's values over {@code base} (which supplies the game and the rest). */
  public Settings read(Settings base) {
    Settings s = base.copy();
    s.fen = null;
    s.orientation = -1;
    s.seed = 0;
    for (int f = Settings.MODE; f < Settings.SAVED; f++) {
      s.set(f, Dom.value(Dom.byId(Settings.FIELDS[f]))); // the selects offer valid values only
    }
    if (CUSTOM.equals(Dom.value(clock))) {
      // Minutes, the bonus's mark and seconds, as the form checked them: "7+2", "5d3".
      s.set(
          Settings.CLOCK,
          Dom.value(Dom.byId("clock-minutes"))
              + Dom.value(Dom.byId("clock-bonus"))
              + Dom.value(Dom.byId("clock-seconds")));
    }
    return s;
  }

  /** The takebacks chosen (they apply at once). */
  public int takebacks() {
    Settings s = new Settings();
    s.set(Settings.TAKEBACKS, Dom.value(takebacks));
    return s.takebacks;
  }

  public String notation() {
    return Dom.value(notation);
  }

  /** A select changed: the custom clock fields and the engine's fields follow it. */
  public void changed() {
    Dom.flag(clockCustom, "disabled", !CUSTOM.equals(Dom.value(clock)));
    engineFields();
  }

  /** Level and side mean something against the engine only: hidden for two players. */
  private void engineFields() {
    boolean local = "local".equals(Dom.value(mode));
    ((HTMLElement) level.getParentNode()).setHidden(local);
    ((HTMLElement) side.getParentNode()).setHidden(local);
  }
}
