package alfil.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Drives an engine session line by line, in real time: what a GUI does. Input goes through a pipe,
 * output lines arrive in a queue, so a test can wait for a line, then send the next command while
 * the search is running.
 */
final class UciDriver implements AutoCloseable {
  /**
   * How long a test waits for a line before it calls the engine hung. Generous: it is never what a
   * test measures (a search is judged by its own reported time and nodes), so it only fails when an
   * answer never comes, whatever the machine's load.
   */
  static final long PATIENCE = 120_000;

  private final PipedWriter toEngine = new PipedWriter();
  private final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final List<String> seen = new ArrayList<>();
  private final Thread engine;
  private volatile int status = -1;

  UciDriver(String... args) {
    BufferedReader in;
    try {
      in = new BufferedReader(new PipedReader(toEngine, 1 << 16));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    PrintStream out = new PrintStream(new LineSink(lines), true, StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(new LineSink(lines), true, StandardCharsets.UTF_8);
    engine = new Thread(() -> status = Main.run(args, new Io(in, out, err)), "uci-driver");
    engine.setDaemon(true);
    engine.start();
  }

  void send(String line) {
    try {
      toEngine.write(line + "\n");
      toEngine.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The next line matching {@code wanted}, waiting up to {@code millis}; earlier lines are kept.
   */
  String expect(Predicate<String> wanted, long millis, String what) {
    long deadline = System.currentTimeMillis() + millis;
    while (true) {
      long left = deadline - System.currentTimeMillis();
      String line;
      try {
        line = left > 0 ? lines.poll(left, TimeUnit.MILLISECONDS) : null;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        line = null;
      }
      if (line == null) {
        fail("no " + what + " within " + millis + " ms; got " + seen);
      }
      seen.add(line);
      if (wanted.test(line)) {
        return line;
      }
    }
  }

  /**
   * The lines up to and including the next one matching {@code wanted}, waiting up to {@code
   * millis}: what the engine said in answer to the commands sent before.
   */
  List<String> linesUntil(Predicate<String> wanted, long millis, String what) {
    int from = seen.size();
    expect(wanted, millis, what);
    return new ArrayList<>(seen.subList(from, seen.size()));
  }

  String expectStart(String prefix, long millis) {
    return expect(l -> l.startsWith(prefix), millis, "'" + prefix + "'");
  }

  /** Every line received so far, in order (those returned by expect and those skipped). */
  List<String> seen() {
    lines.drainTo(seen);
    return new ArrayList<>(seen);
  }

  /** Waits for the session to end; its exit status. */
  int awaitExit(long millis) throws InterruptedException {
    engine.join(millis);
    return status;
  }

  @Override
  public void close() throws IOException {
    toEngine.close();
  }

  /** An output stream that hands over each complete line. */
  private static final class LineSink extends OutputStream {
    private final LinkedBlockingQueue<String> lines;
    private final java.io.ByteArrayOutputStream current = new java.io.ByteArrayOutputStream();

    LineSink(LinkedBlockingQueue<String> lines) {
      this.lines = lines;
    }

    @Override
    public synchronized void write(int b) {
      if (b == '\n') {
        lines.add(current.toString(StandardCharsets.UTF_8));
        current.reset();
      } else {
        current.write(b);
      }
    }
  }
}
