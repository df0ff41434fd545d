package alfil.web.poems;

import alfil.web.dom.Dom;
import alfil.web.storage.SafeStorage;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The poem card beside the board: at the start and at the end of each xiangqi game it shows one
 * Tang poem (title, poet, lines; the template marks the card {@code lang="zh-Hant"}) until the
 * player closes it or the next game replaces it. It never covers the board, so play goes on.
 *
 * <p>The poems come from the page's data block {@code #alfil-poems}, parsed on the first showing
 * rather than at load. Which poem: {@link PoemOrder} over a showing counter kept in storage ({@code
 * alfil.poem}), so a returning player meets the next poems; without storage the walk starts again
 * with each visit, which is still deterministic.
 */
public final class PoemCard {
  static final String KEY = "poem";

  private final SafeStorage storage;
  private final HTMLElement card = Dom.byId("poem");
  private Poem[] poems;

  /** Showings so far on this page: the counter when storage is unavailable. */
  private int shown;

  public PoemCard(SafeStorage storage) {
    this.storage = storage;
    Dom.onClick(Dom.byId("poem-close"), e -> card.setHidden(true));
  }

  /** Hook: a game started (a new poem for xiangqi; chess has none, so the card goes). */
  public void gameStarted(String game) {
    if ("xiangqi".equals(game)) {
      showNext();
    } else {
      card.setHidden(true);
    }
  }

  /** Hook: a game ended. */
  public void gameEnded(String game) {
    if ("xiangqi".equals(game)) {
      showNext();
    }
  }

  private void showNext() {
    if (poems == null) {
      poems = Poems.parse(Dom.byId("alfil-poems").getTextContent());
      card.setAttribute("data-count", Integer.toString(poems.length));
    }
    int n = shown;
    try {
      n = Math.max(n, Integer.parseInt(String.valueOf(storage.get(KEY))));
    } catch (NumberFormatException e) {
      // absent or foreign value: the page's own count goes on
    }
    shown = n + 1;
    storage.set(KEY, Integer.toString(shown));
    int i = PoemOrder.index(n, poems.length);
    if (i < 0) {
      return;
    }
    Poem p = poems[i];
    Dom.setText(Dom.byId("poem-title"), p.title);
    Dom.setText(Dom.byId("poem-poet"), p.poet);
    HTMLElement body = Dom.byId("poem-lines");
    Dom.clear(body);
    for (String line : p.lines) {
      HTMLElement l = Dom.html("p");
      Dom.setText(l, line);
      body.appendChild(l);
    }
    card.setAttribute("data-poem", Integer.toString(i));
    card.setHidden(false);
  }
}
