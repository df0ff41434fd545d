package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

class SizeBudgetTest {
  private static final byte[] TEXT =
      "Alfil, the elephant of shatranj. ".repeat(200).getBytes(StandardCharsets.US_ASCII);

  @Test
  void measuresBytesAndGzippedBytes() throws IOException {
    SizeBudget.Figures f = new SizeBudget(10_000, 1_000).measure(TEXT);
    assertEquals(TEXT.length, f.bytes);
    assertTrue(f.gzipped > 18 && f.gzipped < 200, "gzipped " + f.gzipped);
    assertEquals(
        "6600 bytes, " + f.gzipped + " gzipped (budget 10000 bytes, 1000 gzipped)",
        new SizeBudget(10_000, 1_000).describe(f));
  }

  /** The budget's unit is {@code gzip -9}: the figure is that program's, which CI has. */
  @Test
  void gzippedFigureIsGzipNines() {
    int bySystem = SizeBudget.systemGzipSize(TEXT);
    assertTrue(bySystem > 18 && bySystem < 200, "gzip -9 gave " + bySystem);
    assertEquals(bySystem, SizeBudget.gzippedSize(TEXT));
  }

  @Test
  void deflaterStandInIsARealGzipStream() throws IOException {
    byte[] gz = SizeBudget.gzip(TEXT);
    try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz))) {
      assertEquals(
          new String(TEXT, StandardCharsets.US_ASCII),
          new String(in.readAllBytes(), StandardCharsets.US_ASCII));
    }
  }

  @Test
  void failsOverEitherFigure() {
    SizeBudget.Figures f = new SizeBudget(0, 0).measure(TEXT);
    new SizeBudget(f.bytes, f.gzipped).check(f);
    assertThrows(
        IllegalStateException.class, () -> new SizeBudget(f.bytes - 1, f.gzipped).check(f));
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> new SizeBudget(f.bytes, f.gzipped - 1).check(f));
    assertTrue(e.getMessage().startsWith("size budget exceeded: 6600 bytes"), e.getMessage());
  }

  @Test
  void productBudgetFigures() {
    assertEquals(393_216, SizeBudget.PRODUCT.maxBytes);
    assertEquals(131_072, SizeBudget.PRODUCT.maxGzipped);
  }

  @Test
  void overageSaysByHowMuch() {
    SizeBudget.Figures f = new SizeBudget(0, 0).measure(TEXT);
    assertEquals("", new SizeBudget(f.bytes, f.gzipped).overage(f));
    assertEquals(
        "OVER BUDGET by 0 bytes and 5 gzipped bytes",
        new SizeBudget(f.bytes, f.gzipped - 5).overage(f));
  }
}
