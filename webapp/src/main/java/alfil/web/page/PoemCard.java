package alfil.web.page;

import alfil.core.FenReader;
import alfil.core.InvalidInputException;
import alfil.web.dom.Dom;
import alfil.web.storage.SafeStorage;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The poem card beside the board (under it on a phone): a Tang poem, its title, poet and couplets,
 * at the start and at the end of each xiangqi game and whenever the player presses "Poem", as
 * xiangqi apps greet a game with a verse. It never covers the board: play goes on while it shows,
 * and its × closes it. A game whose page profile has no poems (chess) hides the card and its
 * button.
 *
 * <p>The poems are the page's data block {@code <template id="alfil-poems">}, one a line, in the
 * form and the order {@code PoemData} in inline-build gives them: the card shows them in turn, from
 * a showing counter kept in storage ({@code alfil.poem}), so a returning player meets the next ones
 * (a first visit starts at a poem chosen by the clock). The block comes after the script, at the
 * end of the file, where its text costs the fewest gzipped bytes; a poem asked for while the page
 * is still being read (the first game's) waits for {@code DOMContentLoaded}.
 */
final class PoemCard implements EventListener<Event> {
  private static final String KEY = "poem";

  private final SafeStorage storage;
  private final HTMLElement card = Dom.byId("poem");
  private final HTMLElement button = Dom.byId("poem-show");

  /** Whether the game on the board has poems. */
  private boolean poems;

  /** Showings on this page: the counter when storage is unavailable. */
  private int shown;

  PoemCard(SafeStorage storage) {
    this.storage = storage;
    Dom.onClick(button, this);
    Dom.onClick(Dom.byId("poem-close"), this);
  }

  /** The two buttons' one listener: "Poem" shows the next poem, × closes the card. */
  @Override
  public void handleEvent(Event e) {
    if ("poem-show".equals(Dom.attributeOfTarget(e, "id"))) {
      showNext();
    } else {
      card.setHidden(true);
    }
  }

  /** A game started: its page profile says whether poems go with it. */
  void gameStarted(PageProfile profile) {
    poems = profile.poems;
    button.setHidden(!poems);
    card.setHidden(true);
    if (poems) {
      showNext();
    }
  }

  /** The game ended. */
  void gameEnded() {
    if (poems) {
      showNext();
    }
  }

  private void showNext() {
    String kept = storage.get(KEY);
    // A first visit starts anywhere in the collection (the time the page took to get here), not
    // always at its first poem; a returning player goes on from the counter.
    int n = kept == null && shown == 0 ? (int) Dom.now() % 1000 : Math.max(shown, stored(kept));
    shown = n + 1;
    storage.set(KEY, Integer.toString(shown));
    show(n);
  }

  /** The showing counter in storage; 0 when absent or not one of ours (another page's value). */
  private static int stored(String text) {
    try {
      return text == null ? 0 : FenReader.counter(text, "poem", 0);
    } catch (InvalidInputException e) {
      return 0;
    }
  }

  /**
   * Shows the n-th poem of the block (counting round): its line is title, poet and couplets,
   * tab-separated. A couplet is two halves as long as each other: the comma between them and the
   * full stop at its end, left out of the block, come back here; a ？ or ！ stayed in place.
   */
  @JSBody(
      params = "n",
      script =
          "var show = function () {"
              + " var poems = document.getElementById('alfil-poems').content.textContent.trim()"
              + ".split('\\n'), fields = poems[n % poems.length].split('\\t'),"
              + " text = function (id, value) { document.getElementById(id).textContent = value; };"
              + " text('poem-title', fields[0]); text('poem-poet', fields[1]);"
              + " text('poem-lines', fields.slice(2).map(function (couplet) {"
              + "  var half = couplet.replace(/[？！]/g, '').length / 2, rest = couplet.slice(half);"
              + "  return couplet.slice(0, half) + (/^[？！]/.test(rest) ? '' : '，') + rest"
              + "   + (/[？！]$/.test(rest) ? '' : '。'); }).join('\\n'));"
              + " document.getElementById('poem').hidden = false; };"
              + "if (document.getElementById('alfil-poems')) show();"
              + " else document.addEventListener('DOMContentLoaded', show);")
  private static native void show(int n);
}
