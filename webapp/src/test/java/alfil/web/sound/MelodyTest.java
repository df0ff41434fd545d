package alfil.web.sound;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MelodyTest {
  /** The first {@code n} events as note-count, notes and beats, for comparing runs. */
  private static List<Integer> events(boolean chords, int seed, int n) {
    Melody m = new Melody(chords, seed);
    int[] out = new int[3];
    List<Integer> all = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int k = m.next(out);
      all.add(k);
      for (int j = 0; j < k; j++) {
        all.add(out[j]);
      }
      all.add(m.beats());
    }
    return all;
  }

  @Test
  void sameSeedSameMusicOtherSeedOtherMusic() {
    assertEquals(events(false, 42, 500), events(false, 42, 500));
    assertEquals(events(true, 42, 200), events(true, 42, 200));
    assertFalse(events(false, 42, 50).equals(events(false, 43, 50)));
  }

  @Test
  void theScaleIsGongShangJueZhiYu() {
    assertArrayEquals(new int[] {0, 2, 4, 7, 9}, Melody.PENTATONIC);
    assertEquals(50, Melody.note(0));
    assertEquals(52, Melody.note(1));
    assertEquals(59, Melody.note(4));
    assertEquals(62, Melody.note(5));
    assertEquals(74, Melody.note(Melody.TOP));
  }

  @Test
  void guqinLineWalksGentlyOnTheScaleWithRests() {
    Melody m = new Melody(false, 7);
    int[] out = new int[3];
    int rests = 0;
    int previous = -1;
    boolean lastWasRest = true;
    for (int i = 0; i < 5000; i++) {
      int k = m.next(out);
      assertTrue(m.beats() >= 1 && m.beats() <= 4);
      if (k == Melody.REST) {
        assertFalse(lastWasRest, "two rests in a row, or a rest first");
        rests++;
        lastWasRest = true;
        continue;
      }
      lastWasRest = false;
      assertEquals(1, k);
      int degree = degreeOf(out[0]);
      assertTrue(degree >= 0 && degree <= Melody.TOP, "on the scale, in range: " + out[0]);
      if (previous >= 0) {
        assertTrue(Math.abs(degree - previous) <= 2, "a step of at most two degrees");
      }
      previous = degree;
    }
    assertTrue(rests > 300 && rests < 1500, "rests: " + rests);
  }

  private static int degreeOf(int midi) {
    for (int d = 0; d <= Melody.TOP; d++) {
      if (Melody.note(d) == midi) {
        return d;
      }
    }
    return -1;
  }

  @Test
  void chessChordsAreTriadsOfTheKeyThatChange() {
    Melody m = new Melody(true, 3);
    int[] out = new int[3];
    int[] previous = null;
    for (int i = 0; i < 1000; i++) {
      int k = m.next(out);
      if (k == Melody.REST) {
        continue;
      }
      assertEquals(3, k);
      for (int note : out) {
        int pc = note % 12;
        // C major's notes: C D E F G A B.
        assertTrue(pc == 0 || pc == 2 || pc == 4 || pc == 5 || pc == 7 || pc == 9 || pc == 11);
      }
      assertTrue(m.beats() >= 4);
      if (previous != null) {
        assertFalse(java.util.Arrays.equals(previous, out), "the chord changes");
      }
      previous = out.clone();
    }
  }
}
