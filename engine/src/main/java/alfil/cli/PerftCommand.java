package alfil.cli;

import alfil.core.Echo;
import alfil.core.Game;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Perft;
import alfil.core.PerftCase;
import alfil.games.Games;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code perft}: leaf counts of the legal move tree, the contract that proves move generation. The
 * output forms are fixed (other tools parse them): with {@code --divide} one {@code <move> <count>}
 * line per legal move, and always a last line {@code nodes <N>}; with {@code --epd} one {@code
 * <count>\t<FEN>} line per position and a last line {@code total <N> nps <M>}.
 */
final class PerftCommand implements Command {
  @Override
  public String[] valued() {
    return new String[] {"game", "fen", "epd", "depth"};
  }

  @Override
  public String[] flags() {
    return new String[] {"divide"};
  }

  @Override
  public int run(Options options, Io io) throws UsageException {
    Game game = options.game(Games.defaultGame());
    int depth = options.intValue("depth", 1, 12, -1);
    if (depth < 0) {
      throw new UsageException("perft: --depth is required");
    }
    if (options.has("fen") == options.has("epd")) {
      throw new UsageException("perft: give exactly one of --fen and --epd");
    }
    if (options.has("epd")) {
      if (options.has("divide")) {
        throw new UsageException("perft: --divide goes with --fen, not --epd");
      }
      return runEpd(game, Path.of(options.get("epd", "")), depth, io);
    }
    GamePosition position;
    try {
      position = game.newPosition(options.get("fen", null));
    } catch (InvalidInputException e) {
      throw new UsageException("perft: bad FEN: " + e.getMessage());
    }
    Perft perft = new Perft(position, depth);
    if (options.has("divide")) {
      int[] moves = new int[GamePosition.MAX_MOVES];
      long[] counts = new long[GamePosition.MAX_MOVES];
      int n = perft.divide(depth, moves, counts);
      long total = 0;
      for (int i = 0; i < n; i++) {
        io.out().println(position.moveToText(moves[i]) + " " + counts[i]);
        total += counts[i];
      }
      io.out().println("nodes " + total);
    } else {
      io.out().println("nodes " + perft.count(depth));
    }
    return 0;
  }

  private static int runEpd(Game game, Path file, int depth, Io io) throws UsageException {
    java.util.List<String> lines;
    try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      lines = reader.lines().toList();
    } catch (IOException | java.io.UncheckedIOException e) {
      throw new UsageException(
          "perft: cannot read " + Echo.clip(file.toString()) + ": " + FileErrors.why(file, e));
    }
    // Parse everything first so a bad line is reported before any counting starts.
    java.util.List<PerftCase> cases = new java.util.ArrayList<>();
    java.util.List<GamePosition> positions = new java.util.ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      try {
        PerftCase c = PerftCase.parse(lines.get(i));
        if (c != null) {
          positions.add(game.newPosition(c.fen()));
          cases.add(c);
        }
      } catch (InvalidInputException e) {
        throw new UsageException(
            "perft: " + Echo.clip(file.toString()) + " line " + (i + 1) + ": " + e.getMessage());
      }
    }
    long total = 0;
    long started = System.nanoTime();
    int exit = 0;
    for (int i = 0; i < cases.size(); i++) {
      long count = new Perft(positions.get(i), depth).count(depth);
      total += count;
      io.out().println(count + "\t" + cases.get(i).fen());
      long expected = cases.get(i).expected(depth);
      if (expected >= 0 && expected != count) {
        io.err()
            .println(
                "perft: mismatch at depth "
                    + depth
                    + ": expected "
                    + expected
                    + ", counted "
                    + count
                    + ": "
                    + cases.get(i).fen());
        exit = 1;
      }
    }
    long nanos = Math.max(1, System.nanoTime() - started);
    io.out().println("total " + total + " nps " + (long) (total * 1e9 / nanos));
    return exit;
  }

  @Override
  public String usage() {
    return "usage: perft --game chess|xiangqi (--fen <FEN>|startpos [--divide] | --epd <file>)"
        + " --depth N\n"
        + "  --fen F     position to count from ('startpos' for the initial position)\n"
        + "  --divide    print each legal move with its subtree count\n"
        + "  --epd FILE  count every position of a file of 'FEN ;D1 n ;D2 n ...' lines;\n"
        + "              exits with 1 if a count differs from the file's count at that depth\n"
        + "  --depth N   plies to count (1-12)\n";
  }
}
