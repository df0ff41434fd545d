package alfil.web.page;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;

/**
 * The page's synthesizer: every sound made with WebAudio from oscillators and a buffer of seeded
 * noise, no audio file. One script object holds it (one snippet, so the page pays for its
 * JavaScript once); {@link SoundPanel} passes {@link Sounds}' decisions on to it.
 *
 * <p>Browsers let audio start only after a user gesture (Chrome's autoplay policy, Safari's): the
 * AudioContext is made, or resumed, at a trusted pointer or key press while sound is on, never
 * before, and effects before it are silent. Pointerup and touchend count as well as pointerdown
 * because a touch grants the page its user activation only when it ends (HTML, "activation
 * triggering input event"). While the page is hidden the context is suspended.
 *
 * <p>The sounds, in two piece styles (the game's page profile chooses). A piece set down: wooden
 * disks (xiangqi's) click high and dry (noise through a band-pass at 1.8 kHz and a short tone
 * dropping into 520 Hz), a carved piece (chess) thuds lower, as on felt (700 Hz, 170 Hz). A capture
 * is that knock louder and a second one, the taken piece knocked aside; a check adds a small bell
 * (880 and 1320 Hz); an illegal attempt is a low dull slide down; the end a rising figure (xiangqi
 * gong, zhi, gong; chess a major arpeggio); low time two short beeps.
 *
 * <p>The music, scheduled 1.5 s ahead on the audio clock by a 200 ms timer so that a late timer
 * never makes a late note. Xiangqi: a guqin-like line on the pentatonic scale gong, shang, jue,
 * zhi, yu (do re mi sol la) over two octaves from D3, a random walk of at most two steps with rests
 * between phrases; each note plucked, an instant attack and a long decay, its pitch sliding up into
 * the note as a guqin player's left hand does, with a quiet octave harmonic. Chess: soft sine
 * chords swelling and fading among the diatonic chords of C major and A minor, with the odd
 * silence.
 */
final class WebAudio {
  private WebAudio() {}

  /** A new synthesizer; it makes no sound and no AudioContext until a gesture and {@link #set}. */
  @JSBody(
      script =
          "var Context = window.AudioContext || window.webkitAudioContext, doc = document,"
              + " synth = {on: false, gain: 0, mode: 0, armed: false}, ctx = null, master, noise,"
              + " bus = null, timer, next, seed = 0, degree, chord, rested;"
              + "var hz = function (midi) { return 440 * Math.pow(2, (midi - 69) / 12); };"
              + "var random = function (n) {"
              + " seed = Math.imul(seed, 1103515245) + 12345 | 0; return (seed >>> 16) % n; };"
              // One note: from silence to its peak in attack seconds, then an exponential decay;
              // its pitch glides from freq * bend to freq in the first 60 ms.
              + "var tone = function (dest, type, freq, at, attack, decay, peak, bend) {"
              + " var osc = ctx.createOscillator(), env = ctx.createGain();"
              + " osc.type = type; osc.frequency.setValueAtTime(freq * bend, at);"
              + " osc.frequency.exponentialRampToValueAtTime(freq, at + 0.06);"
              + " env.gain.setValueAtTime(0.0001, at);"
              + " env.gain.exponentialRampToValueAtTime(peak, at + attack);"
              + " env.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay);"
              + " osc.connect(env); env.connect(dest); osc.start(at); osc.stop(at + attack + decay);"
              + "};"
              // A knock: the noise through a band-pass at freq, gone in 60 ms.
              + "var knock = function (at, freq, peak) {"
              + " var src = ctx.createBufferSource(), band = ctx.createBiquadFilter(),"
              + " env = ctx.createGain();"
              + " src.buffer = noise; band.type = 'bandpass'; band.frequency.value = freq;"
              + " band.Q.value = 3; env.gain.setValueAtTime(peak, at);"
              + " env.gain.exponentialRampToValueAtTime(0.0001, at + 0.06);"
              + " src.connect(band); band.connect(env); env.connect(master); src.start(at, 0, 0.07);"
              + "};"
              + "var tick = function () {"
              + " var now = ctx.currentTime, guqin = synth.mode === 1, length, freq, i;"
              // The timer slept (a hidden page): start again from now, no burst of catching up.
              + " if (next < now) next = now + 0.05;"
              + " while (next < now + 1.5) {"
              + "  if (!rested && random(guqin ? 5 : 7) === 0) {"
              + "   rested = true; next += guqin ? 0.8 * (2 + random(3)) : 4.4; continue; }"
              + "  rested = false;"
              + "  if (guqin) {"
              + "   degree += [-2, -1, -1, -1, 0, 1, 1, 1, 2][random(9)];"
              + "   degree = degree < 0 ? -degree : degree > 10 ? 20 - degree : degree;"
              + "   freq = hz(50 + 12 * (degree / 5 | 0) + [0, 2, 4, 7, 9][degree % 5]);"
              + "   length = 0.8 * [1, 1, 1, 2, 2, 3][random(6)];"
              + "   tone(bus, 'triangle', freq, next, 0.005, 2.6, 0.35, 0.97);"
              + "   tone(bus, 'sine', 2 * freq, next, 0.005, 1, 0.06, 1);"
              + "  } else {"
              // Am, F, C, G, Dm, Em, each voiced within an octave and a half of middle C.
              + "   chord = (chord + 1 + random(5)) % 6; length = 1.1 * (4 + 2 * random(2));"
              + "   for (i = 0; i < 3; i++) tone(bus, 'sine', hz([57, 60, 64, 53, 57, 60, 55, 60, 64,"
              + " 55, 59, 62, 53, 57, 62, 52, 55, 59][3 * chord + i]), next, 1.2, length + 1.3,"
              + " 0.06, 1);"
              + "  }"
              + "  next += length; } };"
              + "var stop = function () {"
              + " if (bus) { var old = bus; bus = null; clearInterval(timer);"
              + " old.gain.setTargetAtTime(0, ctx.currentTime, 0.1);"
              + " setTimeout(function () { old.disconnect(); }, 1000); } };"
              + "var open = function () {"
              + " if (!Context) return;"
              + " if (!ctx) {"
              + "  ctx = new Context(); master = ctx.createGain(); master.gain.value = synth.gain;"
              + "  master.connect(ctx.destination);"
              + "  var length = ctx.sampleRate / 10 | 0, data, i;"
              + "  noise = ctx.createBuffer(1, length, ctx.sampleRate); data = noise.getChannelData(0);"
              + "  for (i = 0; i < length; i++) data[i] = (random(65536) - 32768) / 32768; }"
              + " ctx.resume();"
              + " if (synth.mode && !bus) {"
              + "  bus = ctx.createGain(); bus.gain.value = synth.mode === 1 ? 0.7 : 0.5;"
              + "  bus.connect(master); degree = 5; chord = 0; rested = true;"
              + "  next = ctx.currentTime + 0.1; tick(); timer = setInterval(tick, 200); } };"
              + "var gesture = function (evt) {"
              + " if (evt.isTrusted) { synth.armed = true; if (synth.on) open(); } };"
              + "['pointerdown', 'pointerup', 'touchend', 'keydown'].forEach(function (type) {"
              + " doc.addEventListener(type, gesture, true); });"
              + "doc.addEventListener('visibilitychange', function () {"
              + " if (ctx) ctx[doc.hidden ? 'suspend' : 'resume'](); });"
              + "synth.fx = function (kind, wood) {"
              + " if (!ctx) return;"
              + " var at = ctx.currentTime + 0.01, notes = wood ? [62, 69, 74] : [60, 64, 67, 72],"
              + " i, down = function (when, loud) {"
              + "  knock(when, wood ? 1800 : 700, 0.7 * loud);"
              + "  tone(master, 'sine', wood ? 520 : 170, when, 0.003, 0.08, 0.4 * loud,"
              + " wood ? 1.3 : 1); };"
              + " if (kind < 3) down(at, kind === 1 ? 1.3 : 1);"
              + " if (kind === 1) down(at + 0.09, 0.8);"
              + " if (kind === 2) { tone(master, 'sine', 880, at + 0.08, 0.005, 0.7, 0.2, 1);"
              + "  tone(master, 'sine', 1320, at + 0.08, 0.005, 0.5, 0.1, 1); }"
              + " if (kind === 3) tone(master, 'triangle', 150, at, 0.005, 0.18, 0.3, 1.6);"
              + " if (kind === 4) for (i = 0; i < notes.length; i++)"
              + "  tone(master, 'triangle', hz(notes[i]), at + 0.17 * i, 0.01, 1.4, 0.3, 1);"
              + " if (kind === 5) for (i = 0; i < 2; i++)"
              + "  tone(master, 'sine', 988, at + 0.2 * i, 0.005, 0.09, 0.25, 1); };"
              + "synth.set = function (on, gain, mode) {"
              + " synth.on = on; synth.gain = gain;"
              + " if (master) master.gain.setTargetAtTime(gain, ctx.currentTime, 0.03);"
              + " if (mode !== synth.mode) { stop(); synth.mode = mode; }"
              + " if (synth.armed && on) open(); };"
              + "return synth;")
  static native JSObject create();

  @JSBody(
      params = {"synth", "effect", "pieces"},
      script = "synth.fx(effect, pieces === 1);")
  static native void effect(JSObject synth, int effect, int pieces);

  @JSBody(
      params = {"synth", "on", "gain", "music"},
      script = "synth.set(on, gain, music);")
  static native void set(JSObject synth, boolean on, double gain, int music);
}
