package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.Pgn;
import alfil.chess.PgnGame;
import alfil.xiangqi.XiangqiGame;
import alfil.xiangqi.XiangqiRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link TagPairs}, and the same tags read through both games' records. */
class TagPairsTest {
  /** Tags that both records keep as they are (the xiangqi record rules FEN, Variant, Result). */
  private static final String TAGS =
      "[Event \"The \\\"Immortal\\\" \\\\ game\"]\n"
          + "[Site \"C:\\games\\london.pgn\"]\n"
          + "[  Round_2   \"3\"  ]\n"
          + "[Black\n\"Kieseritzky\"\n]\n"
          + "[2nd \"digits may start a name\"] [Empty \"\"]\n";

  private static final String[][] EXPECTED = {
    {"Event", "The \"Immortal\" \\ game"},
    {"Site", "C:\\games\\london.pgn"},
    {"Round_2", "3"},
    {"Black", "Kieseritzky"},
    {"2nd", "digits may start a name"},
    {"Empty", ""}
  };

  private static List<String> expected() {
    List<String> list = new ArrayList<>();
    for (String[] tag : EXPECTED) {
      list.add(tag[0] + "=" + tag[1]);
    }
    return list;
  }

  private static List<String> throughPgn(String text) throws InvalidInputException {
    List<String> list = new ArrayList<>();
    for (Map.Entry<String, String> tag : Pgn.read(text + "\n*\n").tags().entrySet()) {
      list.add(tag.getKey() + "=" + tag.getValue());
    }
    return list;
  }

  private static List<String> throughXiangqiRecord(String text) throws InvalidInputException {
    XiangqiGame game = XiangqiRecord.read(text + "\n*\n");
    List<String> list = new ArrayList<>();
    for (String name : game.tagNames()) {
      list.add(name + "=" + game.tag(name));
    }
    return list;
  }

  private static List<String> throughTagPairs(String text) throws InvalidInputException {
    List<String> list = new ArrayList<>();
    int at = text.indexOf('[');
    while (at >= 0) {
      TagPairs.Tag tag = TagPairs.read(text, at);
      list.add(tag.name() + "=" + tag.value());
      at = text.indexOf('[', tag.end());
    }
    return list;
  }

  @Test
  void theSameTagTextGivesTheSameTagsThroughBothRecords() throws InvalidInputException {
    assertEquals(expected(), throughTagPairs(TAGS));
    assertEquals(expected(), throughPgn(TAGS));
    assertEquals(expected(), throughXiangqiRecord(TAGS));
  }

  @Test
  void lfCrlfAndCrLineEndsAllRead() throws InvalidInputException {
    for (String end : new String[] {"\n", "\r\n", "\r"}) {
      String text = TAGS.replace("\n", end);
      assertEquals(expected(), throughPgn(text), "line end " + end.replace("\r", "CR"));
      assertEquals(expected(), throughXiangqiRecord(text), "line end " + end.replace("\r", "CR"));
      String bad = "[Event \"x\"]" + end + end + "[Site \"y]" + end;
      assertEquals(
          "line 3, column 1",
          assertThrows(InvalidInputException.class, () -> Pgn.read(bad)).field());
      assertEquals(
          "line 3, column 1",
          assertThrows(InvalidInputException.class, () -> XiangqiRecord.read(bad)).field());
    }
    assertEquals(4, TagPairs.lineOf("a\r\nb\rc\nd", 8));
  }

  @Test
  void aLineCommentEndsAtACarriageReturnInXiangqiRecords() throws InvalidInputException {
    XiangqiGame game = XiangqiRecord.read("[Event \"e\"]\r; opening\rh2e2 h9g7\r*");
    assertEquals(2, game.plyCount());
  }

  @Test
  void escapesRoundTripThroughTheWriterAndBothRecords() throws InvalidInputException {
    String[] values = {"\"", "\\", "a\\\"b", "\\\\\"\"", "ends in \\", "C:\\x", "tab\there", ""};
    for (String value : values) {
      StringBuilder out = new StringBuilder();
      TagPairs.write(out, "Annotator", value);
      TagPairs.Tag tag = TagPairs.read(out.toString(), 0);
      assertEquals(value, tag.value(), out.toString());
      assertEquals(out.length() - 1, tag.end(), "the line end follows the tag");

      Map<String, String> tags = new LinkedHashMap<>();
      tags.put("Annotator", value);
      PgnGame chess = Pgn.of(alfil.chess.ChessGame.newGame(), tags);
      assertEquals(value, Pgn.read(Pgn.write(chess)).tag("Annotator"));

      XiangqiGame xiangqi = new XiangqiGame();
      xiangqi.setTag("Annotator", value);
      assertEquals(value, XiangqiRecord.read(XiangqiRecord.write(xiangqi)).tag("Annotator"));
    }
  }

  @Test
  void theWriterTurnsLineEndsIntoSpacesAndRefusesNamesThatWouldNotReadBack() {
    StringBuilder out = new StringBuilder();
    TagPairs.write(out, "Event", "two\r\nlines");
    assertEquals("[Event \"two  lines\"]\n", out.toString());
    for (String name : new String[] {"", "_x", "Bad-Name", "Two words", "Ünicode"}) {
      assertThrows(IllegalArgumentException.class, () -> TagPairs.write(out, name, "v"), name);
      assertFalse(TagPairs.isName(name), name);
    }
    assertTrue(TagPairs.isName("WhiteElo"));
    assertTrue(TagPairs.isName("9_x"));
  }

  @Test
  void aBadTagGivesAnErrorNamingItsLineThroughBothRecords() {
    String[][] cases = {
      {"[Bad-Name \"v\"]", "a tag starts with its name, in letters, digits and _"},
      {"[_x \"v\"]", "a tag starts with its name"},
      {"[\"v\"]", "a tag starts with its name"},
      {"[Event v]", "the value of Event must be in quotes"},
      {"[Event \"v\n\"]", "the value of Event must be in quotes"},
      {"[Event \"v", "the value of Event must be in quotes"},
      {"[Event \"v\" x]", "'[' is never closed with ']'"},
    };
    for (String[] c : cases) {
      String text = "[Site \"s\"]\n\n" + c[0] + "\n1. e4";
      for (InvalidInputException e :
          List.of(
              assertThrows(InvalidInputException.class, () -> TagPairs.read(text, 12)),
              assertThrows(InvalidInputException.class, () -> Pgn.read(text)),
              assertThrows(InvalidInputException.class, () -> XiangqiRecord.read(text)))) {
        assertEquals("line 3, column 1", e.field(), c[0]);
        assertTrue(e.reason().startsWith(c[1]), c[0] + ": " + e.reason());
      }
    }
  }
}
