package alfil.inline;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * The size budget of the page: raw bytes and gzipped bytes (Deflater at BEST_COMPRESSION in gzip
 * format, the figure {@code gzip -9} gives give or take a few header bytes).
 */
public final class SizeBudget {
  /** The budget of {@code dist/alfil.html} set by the single-file issue; the build enforces it. */
  public static final SizeBudget PRODUCT = new SizeBudget(155_830, 53_801);

  /** Measured sizes of one file. */
  public static final class Figures {
    public final int bytes;
    public final int gzipped;

    Figures(int bytes, int gzipped) {
      this.bytes = bytes;
      this.gzipped = gzipped;
    }
  }

  public final int maxBytes;
  public final int maxGzipped;

  public SizeBudget(int maxBytes, int maxGzipped) {
    this.maxBytes = maxBytes;
    this.maxGzipped = maxGzipped;
  }

  public Figures measure(byte[] file) {
    return new Figures(file.length, gzippedSize(file));
  }

  /** "N bytes, M gzipped (budget ...)". */
  public String describe(Figures f) {
    return f.bytes
        + " bytes, "
        + f.gzipped
        + " gzipped (budget "
        + maxBytes
        + " bytes, "
        + maxGzipped
        + " gzipped)";
  }

  /** "" when {@code f} fits, else a line saying by how much each figure is over this budget. */
  public String overage(Figures f) {
    if (f.bytes <= maxBytes && f.gzipped <= maxGzipped) {
      return "";
    }
    return "OVER BUDGET by "
        + Math.max(0, f.bytes - maxBytes)
        + " bytes and "
        + Math.max(0, f.gzipped - maxGzipped)
        + " gzipped bytes";
  }

  /** Throws when either figure is over its budget. */
  public void check(Figures f) {
    if (f.bytes > maxBytes || f.gzipped > maxGzipped) {
      throw new IllegalStateException("size budget exceeded: " + describe(f));
    }
  }

  static int gzippedSize(byte[] data) {
    return gzip(data).length;
  }

  /** {@code data} in gzip format at the best compression. */
  static byte[] gzip(byte[] data) {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream(data.length / 2 + 64);
    try (GZIPOutputStream gz = new BestGzip(buffer)) {
      gz.write(data);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return buffer.toByteArray();
  }

  /** GZIPOutputStream at level 9 (its deflater is protected, so a subclass sets the level). */
  private static final class BestGzip extends GZIPOutputStream {
    BestGzip(ByteArrayOutputStream out) throws IOException {
      super(out);
      def.setLevel(Deflater.BEST_COMPRESSION);
    }
  }
}
