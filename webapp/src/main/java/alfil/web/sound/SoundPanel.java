package alfil.web.sound;

import alfil.web.dom.Dom;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLElement;

/** The sound controls of the template: effects on/off (the mute), volume, music on/off. */
final class SoundPanel {
  interface Listener {
    void onSound(boolean on);

    void onVolume(int volume);

    void onMusic(boolean on);
  }

  private final HTMLElement sound = Dom.byId("sound-on");
  private final HTMLElement volume = Dom.byId("volume");
  private final HTMLElement music = Dom.byId("music-on");

  SoundPanel(Listener listener) {
    Dom.on(sound, "change", e -> listener.onSound(checked(sound)));
    Dom.on(music, "change", e -> listener.onMusic(checked(music)));
    // "input" while dragging, so the change is heard at once.
    Dom.on(
        volume,
        "input",
        e -> {
          int v = SoundSettings.parseVolume(Dom.value(volume));
          if (v >= 0) {
            listener.onVolume(v);
          }
        });
  }

  void show(SoundSettings s) {
    setChecked(sound, s.sound);
    setChecked(music, s.music);
    Dom.setValue(volume, Integer.toString(s.volume));
  }

  @JSBody(params = "e", script = "return !!e.checked;")
  private static native boolean checked(JSObject e);

  @JSBody(
      params = {"e", "on"},
      script = "e.checked = on;")
  private static native void setChecked(JSObject e, boolean on);
}
