package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Rng;
import alfil.core.Side;
import org.junit.jupiter.api.Test;

class XiangqiRecordTest {
  /** A short opening with captures: 中炮 against 屏风马, then trades on the e file. */
  static final String OPENING =
      "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 a9b9 a0b0 b7b3 e2e6 g7e6 b2b9 c7b9";

  static XiangqiGame played(String iccs) throws InvalidInputException {
    XiangqiGame g = new XiangqiGame();
    for (String m : iccs.split(" ")) {
      g.play(m);
    }
    return g;
  }

  @Test
  void aGameWithoutTagsAnswersAndRemovesNothing() {
    XiangqiGame g = new XiangqiGame();
    assertNull(g.tag("Event"));
    assertTrue(g.tagNames().isEmpty());
    g.setTag("Event", null); // removing what was never set
    assertTrue(g.tagNames().isEmpty());
    g.setTag("Event", "Club");
    g.setTag("Red", "A");
    g.setTag("Event", null);
    assertEquals(java.util.List.of("Red"), g.tagNames());
    assertNull(g.tag("Event"));
  }

  @Test
  void writesTheSevenTagsVariantFenAndNumberedWxfMoves() throws InvalidInputException {
    XiangqiGame g = played("h2e2 h9g7 h0g2");
    g.setTag("Event", "Club \"open\"");
    g.setTag("Red", "Lü Qin");
    g.setTag("Annotator", "Alfil");
    String text = XiangqiRecord.write(g);
    String expected =
        "[Event \"Club \\\"open\\\"\"]\n"
            + "[Site \"?\"]\n"
            + "[Date \"????.??.??\"]\n"
            + "[Round \"?\"]\n"
            + "[Red \"Lü Qin\"]\n"
            + "[Black \"?\"]\n"
            + "[Result \"*\"]\n"
            + "[Variant \"xiangqi\"]\n"
            + "[FEN \""
            + XiangqiPosition.START_FEN
            + "\"]\n"
            + "[Annotator \"Alfil\"]\n"
            + "\n"
            + "1. C2.5 H8+7 2. H2+3 *\n";
    assertEquals(expected, text);
  }

  /**
   * Chinese is written in the script of the page's pieces, traditional (傌 俥 for Red, 馬 車 砲 for
   * Black, 進), and read back in either script.
   */
  @Test
  void writesChineseInTraditionalCharactersAndReadsBothScripts() throws InvalidInputException {
    XiangqiGame g = played("h2e2 h9g7 h0g2 i9h9 i0h0 b7e7");
    String traditional = "炮二平五 馬8進7 傌二進三 車9平8 俥一平二 砲2平5";
    assertEquals(traditional, XiangqiRecord.writeMoves(g, XiangqiRecord.Notation.CHINESE));
    assertEquals(g.fen(), XiangqiRecord.read(traditional).fen());
    assertEquals(g.fen(), XiangqiRecord.read("炮二平五 马8进7 马二进三 车9平8 车一平二 炮2平5").fen());
    XiangqiGame start = new XiangqiGame();
    int horse = Iccs.parse(start.position(), "h0g2");
    assertEquals("傌二進三", start.moveText(horse, Xiangqi.CHINESE));
  }

  @Test
  void theExportCarriesTagsNotationAndClocksAndReadsBack() throws InvalidInputException {
    XiangqiGame g = played("h2e2 h9g7 h0g2");
    String text =
        g.record(
            "?",
            "Alfil level 2",
            new String[] {"Event", "Casual game", "Date", "2026.12.05"},
            "chinese",
            new int[] {299_000, -1, 3_600_000});
    assertTrue(text.startsWith("[Event \"Casual game\"]\n[Site \"?\"]\n[Date \"2026.12.05\"]\n"));
    assertTrue(text.contains("[Red \"?\"]\n[Black \"Alfil level 2\"]\n"), text);
    assertTrue(
        text.endsWith("\n\n1. 炮二平五 {[%clk 0:04:59]} 馬8進7 2. 傌二進三 {[%clk 1:00:00]} *\n"), text);
    XiangqiGame back = XiangqiRecord.read(text);
    assertArrayEquals(g.moves(), back.moves());
    assertEquals("Alfil level 2", back.tag("Black"));
    assertTrue(
        g.record("?", "?", new String[0], "iccs", null).endsWith("\n\n1. h2e2 h9g7 2. h0g2 *\n"));
  }

  @Test
  void theNotationsByNameAreTheEnumsWxfByDefault() throws InvalidInputException {
    XiangqiGame g = played(OPENING);
    String[] names = {"wxf", "iccs", "chinese"};
    for (int i = 0; i < names.length; i++) {
      assertEquals(
          XiangqiRecord.write(g, XiangqiRecord.Notation.values()[i]),
          XiangqiRecord.write(g, names[i], null),
          names[i]);
    }
    assertEquals(XiangqiRecord.write(g), XiangqiRecord.write(g, "san", null));
  }

  @Test
  void roundTripsInEveryNotation() throws InvalidInputException {
    XiangqiGame g = played(OPENING);
    g.setTag("Site", "Beijing");
    for (XiangqiRecord.Notation n : XiangqiRecord.Notation.values()) {
      String text = XiangqiRecord.write(g, n);
      XiangqiGame back = XiangqiRecord.read(text);
      assertArrayEquals(g.moves(), back.moves(), n + "\n" + text);
      assertEquals(g.fen(), back.fen());
      assertEquals("Beijing", back.tag("Site"));
      assertEquals(text, XiangqiRecord.write(back, n));
    }
  }

  @Test
  void roundTripsRandomGamesWithTheirEndings() throws InvalidInputException {
    Rng rng = new Rng(2024);
    int[] moves = new int[GamePosition.MAX_MOVES];
    for (int game = 0; game < 12; game++) {
      XiangqiGame g = new XiangqiGame();
      while (!g.isOver() && g.plyCount() < 200) {
        XiangqiPosition p = g.position();
        int n = p.legalMoves(moves, 0);
        g.play(moves[rng.nextInt(n)]);
      }
      for (XiangqiRecord.Notation notation : XiangqiRecord.Notation.values()) {
        String text = XiangqiRecord.write(g, notation);
        XiangqiGame back = XiangqiRecord.read(text);
        assertArrayEquals(g.moves(), back.moves(), text);
        assertEquals(g.outcome(), back.outcome(), text);
        assertEquals(text, XiangqiRecord.write(back, notation));
      }
    }
  }

  @Test
  void startsFromTheFenTagAndNumbersBlackFirst() throws InvalidInputException {
    XiangqiGame g = XiangqiGame.fromFen("4k4/9/6n2/9/9/9/9/9/6R2/3K5 b - - 0 7");
    g.play("g7h5");
    g.play("g1h1");
    String text = XiangqiRecord.write(g, XiangqiRecord.Notation.ICCS);
    assertTrue(text.contains("[FEN \"4k4/9/6n2/9/9/9/9/9/6R2/3K5 b - - 0 7\"]"), text);
    assertTrue(text.endsWith("\n7... g7h5 8. g1h1 *\n"), text);
    assertArrayEquals(g.moves(), XiangqiRecord.read(text).moves());
  }

  @Test
  void judgedEndingIsWrittenAsCommentAndResult() throws InvalidInputException {
    XiangqiGame g = XiangqiGame.fromFen("4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1");
    g.play("b1b9");
    String text = XiangqiRecord.write(g);
    assertTrue(text.contains("[Result \"1-0\"]"), text);
    assertTrue(text.endsWith("1. R8+8 {red wins by checkmate} 1-0\n"), text);
  }

  @Test
  void declaredEndingsComeBackFromTheirComment() throws InvalidInputException {
    XiangqiGame g = played("h2e2 h9g7");
    g.resign(Side.FIRST);
    XiangqiGame back = XiangqiRecord.read(XiangqiRecord.write(g));
    assertEquals(XiangqiOutcome.BLACK_WINS_BY_RESIGNATION, back.outcome());

    XiangqiGame d = played("h2e2");
    d.agreeDraw();
    assertEquals(
        XiangqiOutcome.DRAW_BY_AGREEMENT, XiangqiRecord.read(XiangqiRecord.write(d)).outcome());
  }

  @Test
  void resultWithoutReasonIsKept() throws InvalidInputException {
    XiangqiGame g = XiangqiRecord.read("[Result \"1-0\"]\n1. h2e2 h9g7 1-0");
    assertFalse(g.isOver());
    assertEquals("1-0", g.tag("Result"));
    assertTrue(XiangqiRecord.write(g).contains("[Result \"1-0\"]"));
  }

  @Test
  void readsPlainListsInEachNotation() throws InvalidInputException {
    String[] lists = {
      "h2e2 h9g7 h0g2 i9h9",
      "C2.5 H8+7 H2+3 R9.8",
      "c2=5 h8+7 h2+3 r9=8",
      "炮二平五 马8进7 马二进三 车9平8",
      "炮二平五　馬８進７　傌二進三　車９平８",
      "炮二平五马8进7马二进三车9平8",
      "H2-E2 H8+7 马二进三 i9h9",
    };
    for (String list : lists) {
      XiangqiGame g = XiangqiRecord.read(list);
      assertEquals("h2e2 h9g7 h0g2 i9h9", iccs(g), list);
    }
  }

  @Test
  void readsNumbersCommentsVariationsAndCrlf() throws InvalidInputException {
    String text =
        "[Event \"Test\"]\r\n"
            + "[Variant \"Xiangqi\"]\r\n"
            + "\r\n"
            + "; a line comment\r\n"
            + "1.C2.5 {the central cannon} H8+7 (1... C8.5 2. H2+3) 2. H2+3! R9.8?\r\n"
            + "3.i0h0 {end}\r\n";
    XiangqiGame g = XiangqiRecord.read(text);
    assertEquals("h2e2 h9g7 h0g2 i9h9 i0h0", iccs(g));
    assertEquals("Test", g.tag("Event"));
    assertNull(g.outcome());
  }

  @Test
  void tandemPawnMoveIsNotAMoveNumber() throws InvalidInputException {
    // Red soldiers on c5, c6, c7 and e5, e6: WXF "77.6" is the middle one of file 7, not move
    // number 77.
    XiangqiGame g = XiangqiGame.fromFen("3k5/9/2P6/2P1P4/2P1P4/9/9/9/9/4K4 w - - 0 1");
    g.play("77.6");
    assertEquals("c6d6", Iccs.toText(g.move(0)));
  }

  @Test
  void readsTheFirstGameOfSeveralAndCountsThem() throws InvalidInputException {
    String first = "[FEN \"4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1\"]\n\nb1b9 {checkmate} 1-0\n\n";
    String second = "[FEN \"3k5/9/1r7/9/9/9/9/9/r8/4K4 b - - 0 1\"]\n\nb7b0 0-1\n";
    XiangqiGame g = XiangqiRecord.read(first + second + "h2e2 xx *\n");
    assertEquals("4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1", g.startFen());
    assertEquals(1, g.moves().length);
    assertEquals(3, XiangqiRecord.count(first + second + "h2e2 xx *\n"));
    assertEquals(1, XiangqiRecord.count(first));
    assertEquals(2, XiangqiRecord.count("h2e2 h9g7 1-0 {red resigns} h2e2 *"));
    assertEquals(0, XiangqiRecord.count(" \n"));
  }

  @Test
  void badMovesNameTheirNumberTextAndReason() {
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> XiangqiRecord.read("1. C2.5 H8+7 2. R+.3"));
    assertEquals("move 2 'R+.3'", e.field());
    assertEquals("no red chariot 俥 can make that move", e.reason());
    assertEquals("move 2 'R+.3': no red chariot 俥 can make that move", e.getMessage());
    assertEquals(2, e.moveNumber());

    e = assertThrows(InvalidInputException.class, () -> XiangqiRecord.read("h2e2 h9g7 h0g3"));
    assertEquals("move 2 'h0g3'", e.field());
    assertEquals("not a legal move here", e.reason());

    e = assertThrows(InvalidInputException.class, () -> XiangqiRecord.read("炮二平五 马8进6"));
    assertEquals("move 1 '马8进6'", e.field());
    assertEquals("no black horse 馬 can make that move", e.reason());

    e = assertThrows(InvalidInputException.class, () -> XiangqiRecord.read("C2.5 Q8+7"));
    assertEquals("move 1 'Q8+7'", e.field());
    assertEquals("expected a move like C2.5, H8+7, R+.3 (K A E H R C P)", e.reason());

    e = assertThrows(InvalidInputException.class, () -> XiangqiRecord.read("C2.5 {unclosed"));
    assertEquals("line 1, column 6", e.field());
    assertEquals("'{' is never closed with '}'", e.reason());

    e = assertThrows(InvalidInputException.class, () -> XiangqiRecord.read("[Variant \"chess\"]"));
    assertEquals("tag Variant", e.field());
    assertEquals("variant 'chess' is not supported", e.reason());

    e = assertThrows(InvalidInputException.class, () -> XiangqiRecord.read("[FEN \"9/9 w\"]"));
    assertTrue(e.field().startsWith("FEN"), e.field());

    e =
        assertThrows(
            InvalidInputException.class,
            () -> XiangqiRecord.read("[FEN \"4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1\"] b1b9 e9e8"));
    assertEquals("move 1 'e9e8'", e.field());
    assertEquals("the game is over (checkmate)", e.reason());
  }

  @Test
  void judgesTheGameItReads() throws InvalidInputException {
    XiangqiGame g =
        XiangqiRecord.read(
            "[FEN \"4k4/9/6n2/9/9/9/9/9/7R1/3K5 w - - 0 1\"]\n"
                + "1. h1g1 g7h5 2. g1h1 h5g7 3. h1g1 g7h5 4. g1h1 h5g7");
    assertEquals(XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHASE, g.outcome());
  }

  private static String iccs(XiangqiGame g) {
    return XiangqiRecord.writeMoves(g, XiangqiRecord.Notation.ICCS);
  }
}
