package alfil.web.page;

import alfil.web.dom.Dom;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The promotion choice: the template's row of buttons over the board, one per piece (each with its
 * {@code data-piece} letter and name), of which those the engine's legal moves allow are shown, in
 * the mover's colours. Escape or a click beside the buttons cancels.
 */
final class PromotionChooser implements EventListener<Event> {
  interface Choice {
    /** The index of the chosen option, or -1 when the player cancelled. */
    void onChoice(int index);
  }

  private final HTMLElement box;
  private Choice pending;

  /** The letters offered, in the order the caller gave them: a choice's index is its place here. */
  private String offered;

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
      String piece = Dom.attributeOfTarget(e, "data-piece");
      answer(piece == null ? -1 : offered.indexOf(piece.charAt(0)));
    } else if (Dom.number(e, "keyCode") == 27) { // Escape, by code as the board reads keys
      answer(-1);
    }
  }

  void ask(char[] letters, boolean white, Choice choice) {
    pending = choice;
    offered = new String(letters);
    box.setClassName(white ? "promotion w" : "promotion b");
    var buttons = box.querySelectorAll("button");
    HTMLElement first = null;
    for (int i = 0; i < buttons.getLength(); i++) {
      HTMLElement b = buttons.get(i);
      boolean on = offered.indexOf(b.getAttribute("data-piece").charAt(0)) >= 0;
      b.setHidden(!on);
      if (on && first == null) {
        first = b;
      }
    }
    box.setHidden(false);
    if (first != null) {
      first.focus();
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
