package alfil.web.page;

import alfil.web.dom.Dom;
import alfil.web.protocol.Games;
import alfil.web.protocol.SearchReply;
import alfil.web.storage.SafeStorage;
import alfil.web.worker.SearchClient;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * Wiring of the page: finds the template's elements, gives each room its part of the page and
 * connects them. The rooms to come (board view, move list, clocks, settings) are further classes
 * made here; none of them re-implements a rule.
 */
public final class PageApp {
  private static final String GAME_KEY = "game";

  private final SafeStorage storage = new SafeStorage();
  private final StatusLine status = new StatusLine(Dom.byId("status"));
  private final GameSwitch gameSwitch = new GameSwitch(Dom.byId("game-switch"), this::newGame);
  private final SearchClient engine;

  /** When the open request was sent (ms, page clock). */
  private double sentAt;

  /**
   * @param scriptText the page's own inline script (the worker runs it), or null
   */
  public PageApp(String scriptText) {
    engine = new SearchClient(scriptText, this::onReply);
  }

  public void start() {
    HTMLDocument.current()
        .getDocumentElement()
        .setAttribute("data-storage", storage.isAvailable() ? "ok" : "unavailable");
    String saved = storage.get(GAME_KEY);
    newGame(Games.isKnown(saved) ? saved : Games.CHESS);
  }

  private void newGame(String game) {
    storage.set(GAME_KEY, game);
    gameSwitch.select(game);
    status.thinking(game);
    sentAt = Dom.now();
    engine.search(Requests.probe(game));
  }

  private void onReply(SearchReply reply, String by, int slices) {
    status.answered(gameSwitch.selected(), reply, by, slices, (int) (Dom.now() - sentAt + 0.5));
  }
}
