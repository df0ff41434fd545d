package alfil.web.dom;

import org.teavm.jso.JSBody;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/** Small DOM helpers for the page rooms; nothing here knows a game rule. */
public final class Dom {
  private Dom() {}

  /** True on the page, false in a Web Worker (which has no {@code document}). */
  @JSBody(script = "return typeof document !== 'undefined';")
  public static native boolean hasDocument();

  /**
   * The text of the inline script that is running now, or null. Must be called while the script is
   * first executed: {@code document.currentScript} is null afterwards. The id is a second way in,
   * for a browser without {@code currentScript}.
   */
  @JSBody(
      script =
          "var s = document.currentScript || document.getElementById('alfil-js');"
              + "return s ? s.textContent : null;")
  public static native String ownScriptText();

  /** The element with this id; fails loudly when the template lacks it. */
  public static HTMLElement byId(String id) {
    HTMLElement e = HTMLDocument.current().getElementById(id);
    if (e == null) {
      throw new IllegalStateException("page template has no element #" + id);
    }
    return e;
  }

  public static void setText(HTMLElement e, String text) {
    e.setTextContent(text);
  }

  public static void onClick(HTMLElement e, EventListener<?> listener) {
    e.addEventListener("click", listener);
  }

  /** Milliseconds from a monotonic clock (page and worker). */
  @JSBody(script = "return performance.now();")
  public static native double now();
}
