package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.MoveNotes;
import org.junit.jupiter.api.Test;

/** The record of a reviewed xiangqi game, in the notation its record was written in. */
class XiangqiAnnotatedRecordTest {
  private static final String TAGS = "[Event \"Test\"]\n[Red \"A\"]\n[Result \"0-1\"]\n\n";

  /** Notes on Black's first move: a blunder, and the line h9g7 h0g2 instead. */
  private static MoveNotes[] notes(XiangqiGame game) throws InvalidInputException {
    XiangqiGame replay = new XiangqiGame();
    replay.play(game.moveAt(0));
    int horse = replay.parseMove("h9g7");
    replay.play(horse);
    int reply = replay.parseMove("h0g2");
    return new MoveNotes[] {
      new MoveNotes(0, new String[] {"[%eval 0.30]"}, new int[0]),
      new MoveNotes(4, new String[] {"[%eval 3.10]", "Blunder."}, new int[] {horse, reply}),
      null
    };
  }

  @Test
  void keepsTheRecordsNotationAndTags() throws InvalidInputException {
    String[] records = {
      "1. h2e2 b9c7 2. h0g2 0-1", "1. C2.5 H2+3 2. H2+3 0-1", "1. 炮二平五 馬2進3 2. 傌二進三 0-1"
    };
    String[] expected = {
      "1. h2e2 { [%eval 0.30] } 1... b9c7?? { [%eval 3.10] } { Blunder. } (1... h9g7\n"
          + "2. h0g2) 2. h0g2 0-1\n",
      "1. C2.5 { [%eval 0.30] } 1... H2+3?? { [%eval 3.10] } { Blunder. } (1... H8+7\n"
          + "2. H2+3) 2. H2+3 0-1\n",
      "1. 炮二平五 { [%eval 0.30] } 1... 馬2進3?? { [%eval 3.10] } { Blunder. } (1... 馬8進7\n"
          + "2. 傌二進三) 2. 傌二進三 0-1\n"
    };
    for (int i = 0; i < records.length; i++) {
      XiangqiGame game = XiangqiRecord.read(TAGS + records[i]);
      String text = game.annotatedRecord(new String[] {"RedAccuracy", "91.0"}, null, notes(game));
      assertTrue(text.startsWith("[Event \"Test\"]\n[Site \"?\"]\n"), text);
      assertTrue(text.contains("[Red \"A\"]\n[Black \"?\"]\n[Result \"0-1\"]\n"), text);
      assertTrue(text.contains("\n[RedAccuracy \"91.0\"]\n\n"), text);
      assertTrue(text.endsWith("\n\n" + expected[i]), text);
      XiangqiGame back = XiangqiRecord.read(text);
      assertArrayEquals(game.moves(), back.moves(), "reads back: " + text);
      assertEquals("91.0", back.tag("RedAccuracy"));
      assertEquals("0-1", back.tag("Result"));
    }
  }

  @Test
  void theEnginesNotationAndAChosenOne() throws InvalidInputException {
    XiangqiGame game = XiangqiRecord.read("C2.5 H2+3 H2+3");
    assertEquals("wxf", game.recordNotation());
    assertEquals("iccs", XiangqiRecord.read("h2e2 b9c7").recordNotation());
    assertEquals("chinese", XiangqiRecord.read("炮二平五").recordNotation());
    String text = game.annotatedRecord(new String[0], "iccs", notes(game));
    assertTrue(text.contains("1. h2e2 { [%eval 0.30] } 1... b9c7??"), text);
  }

  @Test
  void aJudgedEndingKeepsItsReasonLast() throws InvalidInputException {
    XiangqiGame game =
        XiangqiRecord.read("[FEN \"3nkn3/R8/4P4/9/9/9/9/7r1/8r/3K5 w - - 0 1\"]\n\na8e8");
    MoveNotes[] notes = {new MoveNotes(0, new String[] {"[%eval #0]"}, new int[0])};
    String text = game.annotatedRecord(new String[0], null, notes);
    assertTrue(text.endsWith("1. a8e8 { [%eval #0] } {red wins by checkmate} 1-0\n"), text);
    assertEquals(game.outcome().text(), XiangqiRecord.read(text).outcome().text());
  }
}
