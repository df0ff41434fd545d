package alfil.inline;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * The size budget of the page: raw bytes and gzipped bytes. The budget counts gzipped bytes as
 * {@code gzip -9} gives them, so that is the figure, from the {@code gzip} program when it runs
 * here (Debian has it, and CI). Without it, the JDK's Deflater at BEST_COMPRESSION stands in: zlib
 * closes its blocks twice as often as gzip does, so its figure runs a hundred-odd bytes higher, and
 * a build without {@code gzip} is stricter, never looser.
 */
public final class SizeBudget {
  /**
   * The budget of the page, the product that ships as {@code dist/alfil.html}; enforced: 384 KiB,
   * and 128 KiB by {@code gzip -9}. The aim for the whole page, every feature included, stays 96
   * KiB (98,304 bytes) by {@code gzip -9}; the budget is the ceiling a build may not pass.
   */
  public static final SizeBudget PRODUCT = new SizeBudget(393_216, 131_072);

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
    int bySystemGzip = systemGzipSize(data);
    return bySystemGzip > 0 ? bySystemGzip : gzip(data).length;
  }

  /**
   * The length of {@code gzip -9 -n}'s output for {@code data} (no name or time in the header, like
   * the Deflater's), or -1 when the program is not there or fails.
   */
  static int systemGzipSize(byte[] data) {
    Path file = null;
    try {
      file = Files.createTempFile("alfil-size", ".html");
      Files.write(file, data);
      Process gzip =
          new ProcessBuilder("gzip", "-9", "-n", "-c", file.toString())
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .start();
      int length = gzip.getInputStream().readAllBytes().length;
      return gzip.waitFor() == 0 ? length : -1;
    } catch (IOException e) {
      return -1;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return -1;
    } finally {
      if (file != null) {
        try {
          Files.deleteIfExists(file);
        } catch (IOException e) {
          // A temporary file left behind costs nothing the build checks.
        }
      }
    }
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
