package alfil.web.dom;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSNumber;
import org.teavm.jso.core.JSString;

/**
 * Plain JavaScript objects read and written field by field: what the page keeps in its store, what
 * it posts to the host page and reads from it, what its data blocks hold. Reads never trust what
 * they read: a field of the wrong type (or a getter that throws) reads as none.
 */
public final class Js {
  private Js() {}

  /** A new empty object. */
  @JSBody(script = "return {};")
  public static native JSObject object();

  /** Sets {@code o[k]} to {@code v}, returns {@code o}. */
  @JSBody(
      params = {"o", "k", "v"},
      script = "o[k] = v; return o;")
  public static native JSObject set(JSObject o, String k, JSObject v);

  /** Sets a string field (null: JavaScript's null), returns {@code o}. */
  public static JSObject set(JSObject o, String k, String v) {
    return set(o, k, v == null ? null : JSString.valueOf(v));
  }

  public static JSObject set(JSObject o, String k, double v) {
    return set(o, k, JSNumber.valueOf(v));
  }

  public static JSObject set(JSObject o, String k, String[] v) {
    return set(o, k, array(v));
  }

  public static JSObject set(JSObject o, String k, int[] v) {
    return set(o, k, array(v));
  }

  /** A new empty array. */
  @JSBody(script = "return [];")
  public static native JSObject array();

  /** Adds {@code v} (null: JavaScript's null) at the end of array {@code a}, returns {@code a}. */
  @JSBody(
      params = {"a", "v"},
      script = "a.push(v); return a;")
  public static native JSObject push(JSObject a, JSObject v);

  /** Java's ints as a plain JavaScript array (TeaVM passes an Int32Array, which JSON spoils). */
  @JSBody(params = "v", script = "return Array.from(v);")
  private static native JSObject array(int[] v);

  /** Java's strings as a JavaScript array. */
  @JSBody(params = "v", script = "return v;")
  private static native JSObject array(String[] v);

  /** A string field of at most {@code max} characters, or null for anything else. */
  public static String text(JSObject o, String k, int max) {
    return text(o, k, max, false);
  }

  /**
   * A field as a string: a string of at most {@code max} characters, or with {@code numbers} a
   * finite number's text; null for anything else.
   */
  @JSBody(
      params = {"o", "k", "max", "numbers"},
      script =
          "try { if (o === null || typeof o !== 'object') return null; var v = o[k];"
              + " if (numbers && typeof v === 'number' && isFinite(v)) return String(v);"
              + " return typeof v === 'string' && v.length <= max ? v : null;"
              + " } catch (e) { return null; }")
  public static native String text(JSObject o, String k, int max, boolean numbers);

  /** A number field, or NaN. */
  @JSBody(
      params = {"o", "k"},
      script =
          "try { var v = o[k]; return typeof v === 'number' ? v : NaN; } catch (e) { return NaN; }")
  public static native double number(JSObject o, String k);

  /** An array field of strings of at most {@code max} characters each, or null. */
  @JSBody(
      params = {"o", "k", "max"},
      script =
          "try { var v = o[k]; return Array.isArray(v) && v.length <= 100000"
              + " && v.every(function (m) { return typeof m === 'string' && m.length <= max; })"
              + " ? v : null; } catch (e) { return null; }")
  public static native String[] texts(JSObject o, String k, int max);

  /** An array field of at most {@code max} whole numbers (32-bit), or null. */
  @JSBody(
      params = {"o", "k", "max"},
      script =
          "try { var v = o[k]; return Array.isArray(v) && v.length <= max"
              + " && v.every(function (i) { return (i | 0) === i; }) ? v : null;"
              + " } catch (e) { return null; }")
  public static native int[] ints(JSObject o, String k, int max);

  /** An object field, or null. */
  @JSBody(
      params = {"o", "k"},
      script =
          "try { var v = o[k]; return v !== null && typeof v === 'object' ? v : null; }"
              + " catch (e) { return null; }")
  public static native JSObject object(JSObject o, String k);

  @JSBody(params = "o", script = "return JSON.stringify(o);")
  public static native String json(JSObject o);

  /** The object a JSON text holds, or null when it holds none. */
  @JSBody(
      params = "t",
      script =
          "try { var r = JSON.parse(t); } catch (e) { return null; }"
              + "return r !== null && typeof r === 'object' && !Array.isArray(r) ? r : null;")
  public static native JSObject parse(String t);
}
