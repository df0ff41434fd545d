package alfil.cli;

import alfil.core.Echo;
import alfil.core.FenReader;
import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The fixed openings a {@code match} starts its games from, each played twice with colours swapped
 * so that an unbalanced line favours neither player. One opening per line: engine moves (UCI, ICCS)
 * from the initial position, or {@code fen <FEN> [moves ...]}; {@code #} starts a comment. Each
 * game ships a balanced set as a resource ({@code openings-chess.txt}, {@code
 * openings-xiangqi.txt}); {@code --openings FILE} replaces it.
 */
final class OpeningBook {
  /** One opening: its start position and the moves played from there. */
  static final class Opening {
    final String fen;
    final List<String> moves;

    Opening(String fen, List<String> moves) {
      this.fen = fen;
      this.moves = moves;
    }

    /** The game after the opening, every move through the judge. */
    Judge start(Game game) throws InvalidInputException {
      Judge g = game.newJudge(fen);
      for (String m : moves) {
        g.play(EngineNotation.parse(game, g.searchPosition(), m, false));
      }
      return g;
    }

    @Override
    public String toString() {
      String line = String.join(" ", moves);
      return FenReader.isStart(fen)
          ? line
          : "fen " + fen + (line.isEmpty() ? "" : " moves " + line);
    }
  }

  private final List<Opening> openings;

  private OpeningBook(List<Opening> openings) {
    this.openings = openings;
  }

  /** The set shipped for {@code game}. */
  static OpeningBook builtIn(Game game) throws UsageException {
    String resource = "openings-" + game.name() + ".txt";
    try (InputStream in = OpeningBook.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      return read(
          game, resource, new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new IllegalStateException("cannot read resource " + resource, e);
    }
  }

  /** A set from a file; every opening is checked against the rules before a game starts. */
  static OpeningBook fromFile(Game game, Path file) throws UsageException {
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return read(game, Echo.clip(file.toString()), in);
    } catch (IOException e) {
      throw new UsageException(
          "match: cannot read " + Echo.clip(file.toString()) + ": " + FileErrors.why(file, e));
    }
  }

  private static OpeningBook read(Game game, String source, BufferedReader in)
      throws IOException, UsageException {
    List<Opening> list = new ArrayList<>();
    String line;
    int number = 0;
    while ((line = in.readLine()) != null) {
      number++;
      int hash = line.indexOf('#');
      String text = (hash >= 0 ? line.substring(0, hash) : line).trim();
      if (text.isEmpty()) {
        continue;
      }
      Opening opening = parse(text);
      try {
        opening.start(game);
      } catch (InvalidInputException e) {
        throw new UsageException("match: " + source + " line " + number + ": " + e.getMessage());
      }
      list.add(opening);
    }
    if (list.isEmpty()) {
      throw new UsageException("match: " + source + " holds no opening");
    }
    return new OpeningBook(list);
  }

  private static Opening parse(String text) {
    String fen = null;
    String moves = text;
    if (text.startsWith("fen ")) {
      int at = text.indexOf(" moves");
      fen = (at >= 0 ? text.substring(4, at) : text.substring(4)).trim();
      moves = at >= 0 ? text.substring(at + 6) : "";
    }
    String trimmed = moves.trim();
    List<String> list = trimmed.isEmpty() ? List.of() : Arrays.asList(trimmed.split("\\s+"));
    return new Opening(fen, list);
  }

  int size() {
    return openings.size();
  }

  Opening get(int index) {
    return openings.get(index % openings.size());
  }
}
