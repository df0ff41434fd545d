package alfil.web.sound;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;

/**
 * The page's WebAudio output: one AudioContext, made only when asked (after a user gesture, as
 * browsers require), a master gain for the volume, and two voices everything is built from: a tone
 * (oscillator through an attack, hold, release envelope, with an optional pitch glide into the
 * note) and a knock (a burst of noise through a band-pass filter).
 *
 * <p>The JavaScript lives in one object made by {@link #create}, so each Java call is one short
 * snippet. For tests and styling the root element carries {@code data-audio} (the context's state)
 * and {@code data-voices} (sources sounding now): headless browsers have no speakers.
 */
final class Audio {
  /**
   * {@code {c: context, m: master gain, n: noise buffer, t: tone(), k: knock(), b: bus(), r:
   * release(), live}}.
   */
  private JSObject a;

  boolean isOpen() {
    return a != null;
  }

  /**
   * Makes the context if there is none and resumes it; false when the browser has no WebAudio. Call
   * from a user gesture (or after one).
   */
  boolean open(double gain) {
    if (a == null) {
      a = create(gain);
    }
    if (a != null) {
      resume(a);
    }
    return a != null;
  }

  /** Seconds on the context's clock (0 when closed). */
  double now() {
    return a == null ? 0 : now(a);
  }

  void volume(double gain) {
    if (a != null) {
      volume(a, gain);
    }
  }

  /** A new gain node on the master for a group of voices (music) that {@link #release} silences. */
  JSObject bus(double gain) {
    return bus(a, gain);
  }

  /** Fades a bus out, stops its voices, and unhooks it. */
  void release(JSObject bus) {
    if (a != null && bus != null) {
      release(a, bus);
    }
  }

  /**
   * One oscillator note: from silence to {@code peak} in {@code attack} seconds, held for {@code
   * hold}, gone after {@code release}. The pitch starts at {@code freq * bend} and glides to {@code
   * freq} (bend 1: no glide). {@code bus} null: the master.
   */
  void tone(
      JSObject bus,
      String type,
      double freq,
      double at,
      double attack,
      double hold,
      double release,
      double peak,
      double bend) {
    if (a != null) {
      tone(a, bus, type, freq, at, attack, hold, release, peak, bend);
    }
  }

  /** A knock: noise through a band-pass at {@code freq}, dying away in {@code length} seconds. */
  void knock(double freq, double at, double length, double peak) {
    if (a != null) {
      knock(a, freq, at, length, peak);
    }
  }

  /** The frequency of a MIDI note (A4 = 69 = 440 Hz). */
  static double hz(int midi) {
    return 440 * Math.pow(2, (midi - 69) / 12.0);
  }

  // All the JavaScript with local variables lives here, in one function: TeaVM renames a
  // snippet's parameters to short names (b, c...) but not its locals, so a local "b" met the
  // renamed first parameter once. The other snippets only call into this object.
  @JSBody(
      params = "g",
      script =
          "var Ctx = window.AudioContext || window.webkitAudioContext; if (!Ctx) return null;"
              + "try { var ctx = new Ctx(), root = document.documentElement,"
              + " out = {c: ctx, m: ctx.createGain(), live: 0};"
              + "out.m.gain.value = g; out.m.connect(ctx.destination);"
              + "ctx.onstatechange = function () { root.setAttribute('data-audio', ctx.state); };"
              + "ctx.onstatechange();"
              + "var len = ctx.sampleRate / 4 | 0, seed = 7, data;"
              + "out.n = ctx.createBuffer(1, len, ctx.sampleRate); data = out.n.getChannelData(0);"
              // Seeded noise: the page uses no unseeded randomness.
              + "for (var idx = 0; idx < len; idx++) {"
              + " seed = Math.imul(seed, 1103515245) + 12345 | 0; data[idx] = (seed >> 8) / 8388608; }"
              // Every source counts itself while it sounds; a bus's set lets release stop them.
              + "var play = function (src, env, bus, end) { env.connect(bus || out.m);"
              + " root.setAttribute('data-voices', ++out.live); if (bus) bus.v.add(src);"
              + " src.onended = function () { root.setAttribute('data-voices', --out.live);"
              + " env.disconnect(); if (bus) bus.v.delete(src); }; src.stop(end); };"
              + "out.t = function (bus, type, freq, at, att, hold, rel, peak, bend) {"
              + " var osc = ctx.createOscillator(), env = ctx.createGain(),"
              + " end = at + att + hold + rel;"
              + " osc.type = type; osc.frequency.setValueAtTime(freq * bend, at);"
              + " osc.frequency.exponentialRampToValueAtTime(freq, at + 0.07);"
              + " env.gain.setValueAtTime(0, at); env.gain.linearRampToValueAtTime(peak, at + att);"
              + " env.gain.setValueAtTime(peak, at + att + hold);"
              + " env.gain.exponentialRampToValueAtTime(0.0001, end);"
              + " osc.connect(env); osc.start(at); play(osc, env, bus, end + 0.02); };"
              + "out.k = function (freq, at, dur, peak) {"
              + " var src = ctx.createBufferSource(), flt = ctx.createBiquadFilter(),"
              + " env = ctx.createGain();"
              + " src.buffer = out.n; flt.type = 'bandpass'; flt.frequency.value = freq;"
              + " flt.Q.value = 4; env.gain.setValueAtTime(peak, at);"
              + " env.gain.exponentialRampToValueAtTime(0.0001, at + dur);"
              + " src.connect(flt); flt.connect(env); src.start(at); play(src, env, null, at + dur); };"
              + "out.b = function (gain) { var bus = ctx.createGain(); bus.gain.value = gain;"
              + " bus.connect(out.m); bus.v = new Set(); return bus; };"
              + "out.r = function (bus) { var now = ctx.currentTime;"
              + " bus.gain.setTargetAtTime(0, now, 0.08);"
              + " bus.v.forEach(function (src) { src.stop(now + 0.4); });"
              + " setTimeout(function () { bus.disconnect(); }, 600); };"
              + "return out; } catch (err) { return null; }")
  private static native JSObject create(double g);

  @JSBody(
      params = "a",
      script = "if (a.c.state === 'suspended') a.c.resume().then(null, function () {});")
  private static native void resume(JSObject a);

  @JSBody(params = "a", script = "return a.c.currentTime;")
  private static native double now(JSObject a);

  @JSBody(
      params = {"a", "g"},
      script = "a.m.gain.setTargetAtTime(g, a.c.currentTime, 0.03);")
  private static native void volume(JSObject a, double g);

  @JSBody(
      params = {"a", "g"},
      script = "return a.b(g);")
  private static native JSObject bus(JSObject a, double g);

  @JSBody(
      params = {"a", "b"},
      script = "a.r(b);")
  private static native void release(JSObject a, JSObject b);

  @JSBody(
      params = {"a", "b", "type", "f", "at", "att", "hold", "rel", "peak", "bend"},
      script = "a.t(b, type, f, at, att, hold, rel, peak, bend);")
  private static native void tone(
      JSObject a,
      JSObject b,
      String type,
      double f,
      double at,
      double att,
      double hold,
      double rel,
      double peak,
      double bend);

  @JSBody(
      params = {"a", "f", "at", "len", "peak"},
      script = "a.k(f, at, len, peak);")
  private static native void knock(JSObject a, double f, double at, double len, double peak);
}
