package alfil.cli;

import alfil.core.Echo;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code java -jar alfil.jar <command> [options]}: the JVM face of Alfil. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    int status = run(args, new Io(in, out, err));
    out.flush();
    System.exit(status);
  }

  private static Map<String, Command> commands() {
    Map<String, Command> commands = new LinkedHashMap<>();
    commands.put("uci", new UciCommand(false));
    commands.put("ucci", new UciCommand(true));
    commands.put("perft", new PerftCommand());
    commands.put("play", new PlayCommand());
    commands.put("analyze", new AnalyzeCommand());
    commands.put("mate", new MateCommand());
    commands.put("adjudicate", new AdjudicateCommand());
    commands.put("annotate", new AnnotateCommand());
    commands.put("match", new MatchCommand());
    commands.put("bench", new BenchCommand());
    return commands;
  }

  /** Runs one command; returns the process exit status. Never throws. */
  static int run(String[] args, Io io) {
    Map<String, Command> commands = commands();
    if (args.length == 0 || args[0].equals("--help") || args[0].equals("help")) {
      io.out().println("usage: java -jar alfil.jar <command> [options]");
      io.out().println("commands: " + String.join(", ", commands.keySet()));
      io.out().println("'<command> --help' describes one command.");
      return args.length == 0 ? 2 : 0;
    }
    Command command = commands.get(args[0]);
    if (command == null) {
      io.err()
          .println(
              "alfil: unknown command '"
                  + Echo.clip(args[0])
                  + "' (commands: "
                  + String.join(", ", commands.keySet())
                  + ")");
      return 2;
    }
    String[] rest = Arrays.copyOfRange(args, 1, args.length);
    if (Arrays.asList(rest).contains("--help")) {
      io.out().print(command.usage());
      return 0;
    }
    try {
      Options options =
          Options.parse(
              args[0],
              rest,
              command.valued(),
              command.flags(),
              command.repeatable(),
              command.listed());
      return command.run(options, io);
    } catch (UsageException e) {
      io.err().println(e.getMessage());
      return 2;
    }
  }
}
