package alfil.web.view;

import alfil.core.Ascii;
import alfil.core.Game;
import alfil.web.dom.Dom;
import alfil.web.text.Words;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * The promotion choice, as lichess shows it: a column of the pieces the moves offered allow, in the
 * mover's colours, over the promotion square, running from the board's edge inwards. Escape or a
 * click beside the buttons cancels.
 */
public final class PromotionChooser implements EventListener<Event> {
  interface Choice {
    /** The index of the chosen letter, or -1 when the player cancelled. */
    void onChoice(int index);
  }

  private final HTMLElement box;
  private final Words words;
  private Choice pending;

  public PromotionChooser(HTMLElement box, Words words) {
    this.box = box;
    this.words = words;
    Dom.onClick(box, this);
    Dom.on(box, "keydown", this);
  }

  /**
   * The chooser's one listener (one dispatcher instead of a lambda class per event): a click on an
   * option or beside the buttons, or Escape.
   */
  @Override
  public void handleEvent(Event e) {
    if (e.getType().equals("click")) {
      String index = Dom.attributeOfTarget(e, "data-index");
      answer(index == null ? -1 : index.charAt(0) - '0');
    } else if (Dom.number(e, "keyCode") == 27) { // Escape, by code as the board reads keys
      answer(-1);
    }
  }

  /**
   * Offers the pieces of {@code letters} (upper case) of {@code game} for the mover ({@code first}:
   * the first player), over the column whose centre is {@code leftPercent} of the board's width,
   * from its top edge ({@code top}) or its bottom one.
   */
  void ask(Game game, String letters, boolean first, int leftPercent, boolean top, Choice choice) {
    pending = choice;
    Dom.clear(box);
    HTMLElement firstButton = null;
    for (int i = 0; i < letters.length(); i++) {
      char letter = first ? letters.charAt(i) : Ascii.toLower(letters.charAt(i));
      HTMLElement b = Dom.html("button");
      b.setAttribute("data-index", Integer.toString(i));
      b.setAttribute("data-piece", String.valueOf(letters.charAt(i)));
      b.setAttribute("aria-label", words.of(game.pieceName(letter)));
      Element icon = Dom.svg("svg", "");
      icon.setAttribute("viewBox", "0 0 100 100");
      icon.appendChild(BoardView.piece(game, letter, 0, 0, 100));
      b.appendChild(icon);
      box.appendChild(b);
      if (firstButton == null) {
        firstButton = b;
      }
    }
    box.setAttribute(
        "style",
        "left:" + leftPercent + "%;" + (top ? "top:0" : "bottom:0;flex-direction:column-reverse"));
    box.setHidden(false);
    if (firstButton != null) {
      firstButton.focus();
    }
  }

  void close() {
    pending = null;
    box.setHidden(true);
  }

  private void answer(int index) {
    Choice c = pending;
    close();
    if (c != null) {
      c.onChoice(index);
    }
  }
}
