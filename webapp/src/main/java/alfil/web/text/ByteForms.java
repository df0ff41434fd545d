package alfil.web.text;

import java.io.ByteArrayOutputStream;

/**
 * The bytes {@link TextModel} reads a text as. UTF-8, or a window: a text whose letters lie mostly
 * in one block of 128 code points (Russian's Cyrillic, at U+0400) writes that block's characters in
 * one byte each, 0x80 and up, as the code pages before Unicode did, and a Chinese text the 32,768
 * code points from a multiple of 4,096 (U+2000 for the page's Chinese tables and poems:
 * punctuation, CJK marks and ideographs) in two bytes each, its lead byte 0x80 and up, where UTF-8
 * takes three; every other character beyond ASCII (fullwidth ， and ？ among them) is byte 0x01
 * before its UTF-8. The model's time goes by bytes, so a text is read in the form of fewest ({@link
 * #fewest}): Russian's table in 6,588 bytes instead of 10,954, simplified Chinese's in 4,484
 * instead of 5,789.
 */
final class ByteForms {
  /** The byte before a character outside the window, in its UTF-8. */
  private static final int ESCAPE = 1;

  /** A window's flag: 32,768 characters in two bytes each, not 128 in one. */
  static final int WIDE = 1;

  private ByteForms() {}

  /**
   * The window of fewest bytes for {@code text}: UTF-8 (0) or one about its commonest character
   * beyond ASCII, 128 wide or {@link #WIDE}.
   */
  static int fewest(String text) {
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
        if (window >= 128 && of(text, window).length < of(text, best).length) {
          best = window;
        }
      }
    }
    return best;
  }

  /** The byte form of {@code text} in {@code window} (0: UTF-8). */
  static byte[] of(String text, int window) {
    int base = window & ~WIDE;
    int span = (window & WIDE) != 0 ? 32768 : 128;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
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
        out.write(c);
      } else if (base > 0 && c >= base && c < base + span && c < 0x10000) {
        if (span > 128) {
          out.write(0x80 | c - base >> 8);
        }
        out.write(span > 128 ? c - base & 255 : 0x80 + c - base);
      } else {
        if (base > 0 || c == ESCAPE) {
          out.write(ESCAPE);
        }
        utf8(out, c);
      }
    }
    return out.toByteArray();
  }

  /** The text of byte form {@code bytes}: the inverse of {@link #of}. */
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

  private static void utf8(ByteArrayOutputStream out, int c) {
    if (c < 0x80) {
      out.write(c);
    } else if (c < 0x800) {
      out.write(0xC0 | c >> 6);
      out.write(0x80 | c & 0x3F);
    } else if (c < 0x10000) {
      out.write(0xE0 | c >> 12);
      out.write(0x80 | c >> 6 & 0x3F);
      out.write(0x80 | c & 0x3F);
    } else {
      out.write(0xF0 | c >> 18);
      out.write(0x80 | c >> 12 & 0x3F);
      out.write(0x80 | c >> 6 & 0x3F);
      out.write(0x80 | c & 0x3F);
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
}
