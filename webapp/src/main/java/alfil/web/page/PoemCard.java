package alfil.web.page;

import alfil.core.FenReader;
import alfil.core.InvalidInputException;
import alfil.web.dom.Dom;
import alfil.web.storage.SafeStorage;
import alfil.web.text.PackedText;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The poem card beside the board (under it on a phone): a Tang poem, its title, poet and couplets,
 * at the start and at the end of each xiangqi game and whenever the player presses "Poem", as
 * xiangqi apps greet a game with a verse. It never covers the board: play goes on while it shows,
 * and its × closes it. A game whose page profile has no poems (chess) hides the card and its
 * button.
 *
 * <p>The poems are the page's data block {@code <template id="alfil-poems">}, in the form and the
 * order {@code PoemData} in inline-build gives them: their count, then the poems in a few pieces,
 * each a {@link PackedText} of consecutive poems, one a line. The card shows them in turn, from a
 * showing counter kept in storage ({@code alfil.poem}), so a returning player meets the next ones
 * (a first visit starts at a poem chosen by the clock), and unpacks a piece when it first shows one
 * of its poems: a chess player never pays for them. The block comes after the script, at the end of
 * the file; a poem asked for while the page is still being read (the first game's) waits for {@code
 * DOMContentLoaded}.
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

  /** The block's lines once read: the count of poems, then the packed pieces. */
  private String[] block;

  /** The pieces' poems, one a line, each once unpacked. */
  private String[][] pieces;

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
    int n = kept == null && shown == 0 ? (int) Dom.now() % 1000 : Math.max(shown, count(kept));
    shown = n + 1;
    storage.set(KEY, Integer.toString(shown));
    show(n);
  }

  /**
   * A count written in {@code text}: the showing counter in storage, the poems' in the block; 0
   * when absent or not a count (another page's value in storage).
   */
  private static int count(String text) {
    try {
      return text == null ? 0 : FenReader.counter(text, "poem", 0);
    } catch (InvalidInputException e) {
      return 0;
    }
  }

  /** Shows the n-th poem of the block (counting round), once the page has been read. */
  private void show(int n) {
    if (HTMLDocument.current().getElementById("alfil-poems") == null) {
      Dom.on(HTMLDocument.current(), "DOMContentLoaded", e -> show(n));
      return;
    }
    String poem = poem(n);
    if (poem != null) {
      show(poem);
    }
  }

  /** The n-th poem's line (counting round), or null if the block does not read. */
  private String poem(int n) {
    if (block == null) {
      block = lines(blockText());
      pieces = new String[block.length - 1][];
    }
    int count = count(block[0]);
    if (count <= 0 || pieces.length == 0) {
      return null;
    }
    int i = n % count;
    int piece = 0;
    while (piece + 1 < pieces.length && (piece + 1) * count / pieces.length <= i) {
      piece++;
    }
    if (pieces[piece] == null) {
      try {
        pieces[piece] = lines(PackedText.unpack(block[piece + 1])[0]);
      } catch (IllegalArgumentException e) {
        return null;
      }
    }
    int at = i - piece * count / pieces.length;
    return at < pieces[piece].length ? pieces[piece][at] : null;
  }

  @JSBody(script = "return document.getElementById('alfil-poems').content.textContent.trim();")
  private static native String blockText();

  @JSBody(params = "text", script = "return text.split('\\n');")
  private static native String[] lines(String text);

  /**
   * Shows a poem: its line is title, poet and couplets, tab-separated. A couplet is two halves as
   * long as each other: the comma between them and the full stop at its end, left out of the block,
   * come back here; a ？ or ！ stayed in place.
   */
  @JSBody(
      params = "poem",
      script =
          "var fields = poem.split('\\t'),"
              + " text = function (id, value) { document.getElementById(id).textContent = value; };"
              + " text('poem-title', fields[0]); text('poem-poet', fields[1]);"
              + " text('poem-lines', fields.slice(2).map(function (couplet) {"
              + "  var half = couplet.replace(/[？！]/g, '').length / 2, rest = couplet.slice(half);"
              + "  return couplet.slice(0, half) + (/^[？！]/.test(rest) ? '' : '，') + rest"
              + "   + (/[？！]$/.test(rest) ? '' : '。'); }).join('\\n'));"
              + " document.getElementById('poem').hidden = false;")
  private static native void show(String poem);
}
