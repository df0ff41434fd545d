package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code adjudicate}: one result line per ending the judges rule, and the error forms. */
class AdjudicateCommandTest {

  private static CliRun adjudicate(String game, String stdin, String... extra) {
    String[] args = new String[3 + extra.length];
    args[0] = "adjudicate";
    args[1] = "--game";
    args[2] = game;
    System.arraycopy(extra, 0, args, 3, extra.length);
    return CliRun.withInput(stdin, args);
  }

  private static String fenRecord(String fen, String moves) {
    return "[FEN \"" + fen + "\"]\n[SetUp \"1\"]\n\n" + moves + "\n";
  }

  private static String repeat(String moves, int times) {
    return (moves + " ").repeat(times);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "white wins by checkmate|e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#|",
        "black wins by checkmate|1. f3 e5 2. g4 Qh4# 0-1|",
        "draw by stalemate||7k/5Q2/5K2/8/8/8/8/8 w - - 0 1;1. Qg6",
        "draw by insufficient material||4k3/8/8/8/8/8/4q3/4K3 w - - 0 1;1. Kxe2",
        "draw by seventy-five-move rule||4k3/8/8/8/8/8/8/R3K3 w - - 149 100;100. Ra2",
      })
  void chessEndings(String expected, String moves, String setup) {
    String stdin;
    if (setup == null) {
      stdin = moves;
    } else {
      String[] parts = setup.split(";");
      stdin = fenRecord(parts[0], parts[1]);
    }
    CliRun run = adjudicate("chess", stdin);
    assertEquals(0, run.status, run.err);
    assertEquals(expected + "\n", run.out);
  }

  @Test
  void chessFivefoldRepetition() {
    CliRun run = adjudicate("chess", repeat("Nf3 Nf6 Ng1 Ng8", 4));
    assertEquals("draw by fivefold repetition\n", run.out);
  }

  @Test
  void chessIncompleteWithClaims() {
    assertEquals("game incomplete\n", adjudicate("chess", "1. e4 e5 2. Nf3 *").out);
    assertEquals(
        "game incomplete\nclaimable: threefold repetition\n",
        adjudicate("chess", "e4 e5 " + repeat("Nf3 Nf6 Ng1 Ng8", 2)).out);
    assertEquals(
        "game incomplete\nclaimable: fifty-move rule\n",
        adjudicate("chess", fenRecord("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "80. Ra2")).out);
  }

  @Test
  void suggestPrefersAForcedMate() {
    CliRun run = adjudicate("chess", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6", "--suggest");
    assertEquals("game incomplete\nsuggest WHITE queen from h5 to f7\n", run.out);
    CliRun xq =
        adjudicate("xiangqi", "[FEN \"4k4/9/9/9/9/9/9/9/9/3K3RR w - - 0 1\"]\n", "--suggest");
    assertEquals("game incomplete\nsuggest RED chariot from h0 to e0\n", xq.out);
    CliRun opening = adjudicate("xiangqi", "h2e2 h9g7", "--suggest");
    assertEquals(0, opening.status);
    String[] lines = opening.lines();
    assertEquals(2, lines.length, opening.out);
    assertEquals(true, lines[1].matches("suggest RED \\w+ from [a-i]\\d to [a-i]\\d"), lines[1]);
  }

  @Test
  void illegalMoveNamesThePlyAndExitsWithOne() {
    CliRun run = adjudicate("chess", "1. e4 e5 2. Ke3");
    assertEquals(1, run.status);
    assertEquals("illegal move 3: Ke3: no white king can reach e3\n", run.out);
    CliRun black = adjudicate("chess", "1. e4 e5 2. Nf3 Nf3");
    assertEquals(1, black.status);
    assertEquals(true, black.out.startsWith("illegal move 4: Nf3: "), black.out);
    CliRun xq = adjudicate("xiangqi", "1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 xx");
    assertEquals(1, xq.status);
    assertEquals(true, xq.out.startsWith("illegal move 6: xx: "), xq.out);
  }

  @Test
  void ofSeveralGamesTheFirstIsJudgedAndTheOthersCounted() {
    String mate = "[Event \"one\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n";
    String open = "[Event \"two\"]\n\n1. e4 e5 *\n\n";
    String illegal = "[Event \"three\"]\n\n1. e4 Ke3 *\n";
    CliRun one = adjudicate("chess", mate);
    assertEquals("black wins by checkmate\n", one.out);
    assertEquals("", one.err);
    CliRun two = adjudicate("chess", mate + open);
    assertEquals(0, two.status);
    assertEquals("black wins by checkmate\n", two.out);
    assertEquals("adjudicate: warning: 1 more game after the first was not judged\n", two.err);
    // A later game's illegal move is not judged either: the first game's verdict stands.
    CliRun three = adjudicate("chess", mate + open + illegal);
    assertEquals(0, three.status, three.out);
    assertEquals("black wins by checkmate\n", three.out);
    assertEquals("adjudicate: warning: 2 more games after the first were not judged\n", three.err);
    CliRun bare = adjudicate("chess", "1. e4 e5 2. Ke3 *\n1. d4 d5 *\n");
    assertEquals(1, bare.status);
    assertEquals("illegal move 3: Ke3: no white king can reach e3\n", bare.out);
    assertEquals("adjudicate: warning: 1 more game after the first was not judged\n", bare.err);
    CliRun broken = adjudicate("chess", mate + "[Event \"x\"]\n\n1. e4 {never closed\n");
    assertEquals("black wins by checkmate\n", broken.out);
    assertEquals("adjudicate: warning: the text after the first game was not judged\n", broken.err);

    // Xiangqi: the second game's tags (its FEN) no longer leak into the first.
    String red = "[FEN \"4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1\"]\n\nb1b9 1-0\n\n";
    String black = "[FEN \"3k5/9/1r7/9/9/9/9/9/r8/4K4 b - - 0 1\"]\n\nb7b0 0-1\n";
    CliRun xq = adjudicate("xiangqi", red + black);
    assertEquals(0, xq.status, xq.out);
    assertEquals("red wins by checkmate\n", xq.out);
    assertEquals("adjudicate: warning: 1 more game after the first was not judged\n", xq.err);
    CliRun moves = adjudicate("xiangqi", "h2e2 h9g7 *\nb2e2 *\n");
    assertEquals("game incomplete\n", moves.out);
    assertEquals("adjudicate: warning: 1 more game after the first was not judged\n", moves.err);
  }

  @Test
  void castlingWithZerosIsRead() {
    CliRun run = adjudicate("chess", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6\n");
    assertEquals(0, run.status, run.out + run.err);
    assertEquals("game incomplete\n", run.out);
    CliRun mate =
        adjudicate("chess", fenRecord("2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1", "1. 0-0-0#"));
    assertEquals("white wins by checkmate\n", mate.out);
  }

  @Test
  void aStrayClosingSignIsAPgnErrorWithItsPlace() {
    CliRun run = adjudicate("chess", "[Event \"x\"]\n\n1. e4 } e5\n");
    assertEquals(2, run.status, run.out);
    assertEquals("", run.out);
    assertEquals("adjudicate: line 3, column 7: unexpected '}'\n", run.err);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "red wins by checkmate|4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1|b1b9",
        "black wins by checkmate|3k5/9/1r7/9/9/9/9/9/r8/4K4 b - - 0 1|b7b0",
        "red wins by stalemate|4k4/9/R8/9/9/9/9/9/5R3/3K5 w - - 0 1|a7a8",
        "black wins by stalemate|3k5/5r3/9/9/9/9/9/r8/9/4K4 b - - 0 1|a2a1",
        "black wins by perpetual check|4k4/9/9/9/9/9/9/9/5R3/3K5 w - - 0 1|"
            + "f1e1 e9f9 e1f1 f9e9 f1e1 e9f9 e1f1 f9e9",
        "red wins by perpetual check|3k5/5r3/9/9/9/9/9/9/9/4K4 b - - 0 1|"
            + "f8e8 e0f0 e8f8 f0e0 f8e8 e0f0 e8f8 f0e0",
        "black wins by perpetual chase|4k4/9/6n2/9/9/9/9/9/7R1/3K5 w - - 0 1|"
            + "h1g1 g7h5 g1h1 h5g7 h1g1 g7h5 g1h1 h5g7",
        "red wins by perpetual chase|3k5/7r1/9/9/9/9/9/6N2/9/4K4 b - - 0 1|"
            + "h8g8 g2h4 g8h8 h4g2 h8g8 g2h4 g8h8 h4g2",
        "draw by repetition|startpos|h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9",
        "draw by move limit|3k5/9/9/9/9/9/9/9/R8/4K4 w - - 119 60|a1a2",
        "draw by insufficient material|3a1k3/4P4/9/9/9/9/9/9/9/3K5 b - - 0 1|d9e8",
      })
  void xiangqiEndings(String expected, String fen, String moves) {
    String stdin = fen.equals("startpos") ? moves : "[FEN \"" + fen + "\"]\n\n" + moves + "\n";
    CliRun run = adjudicate("xiangqi", stdin);
    assertEquals(0, run.status, run.err);
    assertEquals(expected + "\n", run.out);
  }

  @Test
  void xiangqiReadsWxfAndChinese() {
    assertEquals("game incomplete\n", adjudicate("xiangqi", "1. C2.5 H8+7 2. H2+3").out);
    assertEquals("game incomplete\n", adjudicate("xiangqi", "炮二平五 马8进7").out);
  }

  @Test
  void badInputIsStatusTwo() {
    CliRun empty = adjudicate("chess", "");
    assertEquals(2, empty.status);
    assertEquals("", empty.out);
    CliRun noGame = CliRun.withInput("e4", "adjudicate");
    assertEquals(2, noGame.status);
    assertEquals(true, noGame.err.contains("--game is required"), noGame.err);
  }
}
