package alfil.web.text;

import java.io.ByteArrayOutputStream;

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
 * <p>The form: two characters give the window of the text's byte form ({@link ByteForms}: UTF-8, or
 * Russian's letters in one byte, Chinese characters in two), three the byte form's length, two a
 * 12-bit check of it, the rest the arithmetic coder's bytes, six bits a character, in base64url's
 * alphabet (RFC 4648, section 5: nothing markup or a template reads).
 *
 * <p>The coder is the binary arithmetic coder of the PAQ family (32-bit, carry-less, 12-bit
 * probabilities; "Data Compression Explained", section 3.3), written for the page's integer
 * arithmetic: unsigned comparisons by their sign bit flipped.
 */
public final class PackedText {
  /** The 64 characters, by the six bits each stands for: base64url's. */
  private static final String DIGITS =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

  /** The window, the length and the check. */
  private static final int HEADER = 7;

  private static final int MAX_LENGTH = (1 << 18) - 1;

  private PackedText() {}

  /**
   * {@code text} packed after the packed texts {@code before} (each packed after those before it):
   * the model has learned them first, so what {@code text} shares with them (another language's
   * table: its numbers, placeholders, names and layout) costs little. {@link #unpack} reads it in
   * the same chain. The text is read in its byte form of fewest bytes: the model's time goes by
   * bytes, and the page unpacks as it starts.
   */
  public static String pack(String text, String... before) {
    return pack(text, before, ByteForms.fewest(text));
  }

  /** {@code text} packed after {@code before} with letter window {@code window} (0: none). */
  static String pack(String text, String[] before, int window) {
    byte[] bytes = ByteForms.of(text, window);
    if (bytes.length > MAX_LENGTH) {
      throw new IllegalArgumentException(
          "a packed text holds at most " + MAX_LENGTH + " bytes; this one has " + bytes.length);
    }
    TextModel model = new TextModel();
    for (String packed : before) {
      read(packed, model);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
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
          out.write(high >>> 24);
          low <<= 8;
          high = high << 8 | 255;
        }
        model.learn(bit);
      }
    }
    out.write(low >>> 24); // then the reader's 255s past the end land within [low, high]
    StringBuilder packed = new StringBuilder();
    sixBits(packed, window >> 6 | (window & ByteForms.WIDE) << 11, 2);
    sixBits(packed, bytes.length, 3);
    sixBits(packed, check(bytes), 2);
    int bits = 0;
    int held = 0;
    for (byte b : out.toByteArray()) {
      held = held << 8 | b & 255;
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
   * @throws IllegalArgumentException if one is not a packed text: too short for its header, holding
   *     a character that is not one of its 64, or not what its check says (changed or cut)
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
    if (sixBits(packed, 5, 2) != check(bytes)) {
      throw new IllegalArgumentException(
          "a packed text's check does not match what it holds: the text was changed or cut");
    }
    return ByteForms.text(bytes, window);
  }

  /**
   * A 12-bit check of a byte form, in the header: a line changed or cut by hand still decodes to
   * something, and the page must read English rather than that.
   */
  private static int check(byte[] bytes) {
    int h = 0;
    for (byte b : bytes) {
      h = h * 31 + (b & 255);
    }
    return (h ^ h >>> 12 ^ h >>> 24) & 4095;
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
}
