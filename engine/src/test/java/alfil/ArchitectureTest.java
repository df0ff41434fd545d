package alfil;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.games.Games;
import alfil.testing.GameNameLiterals;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The arrows of the engine's layers point one way (docs/architecture.md): the rules never import
 * the search, the search, the game review built on it and the core name no game, and only the
 * registry and the faces know which games exist; outside the game packages and the registry no code
 * names a game in a literal.
 */
class ArchitectureTest {
  private static final Path MAIN = Path.of("src/main/java/alfil");

  @Test
  void rulesNeverImportSearchOrFaces() throws IOException {
    for (String rules : new String[] {"core", "chess", "xiangqi"}) {
      assertEquals(
          List.of(),
          importsOf(rules, "alfil.search.", "alfil.review.", "alfil.cli.", "alfil.games."),
          rules);
    }
  }

  @Test
  void theSearchNeverImportsTheReviewBuiltOnIt() throws IOException {
    assertEquals(List.of(), importsOf("search", "alfil.review.", "alfil.cli."));
    assertEquals(List.of(), importsOf("review", "alfil.cli."));
  }

  @Test
  void searchReviewAndCoreNameNoGame() throws IOException {
    for (String layer : new String[] {"core", "search", "review"}) {
      assertEquals(
          List.of(), importsOf(layer, "alfil.chess.", "alfil.xiangqi.", "alfil.games."), layer);
    }
  }

  @Test
  void theCommandLineAsksTheRegistryNotAGamePackage() throws IOException {
    assertEquals(List.of(), importsOf("cli", "alfil.chess.", "alfil.xiangqi."));
  }

  @Test
  void eachGamePackageImportsNoOtherGame() throws IOException {
    assertEquals(List.of(), importsOf("chess", "alfil.xiangqi."));
    assertEquals(List.of(), importsOf("xiangqi", "alfil.chess."));
  }

  /**
   * No game is named outside the registry: what differs per game comes from the {@code Game}
   * contract, so the core, the search and the command line hold no literal made of a game's name
   * ({@code "xiangqi"}, {@code " chess"}); usage texts that mention the games in prose may. The web
   * app's sources can be checked the same way through {@link GameNameLiterals} (the engine's test
   * jar).
   */
  @Test
  void noLiteralNamesAGameOutsideTheGamesAndTheRegistry() {
    assertEquals(
        List.of(),
        GameNameLiterals.in(
            Path.of("src/main/java"),
            Games.names(),
            "alfil.chess",
            "alfil.xiangqi",
            "alfil.games"));
  }

  /** The lines of the package's sources that import or name one of {@code prefixes}. */
  private static List<String> importsOf(String pkg, String... prefixes) throws IOException {
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(MAIN.resolve(pkg))) {
      for (Path file :
          (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
        for (String line : Files.readAllLines(file)) {
          String code = line.trim();
          if (code.startsWith("*") || code.startsWith("//")) {
            continue;
          }
          for (String prefix : prefixes) {
            if (code.contains(prefix)) {
              found.add(file.getFileName() + ": " + code);
            }
          }
        }
      }
    }
    return found;
  }
}
