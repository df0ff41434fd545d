package alfil.web.page;

import alfil.web.dom.Dom;
import alfil.web.storage.SafeStorage;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The sound row of the panel (sound on or off, the volume, the music): it makes the page's {@link
 * Sounds} from the choices kept in storage, keeps each new one there, and voices the sounds through
 * {@link WebAudio}. The row and the store speak the same text, {@link Sounds#text}'s "on 60 off".
 *
 * <p>A page in a frame keeps its choices under a key of its own ({@code alfil.embed.sound}): every
 * {@code file://} page shares one store, and a choice made on the page itself should not make every
 * embedding of it speak.
 */
final class SoundPanel implements EventListener<Event>, Sounds.Voice {
  private final SafeStorage storage;
  private final String key;
  private final JSObject synth = WebAudio.create();
  private final Sounds sounds;

  SoundPanel(SafeStorage storage) {
    this.storage = storage;
    boolean embedded = embedded();
    key = embedded ? "embed.sound" : "sound";
    sounds = new Sounds(this, embedded, storage.get(key));
    show(sounds.text());
    // "input": the slider is heard while it moves; "change" too, for a browser whose checkbox
    // sends no "input" (the same state twice changes nothing).
    HTMLElement row = Dom.byId("sound-row");
    Dom.on(row, "input", this);
    Dom.on(row, "change", this);
  }

  /** Any control of the row changed: take the three as they stand. */
  @Override
  public void handleEvent(Event e) {
    sounds.choose(read());
    storage.set(key, sounds.text());
    show(sounds.text());
  }

  /** The page's sound decisions. */
  Sounds sounds() {
    return sounds;
  }

  @Override
  public void effect(int effect, int pieces) {
    WebAudio.effect(synth, effect, pieces);
  }

  @Override
  public void set(boolean on, double gain, int music) {
    WebAudio.set(synth, on, gain, music);
  }

  @JSBody(script = "return window.parent !== window;")
  private static native boolean embedded();

  /** The row's controls as {@link Sounds#text} writes them. */
  @JSBody(
      script =
          "var box = function (id) { return document.getElementById(id).checked ? 'on' : 'off'; };"
              + "return box('sound-on') + ' ' + document.getElementById('volume').value + ' '"
              + " + box('music-on');")
  private static native String read();

  /** Sets the row's controls from the text; the music's box is disabled while sound is off. */
  @JSBody(
      params = "text",
      script =
          "var parts = text.split(' '), music = document.getElementById('music-on');"
              + "document.getElementById('sound-on').checked = parts[0] === 'on';"
              + "document.getElementById('volume').value = parts[1];"
              + "music.checked = parts[2] === 'on'; music.disabled = parts[0] !== 'on';")
  private static native void show(String text);
}
