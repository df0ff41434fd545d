package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.games.Games;
import org.junit.jupiter.api.Test;

/** {@code annotate}: the record written back with its review, and the errors as adjudicate's. */
class AnnotateCommandTest {
  private static final String NODES = "20000";

  private static CliRun annotate(String game, String stdin, String... extra) {
    String[] args = new String[5 + extra.length];
    args[0] = "annotate";
    args[1] = "--game";
    args[2] = game;
    args[3] = "--nodes";
    args[4] = NODES;
    System.arraycopy(extra, 0, args, 5, extra.length);
    return CliRun.withInput(stdin, args);
  }

  private static int count(String text, String part) {
    return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
  }

  @Test
  void aHangingQueenGetsItsGlyphCommentVariationAndTheAccuracies() throws InvalidInputException {
    String record =
        "[Event \"Club\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 2. Nf3 Qg5 3. Nxg5 1-0\n";
    CliRun run = annotate("chess", record);
    assertEquals(0, run.status, run.err);
    assertEquals("", run.err);
    String out = run.out;
    assertTrue(out.startsWith("[Event \"Club\"]\n"), out);
    assertTrue(out.contains("[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n"), out);
    assertTrue(
        out.matches("(?s).*\\[WhiteAccuracy \"\\d+\\.\\d\"]\n\\[BlackAccuracy \"\\d+\\.\\d\"]\n.*"),
        out);
    String movetext = out.substring(out.indexOf("\n\n")).replace('\n', ' ');
    assertTrue(movetext.contains("2... Qg5?? { [%eval "), out);
    assertTrue(movetext.contains("{ Blunder. "), out);
    assertTrue(movetext.contains(" was best. } (2... "), out);
    assertEquals(5, count(out, "[%eval "), "one per move: " + out);
    assertEquals(1, count(movetext, "??"), out);
    assertTrue(out.endsWith(" 1-0\n"), out);
    Judge back = Games.byName("chess").readRecord(out);
    assertEquals(Games.byName("chess").readRecord(record).fen(), back.fen());
  }

  @Test
  void withoutNodesEachGameReviewsAtItsOwnDefault() {
    String record = "h2e2 h9g7 h0g2 i9h9\n";
    String byDefault = CliRun.withInput(record, "annotate", "--game", "xiangqi").out;
    String at80000 =
        CliRun.withInput(record, "annotate", "--game", "xiangqi", "--nodes", "80000").out;
    String at40000 =
        CliRun.withInput(record, "annotate", "--game", "xiangqi", "--nodes", "40000").out;
    assertEquals(at80000, byDefault);
    assertTrue(!at40000.equals(byDefault), "80,000 nodes search deeper: " + at40000);
    assertTrue(CliRun.withInput("", "annotate", "--help").out.contains("80000 in xiangqi"));
  }

  @Test
  void xiangqiKeepsItsNotationAndNamesRed() {
    CliRun run =
        annotate("xiangqi", "[FEN \"5k2r/9/2n6/9/9/R8/9/6N2/9/3K5 w - - 0 1\"]\n\na4a6 c7a6\n");
    assertEquals(0, run.status, run.err);
    assertTrue(run.out.replace('\n', ' ').contains("  1. a4a6?? { [%eval -"), run.out);
    assertTrue(run.out.contains("[RedAccuracy \""), run.out);
    assertTrue(run.out.contains("[BlackAccuracy \""), run.out);
    assertTrue(run.out.contains("[FEN \"5k2r/9/2n6/9/9/R8/9/6N2/9/3K5 w - - 0 1\"]"), run.out);
  }

  @Test
  void badMovesAreReportedAsAdjudicateReportsThem() {
    for (String[] bad :
        new String[][] {{"chess", "1. e4 e5 2. Nf9 Nc6"}, {"xiangqi", "h2e2 h9g7 C2.9"}}) {
      CliRun judged = CliRun.withInput(bad[1], "adjudicate", "--game", bad[0]);
      CliRun annotated = annotate(bad[0], bad[1]);
      assertEquals(1, annotated.status);
      assertEquals(judged.status, annotated.status);
      assertTrue(annotated.out.startsWith("illegal move 3: "), annotated.out);
      assertEquals(judged.out, annotated.out);
    }
  }

  @Test
  void onlyTheFirstGameIsAnnotatedAndTheRestIsNamed() {
    CliRun run = annotate("chess", "1. e4 e5 1-0\n\n1. d4 d5 0-1\n\n1. c4 *\n");
    assertEquals(0, run.status);
    assertEquals("annotate: warning: 2 more games after the first were not annotated\n", run.err);
    assertTrue(run.out.contains("1. e4 { [%eval"), run.out);
    assertTrue(!run.out.contains("d4"), run.out);
  }

  @Test
  void optionsAreChecked() {
    CliRun both =
        CliRun.withInput("e4", "annotate", "--game", "chess", "--nodes", "5", "--movetime", "5");
    assertEquals(2, both.status);
    assertEquals("annotate: give one of --nodes and --movetime, not both\n", both.err);
    CliRun empty = CliRun.withInput("", "annotate", "--game", "chess");
    assertEquals(2, empty.status);
    assertEquals("annotate: no game on stdin\n", empty.err);
    CliRun zero = CliRun.withInput("e4", "annotate", "--game", "chess", "--nodes", "0");
    assertEquals(2, zero.status);
    assertTrue(zero.err.startsWith("annotate: --nodes must be a whole number from 1"), zero.err);
  }

  @Test
  void aTimeBudgetAnnotatesToo() {
    CliRun run =
        CliRun.withInput(
            "1. e4 e5 2. Nf3 Qg5 3. Nxg5", "annotate", "--game", "chess", "--movetime", "50");
    assertEquals(0, run.status, run.err);
    assertEquals(5, count(run.out, "[%eval "), run.out);
    assertTrue(run.out.contains("Qg5??"), run.out);
  }
}
