package alfil.web.text;

/**
 * A text packed into fewer characters than gzip would make of it, in characters a page carries as
 * they are: the page's language tables and Tang poems travel this way, and the page unpacks what it
 * shows.
 *
 * <p>Why not leave it to gzip: gzip -9 finds repeats and gives common letters short codes, but it
 * forgets a context as soon as it leaves it. {@link TextModel} predicts each bit from everything
 * before it and an arithmetic coder spends on each bit what the prediction says it costs; on the
 * language tables that is a fifth fewer bytes. The packed form is 64 characters of six bits each,
 * which gzip leaves at about six bits a character: the saving survives the page's gzip.
 *
 * <p>The form: two characters give the text's letter window (below), three the length in bytes of
 * its byte form, the rest the arithmetic coder's bytes, six bits a character, in base64url's
 * alphabet (RFC 4648, section 5: nothing markup or a template reads).
 *
 * <p>The byte form is UTF-8, or a window: a text whose letters lie mostly in one block of 128 code
 * points (Russian's Cyrillic, at U+0400) writes that block's characters in one byte each, 0x80 and
 * up, as the code pages before Unicode did, and a Chinese text the 32,768 code points from a
 * multiple of 4,096 (U+3000: CJK marks and ideographs) in two bytes each, its lead byte 0x80 and
 * up, where UTF-8 takes three; every other character beyond ASCII is byte 0x01 before its UTF-8.
 * The model's time goes by bytes, so {@link #pack} takes the form of fewest bytes: Russian in 6,588
 * bytes instead of 10,954, simplified Chinese in 4,540 instead of 5,789.
 *
 * <p>The coder is the binary arithmetic coder of the PAQ family (32-bit, carry-less, 12-bit
 * probabilities; "Data Compression Explained", section 3.3), written for the page's integer
 * arithmetic: unsigned comparisons by their sign bit flipped.
 */
public final class PackedText {
  /** The 64 characters, by the six bits each stands for: base64url's. */
  private static final String DIGITS =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

  private static final int HEADER = 5;
  private static final int MAX_LENGTH = (1 << 18) - 1;
  private static final int ESCAPE = 1;

  /** A window's flag: 32,768 characters in two bytes each, not 128 in one. */
  private static final int WIDE = 1;

  private PackedText() {}

  /**
   * {@code text} packed after the packed texts {@code before} (each packed after those before it):
   * the model has learned them first, so what {@code text} shares with them (another language's
   * table: its numbers, placeholders, names and layout) costs little. {@link #unpack} reads it in
   * the same chain. The byte form is the one of fewest bytes, plain UTF-8 or a window about the
   * text's commonest letter: the model's time goes by bytes, and the page unpacks as it starts.
   */
  public static String pack(String text, String... before) {
    int best = 0;
    int common = commonestBeyondAscii(text);
    if (common >= 0) {
      int[] windows = {
        (common & ~63) - 64,
        common & ~63,
        (common - 0x2000 & ~0xFFF) | WIDE,
        (common - 0x4000 & ~0xFFF) | WIDE,
        (common - 0x6000 & ~0xFFF) | WIDE
      };
      for (int window : windows) {
        if (window >= 128 && bytes(text, window).length < bytes(text, best).length) {
          best = window;
        }
      }
    }
    return pack(text, before, best);
  }

  /** {@code text} packed after {@code before} with letter window {@code window} (0: none). */
  static String pack(String text, String[] before, int window) {
    byte[] bytes = bytes(text, window);
    if (bytes.length > MAX_LENGTH) {
      throw new IllegalArgumentException(
          "a packed text holds at most " + MAX_LENGTH + " bytes; this one has " + bytes.length);
    }
    TextModel model = new TextModel();
    for (String packed : before) {
      read(packed, model);
    }
    ByteSink out = new ByteSink();
    int low = 0;
    int high = -1;
    for (byte b : bytes) {
      for (int i = 7; i >= 0; i--) {
        int bit = b >> i & 1;
        int middle = low + (high - low >>> 12) * model.probability();
        if (bit == 1) {
          high = middle;
        } else {
          low = middle + 1;
        }
        while (((low ^ high) & 0xFF000000) == 0) {
          out.add(high >>> 24);
          low <<= 8;
          high = high << 8 | 255;
        }
        model.learn(bit);
      }
    }
    out.add(low >>> 24); // then the reader's 255s past the end land within [low, high]
    StringBuilder packed = new StringBuilder();
    sixBits(packed, window >> 6 | (window & WIDE) << 11, 2);
    sixBits(packed, bytes.length, 3);
    int bits = 0;
    int held = 0;
    for (int i = 0; i < out.size; i++) {
      held = held << 8 | out.bytes[i] & 255;
      for (bits += 8; bits >= 6; bits -= 6) {
        packed.append(DIGITS.charAt(held >> bits - 6 & 63));
      }
    }
    if (bits > 0) {
      packed.append(DIGITS.charAt(held << 6 - bits & 63));
    }
    return packed.toString();
  }

  /**
   * The texts of {@code chain}, each packed after those before it: one model reads them all in
   * turn, so a text costs one pass over itself and one over each before it.
   *
   * @throws IllegalArgumentException if one is not a packed text: too short for its header, or
   *     holding a character that is not one of its 64
   */
  public static String[] unpack(String... chain) {
    TextModel model = new TextModel();
    String[] texts = new String[chain.length];
    for (int i = 0; i < chain.length; i++) {
      texts[i] = read(chain[i], model);
    }
    return texts;
  }

  /** The text {@code packed} holds, read by {@code model}, which learns it as it reads. */
  private static String read(String packed, TextModel model) {
    if (packed.length() < HEADER) {
      throw new IllegalArgumentException(
          "a packed text starts with " + HEADER + " characters; this one has " + packed.length());
    }
    for (int i = 0; i < packed.length(); i++) {
      if (digit(packed.charAt(i)) < 0) {
        throw new IllegalArgumentException(
            "a packed text is written in A-Z, a-z, 0-9, - and _; character "
                + (i + 1)
                + " is '"
                + packed.charAt(i)
                + "'");
      }
    }
    int header = sixBits(packed, 0, 2);
    int window = (header & 2047) << 6 | header >> 11;
    int length = sixBits(packed, 2, 3);
    byte[] coded = new byte[(packed.length() - HEADER) * 6 / 8];
    int bits = 0;
    int held = 0;
    int at = 0;
    for (int i = HEADER; i < packed.length(); i++) {
      held = held << 6 | digit(packed.charAt(i));
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        coded[at++] = (byte) (held >> bits);
      }
    }
    byte[] bytes = new byte[length];
    int low = 0;
    int high = -1;
    int x = 0;
    int read = 0;
    for (int k = 0; k < 4; k++) {
      x = x << 8 | (read < coded.length ? coded[read++] & 255 : 255);
    }
    for (int n = 0; n < length; n++) {
      int b = 0;
      for (int i = 0; i < 8; i++) {
        int middle = low + (high - low >>> 12) * model.probability();
        int bit = (x ^ 0x80000000) <= (middle ^ 0x80000000) ? 1 : 0; // x <= middle, unsigned
        if (bit == 1) {
          high = middle;
        } else {
          low = middle + 1;
        }
        while (((low ^ high) & 0xFF000000) == 0) {
          low <<= 8;
          high = high << 8 | 255;
          x = x << 8 | (read < coded.length ? coded[read++] & 255 : 255);
        }
        model.learn(bit);
        b = b << 1 | bit;
      }
      bytes[n] = (byte) b;
    }
    return text(bytes, window);
  }

  /** The byte form of {@code text} (see the class). */
  static byte[] bytes(String text, int window) {
    int base = window & ~WIDE;
    int span = (window & WIDE) != 0 ? 32768 : 128;
    ByteSink out = new ByteSink();
    for (int i = 0; i < text.length(); i++) {
      int c = text.charAt(i);
      if (c >= 0xD800 && c < 0xDC00 && i + 1 < text.length()) {
        int next = text.charAt(i + 1);
        if (next >= 0xDC00 && next < 0xE000) {
          c = 0x10000 + (c - 0xD800 << 10) + next - 0xDC00; // a surrogate pair's code point
          i++;
        }
      }
      if (c < 128 && c != ESCAPE) {
        out.add(c);
      } else if (base > 0 && c >= base && c < base + span && c < 0x10000) {
        if (span > 128) {
          out.add(0x80 | c - base >> 8);
        }
        out.add(span > 128 ? c - base & 255 : 0x80 + c - base);
      } else {
        if (base > 0 || c == ESCAPE) {
          out.add(ESCAPE);
        }
        utf8(out, c);
      }
    }
    byte[] bytes = new byte[out.size];
    System.arraycopy(out.bytes, 0, bytes, 0, out.size);
    return bytes;
  }

  /** The text of byte form {@code bytes}: the inverse of {@link #bytes}. */
  static String text(byte[] bytes, int window) {
    int base = window & ~WIDE;
    StringBuilder text = new StringBuilder(bytes.length);
    int i = 0;
    while (i < bytes.length) {
      int b = bytes[i++] & 255;
      if (b == ESCAPE && i < bytes.length) {
        b = bytes[i++] & 255;
      } else if (b >= 128 && base > 0) {
        int k = b - 128;
        if ((window & WIDE) != 0) {
          k = k << 8 | (i < bytes.length ? bytes[i++] & 255 : 0);
        }
        text.append((char) (base + k));
        continue;
      }
      int more = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
      int c = b & (more == 0 ? 0xFF : 0x3F >> more);
      for (; more > 0 && i < bytes.length; more--) {
        c = c << 6 | bytes[i++] & 0x3F;
      }
      if (c >= 0x10000) {
        text.append((char) (0xD800 + (c - 0x10000 >> 10))).append((char) (0xDC00 + (c & 0x3FF)));
      } else {
        text.append((char) c);
      }
    }
    return text.toString();
  }

  private static void utf8(ByteSink out, int c) {
    if (c < 0x80) {
      out.add(c);
    } else if (c < 0x800) {
      out.add(0xC0 | c >> 6);
      out.add(0x80 | c & 0x3F);
    } else if (c < 0x10000) {
      out.add(0xE0 | c >> 12);
      out.add(0x80 | c >> 6 & 0x3F);
      out.add(0x80 | c & 0x3F);
    } else {
      out.add(0xF0 | c >> 18);
      out.add(0x80 | c >> 12 & 0x3F);
      out.add(0x80 | c >> 6 & 0x3F);
      out.add(0x80 | c & 0x3F);
    }
  }

  /** The code point beyond ASCII {@code text} uses most (the lowest of a tie), or -1. */
  private static int commonestBeyondAscii(String text) {
    int[] count = new int[0x10000];
    int best = -1;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= 128 && (c < 0xD800 || c >= 0xE000)) {
        count[c]++;
        if (best < 0 || count[c] > count[best] || count[c] == count[best] && c < best) {
          best = c;
        }
      }
    }
    return best;
  }

  private static void sixBits(StringBuilder out, int value, int digits) {
    for (int d = digits - 1; d >= 0; d--) {
      out.append(DIGITS.charAt(value >> 6 * d & 63));
    }
  }

  private static int sixBits(String in, int from, int digits) {
    int value = 0;
    for (int i = from; i < from + digits; i++) {
      value = value << 6 | digit(in.charAt(i));
    }
    return value;
  }

  /** The six bits {@code c} stands for, or -1 if it is not one of the 64. */
  private static int digit(char c) {
    return c >= 'A' && c <= 'Z'
        ? c - 'A'
        : c >= 'a' && c <= 'z'
            ? c - 'a' + 26
            : c >= '0' && c <= '9' ? c - '0' + 52 : c == '-' ? 62 : c == '_' ? 63 : -1;
  }

  /** A growing byte array. */
  private static final class ByteSink {
    byte[] bytes = new byte[256];
    int size;

    void add(int b) {
      if (size == bytes.length) {
        byte[] more = new byte[size * 2];
        System.arraycopy(bytes, 0, more, 0, size);
        bytes = more;
      }
      bytes[size++] = (byte) b;
    }
  }
}
