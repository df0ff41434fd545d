package alfil.cli;

/**
 * The time a search took by the engine's own clock, as its {@code info ... time <ms>} lines report
 * it. Tests judge a timed search by this, not by a stopwatch of their own: the engine stops itself
 * on that clock, so what it reports does not grow with the machine's load the way the time around
 * the call does (start-up, pipes, other processes).
 */
final class ReportedTime {
  private ReportedTime() {}

  /** The largest {@code time} among the info lines, or -1 when no line reports one. */
  static int longest(Iterable<String> lines) {
    int longest = -1;
    for (String line : lines) {
      if (!line.startsWith("info ")) {
        continue;
      }
      String[] t = line.split(" ");
      for (int i = 1; i + 1 < t.length; i++) {
        if (t[i].equals("time")) {
          longest = Math.max(longest, Integer.parseInt(t[i + 1]));
          break;
        }
        if (t[i].equals("pv") || t[i].equals("string")) {
          break; // moves and words follow: no field
        }
      }
    }
    return longest;
  }
}
