package alfil.web.page;

import alfil.core.Game;
import alfil.core.Text;
import alfil.games.Games;
import alfil.web.dom.Dom;
import alfil.web.embed.EmbedApi;
import alfil.web.embed.HashParams;
import alfil.web.game.Settings;
import alfil.web.model.Arbiter;
import alfil.web.model.EditorModel;
import alfil.web.model.Effects;
import alfil.web.model.GameAnalysis;
import alfil.web.model.GameModel;
import alfil.web.model.Now;
import alfil.web.protocol.SearchReply;
import alfil.web.storage.SafeStorage;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import alfil.web.view.AnalysisView;
import alfil.web.view.ArbiterView;
import alfil.web.view.BoardView;
import alfil.web.view.EditorView;
import alfil.web.view.GameSwitch;
import alfil.web.view.Labels;
import alfil.web.view.MoveListView;
import alfil.web.view.PlayersView;
import alfil.web.view.PromotionChooser;
import alfil.web.view.RecordDialog;
import alfil.web.view.ResultView;
import alfil.web.view.ReviewView;
import alfil.web.view.SettingsView;
import alfil.web.view.StatusView;
import alfil.web.worker.SearchClient;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.TimerHandler;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The page's shell, as thin as it can be: it hands the player's input to the {@link GameModel}'s
 * transitions (buttons by their {@code data-act}, the board's moves, the keys, the forms, the hash,
 * the host page's commands), carries out the {@link Effects} each returns (the engine's and the
 * analysis' searches, sounds, screen-reader announcements, the store, the host page's events, the
 * poems and music of a game's kind), and then draws every view once from the model.
 */
public final class PageApp
    implements Now,
        BoardView.Listener,
        EditorView.Listener,
        RecordDialog.Listener,
        EmbedApi.Commands,
        SearchClient.Listener,
        EventListener<Event>,
        TimerHandler {
  /** The buttons' acts, by {@code data-act}; an act not listed does nothing. */
  private static final String[] ACTS = {
    "undo",
    "flip",
    "edit",
    "analyse",
    "resign",
    "resign-yes",
    "resign-no",
    "offer",
    "accept",
    "decline",
    "claim",
    "yes",
    "no",
    "first",
    "prev",
    "next",
    "last",
    "export",
    "import",
    "close",
    "copy",
    "review",
    "game",
    "edit-start",
    "edit-clear",
    "edit-close",
    "edit-ai",
    "edit-local",
    "edit-analyse",
    "analyse-game",
    "review-cancel",
    "graph"
  };

  /** The store's key of the player's language. */
  private static final String LANGUAGE = "lang";

  /** How often a running clock is redrawn and its flag looked at: tenths show under ten seconds. */
  private static final int TICK_MS = 100;

  private final SafeStorage storage = new SafeStorage();
  private final Preferences preferences = new Preferences(storage);
  private final GameKeeper keeper = new GameKeeper(storage);
  private final Words words = new Words();
  private final Languages languages = new Languages(storage);

  /** The language the page speaks: a tag of {@link #languages}. */
  private String language = Languages.ENGLISH;

  private final GameModel model;
  private final EditorModel editor = new EditorModel();
  private final SoundPanel sound = new SoundPanel(storage);
  private final PoemCard poems = new PoemCard(storage);
  private final String scriptText;
  private final SearchClient engine;

  /** The analysis' own search client, made at its first use. */
  private SearchClient analyst;

  /** The game review's own search client, made at its first use. */
  private SearchClient reviewer;

  private final BoardView board;
  private final MoveListView moveList;
  private final StatusView status;
  private final PlayersView players;
  private final ArbiterView arbiter;
  private final ResultView result;
  private final AnalysisView analysis;
  private final ReviewView review;
  private final EditorView editorView;
  private final SettingsView settings;
  private final GameSwitch gameSwitch;
  private final RecordDialog records;
  private final HTMLElement announcer = Dom.byId("announce");
  private final HTMLElement notice = Dom.byId("notice");
  private EmbedApi embed;

  /** Whether the clocks' timer is set. */
  private boolean ticking;

  /**
   * @param scriptText the page's own inline script (the workers run it), or null
   */
  public PageApp(String scriptText) {
    this.scriptText = scriptText;
    model = new GameModel(this, entropy());
    engine = new SearchClient(scriptText, this);
    board =
        new BoardView(
            Dom.byId("board"), words, new PromotionChooser(Dom.byId("promotion"), words), this);
    moveList = new MoveListView(Dom.byId("moves"), Dom.byId("review-nav"));
    status = new StatusView(words, Dom.byId("status"), Dom.byId("message"), Dom.byId("ask"));
    players = new PlayersView(words, Dom.byId("player-top"), Dom.byId("player-bottom"));
    arbiter = new ArbiterView(words, Dom.byId("arbiter"));
    result = new ResultView(words, Dom.byId("result"));
    analysis = new AnalysisView(words);
    review = new ReviewView(words);
    editorView = new EditorView(words, editor, this);
    settings = new SettingsView(words);
    gameSwitch = new GameSwitch(words, Dom.byId("game-switch"));
    records = new RecordDialog(words, this);
  }

  public void start() {
    HTMLDocument document = HTMLDocument.current();
    document
        .getDocumentElement()
        .setAttribute("data-storage", storage.isAvailable() ? "ok" : "unavailable");
    Dom.onClick(document, this);
    Dom.on(document, "keydown", this);
    Dom.capture(document, "change", this);
    Dom.on(Dom.byId("new-game"), "submit", this);
    Dom.on(Window.current(), "hashchange", this);
    HTMLElement menu = Dom.byId("language");
    String[] tags = languages.tags();
    String[] names = languages.names();
    for (int i = 0; i < tags.length; i++) {
      HTMLElement option = Dom.html("option");
      option.setAttribute("value", tags[i]);
      option.setAttribute("lang", tags[i]);
      Dom.setText(option, names[i]);
      menu.appendChild(option);
    }
    ((HTMLElement) menu.getParentNode()).setHidden(tags.length < 2);
    speak(languages.choose(storage.get(LANGUAGE)));
    model.setNotation(preferences.notation());
    embed = new EmbedApi(this);
    applyHash(true);
    embed.ready(model.game().name(), model.fen());
  }

  @Override
  public long millis() {
    return (long) Dom.now();
  }

  // ---------------------------------------------------------------- carrying out, drawing

  /** Carries out a transition's effects, then draws the page. */
  private void run(Effects e) {
    if (e.cancelSearch) {
      engine.cancel();
    }
    if (e.search != null) {
      engine.search(e.search);
    }
    if (e.stopAnalysis && analyst != null) {
      analyst.cancel();
    }
    if (e.analyse != null) {
      if (analyst == null) {
        analyst = new SearchClient(scriptText, new AnalysisFeed(this, false));
      }
      analyst.search(e.analyse);
    }
    if (e.cancelReview && reviewer != null) {
      reviewer.cancel();
    }
    if (e.review != null) {
      if (reviewer == null) {
        reviewer = new SearchClient(scriptText, new AnalysisFeed(this, true));
      }
      reviewer.search(e.review);
    }
    if (e.reviewed && embed != null) {
      tellReview();
    }
    if (e.keep) {
      keeper.keep(model);
    }
    Game game = model.game();
    if (e.started) {
      PageProfile profile = PageProfile.of(game.name());
      sound.sounds().gameStarted(profile);
      poems.gameStarted(profile);
      editor.close();
      settings.show(model.settings(), model.notation());
      gameSwitch.draw(game);
    }
    if (e.moved != null && embed != null) {
      embed.move(game.name(), model.fen(), e.moved, e.movedText, e.movedBy);
    }
    if (e.ended != null) {
      if (embed != null) {
        embed.gameOver(game.name(), model.fen(), e.ended);
      }
      poems.gameEnded();
    }
    render();
    // Heard and read out with what they are about in view.
    sound.sounds().play(e.sound);
    if (e.announce != null) {
      announce(e.announce, e.announceQueued);
    }
  }

  /** Draws every view from the model: the one redraw after every change. */
  private void render() {
    boolean editing = editor.isOpen();
    board.draw(editing ? editor.board(model.notation(), model.flipped()) : model.board(), editing);
    moveList.draw(model);
    status.draw(model);
    players.draw(model);
    arbiter.draw(model);
    result.draw(model);
    analysis.draw(model);
    review.draw(model);
    editorView.draw();
    Text quiet = keeper.notice();
    notice.setHidden(quiet == null);
    Dom.setText(notice, quiet == null ? "" : words.of(quiet));
    if (model.clocks().running() && !ticking) {
      ticking = true;
      Window.setTimeout(this, TICK_MS);
    }
  }

  /** The clocks' timer: a flag fallen or a clock running low is the model's to judge. */
  @Override
  public void onTimer() {
    ticking = false;
    Effects e = model.tick();
    if (e.sound != Effects.NO_SOUND || e.ended != null) {
      run(e);
    } else {
      players.drawClocks(model);
      if (model.clocks().running()) {
        ticking = true;
        Window.setTimeout(this, TICK_MS);
      }
    }
  }

  /**
   * Tells screen readers a move, check, result or selection. Each message is a paragraph of its own
   * in the live region, and screen readers read the paragraphs added in turn. A message of the
   * player's own doing ({@code queued} false: their selection, their move) replaces the older ones;
   * the engine's reply is added after them, so the player's own move is still read out first.
   */
  private void announce(Text text, boolean queued) {
    if (!queued) {
      Dom.clear(announcer);
    }
    HTMLElement p = Dom.html("p");
    Dom.setText(p, words.of(text));
    announcer.appendChild(p);
  }

  // ---------------------------------------------------------------- the player's input

  /**
   * The page's one listener for its buttons (by {@code data-act}), the move list's moves (by {@code
   * data-ply}), the review keys, the forms' changes and submit, and the hash's changes.
   */
  @Override
  public void handleEvent(Event e) {
    String type = e.getType();
    if (type.equals("hashchange")) {
      applyHash(false);
    } else if (type.equals("submit")) {
      Dom.preventDefault(e);
      newGame(settings.read(model.settings()));
    } else if (type.equals("change")) {
      changed(Dom.attributeOfTarget(e, "id"));
    } else if (type.equals("keydown")) {
      key(e);
    } else {
      String ply = Dom.attributeOfTarget(e, "data-ply");
      String act = Dom.attributeOfTarget(e, "data-act");
      if (ply != null) {
        run(model.review(digits(ply)));
      } else if (act != null) {
        act(indexOf(ACTS, act), e);
      }
    }
  }

  private void act(int act, Event e) {
    int shown = model.shown();
    switch (act) {
      case 0:
        run(model.takeBack(false));
        break;
      case 1:
        run(model.flip());
        break;
      case 2:
        model.setAnalysis(false);
        editor.open(model.settings(), model.board().fen);
        run(model.say(null));
        break;
      case 3:
        run(model.setAnalysis(!model.analysis().on()));
        break;
      case 4:
      case 5:
      case 6:
        run(model.resign(act == 4 ? Arbiter.ASK : act == 5 ? Arbiter.YES : Arbiter.NO));
        break;
      case 7:
        run(model.offerDraw());
        break;
      case 8:
      case 9:
        run(model.answerDraw(act == 8));
        break;
      case 10:
        run(model.claimDraw());
        break;
      case 11:
      case 12:
        run(
            model.pendingGame() != null
                ? model.answerNewGame(act == 11)
                : model.answerPendingMove(act == 11));
        break;
      case 13:
        run(model.review(0));
        break;
      case 14:
        run(model.review(shown - 1));
        break;
      case 15:
        run(model.review(shown + 1));
        break;
      case 16:
        run(model.review(model.plies()));
        break;
      case 17:
      case 18:
        records.open(act == 17);
        break;
      case 19:
      case 21:
        result.close(model); // close, or review: the game stays, for the move list and the keys
        render();
        break;
      case 20:
        RecordDialog.copyText(onExport());
        Dom.setText(Dom.byId("result-copy"), words.of(PageTexts.COPIED));
        break;
      case 22:
        switchGame(Games.byName(Dom.attributeOfTarget(e, "data-game")));
        break;
      case 29:
        run(model.analyseGame(0));
        break;
      case 30:
        run(model.cancelReview());
        break;
      case 31:
        run(model.review(review.plyAt(Dom.number(e, "clientX"), model.plies())));
        break;
      default:
        editorAct(act);
    }
  }

  /** The editor's buttons: its position's changes, closing it, a game from its position. */
  private void editorAct(int act) {
    if (!editor.isOpen() || act < 23) {
      return;
    }
    if (act == 23) {
      editor.startPosition();
    } else if (act == 24) {
      editor.clear();
    } else if (act == 25) {
      editor.close();
    } else {
      // With the engine the player takes the side to move, at the bottom; between friends the
      // board stays as it was set up.
      Effects e = model.start(editor.game(act == 26, model.flipped()));
      if (e.refused == null && act == 28) {
        run(e);
        e = model.setAnalysis(true);
      }
      run(e);
      return;
    }
    render();
  }

  /**
   * Speaks {@code tag} from now on: every label and view is said again, {@code <html lang>} follows
   * (screen readers and fonts go by it), and a Chinese page shows xiangqi's moves in Chinese unless
   * the player chose a notation.
   */
  private void speak(String tag) {
    Text.Patterns patterns = languages.patterns(tag);
    if (patterns == null) {
      tag = Languages.ENGLISH; // the code's own words, or a table that does not unpack
    }
    language = tag;
    words.use(patterns);
    HTMLDocument.current().getDocumentElement().setAttribute("lang", tag);
    Dom.setValue(Dom.byId("language"), tag);
    Labels.draw(words);
    gameSwitch.label();
    settings.relabel();
    review.relabel();
    if (preferences.notation() == null) {
      // Xiangqi's moves in Chinese in the page's own script; the engine names the notations.
      model.setNotation(
          tag.equals("zh-Hans") ? "chinese-simplified" : tag.startsWith("zh") ? "chinese" : null);
    }
    if (model.hasGame()) {
      settings.show(model.settings(), model.notation());
      render();
    }
  }

  /** A control of the forms changed: the ones that apply at once do. */
  private void changed(String id) {
    if ("language".equals(id)) {
      storage.set(LANGUAGE, Dom.value(Dom.byId("language")));
      speak(Dom.value(Dom.byId("language")));
    } else if ("notation".equals(id)) {
      preferences.saveNotation(settings.notation());
      run(model.setNotation(settings.notation()));
    } else if ("takebacks".equals(id)) {
      run(model.setTakebacks(settings.takebacks()));
    } else if ("mode".equals(id) || "clock".equals(id)) {
      settings.changed();
    }
  }

  /**
   * The review keys, as on lichess: left, right, Home and End (not while typing in a field or
   * choosing in a select, and not when the board took the arrows for its cursor).
   */
  private void key(Event e) {
    if (typing(e)) {
      return;
    }
    int code = (int) Dom.number(e, "keyCode");
    int shown = model.shown();
    int ply = code == 37 ? shown - 1 : code == 39 ? shown + 1 : code == 36 ? 0 : model.plies();
    if (code == 35 || code == 36 || code == 37 || code == 39) {
      Dom.preventDefault(e);
      run(model.review(ply));
    }
  }

  /** The new-game form: the next game, as the player set it up; kept for the next visit. */
  private void newGame(Settings s) {
    s.game = model.game();
    Effects e = model.askNewGame(s);
    if (e.refused == null) {
      preferences.save(s);
    }
    run(e);
  }

  /** The switch to another game: its kept game comes back, or a new one starts. */
  private void switchGame(Game game) {
    if (game == null || game == model.game()) {
      return;
    }
    Effects e = keeper.resume(game, model);
    if (e == null) {
      Settings s = settings.read(model.settings());
      s.game = game;
      e = model.start(s);
    }
    if (e.refused == null) {
      preferences.save(model.settings());
    }
    run(e);
  }

  // ---------------------------------------------------------------- the board

  @Override
  public void onMove(int from, int to, char promotion) {
    run(model.move(from, to, promotion));
  }

  @Override
  public void onIllegal() {
    sound.sounds().play(Effects.ILLEGAL);
  }

  @Override
  public void onSelect(Text said) {
    announce(said, false);
  }

  @Override
  public void onShape(int from, int to) {
    run(model.drawShape(from, to));
  }

  /** A press on the board that is no move: back to the game's end from review, or drawings go. */
  @Override
  public void onBoardPress() {
    run(
        model.reviewing() && !model.movesFromReview()
            ? model.review(model.plies())
            : model.clearDrawings());
  }

  @Override
  public void onEditPress(Event e, int square) {
    editorView.onBoardPress(e, square);
  }

  @Override
  public void onEdited() {
    render();
  }

  // ---------------------------------------------------------------- searches

  @Override
  public void onReply(SearchReply reply, String by) {
    run(model.engineReplied(reply, "page".equals(by)));
  }

  @Override
  public void onProgress(SearchReply progress) {
    model.engineProgress(progress);
  }

  /** A report of the analysis' search. */
  /** The game review's progress, or its end. */
  void onReview(SearchReply report) {
    run(model.reviewReport(report));
    GameAnalysis running = model.gameAnalysis();
    if (running.state() == GameAnalysis.RUNNING && embed != null) {
      embed.progress(model.game().name(), running.done(), running.total());
    }
  }

  /** The finished review, to the host page. */
  private void tellReview() {
    embed.analysis(
        model.game().name(),
        model.gameAnalysis().result(),
        model.engineMoves(),
        model.reviewBestMoves());
  }

  void onAnalysis(SearchReply report) {
    model.analysisReport(report);
    analysis.draw(model);
    board.draw(model.board(), false);
  }

  // ---------------------------------------------------------------- records

  @Override
  public String onExport() {
    return model.record(RecordDialog.today());
  }

  @Override
  public String recordFileName() {
    Game game = model.game();
    return "alfil-" + game.name() + "-" + RecordDialog.today() + "." + game.recordFileExtension();
  }

  @Override
  public Text onImport(String text) {
    Effects e = model.importRecord(text);
    if (e.refused == null) {
      run(e);
    }
    return e.refused;
  }

  // ---------------------------------------------------------------- the hash and the host page

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
    Text badLanguage = null;
    if (hash.lang != null && languages.speaks(hash.lang)) {
      speak(hash.lang); // for this embedding: the player's own choice stays as it was
    } else if (hash.lang != null) {
      badLanguage =
          PageTexts.HASH_PARAMETER.with(
              PageTexts.SETTING_REFUSED.with("lang", String.join(", ", languages.tags())));
    }
    Effects resumed =
        atLoad && hash.settings.fen == null ? keeper.resume(hash.settings.game, model) : null;
    Effects started = hash.any && resumed == null ? model.start(hash.settings) : null;
    Text refused = started == null ? null : started.refused;
    if (atLoad && resumed == null && (!hash.any || refused != null)) {
      Settings fallback = hash.settings.copy();
      fallback.fen = null;
      started = model.start(fallback);
      if (started.refused != null) {
        fallback.game = Games.defaultGame();
        started = model.start(fallback);
      }
    }
    Text problems = joined(joined(hash.errors, badLanguage), refused);
    run(resumed != null ? resumed : started != null ? started : new Effects());
    if (problems != null) {
      embed.error(problems.toString());
      run(model.say(problems));
    }
  }

  @Override
  public String onCommand(int type, JSObject command) {
    Effects e;
    if (type == EmbedApi.GET_STATE || type == EmbedApi.EXPORT_RECORD) {
      answer(type);
      return null;
    } else if (type == EmbedApi.IMPORT_RECORD) {
      String text = EmbedApi.recordText(command);
      e =
          text == null
              ? model.say(PageTexts.NEEDS_FIELD.with("importRecord", PageTexts.A_RECORD))
              : model.importRecord(text);
      if (text == null) {
        e.refused = model.message();
      }
    } else if (type == EmbedApi.PLAY) {
      String move = EmbedApi.field(command, "move");
      e =
          move == null
              ? model.say(PageTexts.NEEDS_FIELD.with("play", PageTexts.A_MOVE))
              : model.playText(move);
      if (move == null) {
        e.refused = model.message();
      }
    } else if (type == EmbedApi.ANALYSE_GAME) {
      int nodes = EmbedApi.reviewNodes(command);
      e =
          nodes < 0
              ? model.say(
                  PageTexts.NEEDS_FIELD.with(
                      "analyseGame", PageTexts.A_NODE_COUNT.with("" + EmbedApi.MAX_REVIEW_NODES)))
              : model.analyseGame(nodes);
      if (nodes < 0) {
        e.refused = model.message();
      }
    } else if (type == EmbedApi.UNDO) {
      e = model.takeBack(true);
    } else if (type == EmbedApi.FLIP) {
      e = model.flip();
    } else {
      e = setUp(command, type == EmbedApi.SET_POSITION);
    }
    run(e);
    if (type == EmbedApi.IMPORT_RECORD && e.refused == null) {
      answer(EmbedApi.GET_STATE);
    }
    return e.refused == null ? null : e.refused.toString();
  }

  /** The state or the record, to the host page. */
  private void answer(int type) {
    if (type == EmbedApi.EXPORT_RECORD) {
      embed.record(model.game().name(), onExport());
      return;
    }
    int[] left = null;
    if (model.clocks().timed()) {
      left = new int[] {model.clocks().left(0), model.clocks().left(1)};
    }
    embed.state(
        model.game().name(),
        model.fen(),
        model.engineMoves(),
        lowerCase(model.sideName(model.sideToMove()).toString()), // the API's English word
        model.outcome() == null ? null : model.outcome().text(),
        left);
  }

  /** newGame and setPosition: the current settings changed by the command's checked fields. */
  private Effects setUp(JSObject command, boolean needsFen) {
    Settings s = model.settings();
    s.fen = null;
    s.orientation = -1;
    s.seed = 0;
    if (needsFen && EmbedApi.field(command, "fen") == null) {
      return model.say(PageTexts.NEEDS_FIELD.with("setPosition", "fen"));
    }
    for (int f = 0; f < Settings.FIELDS.length; f++) {
      String value = EmbedApi.field(command, Settings.FIELDS[f]);
      Text refused = value == null ? null : s.set(f, value);
      if (refused != null) {
        Effects e = model.say(refused);
        e.refused = refused;
        return e;
      }
    }
    return model.start(s);
  }

  // ---------------------------------------------------------------- helpers

  /** Two sentences as one, either of them null. */
  private static Text joined(Text first, Text second) {
    return first == null
        ? second
        : second == null ? first : PageTexts.TWO_SENTENCES_JOINED.with(first, second);
  }

  private static int indexOf(String[] words, String word) {
    for (int i = 0; i < words.length; i++) {
      if (words[i].equals(word)) {
        return i;
      }
    }
    return -1;
  }

  /** Digits as a number (written by the move list; Integer.parseInt costs the page more). */
  private static int digits(String text) {
    int n = 0;
    for (int i = 0; i < text.length(); i++) {
      n = n * 10 + text.charAt(i) - '0';
    }
    return n;
  }

  /** ASCII lower case: side names are ASCII words. */
  private static String lowerCase(String word) {
    return alfil.core.Ascii.toLower(word);
  }

  /**
   * Whether a key belongs to something else: a text field or select, the board's cursor (which
   * prevents the default), an open dialog, or a shortcut with Alt, Ctrl or Meta (Alt+left is the
   * browser's back).
   */
  @JSBody(
      params = "e",
      script =
          "var t = e.target.tagName;"
              + "return e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey"
              + " || t === 'INPUT' || t === 'TEXTAREA' || t === 'SELECT'"
              + " || !!document.querySelector('dialog[open]');")
  private static native boolean typing(Event e);

  /** A seed that differs from page to page. */
  @JSBody(script = "return (Math.random() * 2147483647) | 0;")
  private static native int entropy();
}
