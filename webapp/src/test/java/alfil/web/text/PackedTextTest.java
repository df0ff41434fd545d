package alfil.web.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import org.junit.jupiter.api.Test;

/** Texts packed by the model and the arithmetic coder, and unpacked to exactly what they were. */
class PackedTextTest {
  private static void roundTrip(String text) {
    String packed = PackedText.pack(text);
    assertTrue(packed.matches("[A-Za-z0-9_-]*"), packed);
    assertEquals(text, PackedText.unpack(packed)[0]);
  }

  @Test
  void everyKindOfTextComesBackExactly() {
    roundTrip("");
    roundTrip("a");
    roundTrip("Your turn ({0})\n{0} to move\nCheck! {0}");
    roundTrip("Ходят {0}\nШах! {0}\n«Ничья» — по правилу 9.6.2 №5, ё Ё");
    roundTrip("轮到你（{0}）\n{0}走棋\n將軍！ 車 馬 相 象 仕 士 帥 將 炮 砲 兵 卒");
    roundTrip("Đến lượt bạn ({0})\nLượt {0}\nChiếu! {0}\nSelección, peón");
    roundTrip("chess pieces ♔♕♖ and beyond the plane: 𝄞 🀄 \u0001 \u0000 tab\t end");
    roundTrip("a lone surrogate \ud800 stays as it was \udc00");
    StringBuilder wide =
        new StringBuilder("\ud800\udc00 beyond the plane, within a wide window's span: ");
    for (int c = 0xE000; c < 0xE100; c++) {
      wide.append((char) c).append((char) c);
    }
    roundTrip(wide.append("\ud800\udc00").toString());
    StringBuilder repeats = new StringBuilder();
    for (int i = 0; i < 3000; i++) {
      repeats.append("Перпетуальный шах запрещён. ").append(i % 7).append('\n');
    }
    roundTrip(repeats.toString());
  }

  @Test
  void aLanguageInOneBlockTakesItsWindow() {
    String russian = "Ходят {0}\nШах! {0}\nПеревернуть доску\nНовая партия";
    String packed = PackedText.pack(russian);
    String digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    int window = digits.indexOf(packed.charAt(0)) << 12 | digits.indexOf(packed.charAt(1)) << 6;
    assertEquals(0x400, window, "Cyrillic's block, U+0400 to U+047F");
    assertEquals(russian, PackedText.unpack(packed)[0]);
    assertEquals(russian, ByteForms.text(ByteForms.of(russian, 0x400), 0x400));
    assertEquals(russian.length(), ByteForms.of(russian, 0x400).length, "one byte a letter");
  }

  @Test
  void theLanguageTablesPackSmallerThanGzipMakesThem() throws IOException {
    for (String tag : LanguageTablesTest.languages()) {
      String text = table(tag);
      String packed = PackedText.pack(text);
      assertEquals(text, PackedText.unpack(packed)[0], tag);
      int packedBytes = packed.length() * 6 / 8;
      int gzipBytes = deflated(text.getBytes(StandardCharsets.UTF_8));
      assertTrue(
          packedBytes < gzipBytes * 9 / 10,
          tag + ": packed " + packedBytes + " bytes, gzip -9 " + gzipBytes);
    }
  }

  private static int deflated(byte[] bytes) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (DeflaterOutputStream d = new DeflaterOutputStream(out, new Deflater(9, true))) {
      d.write(bytes);
    }
    return out.size();
  }

  @Test
  void aTextPackedAfterAnotherIsShorterAndReadInTheirChain() throws IOException {
    String first = table("zh-Hans");
    String firstPacked = PackedText.pack(first);
    for (String tag : List.of("zh-Hant", "vi", "es", "ru")) {
      String text = table(tag);
      String alone = PackedText.pack(text);
      String after = PackedText.pack(text, firstPacked);
      assertEquals(List.of(first, text), List.of(PackedText.unpack(firstPacked, after)), tag);
      assertTrue(
          after.length() < alone.length(),
          tag + ": " + after.length() + " characters after zh-Hans, " + alone.length() + " alone");
    }
  }

  private static String table(String tag) throws IOException {
    return Files.readString(
        LanguageTablesTest.TABLES.resolve(tag + ".txt"), StandardCharsets.UTF_8);
  }

  @Test
  void aPackedTextChangedOrCutIsRefusedByItsCheck() throws IOException {
    String packed = PackedText.pack(table("ru"));
    String changed =
        packed.substring(0, 40) + (packed.charAt(40) == 'A' ? 'B' : 'A') + packed.substring(41);
    String cut = packed.substring(0, packed.length() - 200);
    for (String broken : List.of(changed, cut)) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> PackedText.unpack(broken));
      assertEquals(
          "a packed text's check does not match what it holds: the text was changed or cut",
          e.getMessage());
    }
  }

  @Test
  void aTextBeyondTheLengthItsHeaderHoldsIsRefused() {
    String text = "a".repeat((1 << 18) - 1);
    assertEquals(text, PackedText.unpack(PackedText.pack(text))[0]);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> PackedText.pack(text + "a"));
    assertEquals("a packed text holds at most 262143 bytes; this one has 262144", e.getMessage());
  }

  @Test
  void whatIsNotAPackedTextIsRefusedWithItsFault() {
    IllegalArgumentException shortOne =
        assertThrows(IllegalArgumentException.class, () -> PackedText.unpack("AB"));
    assertEquals("a packed text starts with 7 characters; this one has 2", shortOne.getMessage());
    IllegalArgumentException foreign =
        assertThrows(IllegalArgumentException.class, () -> PackedText.unpack("AAAAAAA<b>"));
    assertEquals(
        "a packed text is written in A-Z, a-z, 0-9, - and _; character 8 is '<'",
        foreign.getMessage());
  }
}
