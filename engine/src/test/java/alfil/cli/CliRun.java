package alfil.cli;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;

/** Runs one alfil.jar command in-process with given stdin; captures stdout, stderr and status. */
final class CliRun {
  final int status;
  final String out;
  final String err;

  private CliRun(int status, String out, String err) {
    this.status = status;
    this.out = out;
    this.err = err;
  }

  static CliRun withInput(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
    PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
    int status =
        Main.run(args, new Io(new BufferedReader(new StringReader(stdin)), outStream, errStream));
    return new CliRun(
        status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  static CliRun of(String... args) {
    return withInput("", args);
  }

  String[] lines() {
    return out.isEmpty() ? new String[0] : out.split("\n");
  }

  String lastLine() {
    String[] lines = lines();
    return lines[lines.length - 1];
  }
}
