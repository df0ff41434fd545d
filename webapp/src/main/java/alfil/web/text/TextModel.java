package alfil.web.text;

/**
 * Predicts a text bit by bit, for {@link PackedText}'s arithmetic coder: the probability that the
 * next bit is a one, from what came before. The packer and the page run the same model over the
 * same bits, so they agree on every probability; it is integer arithmetic throughout, so the JVM
 * and a browser's JavaScript compute it alike.
 *
 * <p>A small context-mixing model, of the family of Matt Mahoney's PAQ ("Data Compression
 * Explained", mattmahoney.net/dc/dce.html, sections 4.3 and 5): eight contexts (the bits of this
 * byte alone; the last 1, 2, 3, 4 and 7 bytes; the word so far; it and the word before) each hold
 * an adaptive probability for the next bit, and a mixer, its weights chosen by the bits of this
 * byte so far and the kind of the byte before, weighs them in the logistic domain and learns from
 * each bit. The page runs it as it starts, so the model is as small as the bytes allow: three more
 * contexts and three more mixers wrote 4% fewer bytes in half as long again (docs/experiments.md).
 */
final class TextModel {
  /** Order 0; the last 1, 2, 3, 4 and 7 bytes; the word; the word and the one before. */
  private static final int CONTEXTS = 8;

  /** The mixer's inputs: a context's opinion each, and a constant. */
  private static final int INPUTS = CONTEXTS + 1;

  /** A context's probability adapts at 1/(n+1.5) for its n-th bit, down to 1/21.5. */
  private static final int COUNT_LIMIT = 20;

  /**
   * 2^17 slots a context: the same for every text, so that a model that has read a packed text is
   * the model that packed the next one after it. Enough for the texts the page packs (a slot a
   * context and bit of up to some 16,000 bytes, few shared); 4 MB in all.
   */
  private static final int TABLE_BITS = 17;

  /*
   * The tables below are the model's own, not static: TeaVM guards every read of a static field of
   * a class with an initializer by a call, and these are read for every bit.
   */

  /** A probability's rate of change for its n-th bit, in 65536ths. */
  private final int[] rate = new int[COUNT_LIMIT + 1];

  /** 4096 / (1 + e^(-x/256)) at x = -2048, -1920, ..., 2048: the logistic curve's samples. */
  private final int[] logistic = {
    1, 2, 4, 6, 10, 17, 27, 45, 74, 120, 194, 311, 488, 747, 1102, 1546, 2048, 2550, 2994, 3349,
    3608, 3785, 3902, 3976, 4022, 4051, 4069, 4079, 4086, 4090, 4092, 4094, 4095
  };

  /** stretch(p) = 256 ln(p / (4096 - p)) within +-2047: {@link #squash}'s inverse, p in 4096ths. */
  private final int[] stretch = new int[4096];

  /** The bits of a byte so far, hashed: a context's slot is its byte's hash and these. */
  private final int[] partialMix = new int[256];

  /**
   * The contexts' slots, context {@code i}'s from {@code i << TABLE_BITS} (order 0's: the byte's
   * bits so far alone): a 14-bit probability, an 8-bit check of the context (a slot another context
   * took reads as new: collisions cost more than misses on texts this small) and a count of the
   * bits seen.
   */
  private final int[] slots = new int[CONTEXTS << TABLE_BITS];

  private final int[] contextHash = new int[CONTEXTS];
  private final int[] slot = new int[CONTEXTS];
  private final int[] check = new int[CONTEXTS];
  private final int[] input = new int[INPUTS];

  /**
   * The mixer's weights, in 1/16384ths: a set for each state of the byte so far and kind of the
   * byte before (a letter, a space, a line's end, anything else).
   */
  private final int[] weights = new int[4 * 256 * INPUTS];

  private int weightSet;
  private int probability;

  /** The bits of the byte so far, after a leading one: 1 at a byte's start. */
  private int partial = 1;

  /** The last eight bytes, the newest lowest: the last four, and the four before. */
  private int recentLow;

  private int recentHigh;

  /** The kind of the last byte ({@link #kind}): with the byte's bits, it chooses the weights. */
  private int kindBefore;

  private int word;
  private int previousWord;

  TextModel() {
    for (int n = 0; n <= COUNT_LIMIT; n++) {
      rate[n] = 131072 / (2 * n + 3);
    }
    int p = 0;
    for (int x = -2047; x <= 2047; x++) {
      for (int v = squash(x); p <= v; p++) {
        stretch[p] = x;
      }
    }
    for (; p < 4096; p++) {
      stretch[p] = 2047;
    }
    for (int i = 1; i < 256; i++) {
      partialMix[i] = mix(i * 0x9E3779B1);
    }
    for (int i = 0; i < weights.length; i++) {
      weights[i] = 5000;
    }
    hashContexts();
    predict();
  }

  /** The probability that the next bit is 1, in 4096ths (1 to 4095). */
  int probability() {
    return probability;
  }

  /** Learns the bit that came, and predicts the next. */
  void learn(int bit) {
    int error = ((bit << 12) - probability) * 7;
    for (int i = 0; i < INPUTS; i++) {
      weights[weightSet + i] += input[i] * error >> 14;
    }
    for (int i = 0; i < CONTEXTS; i++) {
      int v = slots[slot[i]];
      int count = (v >>> 10 & 255) == check[i] ? v & 1023 : 0;
      int p = count == 0 ? 1 << 13 : v >>> 18;
      p += ((bit << 14) - p) * rate[count] >> 16; // stays within 0..16383: rate < 65536
      slots[slot[i]] = p << 18 | check[i] << 10 | Math.min(count + 1, COUNT_LIMIT);
    }
    partial = partial << 1 | bit;
    if (partial >= 256) {
      endByte(partial & 255);
      partial = 1;
      hashContexts();
    }
    predict();
  }

  private void endByte(int b) {
    recentHigh = recentHigh << 8 | recentLow >>> 24;
    recentLow = recentLow << 8 | b;
    kindBefore = kind(b);
    if (kindBefore == 1) {
      word = (word + b + 1) * 0x2B9A4C6B;
    } else if (word != 0) {
      previousWord = word;
      word = 0;
    }
  }

  /** The contexts' hashes at a byte's start; each bit then adds the byte's bits so far. */
  private void hashContexts() {
    int h = 0x2F0B4A73;
    for (int k = 0, i = 1; k < 7; k++) {
      h = (h + recent(k) + 1) * 0x3C6EF372 ^ h >>> 15;
      if (k < 4 || k == 6) {
        contextHash[i++] = h; // after 1, 2, 3, 4 and 7 bytes
      }
    }
    contextHash[6] = word * 0x6F4F2A35 + 0x1234567;
    contextHash[7] = word * 0x6F4F2A35 + previousWord * 0x2F0B4A73 ^ 0x5555;
    for (int i = 1; i < CONTEXTS; i++) {
      contextHash[i] = mix(contextHash[i] + i * 0x6A09E667);
    }
  }

  /** The byte {@code k + 1} bytes back (0 before the text). */
  private int recent(int k) {
    return (k < 4 ? recentLow >>> 8 * k : recentHigh >>> 8 * (k - 4)) & 255;
  }

  /** A 32-bit hash's bits spread over all 32 (MurmurHash3's finalizer, in part). */
  private static int mix(int h) {
    h ^= h >>> 16;
    h *= 0x85EBCA6B;
    return h ^ h >>> 13;
  }

  private void predict() {
    slot[0] = partial;
    input[0] = opinion(slots[partial]);
    int bits = partialMix[partial];
    for (int i = 1; i < CONTEXTS; i++) {
      int h = contextHash[i] ^ bits;
      slot[i] = i << TABLE_BITS | h >>> 32 - TABLE_BITS;
      check[i] = h >>> 4 & 255;
      int v = slots[slot[i]];
      input[i] = (v >>> 10 & 255) == check[i] ? opinion(v) : 0;
    }
    input[CONTEXTS] = 256;
    weightSet = (kindBefore << 8 | partial & 255) * INPUTS;
    int dot = 0;
    for (int i = 0; i < INPUTS; i++) {
      dot += input[i] * weights[weightSet + i] >> 6;
    }
    probability = squash(dot >> 8); // 1 to 4095: the samples' ends
  }

  /** A byte's kind: 1 a letter (any byte beyond ASCII too), 2 a space, 3 a line's end, else 0. */
  private static int kind(int b) {
    return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 128
        ? 1
        : b == ' ' ? 2 : b == '\n' ? 3 : 0;
  }

  /** A slot's say in the logistic domain: nothing for a context never seen. */
  private int opinion(int v) {
    return (v & 1023) == 0 ? 0 : stretch[v >>> 20];
  }

  /** 4096 / (1 + e^(-d/256)), by the samples, for d within +-2047. */
  private int squash(int d) {
    if (d > 2047) {
      d = 2047;
    } else if (d < -2047) {
      d = -2047;
    }
    int i = d + 2048 >> 7;
    int w = d & 127;
    return logistic[i] * (128 - w) + logistic[i + 1] * w + 64 >> 7;
  }
}
