package alfil.web.dom;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * Small DOM helpers for the page rooms; nothing here knows a game rule. Text reaches the page only
 * through {@link #setText} and attributes, never as markup, so no user content becomes HTML.
 */
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

  public static void setText(Element e, String text) {
    e.setTextContent(text);
  }

  public static HTMLElement html(String tag) {
    return HTMLDocument.current().createElement(tag);
  }

  /** A new SVG element of a class. */
  @JSBody(
      params = {"tag", "cls"},
      script =
          "var node = document.createElementNS('http://www.w3.org/2000/svg', tag);"
              + "node.setAttribute('class', cls); return node;")
  public static native Element svg(String tag, String cls);

  /**
   * A new SVG element of a class placed in the box at {@code x, y} of {@code w} by {@code h} user
   * units (the script names its own variable {@code node}: TeaVM renames parameters to short names
   * that a local {@code e} would shadow): a circle fills it (radius 46% of the width), anything
   * else gets {@code x} and {@code y} and, unless {@code w} is 0 (text), {@code width} and {@code
   * height}. One call instead of an attribute list per element: the board draws hundreds.
   */
  @JSBody(
      params = {"tag", "cls", "x", "y", "w", "h"},
      script =
          "var node = document.createElementNS('http://www.w3.org/2000/svg', tag);"
              + "node.setAttribute('class', cls);"
              + "if (tag === 'circle') {"
              + " node.setAttribute('cx', x + w / 2); node.setAttribute('cy', y + h / 2);"
              + " node.setAttribute('r', w * 46 / 100);"
              + "} else {"
              + " node.setAttribute('x', x); node.setAttribute('y', y);"
              + " if (w) { node.setAttribute('width', w); node.setAttribute('height', h); }"
              + "}"
              + "return node;")
  public static native Element svgAt(String tag, String cls, int x, int y, int w, int h);

  /** Removes every child of an element. */
  @JSBody(params = "e", script = "e.textContent = '';")
  public static native void clear(Element e);

  public static void onClick(JSObject target, EventListener<?> listener) {
    listen(target, "click", listener);
  }

  public static <E extends Event> void on(JSObject target, String type, EventListener<E> l) {
    listen(target, type, l);
  }

  @JSBody(
      params = {"t", "type", "l"},
      script = "t.addEventListener(type, function (e) { l.handleEvent(e); });")
  private static native void listen(JSObject t, String type, JSObject l);

  /**
   * Listens in the capture phase: {@code target} hears {@code type} events of every element under
   * it before they reach their target, those that do not bubble too.
   */
  @JSBody(
      params = {"t", "type", "l"},
      script = "t.addEventListener(type, function (e) { l.handleEvent(e); }, true);")
  public static native void capture(JSObject t, String type, JSObject l);

  /** Milliseconds from a monotonic clock (page and worker). */
  @JSBody(script = "return performance.now();")
  public static native double now();

  /** A number field of an event ({@code clientX}, {@code pointerId}...), 0 when missing. */
  @JSBody(
      params = {"e", "name"},
      script = "var v = e[name]; return typeof v === 'number' ? v : 0;")
  public static native double number(JSObject e, String name);

  /** The current value of a form control. */
  @JSBody(params = "e", script = "return String(e.value);")
  public static native String value(JSObject e);

  @JSBody(
      params = {"e", "v"},
      script = "e.value = v;")
  public static native void setValue(JSObject e, String v);

  /** One side of an element's box in client pixels: "left", "top", "width" or "height". */
  @JSBody(
      params = {"e", "side"},
      script = "return e.getBoundingClientRect()[side];")
  public static native double box(JSObject e, String side);

  /** The attribute on the event's target or its nearest ancestor that has it, or null. */
  @JSBody(
      params = {"ev", "attribute"},
      script =
          "var e = ev.target;"
              + "while (e && e.getAttribute && !e.getAttribute(attribute)) e = e.parentNode;"
              + "return e && e.getAttribute ? e.getAttribute(attribute) : null;")
  public static native String attributeOfTarget(JSObject ev, String attribute);

  @JSBody(
      params = {"e", "id"},
      script = "try { e.setPointerCapture(id); } catch (x) {}")
  public static native void capturePointer(JSObject e, double id);

  @JSBody(params = "e", script = "e.preventDefault();")
  public static native void preventDefault(JSObject e);

  /** Sets or clears a boolean attribute such as {@code hidden} or {@code disabled}. */
  public static void flag(Element e, String name, boolean on) {
    if (on) {
      e.setAttribute(name, "");
    } else {
      e.removeAttribute(name);
    }
  }
}
