package alfil.web.page;

import alfil.web.dom.Dom;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The result panel over the board when a game ends: who won and how in plain words ("Black wins:
 * checkmate"), the result and the rule cited small beneath it (0-1 · FIDE 5.1.1), and New game (the
 * new-game form's own submit button, by its {@code form} attribute), Copy record (the judge's
 * record: chess PGN, xiangqi its record form) and Review (closes the panel, so that the move list
 * and the board can be looked at). The close button or Escape dismisses it; it stays closed until
 * the next ending.
 */
final class ResultPanel implements EventListener<Event> {
  private final HTMLElement box = Dom.byId("result");
  private final HTMLElement headline = Dom.byId("result-head");
  private final HTMLElement rule = Dom.byId("result-rule");
  private final HTMLElement copy = box.querySelector("[data-act=copy]");
  private final GameController controller;

  ResultPanel(GameController controller) {
    this.controller = controller;
    Dom.onClick(box, this);
    Dom.on(box, "keydown", this);
  }

  /**
   * @param text the headline
   * @param citation the record's result and the rule that ended the game: "0-1 · FIDE 5.1.1"
   */
  void open(String text, String citation) {
    Dom.setText(headline, text);
    Dom.setText(rule, citation);
    Dom.setText(copy, "Copy record");
    box.setHidden(false);
    box.focus();
  }

  void close() {
    box.setHidden(true);
  }

  /**
   * The panel's one listener: a click on its close, copy or review button (told apart by {@code
   * data-act}; New game submits the form, whose listener starts the game), or Escape.
   */
  @Override
  public void handleEvent(Event e) {
    String act = Dom.attributeOfTarget(e, "data-act");
    if (e.getType().equals("keydown")) {
      if (Dom.number(e, "keyCode") == 27) { // Escape, by code as the board reads keys
        close();
      }
    } else if ("copy".equals(act)) {
      copyText(controller.exportRecord());
      Dom.setText(copy, "Copied");
    } else if (act != null) {
      close(); // close, or review: the game stays, for the move list and the arrow keys
    }
  }

  /**
   * Puts the text on the clipboard: the Clipboard API, or where it is refused (an older browser, a
   * frame without the permission) a selected text area and the copy command.
   */
  @JSBody(
      params = "text",
      script =
          "function old() { var a = document.createElement('textarea'); a.value = text;"
              + " document.body.appendChild(a); a.select();"
              + " try { document.execCommand('copy'); } catch (x) {} a.remove(); }"
              + "try { navigator.clipboard.writeText(text).catch(old); } catch (x) { old(); }")
  private static native void copyText(String text);
}
