package alfil.web.page;

import alfil.web.dom.Dom;
import alfil.web.protocol.SearchReply;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The status line. Besides its text it keeps machine-readable {@code data-*} attributes (state,
 * game, who answered, value, slices) for tests and styling.
 */
final class StatusLine {
  private final HTMLElement element;

  StatusLine(HTMLElement element) {
    this.element = element;
  }

  void thinking(String game) {
    element.setAttribute("data-state", "thinking");
    element.setAttribute("data-game", game);
    Dom.setText(element, "Engine thinking\u2026");
  }

  void answered(String game, SearchReply reply, String by, int slices, int ms) {
    element.setAttribute("data-state", "ready");
    element.setAttribute("data-game", game);
    element.setAttribute("data-by", by);
    element.setAttribute("data-value", Integer.toString(reply.value));
    element.setAttribute("data-slices", Integer.toString(slices));
    String where =
        SearchReply.BY_WORKER.equals(by) ? "worker" : "page (no worker, " + slices + " slices)";
    Dom.setText(
        element,
        "Engine ready: answered by the "
            + where
            + " in "
            + ms
            + " ms (placeholder value "
            + reply.value
            + ").");
  }
}
