package alfil.web.page;

import alfil.web.dom.Dom;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * The promotion choice: a row of buttons, one per piece the engine's legal moves allow, over the
 * board. Escape or a click beside the buttons cancels.
 */
final class PromotionChooser implements EventListener<Event> {
  interface Choice {
    /** The index of the chosen option, or -1 when the player cancelled. */
    void onChoice(int index);
  }

  private final HTMLElement box;
  private Choice pending;

  PromotionChooser(HTMLElement box) {
    this.box = box;
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
      String i = Dom.attributeOfTarget(e, "data-option");
      answer(i == null ? -1 : i.charAt(0) - '0');
    } else if ("Escape".equals(Dom.string(e, "key"))) {
      answer(-1);
    }
  }

  void ask(char[] letters, boolean white, Choice choice) {
    pending = choice;
    Dom.clear(box);
    for (int i = 0; i < letters.length; i++) {
      HTMLElement b = Dom.html("button");
      b.setAttribute("type", "button");
      b.setAttribute("data-option", Integer.toString(i));
      b.setAttribute("data-piece", String.valueOf(letters[i]));
      b.setAttribute("aria-label", name(letters[i]));
      Element svg = Dom.svg("svg", "pv");
      svg.setAttribute("viewBox", "0 0 100 100");
      Element use = Dom.svg("use", white ? "pc w" : "pc b");
      use.setAttribute("href", "#c" + letters[i]);
      svg.appendChild(use);
      b.appendChild(svg);
      box.appendChild(b);
    }
    box.setHidden(false);
    ((HTMLElement) box.getFirstChild()).focus();
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

  private static String name(char letter) {
    switch (letter) {
      case 'Q':
        return "Queen";
      case 'R':
        return "Rook";
      case 'B':
        return "Bishop";
      case 'N':
        return "Knight";
      default:
        return String.valueOf(letter);
    }
  }
}
