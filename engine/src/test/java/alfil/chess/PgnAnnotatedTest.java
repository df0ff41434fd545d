package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.MoveNotes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The PGN of a reviewed game, as lichess exports one, and how it reads back. */
class PgnAnnotatedTest {
  private static final String RECORD =
      "[Event \"Test\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[ECO \"C60\"]\n\n"
          + "1. e4 {a comment of the record} e5 2. Nf3 $1 Nc6 3. Bb5 a6 1-0\n";

  /** The move {@code san} of the position after {@code plies} moves of {@code game}'s record. */
  private static int move(String record, int plies, String san) throws InvalidInputException {
    ChessGame game = ChessGame.fromFen(ChessPosition.START_FEN);
    ChessGame read = Pgn.readGame(record);
    for (int i = 0; i < plies; i++) {
      game.play(read.moveAt(i));
    }
    return game.parseMove(san);
  }

  private static MoveNotes[] notes() throws InvalidInputException {
    MoveNotes[] notes = new MoveNotes[6];
    notes[0] = new MoveNotes(0, new String[] {"[%eval 0.30]"}, new int[0]);
    notes[2] =
        new MoveNotes(
            6,
            new String[] {"[%eval 0.20]", "Inaccuracy. d4 was best."},
            new int[] {move(RECORD, 2, "d4"), exd4()});
    notes[3] =
        new MoveNotes(
            2, new String[] {"[%eval 0.90]"}, new int[] {move(RECORD, 3, "Nf6"), afterNf6("Nc3")});
    notes[4] = new MoveNotes(4, new String[0], new int[0]);
    return notes;
  }

  private static int exd4() throws InvalidInputException {
    ChessGame game = ChessGame.fromFen(ChessPosition.START_FEN);
    for (String san : new String[] {"e4", "e5", "d4"}) {
      game.play(game.parseMove(san));
    }
    return game.parseMove("exd4");
  }

  private static int afterNf6(String san) throws InvalidInputException {
    ChessGame game = ChessGame.fromFen(ChessPosition.START_FEN);
    for (String s : new String[] {"e4", "e5", "Nf3", "Nf6"}) {
      game.play(game.parseMove(s));
    }
    return game.parseMove(san);
  }

  @Test
  void writesGlyphsCommentsAndVariationsAsLichessDoes() throws InvalidInputException {
    ChessGame game = Pgn.readGame(RECORD);
    String pgn = game.annotatedRecord(new String[] {"WhiteAccuracy", "87.3"}, null, notes());
    assertEquals(
        "[Event \"Test\"]\n"
            + "[Site \"?\"]\n"
            + "[Date \"????.??.??\"]\n"
            + "[Round \"?\"]\n"
            + "[White \"A\"]\n"
            + "[Black \"B\"]\n"
            + "[Result \"1-0\"]\n"
            + "[ECO \"C60\"]\n"
            + "[WhiteAccuracy \"87.3\"]\n"
            + "\n"
            + "1. e4 { a comment of the record } { [%eval 0.30] } 1... e5 2. Nf3?! {\n"
            + "[%eval 0.20] } { Inaccuracy. d4 was best. } (2. d4 exd4) 2... Nc6? {\n"
            + "[%eval 0.90] } (2... Nf6 3. Nc3) 3. Bb5?? a6 1-0\n",
        pgn);
  }

  @Test
  void theAnnotatedRecordReadsBack() throws InvalidInputException {
    String pgn =
        Pgn.readGame(RECORD).annotatedRecord(new String[] {"BlackAccuracy", "65.0"}, null, notes());
    PgnGame read = Pgn.read(pgn);
    assertEquals("C60", read.tag("ECO"), "the record's own tags are kept");
    assertEquals("65.0", read.tag("BlackAccuracy"));
    assertEquals("1-0", read.result(), "the record's result, which the arbiter did not decide");
    List<PgnGame.PgnMove> moves = read.moves();
    assertEquals(6, moves.size());
    assertEquals(List.of(), moves.get(0).nags(), "the record's own glyph ($1 on Nf3) is not kept");
    assertEquals(
        List.of("a comment of the record", "[%eval 0.30]"),
        moves.get(0).comments(),
        "the record's comment kept, the review's after it");
    assertEquals(List.of(6), moves.get(2).nags());
    assertEquals(List.of("[%eval 0.20]", "Inaccuracy. d4 was best."), moves.get(2).comments());
    assertEquals(List.of("2. d4 exd4"), moves.get(2).variations());
    assertEquals(List.of(2), moves.get(3).nags());
    assertEquals(List.of("2... Nf6 3. Nc3"), moves.get(3).variations());
    assertEquals(List.of(4), moves.get(4).nags());
    assertEquals("a6", moves.get(5).san());
    assertEquals(Pgn.readGame(RECORD).fen(), read.toGame().fen());
  }

  @Test
  void aJudgedEndingKeepsItsReasonAfterTheNotes() throws InvalidInputException {
    ChessGame game = Pgn.readGame("1. f3 e5 2. g4 Qh4#");
    MoveNotes[] notes = new MoveNotes[4];
    notes[3] = new MoveNotes(0, new String[] {"[%eval #0]"}, new int[0]);
    String pgn = game.annotatedRecord(new String[0], null, notes);
    assertTrue(pgn.endsWith("2. g4 Qh4# { [%eval #0] } {black wins by checkmate} 0-1\n"), pgn);
    assertTrue(pgn.contains("[Result \"0-1\"]"), pgn);
  }

  @Test
  void aVariationStopsBeforeAMoveThatIsNotLegal() throws InvalidInputException {
    ChessGame game = Pgn.readGame("1. e4 e5");
    int e4 = game.moveAt(0);
    int e5 = game.moveAt(1);
    // After 1... e5 the pawn stands on e4 already: e2-e4 is no move there.
    MoveNotes[] notes = {null, new MoveNotes(0, new String[0], new int[] {e5, e4, e5})};
    String pgn = game.annotatedRecord(new String[0], null, notes);
    assertTrue(pgn.contains("1. e4 e5 (1... e5) *"), pgn);
  }

  /**
   * An imported record's main-line comments and its comment before the first move go back out with
   * the game; a comment inside a variation stays out, a review's evaluation replaces the record's,
   * and a move taken back and replaced takes its comment with it.
   */
  @Test
  void theRecordsCommentsGoBackOut() throws InvalidInputException {
    String record =
        "{Played by post} 1. e4 {[%clk 0:05:00]} {best by test} e5 (1... c5 {Sicilian})"
            + " 2. Nf3 {[%eval 0.25]} Nc6 *";
    ChessGame game = Pgn.readGame(record);
    String plain = game.annotatedRecord(new String[0], null, null).replace('\n', ' ');
    assertTrue(
        plain.contains(
            "{Played by post} 1. e4 { [%clk 0:05:00] } { best by test } 1... e5 2. Nf3 {"
                + " [%eval 0.25] } 2... Nc6 *"),
        plain);
    assertTrue(!plain.contains("Sicilian"), "a variation's comment is not the main line's");

    MoveNotes[] notes = new MoveNotes[4];
    notes[2] = new MoveNotes(0, new String[] {"[%eval 0.40]"}, new int[0]);
    String reviewed = game.annotatedRecord(new String[0], null, notes).replace('\n', ' ');
    assertTrue(reviewed.contains("2. Nf3 { [%eval 0.40] } 2... Nc6"), reviewed);

    game.takeBack();
    game.takeBack();
    game.play(game.parseMove("Bc4"));
    String replayed = game.annotatedRecord(new String[0], null, null).replace('\n', ' ');
    assertTrue(replayed.contains("1... e5 2. Bc4 *"), replayed);
  }
}
