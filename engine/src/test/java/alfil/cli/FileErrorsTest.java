package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files that cannot be read, written or run are named with the reason in words ({@link
 * FileErrors}), never with a Java exception's name.
 */
class FileErrorsTest {
  @TempDir Path dir;

  private static void assertNoJava(CliRun run) {
    assertTrue(!run.err.contains("java.") && !run.err.contains("Exception"), run.err);
  }

  @Test
  void reasonsInWords() throws IOException {
    Path file = Files.writeString(dir.resolve("a.txt"), "x");
    Path missing = dir.resolve("missing.txt");
    assertEquals("it is a directory", FileErrors.why(dir, new IOException("Is a directory")));
    assertEquals(
        "it is a directory",
        FileErrors.why(null, new UncheckedIOException(new IOException("Is a directory"))));
    assertEquals(
        "no such file", FileErrors.why(missing, new NoSuchFileException(missing.toString())));
    assertEquals(
        "no such directory: " + dir.resolve("none"),
        FileErrors.why(dir.resolve("none/a.txt"), new IOException("x")));
    assertEquals(
        "permission denied", FileErrors.why(file, new AccessDeniedException(file.toString())));
    assertEquals(
        "it is not UTF-8 text",
        FileErrors.why(file, new UncheckedIOException(new MalformedInputException(1))));
    assertEquals("an input/output error", FileErrors.why(null, new IOException()));
    assertEquals(
        "it is not executable (chmod +x)",
        FileErrors.whyNotStarted(file.toString(), new IOException("error=13, Permission denied")));
    assertEquals(
        "no such program here or on the PATH",
        FileErrors.whyNotStarted("no-such-engine-anywhere", new IOException("error=2, x")));
    assertNull(FileErrors.whyNotWritable(file));
    assertNull(FileErrors.whyNotWritable(missing));
    assertEquals("it is a directory", FileErrors.whyNotWritable(dir));
  }

  @Test
  void perftEpd() throws IOException {
    Path notUtf8 = dir.resolve("latin1.epd");
    Files.write(notUtf8, new byte[] {(byte) 0xff, (byte) 0xfe, '\n'});
    String[][] cases = {
      {dir.toString(), "it is a directory"},
      {dir.resolve("none.epd").toString(), "no such file"},
      {dir.resolve("none/x.epd").toString(), "no such directory: " + dir.resolve("none")},
      {notUtf8.toString(), "it is not UTF-8 text"},
    };
    for (String[] c : cases) {
      CliRun run = CliRun.of("perft", "--epd", c[0], "--depth", "1");
      assertEquals(2, run.status);
      assertEquals("perft: cannot read " + c[0] + ": " + c[1] + "\n", run.err);
    }
  }

  @Test
  void matchOpeningsPgnAndEngine() throws IOException {
    String[] base = {"match", "--game", "chess", "--self", "--games", "2", "--movetime", "5"};
    CliRun openings = CliRun.of(concat(base, "--openings", dir.toString()));
    assertEquals(2, openings.status);
    assertEquals("match: cannot read " + dir + ": it is a directory\n", openings.err);
    CliRun missing = CliRun.of(concat(base, "--openings", dir.resolve("none.txt").toString()));
    assertEquals("match: cannot read " + dir.resolve("none.txt") + ": no such file\n", missing.err);
    CliRun pgn = CliRun.of(concat(base, "--pgn", dir.toString()));
    assertEquals(2, pgn.status);
    assertEquals("match: cannot write " + dir + ": it is a directory\n", pgn.err);
    assertEquals("", pgn.out, "refused before the first game");
    Path nowhere = dir.resolve("none/games.pgn");
    CliRun pgnDir = CliRun.of(concat(base, "--pgn", nowhere.toString()));
    assertEquals(
        "match: cannot write " + nowhere + ": no such directory: " + dir.resolve("none") + "\n",
        pgnDir.err);
    Path script = Files.writeString(dir.resolve("engine.sh"), "#!/bin/sh\n");
    CliRun engine =
        CliRun.of(
            "match",
            "--game",
            "chess",
            "--engine",
            script.toString(),
            "--games",
            "2",
            "--movetime",
            "5");
    assertEquals(2, engine.status);
    assertEquals(
        "match: cannot start engine " + script + ": it is not executable (chmod +x)\n", engine.err);
    CliRun directory =
        CliRun.of(
            "match",
            "--game",
            "chess",
            "--engine",
            dir.toString(),
            "--games",
            "2",
            "--movetime",
            "5");
    assertEquals("match: cannot start engine " + dir + ": it is a directory\n", directory.err);
    for (CliRun run : new CliRun[] {openings, missing, pgn, pgnDir, engine, directory}) {
      assertNoJava(run);
    }
  }

  @Test
  void stdinThatIsADirectory() {
    for (String[] args :
        new String[][] {
          {"adjudicate", "--game", "chess"}, {"uci"}, {"play", "--game", "chess", "--level", "1"}
        }) {
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
      PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
      // What reading a directory given as stdin ("< /tmp") fails with on Linux.
      Reader directory =
          new Reader() {
            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
              throw new IOException("Is a directory");
            }

            @Override
            public void close() {}
          };
      int status = Main.run(args, new Io(new BufferedReader(directory), out, errStream));
      assertTrue(status != 0, args[0]);
      assertEquals(
          args[0]
              + ": cannot read "
              + (args[0].equals("adjudicate") ? "stdin" : "input")
              + ": it is a directory\n",
          err.toString(StandardCharsets.UTF_8));
    }
  }

  private static String[] concat(String[] base, String... more) {
    String[] all = java.util.Arrays.copyOf(base, base.length + more.length);
    System.arraycopy(more, 0, all, base.length, more.length);
    return all;
  }
}
