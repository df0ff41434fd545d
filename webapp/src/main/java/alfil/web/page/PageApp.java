package alfil.web.page;

import alfil.core.Outcome;
import alfil.web.dom.Dom;
import alfil.web.embed.EmbedApi;
import alfil.web.embed.HashParams;
import alfil.web.game.Settings;
import alfil.web.storage.SafeStorage;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * Wiring of the page: finds the template's elements, gives each room its part of the page and
 * connects them: the board view, the move list, the status line, the new-game panel, the game
 * controller, the embed API (hash parameters, postMessage) and the stored preferences. None of them
 * re-implements a rule.
 */
public final class PageApp
    implements GameController.Events,
        EmbedApi.Commands,
        SettingsPanel.Listener,
        GameSwitch.Listener,
        BoardView.Listener,
        BoardEditor.Listener,
        RecordDialog.Listener,
        EventListener<Event> {
  private final SafeStorage storage = new SafeStorage();
  private final Preferences preferences = new Preferences(storage);
  private final GameKeeper keeper = new GameKeeper(storage);
  private final StatusLine status =
      new StatusLine(Dom.byId("status"), Dom.byId("message"), Dom.byId("announce"));
  private final GameSwitch gameSwitch = new GameSwitch(Dom.byId("game-switch"), this);
  private final SettingsPanel panel = new SettingsPanel(this);
  // feature: sound and music (the sound row installs the page's Sounds)
  private final SoundPanel sound = new SoundPanel(storage);
  private final PoemCard poems = new PoemCard(storage);
  private final GameController controller;
  private final BoardEditor editor;
  private final AnalysisPanel analysis;
  private EmbedApi embed;
  private String notation;

  /**
   * @param scriptText the page's own inline script (the worker runs it), or null
   */
  public PageApp(String scriptText) {
    PromotionChooser promotion = new PromotionChooser(Dom.byId("promotion"));
    BoardView board = new BoardView(Dom.byId("board"), promotion, this);
    controller = new GameController(board, new MoveListView(Dom.byId("moves")), status, scriptText);
    controller.setEvents(this);
    analysis = new AnalysisPanel(board, scriptText);
    controller.setAnalysis(analysis);
    editor = new BoardEditor(board, new PiecePalette(Dom.byId("palette")), this);
    controller.setKeeper(keeper);
  }

  @Override
  public void onMove(int move) {
    controller.humanMove(move);
  }

  @Override
  public void onSelect(String text) {
    status.announce(text, false);
  }

  /**
   * The buttons' one listener (take back, flip, set up, analyse; the page's listeners are its own
   * methods, not a lambda class each), told apart by the button's id, and the hash's changes.
   */
  @Override
  public void handleEvent(Event e) {
    String id = Dom.attributeOfTarget(e, "id");
    if ("hashchange".equals(e.getType())) {
      applyHash(false);
    } else if ("undo".equals(id)) {
      say(controller.takeback(false));
    } else if ("edit".equals(id)) {
      analysis.show(false);
      say("");
      editor.open(controller.settings(), controller.fen());
    } else if ("analyse".equals(id)) {
      analysis.show(!analysis.isOpen());
    } else {
      controller.flip();
    }
  }

  public void start() {
    HTMLDocument.current()
        .getDocumentElement()
        .setAttribute("data-storage", storage.isAvailable() ? "ok" : "unavailable");
    Dom.onClick(Dom.byId("undo"), this);
    Dom.onClick(Dom.byId("flip"), this);
    Dom.onClick(Dom.byId("edit"), this);
    Dom.onClick(Dom.byId("analyse"), this);
    new ReviewInput(controller, Dom.byId("moves"), Dom.byId("board"));
    new RecordDialog(controller, this);
    notation = preferences.notation();
    embed = new EmbedApi(this);
    applyHash(true);
    Dom.on(Window.current(), "hashchange", this);
    embed.ready(controller.game(), controller.fen());
  }

  /**
   * Applies the URL hash's parameters over the saved settings: at load, and again at every {@code
   * hashchange}, as a load would. A hash that names no game leaves a game in progress alone (at
   * load the saved settings start one). At load, the kept game of the hash's game kind comes back
   * unless the hash sets a position ({@code fen=}): a page reloaded with the same hash resumes its
   * game. Bad values are shown on the page and sent to the host page as an {@code error} event.
   */
  private void applyHash(boolean atLoad) {
    HashParams hash = HashParams.parse(HashParams.readLocationHash(), preferences.load());
    if (hash.theme != null) {
      HTMLDocument.current().getDocumentElement().setAttribute("data-theme", hash.theme);
    }
    boolean resumed = atLoad && hash.settings.fen == null && resume(hash.settings.game);
    String refused = hash.any && !resumed ? startGame(hash.settings) : null;
    if (atLoad && !resumed && (!hash.any || refused != null)) {
      Settings fallback = hash.settings.copy();
      fallback.fen = null;
      if (startGame(fallback) != null) {
        fallback.game = new Settings().game;
        startGame(fallback);
      }
    }
    String problems = (hash.errors + (refused == null ? "" : refused)).trim();
    if (!problems.isEmpty()) {
      embed.error(problems);
    }
    say(problems);
  }

  private String startGame(Settings s) {
    String refused = controller.newGame(s, notation);
    if (refused == null) {
      editor.close();
      showGame(s);
      Sounds.gameStarted(s.game);
      poems.gameStarted(s.game);
    }
    return refused;
  }

  /** Resumes the kept game of {@code game}, if there is one that can be resumed. */
  private boolean resume(String game) {
    boolean resumed = keeper.resume(game, controller, notation);
    if (resumed) {
      showGame(controller.settings());
      // The xiangqi page greets a game with a poem, a resumed one as a new one.
      poems.gameStarted(game);
    }
    return resumed;
  }

  private void showGame(Settings s) {
    gameSwitch.select(s.game);
    panel.show(s, notation, "xiangqi".equals(s.game));
  }

  private void say(String text) {
    status.say(text == null ? "" : text);
  }

  // ---------------------------------------------------------------- the player's controls

  @Override
  public void onGame(String game) {
    String refused = null;
    if (!resume(game)) {
      Settings s = panel.read(controller.settings());
      s.game = game;
      refused = startGame(s);
    }
    if (refused == null) {
      preferences.save(controller.settings());
    }
    say(refused);
  }

  @Override
  public void onNewGame(Settings settings) {
    Settings s = settings.copy();
    s.game = controller.game();
    String refused = startGame(s);
    if (refused == null) {
      preferences.save(s);
    }
    say(refused);
  }

  @Override
  public void onLevel(int level) {
    if (level > 0) {
      controller.setLevel(level);
      preferences.save(controller.settings());
    }
  }

  @Override
  public void onNotation(String choice) {
    notation = choice;
    preferences.saveNotation(choice);
    controller.setNotation(choice);
  }

  /** A game from the editor's position; the player's saved settings stay as they were. */
  @Override
  public void onSetUp(Settings settings, boolean analyse) {
    String refused = startGame(settings);
    if (refused == null && analyse) {
      analysis.show(true);
    }
    say(refused);
  }

  // ---------------------------------------------------------------- embed API

  @Override
  public void onMove(String move, String text, String by) {
    embed.move(controller.game(), controller.fen(), move, text, by);
  }

  @Override
  public void onGameOver(Outcome outcome) {
    embed.gameOver(controller.game(), controller.fen(), outcome);
    Sounds.gameEnded();
    poems.gameEnded();
  }

  @Override
  public String onCommand(int type, JSObject command) {
    if (type >= EmbedApi.GET_STATE) {
      return onRecordCommand(type, command);
    }
    String refused;
    if (type == EmbedApi.PLAY) {
      String move = EmbedApi.field(command, "move");
      refused = move == null ? "play needs a move (UCI or ICCS text)" : controller.playText(move);
    } else if (type == EmbedApi.UNDO) {
      refused = controller.takeback(true);
    } else if (type == EmbedApi.FLIP) {
      controller.flip();
      refused = null;
    } else {
      refused = setUp(command, type == EmbedApi.SET_POSITION);
    }
    if (refused != null || type != EmbedApi.PLAY) {
      say(refused); // a move played keeps the judge's warning, if it gave one
    }
    return refused;
  }

  /**
   * getState, exportRecord and importRecord: answered with a state or record event (a refused
   * import with an error event, and on the page).
   */
  private String onRecordCommand(int type, JSObject command) {
    if (type == EmbedApi.EXPORT_RECORD) {
      embed.record(controller.game(), controller.exportRecord());
      return null;
    }
    if (type == EmbedApi.IMPORT_RECORD) {
      String text = EmbedApi.recordText(command);
      String refused =
          text == null
              ? "importRecord needs a text: a record or FEN of at most 1,048,576 characters"
              : onImport(text);
      if (refused != null) {
        say(refused);
        return refused;
      }
    }
    Outcome outcome = controller.outcome();
    embed.state(
        controller.game(),
        controller.fen(),
        controller.engineMoves(),
        controller.turn(),
        outcome == null ? null : outcome.text(),
        controller.clockMillis());
    return null;
  }

  /** A record pasted, opened or sent by the host page becomes the game; its settings show. */
  @Override
  public String onImport(String text) {
    String refused = controller.importRecord(text, notation);
    if (refused == null) {
      Settings s = controller.settings();
      gameSwitch.select(s.game);
      panel.show(s, notation, "xiangqi".equals(s.game));
    }
    return refused;
  }

  /** newGame and setPosition: the current settings changed by the command's checked fields. */
  private String setUp(JSObject command, boolean needsFen) {
    Settings s = controller.settings();
    s.fen = null;
    s.orientation = -1;
    if (needsFen && EmbedApi.field(command, "fen") == null) {
      return "setPosition needs a fen";
    }
    for (int f = 0; f < Settings.FIELDS.length; f++) {
      String value = EmbedApi.field(command, Settings.FIELDS[f]);
      String refused = value == null ? null : s.set(f, value);
      if (refused != null) {
        return refused;
      }
    }
    return startGame(s);
  }
}
