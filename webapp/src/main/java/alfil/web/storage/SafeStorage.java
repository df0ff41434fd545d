package alfil.web.storage;

import org.teavm.jso.JSBody;

/**
 * localStorage behind a guard. Every access is wrapped: inside {@code <iframe sandbox>} even
 * reading {@code window.localStorage} throws a SecurityError, and a full or disabled store throws
 * on write. All pages opened from {@code file://} share one store, so every key is namespaced
 * {@code alfil.}. When storage is unavailable, reads give null and writes are dropped: settings
 * then live only as long as the page.
 */
public final class SafeStorage {
  /** The namespace of every key this app writes. */
  public static final String PREFIX = "alfil.";

  private final boolean available;

  public SafeStorage() {
    available = probe(PREFIX + "probe");
  }

  /** Whether the store could be written when the page started. */
  public boolean isAvailable() {
    return available;
  }

  /** The stored value of {@code alfil.<key>}, or null when absent or unavailable. */
  public String get(String key) {
    return available ? access(PREFIX + key, null) : null;
  }

  /** Stores {@code alfil.<key>} (value not null); false when it could not be stored. */
  public boolean set(String key, String value) {
    return available && access(PREFIX + key, value) != null;
  }

  public void remove(String key) {
    if (available) {
      erase(PREFIX + key);
    }
  }

  @JSBody(
      params = "k",
      script =
          "try { var s = window.localStorage; s.setItem(k, '1'); s.removeItem(k); return true; }"
              + " catch (e) { return false; }")
  private static native boolean probe(String k);

  /**
   * Reads the key ({@code v} null) or writes {@code v} to it and returns it; null when the store
   * refused or does not hold the key. One snippet for both: the page pays for each.
   */
  @JSBody(
      params = {"k", "v"},
      script =
          "try { var s = window.localStorage; if (v === null) return s.getItem(k);"
              + " s.setItem(k, v); return v; } catch (e) { return null; }")
  private static native String access(String k, String v);

  @JSBody(params = "k", script = "try { window.localStorage.removeItem(k); } catch (e) {}")
  private static native void erase(String k);
}
