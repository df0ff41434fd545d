package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.Side;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PgnTest {
  private static final String OPERA_MOVES =
      "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6"
          + " 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6"
          + " 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8#";

  private static final String OPERA =
      "[Event \"Paris\"]\n"
          + "[Site \"Paris FRA\"]\n"
          + "[Date \"1858.??.??\"]\n"
          + "[Round \"?\"]\n"
          + "[White \"Paul Morphy\"]\n"
          + "[Black \"Duke Karl / Count Isouard\"]\n"
          + "[Result \"1-0\"]\n"
          + "\n"
          + OPERA_MOVES
          + " 1-0\n";

  private static void assertLinesShort(String pgn) {
    for (String line : pgn.split("\n")) {
      if (!line.startsWith("[")) {
        assertTrue(line.length() < 80, "line of " + line.length() + ": " + line);
      }
    }
  }

  /** Written text reads back to the same moves and writes again to the same text. */
  private static void assertRoundTrip(PgnGame game) throws InvalidInputException {
    String written = Pgn.write(game);
    PgnGame back = Pgn.read(written);
    assertEquals(game.moves(), back.moves());
    assertEquals(game.comment(), back.comment());
    assertEquals(game.result(), back.result());
    assertEquals(game.startFen(), back.startFen());
    for (Map.Entry<String, String> tag : game.tags().entrySet()) {
      assertEquals(tag.getValue(), back.tag(tag.getKey()), tag.getKey());
    }
    assertEquals(written, Pgn.write(back));
    assertLinesShort(written);
  }

  @Test
  void readsAClassic() throws InvalidInputException {
    PgnGame game = Pgn.read(OPERA);
    assertEquals("Paul Morphy", game.tag("White"));
    assertEquals("1-0", game.result());
    assertEquals(33, game.moves().size());
    assertEquals("Rd8#", game.moves().get(32).san());
    assertEquals("e1c1", game.moves().get(22).uci());
    ChessGame played = game.toGame();
    assertEquals(Optional.of(ChessOutcome.WHITE_CHECKMATES), played.outcome());
  }

  @Test
  void writesWhatItReads() throws InvalidInputException {
    PgnGame game = Pgn.read(OPERA);
    String written = Pgn.write(game);
    assertRoundTrip(game);
    assertTrue(written.startsWith("[Event \"Paris\"]\n[Site \"Paris FRA\"]\n"), written);
    assertTrue(written.contains("\n\n1. e4 e5 2. Nf3 d6"), written);
    assertTrue(written.endsWith("17. Rd8# 1-0\n"), written);
    assertLinesShort(written);
  }

  @Test
  void annotationsSurviveTheRoundTrip() throws InvalidInputException {
    String text =
        "[Event \"Annotated\"]\n\n"
            + "{A game comment before any move.} 1. e4 $1 {Best by test} e5 2. Nf3!? (2. f4 exf4"
            + " {the King's Gambit} (2... d5) 3. Nf3) 2... Nc6 ; a line comment\n"
            + "3. Bb5 a6?! $14 *";
    PgnGame game = Pgn.read(text);
    assertEquals("A game comment before any move.", game.comment());
    assertEquals(List.of(1), game.moves().get(0).nags());
    assertEquals(List.of("Best by test"), game.moves().get(0).comments());
    assertEquals(List.of(5), game.moves().get(2).nags());
    assertEquals(
        List.of("2. f4 exf4 {the King's Gambit} (2... d5) 3. Nf3"),
        game.moves().get(2).variations());
    assertEquals(List.of("a line comment"), game.moves().get(3).comments());
    assertEquals(List.of(6, 14), game.moves().get(5).nags());
    assertEquals("*", game.result());
    String written = Pgn.write(game);
    assertTrue(
        written
            .replace('\n', ' ')
            .contains("2. Nf3 $5 (2. f4 exf4 {the King's Gambit} (2... d5) 3. Nf3) 2... Nc6"),
        written);
    assertRoundTrip(game);
  }

  @Test
  void realWorldMess() throws InvalidInputException {
    String text =
        "\uFEFF% exported by some tool\r\n"
            + "[Event \"Casual\"]\r\n"
            + "[White \"A\"]\r\n"
            + "[Black \"B\"]\r\n"
            + "\r\n"
            + "{Opening comment}\r\n"
            + "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.0-0 Nf6 5.d4 exd4 6.e5 d5 7.exd6 e.p. Bxd6\r\n"
            + "8. Re1+ Be6 9. Ng5 O-O 10. Nxe6 fxe6 11. Rxe6 Kh8 12. Re1 12... Qd7\r\n";
    PgnGame game = Pgn.read(text);
    assertEquals("Opening comment", game.comment());
    assertEquals("*", game.result(), "no result anywhere");
    assertEquals("O-O", game.moves().get(6).san());
    assertEquals("exd6", game.moves().get(12).san());
    assertEquals("Qd7", game.moves().get(23).san());
    assertRoundTrip(game);
    assertEquals(24, game.moves().size());
  }

  @Test
  void resultFromTheTagWhenTheMovetextHasNone() throws InvalidInputException {
    PgnGame game = Pgn.read("[Result \"1/2-1/2\"]\n\n1. d4 d5");
    assertEquals("1/2-1/2", game.result());
    assertEquals("1/2-1/2", Pgn.read("1. d4 d5 ½-½").result());
  }

  @Test
  void severalGamesInOneFile() throws InvalidInputException {
    String text =
        OPERA
            + "\n[Event \"Second\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"
            + "[Event \"Third, no result\"]\n\n1. e4\n"
            + "[Event \"Fourth\"]\n1. d4 *";
    List<PgnGame> games = Pgn.readAll(text);
    assertEquals(4, games.size());
    assertEquals("Second", games.get(1).tag("Event"));
    assertEquals("0-1", games.get(1).result());
    assertEquals(1, games.get(2).moves().size());
    assertEquals("*", games.get(2).result());
    assertEquals("d4", games.get(3).moves().get(0).san());
    String written = Pgn.writeAll(games);
    assertEquals(written, Pgn.writeAll(Pgn.readAll(written)));
    assertEquals(4, Pgn.readAll(written).size());
  }

  @Test
  void bareMoveListWithoutTags() throws InvalidInputException {
    PgnGame game = Pgn.read("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6");
    assertEquals(10, game.moves().size());
    assertEquals(ChessPosition.START_FEN, game.startFen());
    assertEquals(0, game.tags().size());
    String written = Pgn.write(game);
    assertTrue(written.startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"), written);
    assertTrue(written.contains("[Result \"*\"]"), written);
  }

  @Test
  void setUpAndFenStartTheGameElsewhere() throws InvalidInputException {
    String fen = "6k1/8/6K1/8/8/8/8/R7 b - - 148 80";
    PgnGame game = Pgn.read("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n80... Kh8 81. Ra8# 1-0");
    assertEquals(fen, game.startFen());
    String written = Pgn.write(game);
    assertTrue(written.contains("[SetUp \"1\"]\n[FEN \"" + fen + "\"]"), written);
    assertTrue(written.contains("80... Kh8 81. Ra8# 1-0"), written);
    assertEquals(Optional.of(ChessOutcome.WHITE_CHECKMATES), game.toGame().outcome());
    assertEquals(fen, Pgn.read("[FEN \"" + fen + "\"]\n80... Kh8").startFen(), "SetUp optional");
  }

  @Test
  void writesAJudgedGameWithTerminationAndReason() throws InvalidInputException {
    ChessGame game = ChessGame.newGame();
    for (String move : "e4 e5 Nf3 Nc6".split(" ")) {
      game.move(move);
    }
    game.resign(Side.SECOND);
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("White", "Alfil");
    tags.put("Black", "Human");
    tags.put("Event", "Test");
    String written = Pgn.write(Pgn.of(game, tags));
    String[] lines = written.split("\n");
    assertEquals("[Event \"Test\"]", lines[0]);
    assertEquals("[Site \"?\"]", lines[1]);
    assertEquals("[Date \"????.??.??\"]", lines[2]);
    assertEquals("[Round \"?\"]", lines[3]);
    assertEquals("[White \"Alfil\"]", lines[4]);
    assertEquals("[Black \"Human\"]", lines[5]);
    assertEquals("[Result \"1-0\"]", lines[6]);
    assertEquals("[Termination \"normal\"]", lines[7]);
    assertEquals("", lines[8]);
    assertEquals("1. e4 e5 2. Nf3 Nc6 {white wins by resignation} 1-0", lines[9]);
  }

  @Test
  void theExportCarriesTheRosterClocksAndReasonAndReadsBack() throws InvalidInputException {
    ChessGame game = ChessGame.newGame();
    for (String move : "f3 e5 g4 Qh4#".split(" ")) {
      game.move(move);
    }
    String written =
        game.record(
            "Alfil level 3",
            "?",
            new String[] {"Event", "Casual game", "Date", "2026.12.05"},
            "san",
            new int[] {299_500, 298_000, -1, 61_000});
    assertEquals(
        "[Event \"Casual game\"]\n[Site \"?\"]\n[Date \"2026.12.05\"]\n[Round \"?\"]\n"
            + "[White \"Alfil level 3\"]\n[Black \"?\"]\n[Result \"0-1\"]\n"
            + "[Termination \"normal\"]\n\n"
            + "1. f3 {[%clk 0:04:59]} 1... e5 {[%clk 0:04:58]} 2. g4 Qh4# {[%clk 0:01:01]}\n"
            + "{black wins by checkmate} 0-1\n",
        written);
    PgnGame back = Pgn.read(written);
    assertEquals(List.of("[%clk 0:04:59]"), back.moves().get(0).comments());
    assertEquals(List.of(), back.moves().get(2).comments(), "-1: no time for that ply");
    assertEquals(
        List.of("[%clk 0:01:01]", "black wins by checkmate"), back.moves().get(3).comments());
    assertEquals(Optional.of(ChessOutcome.BLACK_CHECKMATES), back.toGame().outcome());
    assertEquals(
        Pgn.write(Pgn.of(game, Map.of("White", "A", "Black", "B"))),
        game.record("A", "B", new String[0], "san", null),
        "without clocks, the record of Pgn.of");
  }

  @Test
  void theLeanWriterAndReaderAgreeWithThoseOfPgnGame() throws InvalidInputException {
    ChessGame game = ChessGame.newGame();
    for (String move : "f3 e5 g4 Qh4#".split(" ")) {
      game.move(move);
    }
    int[] clocks = {299_500, 298_000, -1, 61_000};
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Casual game");
    tags.put("Date", "2026.12.05");
    tags.put("White", "Alfil level 3");
    tags.put("Black", "?");
    assertEquals(
        Pgn.write(Pgn.of(game, tags, clocks)),
        game.record(
            "Alfil level 3",
            "?",
            new String[] {"Event", "Casual game", "Date", "2026.12.05"},
            "san",
            clocks));
    String[] texts = {
      OPERA,
      OPERA_MOVES.replace("12. O-O-O", "12. Nf3"),
      "[FEN \"4k3/8/4K3/8/8/8/8/R7 w - - 10 40\"]\n40. Ra8# 1-0",
      "[Event \"x\"]\n\n{c} 1. e4 $1 (1. d4) e5 *\n\n1. d4 *",
      "[Variant \"Atomic\"]\n1. e4 *",
      "",
      String.join(" ", fivefold().sanMoves()) + " Nf3 Nf6" // the arbiter ended it before these
    };
    for (String text : texts) {
      ChessGame expected;
      try {
        expected = Pgn.read(text).toGame();
      } catch (InvalidInputException e) {
        InvalidInputException lean =
            assertThrows(InvalidInputException.class, () -> Pgn.readGame(text));
        assertEquals(e.getMessage(), lean.getMessage());
        continue;
      }
      ChessGame read = Pgn.readGame(text);
      assertEquals(expected.uciMoves(), read.uciMoves(), text);
      assertEquals(expected.fen(), read.fen());
      assertEquals(expected.outcome(), read.outcome());
    }
  }

  private static ChessGame fivefold() throws InvalidInputException {
    ChessGame game = ChessGame.newGame();
    String dance = "Nf3 Nf6 Nc3 Nc6 Ng1 Ng8 Nb1 Nb8 ";
    for (String move : (dance + dance + dance + dance).trim().split(" ")) {
      game.move(move);
    }
    return game;
  }

  /** A comment is written in braces even when it opens with a parenthesis, as a variation does. */
  @Test
  void aCommentOpeningWithAParenthesisStaysAComment() throws InvalidInputException {
    PgnGame game = Pgn.read("{(before)} 1. e4 {(a note)} e5 *");
    assertEquals("(before)", game.comment());
    assertEquals(List.of("(a note)"), game.moves().get(0).comments());
    assertRoundTrip(game);
  }

  @Test
  void theExportOfASetUpGameStartsFromItsFen() throws InvalidInputException {
    String fen = "4k3/8/4K3/8/8/8/8/R7 w - - 10 40";
    ChessGame game = ChessGame.fromFen(fen);
    game.move("Ra8#");
    String written = game.record("?", "?", new String[0], "san", null);
    assertTrue(written.contains("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n"), written);
    assertTrue(written.endsWith("\n\n40. Ra8# {white wins by checkmate} 1-0\n"), written);
    assertEquals(game.fen(), Chess.GAME.readRecord(written).fen());
  }

  @Test
  void theJudgeReadsTheMainLineOnlySkippingCommentsNagsAndVariations()
      throws InvalidInputException {
    String text =
        "[Event \"Annotated\"]\n\n{Before.} 1. e4 $1 {[%clk 0:03:00]} e5 2. Nf3!? (2. f4 exf4"
            + " {gambit} (2... d5) 3. Nf3) 2... Nc6 ; to the line's end\n"
            + "3. Bb5 a6?! $14 {end} *";
    alfil.core.Judge judge = Chess.GAME.readRecord(text);
    assertEquals(
        List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"), List.of(judge.engineMoves()));
  }

  @Test
  void longGamesWrapUnderEightyColumns() throws InvalidInputException {
    ChessGame game = ChessGame.newGame();
    String dance = "Nf3 Nf6 Nc3 Nc6 Ng1 Ng8 Nb1 Nb8 ";
    for (String move : (dance + dance + dance + dance).trim().split(" ")) {
      game.move(move);
    }
    assertEquals(Optional.of(ChessOutcome.FIVEFOLD_REPETITION), game.outcome());
    PgnGame record = Pgn.of(game, Map.of());
    String written = Pgn.write(record);
    assertLinesShort(written);
    assertTrue(written.contains("{draw by fivefold repetition} 1/2-1/2"), written);
    assertTrue(written.contains("[Termination \"normal\"]"), written);
    assertEquals(record.moves(), Pgn.read(written).moves());
    assertRoundTrip(record);

    PgnGame commented =
        new PgnGame(
            Map.of(),
            ChessPosition.START_FEN,
            "word ".repeat(60).trim(),
            List.of(
                new PgnGame.PgnMove("e4", "e2e4", List.of(), List.of("x ".repeat(50)), List.of())),
            "*");
    assertLinesShort(Pgn.write(commented));
  }

  @Test
  void errorsNameTheMoveAndWhy() {
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> Pgn.read("1. e4 e5 2. Nf3 Nf3 *"));
    assertEquals("move 2... 'Nf3'", e.field());
    assertTrue(e.reason().contains("knight"), e.reason());

    InvalidInputException second =
        assertThrows(InvalidInputException.class, () -> Pgn.readAll(OPERA + "\n1. e4 e5 2. Qh6 *"));
    assertEquals("game 2, move 2 'Qh6'", second.field());

    InvalidInputException twelve =
        assertThrows(
            InvalidInputException.class,
            () -> Pgn.read(OPERA_MOVES.replace("12. O-O-O", "12. Nf3")));
    assertEquals("move 12 'Nf3'", twelve.field());
  }

  @Test
  void readTakesTheFirstGameAndCountReadsNoMove() throws InvalidInputException {
    String text = OPERA + "\n[Event \"bad\"]\n\n1. e4 e5 2. Qh6 *\n\n1. d4 *\n";
    assertEquals(33, Pgn.read(text).moves().size());
    assertThrows(InvalidInputException.class, () -> Pgn.readAll(text));
    assertEquals(3, Pgn.count(text));
    assertEquals(1, Pgn.count(OPERA));
    assertEquals(0, Pgn.count(" \n"));
    assertEquals(2, Pgn.count("1. e4 1-0 {after} 1. d4 0-1 {after}"));
    assertThrows(InvalidInputException.class, () -> Pgn.count(OPERA + "\n1. e4 {open"));
  }

  @Test
  void castlingWithZerosIsCastlingNotAMoveNumberOrAResult() throws InvalidInputException {
    PgnGame game = Pgn.read("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 0-1");
    assertEquals("O-O", game.moves().get(6).san());
    assertEquals("e1g1", game.moves().get(6).uci());
    assertEquals(8, game.moves().size());
    assertEquals("0-1", game.result());
    assertEquals("1-0", Pgn.read("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4.0-0 1-0").result());

    PgnGame check = Pgn.read("[FEN \"5k2/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. 0-0+ *");
    assertEquals("O-O+", check.moves().get(0).san());
    PgnGame mate = Pgn.read("[FEN \"2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1\"]\n\n1. 0-0-0# 1-0");
    assertEquals("O-O-O#", mate.moves().get(0).san());
    assertEquals("e1c1", mate.moves().get(0).uci());
    assertTrue(mate.toGame().isOver());
  }

  @Test
  void unbalancedSignsAreReportedWhereTheyStand() {
    String tags = "[Event \"x\"]\n\n";
    String[][] cases = {
      {"1. e4 } e5", "line 3, column 7", "unexpected '}'"},
      {"1. e4 e5\n2. Nf3 ) Nc6", "line 4, column 8", "unexpected ')'"},
      {"1. e4 ] e5", "line 3, column 7", "unexpected ']'"},
      {"1. e4 (1. d4 } d5) e5", "line 3, column 14", "unexpected '}'"},
      {"1. e4 {a comment\n2. Nf3", "line 3, column 7", "'{' is never closed with '}'"},
      {"1. e4 e5 (2. d4\n2. Nf3", "line 3, column 10", "'(' is never closed with ')'"},
      {"$1 1. e4", "line 3, column 1", "unexpected '$1'"},
      {"1. e4 $x", "line 3, column 7", "unexpected '$x'"}
    };
    for (String[] c : cases) {
      InvalidInputException e =
          assertThrows(InvalidInputException.class, () -> Pgn.read(tags + c[0]), c[0]);
      assertEquals(c[1], e.field(), c[0]);
      assertEquals(c[2], e.reason(), c[0]);
    }
  }

  @Test
  void malformedTextIsRejectedWithAPlace() {
    assertEquals(
        "line 2, column 1",
        assertThrows(InvalidInputException.class, () -> Pgn.read("1. e4\n{never closed")).field());
    assertThrows(InvalidInputException.class, () -> Pgn.read("1. e4 (1. d4 d5"));
    assertThrows(InvalidInputException.class, () -> Pgn.read("1. e4 )"));
    assertThrows(InvalidInputException.class, () -> Pgn.read("[Event Paris]\n1. e4"));
    assertThrows(InvalidInputException.class, () -> Pgn.read("[Event \"Paris]\n1. e4"));
    assertThrows(InvalidInputException.class, () -> Pgn.read("1. e4 -- 2. d4"));
    assertThrows(InvalidInputException.class, () -> Pgn.read("$1 1. e4"));
    assertThrows(InvalidInputException.class, () -> Pgn.read(""));
    InvalidInputException fen =
        assertThrows(
            InvalidInputException.class, () -> Pgn.read("[FEN \"8/8/8 w - - 0 1\"]\n1. e4"));
    assertEquals("FEN piece placement", fen.field(), "the FEN's own field");
    InvalidInputException variant =
        assertThrows(InvalidInputException.class, () -> Pgn.read("[Variant \"Chess960\"]\n1. e4"));
    assertTrue(variant.reason().contains("Chess960"), variant.reason());
  }

  @Test
  void tagValuesEscapeQuotesAndBackslashes() throws InvalidInputException {
    PgnGame game = Pgn.read("[Event \"The \\\"Immortal\\\" \\\\ game\"]\n1. e4 *");
    assertEquals("The \"Immortal\" \\ game", game.tag("Event"));
    assertRoundTrip(game);
  }
}
