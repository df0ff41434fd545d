package alfil.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The game-name scanner reads Java as Java: literals, not comments, escapes or characters. */
class GameNameLiteralsTest {
  private static final String[] NAMES = {"chess", "xiangqi"};

  @Test
  void aLiteralOfNamesAloneNamesAGameAndProseDoesNot() {
    for (String text : new String[] {"chess", " xiangqi", "Xiangqi:", "chess|xiangqi"}) {
      assertTrue(GameNameLiterals.namesAGame(text, NAMES), text);
    }
    for (String text :
        new String[] {"", " | ", "usage: perft --game chess|xiangqi", "chessboard"}) {
      assertFalse(GameNameLiterals.namesAGame(text, NAMES), text);
    }
  }

  @Test
  void commentsCharactersAndEscapesAreReadAsJava() {
    String source =
        "class A {\n"
            + "  // \"chess\" in a line comment\n"
            + "  /* \"xiangqi\"\n   over two lines */\n"
            + "  char q = '\"'; String a = \"say \\\"chess\\\"\";\n"
            + "  String b = \"xiangqi\";\n"
            + "  String c = \"\"\"\n      chess\n      \"\"\";\n"
            + "}\n";
    List<GameNameLiterals.Literal> literals = GameNameLiterals.literals(source);
    assertEquals(
        List.of(
            new GameNameLiterals.Literal(5, "say \\\"chess\\\""),
            new GameNameLiterals.Literal(6, "xiangqi"),
            new GameNameLiterals.Literal(7, "\n      chess\n      ")),
        literals);
  }

  @Test
  void theExemptPackagesAndTheirSubPackagesAreLeftOut(@TempDir Path root) throws IOException {
    write(root.resolve("alfil/cli/Uci.java"), "class Uci { String g = \"xiangqi\"; }");
    write(root.resolve("alfil/chess/eval/E.java"), "class E { String g = \"chess\"; }");
    write(root.resolve("alfil/chessboard/B.java"), "class B { String g = \"chess\"; }");
    assertEquals(
        List.of(
            Path.of("alfil/chessboard/B.java") + ":1: \"chess\"",
            Path.of("alfil/cli/Uci.java") + ":1: \"xiangqi\""),
        GameNameLiterals.in(root, NAMES, "alfil.chess"));
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
