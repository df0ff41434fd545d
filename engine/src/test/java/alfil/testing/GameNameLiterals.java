package alfil.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Finds the string literals in Java sources that name a game: "no game is named outside the
 * registry" (docs/architecture.md), checked on source text. A literal names a game when it is made
 * of game names alone, with nothing but spaces and punctuation beside them ({@code "xiangqi"},
 * {@code " xiangqi"}, {@code "chess|xiangqi"}, any case); prose that mentions a game among other
 * words (a usage text) does not. Comments, character literals and resources are not read.
 *
 * <p>Public, in the engine's test jar, so that each module's architecture test can run it on its
 * own source folder with the names from {@code alfil.games.Games.names()}.
 */
public final class GameNameLiterals {
  private GameNameLiterals() {}

  /**
   * Every literal naming one of {@code names} in the {@code .java} files under {@code sourceRoot}
   * outside the {@code exempt} packages (and their sub-packages), as {@code path:line: "text"}.
   */
  public static List<String> in(Path sourceRoot, String[] names, String... exempt) {
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(sourceRoot)) {
      for (Path file : (Iterable<Path>) files.sorted()::iterator) {
        if (!file.toString().endsWith(".java") || isExempt(sourceRoot.relativize(file), exempt)) {
          continue;
        }
        for (Literal literal : literals(Files.readString(file))) {
          if (namesAGame(literal.text, names)) {
            found.add(
                sourceRoot.relativize(file) + ":" + literal.line + ": \"" + literal.text + "\"");
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return found;
  }

  /** A string literal's text as written (escapes kept) and the line it starts on. */
  public record Literal(int line, String text) {}

  /**
   * The string literals and text blocks of a Java source, in order; comments and character literals
   * are skipped.
   */
  public static List<Literal> literals(String source) {
    List<Literal> literals = new ArrayList<>();
    int line = 1;
    int i = 0;
    int n = source.length();
    while (i < n) {
      char c = source.charAt(i);
      if (c == '\n') {
        line++;
        i++;
      } else if (source.startsWith("//", i)) {
        while (i < n && source.charAt(i) != '\n') {
          i++;
        }
      } else if (source.startsWith("/*", i)) {
        int end = source.indexOf("*/", i + 2);
        end = end < 0 ? n : end + 2;
        line += count(source, i, end, '\n');
        i = end;
      } else if (c == '\'') {
        i = closing(source, i + 1, "'");
      } else if (source.startsWith("\"\"\"", i)) {
        int end = closing(source, i + 3, "\"\"\"");
        literals.add(new Literal(line, source.substring(i + 3, end - 3)));
        line += count(source, i, end, '\n');
        i = end;
      } else if (c == '"') {
        int end = closing(source, i + 1, "\"");
        literals.add(new Literal(line, source.substring(i + 1, end - 1)));
        i = end;
      } else {
        i++;
      }
    }
    return literals;
  }

  /** Whether the text is game names alone, with nothing but non-letters beside them. */
  public static boolean namesAGame(String text, String[] names) {
    boolean named = false;
    for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}_]+")) {
      if (word.isEmpty()) {
        continue;
      }
      if (!isOneOf(word, names)) {
        return false;
      }
      named = true;
    }
    return named;
  }

  private static boolean isOneOf(String word, String[] names) {
    for (String name : names) {
      if (name.toLowerCase(Locale.ROOT).equals(word)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isExempt(Path relative, String[] exempt) {
    String pkg = relative.getParent() == null ? "" : relative.getParent().toString();
    pkg = pkg.replace(relative.getFileSystem().getSeparator(), ".");
    for (String e : exempt) {
      if (pkg.equals(e) || pkg.startsWith(e + ".")) {
        return true;
      }
    }
    return false;
  }

  /** The index just past the unescaped {@code quote} that closes a literal opened before from. */
  private static int closing(String source, int from, String quote) {
    int i = from;
    while (i < source.length()) {
      if (source.charAt(i) == '\\') {
        i += 2;
      } else if (source.startsWith(quote, i)) {
        return i + quote.length();
      } else {
        i++;
      }
    }
    return source.length();
  }

  private static int count(String text, int from, int to, char c) {
    int k = 0;
    for (int i = from; i < to; i++) {
      k += text.charAt(i) == c ? 1 : 0;
    }
    return k;
  }
}
