package alfil.cli;

import alfil.core.Echo;
import alfil.core.Game;
import alfil.games.Games;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code --name value} and {@code --flag} options of one command, checked against the names the
 * command accepts, with errors a person can act on.
 */
final class Options {
  private final String command;
  private final Map<String, List<String>> values = new LinkedHashMap<>();

  private Options(String command) {
    this.command = command;
  }

  /**
   * Parses {@code args}, the arguments after {@code command}'s name. {@code valued} are options
   * that take a value, {@code flags} those that do not; anything else is an error, and so is an
   * option given twice, except those named in {@code repeatable} ({@link #all}). Each option named
   * in {@code listed} takes every word up to the next option as its value, joined by spaces ({@code
   * --sprt 0 10 0.05 0.05}).
   */
  static Options parse(
      String command,
      String[] args,
      String[] valued,
      String[] flags,
      String[] repeatable,
      String[] listed)
      throws UsageException {
    Options options = new Options(command);
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (!arg.startsWith("--")) {
        throw new UsageException(command + ": unexpected argument '" + Echo.clip(arg) + "'");
      }
      String name = arg.substring(2);
      String inlineValue = null;
      int eq = name.indexOf('=');
      if (eq >= 0) {
        inlineValue = name.substring(eq + 1);
        name = name.substring(0, eq);
      }
      if (options.has(name) && !contains(repeatable, name)) {
        // Taking the last value would hide a mistake: "--depth 3 --depth 4" meant one of them.
        throw new UsageException(command + ": --" + name + " is given twice; give it once");
      }
      if (contains(flags, name)) {
        if (inlineValue != null) {
          throw new UsageException(command + ": --" + name + " takes no value");
        }
        options.values.computeIfAbsent(name, k -> new ArrayList<>()).add("");
      } else if (contains(valued, name)) {
        String value = inlineValue;
        if (value == null) {
          if (i + 1 >= args.length) {
            throw new UsageException(command + ": --" + name + " needs a value");
          }
          value = args[++i];
        }
        while (contains(listed, name) && i + 1 < args.length && !args[i + 1].startsWith("--")) {
          value += " " + args[++i];
        }
        options.values.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
      } else {
        throw new UsageException(
            command + ": unknown option --" + Echo.clip(name) + " (see '" + command + " --help')");
      }
    }
    return options;
  }

  private static boolean contains(String[] names, String name) {
    for (String n : names) {
      if (n.equals(name)) {
        return true;
      }
    }
    return false;
  }

  boolean has(String name) {
    return values.containsKey(name);
  }

  /** The last value given for {@code name}, or {@code fallback} when it was not given. */
  String get(String name, String fallback) {
    List<String> list = values.get(name);
    return list == null ? fallback : list.get(list.size() - 1);
  }

  /** Every value given for a repeatable option, in order. */
  List<String> all(String name) {
    List<String> list = values.get(name);
    return list == null ? List.of() : list;
  }

  String require(String name) throws UsageException {
    String value = get(name, null);
    if (value == null) {
      throw new UsageException(command + ": --" + name + " is required");
    }
    return value;
  }

  /**
   * The game {@code --game} names in the registry ({@link Games}), or {@code fallback} when the
   * option is absent; with a null fallback the option is required.
   */
  Game game(Game fallback) throws UsageException {
    String name = choice("game", Games.names(), null);
    if (name != null) {
      return Games.byName(name);
    }
    if (fallback == null) {
      throw new UsageException(command + ": --game is required (" + Games.names(" or ") + ")");
    }
    return fallback;
  }

  /** An int option within {@code [min, max]}, or {@code fallback} when absent. */
  int intValue(String name, int min, int max, int fallback) throws UsageException {
    String value = get(name, null);
    if (value == null) {
      return fallback;
    }
    try {
      long n = WholeNumber.parse(value.trim(), min < 0);
      if (n >= min && n <= max) {
        return (int) n;
      }
    } catch (NumberFormatException e) {
      // reported below with the accepted range
    }
    throw new UsageException(
        command
            + ": --"
            + name
            + " must be a whole number from "
            + min
            + " to "
            + max
            + ", got '"
            + Echo.clip(value)
            + "'");
  }

  /** One of {@code choices}, or {@code fallback} when absent. */
  String choice(String name, String[] choices, String fallback) throws UsageException {
    String value = get(name, null);
    if (value == null) {
      return fallback;
    }
    if (contains(choices, value)) {
      return value;
    }
    throw new UsageException(
        command
            + ": --"
            + name
            + " must be one of "
            + String.join(", ", choices)
            + ", got '"
            + Echo.clip(value)
            + "'");
  }
}
