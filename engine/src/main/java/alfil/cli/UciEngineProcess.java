package alfil.cli;

import alfil.core.Echo;
import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A UCI engine run as a process for {@code match}: Stockfish, Fairy-Stockfish (xiangqi through
 * {@code UCI_Variant}, moves with ranks 1-10), Pikafish, or another {@code alfil.jar} (started as
 * {@code java -jar <jar> uci}). A reader thread queues the engine's lines so that every wait has a
 * deadline: an engine that stays silent past its time loses on time instead of hanging the match.
 */
final class UciEngineProcess implements MatchPlayer {
  /** Extra time granted for start-up and for the pipe before an engine counts as silent. */
  private static final int GRACE_MILLIS = 5000;

  private static final String EOF = "\u0000eof";

  private final String path;
  private final List<String[]> options;
  private final Process process;
  private final PrintStream toEngine;
  private final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private String name;

  /**
   * The games the engine's {@code UCI_Variant} option lists ({@code var} values), if it has one.
   */
  private final List<String> variants = new ArrayList<>();

  private boolean oneBasedRanks;
  private Game game;

  /**
   * Starts the engine and completes the {@code uci} handshake.
   *
   * @param options {@code Name=Value} pairs to set after the handshake
   * @throws MatchPlayerException when it cannot start or does not answer {@code uciok}
   */
  UciEngineProcess(String path, List<String[]> options) throws MatchPlayerException {
    this.path = path;
    this.options = options;
    List<String> command = new ArrayList<>();
    if (path.endsWith(".jar")) {
      command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
      command.add("-jar");
      command.add(path);
      command.add("uci");
    } else {
      command.add(path);
    }
    try {
      process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    } catch (IOException e) {
      throw new MatchPlayerException(
          "cannot start engine " + Echo.clip(path) + ": " + FileErrors.whyNotStarted(path, e),
          false);
    }
    toEngine = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
    Thread reader = new Thread(this::readLines, "engine-reader");
    reader.setDaemon(true);
    reader.start();
    name = Path.of(path).getFileName().toString();
    send("uci");
    while (true) {
      String line = next(GRACE_MILLIS * 2, "uciok");
      if (line.startsWith("id name ")) {
        name = line.substring(8).trim();
      } else if (line.startsWith("option name UCI_Variant ")) {
        variants.addAll(comboValues(line));
      } else if (line.equals("uciok")) {
        break;
      }
    }
  }

  /** The values of a UCI combo option line: the word after each {@code var}. */
  static List<String> comboValues(String optionLine) {
    List<String> values = new ArrayList<>();
    String[] t = optionLine.trim().split("\\s+");
    for (int i = 0; i + 1 < t.length; i++) {
      if (t[i].equals("var")) {
        values.add(t[i + 1]);
      }
    }
    return values;
  }

  private void readLines() {
    try (BufferedReader in =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        lines.add(line.trim());
      }
    } catch (IOException e) {
      // The engine went away; the waiting side learns it from the end marker below.
    }
    lines.add(EOF);
  }

  private void send(String line) {
    toEngine.println(line);
    toEngine.flush();
  }

  private String next(long millis, String waitingFor) throws MatchPlayerException {
    String line;
    try {
      line = lines.poll(Math.max(1, millis), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new MatchPlayerException(name + " interrupted", false);
    }
    if (line == null) {
      throw new MatchPlayerException(name + " sent no " + waitingFor + " in time", true);
    }
    if (line.equals(EOF)) {
      throw new MatchPlayerException(name + " exited while Alfil waited for " + waitingFor, false);
    }
    return line;
  }

  private void sync() throws MatchPlayerException {
    send("isready");
    while (!next(GRACE_MILLIS * 2, "readyok").equals("readyok")) {
      // skip info lines
    }
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void newGame(Game newGame) throws MatchPlayerException {
    if (newGame != game) {
      game = newGame;
      // A game's name is its UCI_Variant value, here and in Fairy-Stockfish (rules.md).
      boolean offersVariant = variants.contains(newGame.name());
      if (offersVariant) {
        send("setoption name UCI_Variant value " + newGame.name());
      }
      for (String[] option : options) {
        send("setoption name " + option[0] + " value " + option[1]);
      }
      // Fairy-Stockfish writes xiangqi moves with ranks 1-10 under UCI; Alfil and Pikafish use
      // ICCS, whose ranks are 0-9.
      oneBasedRanks = newGame.engineRanksFromZero() && offersVariant && !name.startsWith("Alfil");
    }
    send("ucinewgame");
    sync();
  }

  @Override
  public String move(Judge g, TimeControl control, int[] clocks) throws MatchPlayerException {
    StringBuilder position = new StringBuilder("position fen ").append(g.startFen());
    String[] moves = g.engineMoves();
    if (moves.length > 0) {
      position.append(" moves");
      for (String m : moves) {
        position.append(' ').append(oneBasedRanks ? EngineNotation.toOneBasedRanks(m) : m);
      }
    }
    send(position.toString());
    long budget;
    if (control.isClock()) {
      send(
          "go wtime "
              + clocks[0]
              + " btime "
              + clocks[1]
              + " winc "
              + control.increment
              + " binc "
              + control.increment);
      budget = clocks[g.sideToMove()] + GRACE_MILLIS;
    } else {
      send("go movetime " + control.moveTime);
      budget = control.moveTime + GRACE_MILLIS;
    }
    long deadline = System.currentTimeMillis() + budget;
    while (true) {
      String line = next(deadline - System.currentTimeMillis(), "bestmove");
      if (line.startsWith("bestmove")) {
        String[] t = line.split("\\s+");
        if (t.length < 2) {
          throw new MatchPlayerException(name + " sent '" + Echo.clip(line) + "'", false);
        }
        try {
          int move = EngineNotation.parse(g.game(), g.searchPosition(), t[1], oneBasedRanks);
          return g.engineText(move);
        } catch (InvalidInputException e) {
          throw new MatchPlayerException(
              name + " played an illegal move " + t[1] + ": " + e.reason(), false);
        }
      }
    }
  }

  @Override
  public void close() {
    try {
      send("quit");
      if (!process.waitFor(2, TimeUnit.SECONDS)) {
        process.destroy();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroy();
    }
  }

  @Override
  public String toString() {
    return name + " (" + path + ")";
  }
}
