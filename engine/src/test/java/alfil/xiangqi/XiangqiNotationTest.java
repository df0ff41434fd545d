package alfil.xiangqi;

import static alfil.xiangqi.XiangqiTestSupport.fen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.PerftCase;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** ICCS, WXF and Chinese notation: known texts, tandem pieces, and round trips. */
class XiangqiNotationTest {
  private static final String AFTER_C2_5 =
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

  /** Red: two chariots on file 5 (e4 front, e2 rear). */
  private static final String TANDEM_CHARIOTS = "3k5/9/9/9/9/4R4/9/4R4/9/5K3 w - - 0 1";

  /** Red: five pawns on file 7 (c5..c9). */
  private static final String FIVE_PAWNS = "2P1k4/2P6/2P6/2P6/2P6/9/9/9/4A4/4K4 w - - 0 1";

  /** Red: three pawns on file 7 (c5..c7) and two on file 3 (g5, g6). */
  private static final String TWO_PAWN_FILES = "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";

  /** Red: three pawns on file 5 (e5..e7). */
  private static final String THREE_PAWNS = "5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w - - 0 1";

  /** Red: four pawns on file 7 (c5..c8). */
  private static final String FOUR_PAWNS = "4k4/2P6/2P6/2P6/2P6/9/9/9/4A4/4K4 w - - 0 1";

  @ParameterizedTest(name = "{1} = {2} = {3}")
  @CsvSource({
    XiangqiPosition.START_FEN + ", h2e2, C2.5, 炮二平五, 炮二平五",
    XiangqiPosition.START_FEN + ", h0g2, H2+3, 马二进三, 傌二進三",
    XiangqiPosition.START_FEN + ", a0a1, R9+1, 车九进一, 俥九進一",
    XiangqiPosition.START_FEN + ", f0e1, A4+5, 仕四进五, 仕四進五",
    XiangqiPosition.START_FEN + ", c0e2, E7+5, 相七进五, 相七進五",
    XiangqiPosition.START_FEN + ", e0e1, K5+1, 帅五进一, 帥五進一",
    XiangqiPosition.START_FEN + ", c3c4, P7+1, 兵七进一, 兵七進一",
    XiangqiPosition.START_FEN + ", b2b9, C8+7, 炮八进七, 炮八進七",
    AFTER_C2_5 + ", h9g7, H8+7, 马8进7, 馬8進7",
    AFTER_C2_5 + ", b9c7, H2+3, 马2进3, 馬2進3",
    AFTER_C2_5 + ", h7e7, C8.5, 炮8平5, 砲8平5",
    AFTER_C2_5 + ", e9e8, K5+1, 将5进1, 將5進1",
    AFTER_C2_5 + ", g6g5, P7+1, 卒7进1, 卒7進1",
    AFTER_C2_5 + ", a9a7, R1+2, 车1进2, 車1進2",
    TANDEM_CHARIOTS + ", e4e5, R++1, 前车进一, 前俥進一",
    TANDEM_CHARIOTS + ", e2d2, R-.6, 后车平六, 後俥平六",
    TANDEM_CHARIOTS + ", e2e1, R--1, 后车退一, 後俥退一",
    THREE_PAWNS + ", e7d7, P+.6, 前兵平六, 前兵平六",
    THREE_PAWNS + ", e6f6, P5.4, 中兵平四, 中兵平四",
    THREE_PAWNS + ", e5d5, P-.6, 后兵平六, 後兵平六",
    FOUR_PAWNS + ", c8b8, ++.8, 一兵平八, 一兵平八",
    FOUR_PAWNS + ", c7b7, P+.8, 二兵平八, 二兵平八",
    FOUR_PAWNS + ", c6d6, P-.6, 三兵平六, 三兵平六",
    FOUR_PAWNS + ", c5b5, --.8, 四兵平八, 四兵平八",
    FIVE_PAWNS + ", c9b9, ++.8, 一兵平八, 一兵平八",
    FIVE_PAWNS + ", c8b8, P+.8, 二兵平八, 二兵平八",
    FIVE_PAWNS + ", c7d7, P7.6, 三兵平六, 三兵平六",
    FIVE_PAWNS + ", c6b6, P-.8, 四兵平八, 四兵平八",
    FIVE_PAWNS + ", c5d5, --.6, 五兵平六, 五兵平六",
    TWO_PAWN_FILES + ", c7b7, 7+.8, 前七平八, 前七平八",
    TWO_PAWN_FILES + ", c6b6, 77.8, 中七平八, 中七平八",
    TWO_PAWN_FILES + ", c5b5, 7-.8, 后七平八, 後七平八",
    TWO_PAWN_FILES + ", g6g7, 3++1, 前三进一, 前三進一",
    TWO_PAWN_FILES + ", g5f5, 3-.4, 后三平四, 後三平四",
  })
  void knownTexts(String fen, String iccs, String wxf, String chinese, String traditional)
      throws InvalidInputException {
    XiangqiPosition p = fen(fen);
    int move = p.parseMove(iccs);
    assertEquals(iccs, p.moveToText(move));
    assertEquals(wxf, Wxf.toText(p, move));
    assertEquals(chinese, ChineseNotation.toText(p, move));
    assertEquals(traditional, ChineseNotation.toText(p, move, true));
    assertEquals(move, Wxf.parse(p, wxf));
    assertEquals(move, ChineseNotation.parse(p, chinese));
    assertEquals(move, ChineseNotation.parse(p, traditional));
  }

  @ParameterizedTest(name = "{1} reads as {2}")
  @CsvSource({
    XiangqiPosition.START_FEN + ", C2=5, h2e2",
    XiangqiPosition.START_FEN + ", c2.5, h2e2",
    XiangqiPosition.START_FEN + ", N2+3, h0g2",
    XiangqiPosition.START_FEN + ", B7+5, c0e2",
    XiangqiPosition.START_FEN + ", 炮２平５, h2e2",
    XiangqiPosition.START_FEN + ", 包二平五, h2e2",
    XiangqiPosition.START_FEN + ", 炮2平5, h2e2",
    AFTER_C2_5 + ", 馬８進７, h9g7",
    AFTER_C2_5 + ", 马八进七, h9g7",
    TANDEM_CHARIOTS + ", 车前进一, e4e5",
    TANDEM_CHARIOTS + ", 車後退一, e2e1",
    // Plain file form for a tandem piece when only one of the two can make the move.
    TANDEM_CHARIOTS + ", R5+5, e4e9",
    TANDEM_CHARIOTS + ", 车五进五, e4e9",
  })
  void variantsOnInput(String fen, String text, String iccs) throws InvalidInputException {
    XiangqiPosition p = fen(fen);
    int move = p.parseMove(iccs);
    int parsed =
        Character.isLetterOrDigit(text.charAt(0)) && text.charAt(0) < 128
            ? Wxf.parse(p, text)
            : ChineseNotation.parse(p, text);
    assertEquals(move, parsed);
  }

  @Test
  void errorsNameTheMoveAndTheReason() {
    XiangqiPosition p = fen(TANDEM_CHARIOTS);
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> Wxf.parse(p, "R5.6"));
    assertEquals("move 'R5.6'", e.field());
    assertEquals("ambiguous: could be R+.6, R-.6", e.reason());
    String wxf = "expected a move like C2.5, H8+7, R+.3 (K A E H R C P)";
    e = assertThrows(InvalidInputException.class, () -> Wxf.parse(p, "X5.6"));
    assertEquals(wxf, e.reason());
    e = assertThrows(InvalidInputException.class, () -> Wxf.parse(p, "R5.60"));
    assertEquals(wxf, e.reason());
    e = assertThrows(InvalidInputException.class, () -> Wxf.parse(p, "H2+3"));
    assertEquals("no red horse 傌 can make that move", e.reason());
    e = assertThrows(InvalidInputException.class, () -> ChineseNotation.parse(p, "车五平六"));
    assertEquals("ambiguous: could be 前车平六, 后车平六", e.reason());
    String chinese = "expected a move like 炮二平五, 马8进7, 前车进一";
    e = assertThrows(InvalidInputException.class, () -> ChineseNotation.parse(p, "车五走六"));
    assertEquals(chinese, e.reason());
    e = assertThrows(InvalidInputException.class, () -> ChineseNotation.parse(p, "炮二平五"));
    assertEquals("no red cannon 炮 can make that move", e.reason());
    e = assertThrows(InvalidInputException.class, () -> ChineseNotation.parse(p, "哈二平五"));
    assertEquals("move '哈二平五'", e.field());
    assertEquals(chinese, e.reason());
  }

  @Test
  void everyLegalMoveRoundTripsUniquelyInEveryNotation() throws InvalidInputException {
    List<String> fens = new ArrayList<>();
    for (PerftCase c : XiangqiPerftCases.load()) {
      fens.add(c.fen());
    }
    fens.addAll(
        List.of(TANDEM_CHARIOTS, FIVE_PAWNS, FOUR_PAWNS, THREE_PAWNS, TWO_PAWN_FILES, AFTER_C2_5));
    fens.addAll(XiangqiRandomGames.positions(31, 25, 160));
    int[] moves = new int[GamePosition.MAX_MOVES];
    long checked = 0;
    for (String f : fens) {
      XiangqiPosition p = fen(f);
      int n = p.legalMoves(moves, 0);
      Set<String> iccs = new HashSet<>();
      Set<String> wxf = new HashSet<>();
      Set<String> chinese = new HashSet<>();
      Set<String> traditional = new HashSet<>();
      for (int i = 0; i < n; i++) {
        int m = moves[i];
        String a = p.moveToText(m);
        String w = Wxf.toText(p, m);
        String c = ChineseNotation.toText(p, m);
        String t = ChineseNotation.toText(p, m, true);
        assertTrue(iccs.add(a) && wxf.add(w) && chinese.add(c) && traditional.add(t), w + " " + f);
        assertEquals(m, p.parseMove(a), a + " in " + f);
        assertEquals(m, Wxf.parse(p, w), w + " in " + f);
        assertEquals(m, ChineseNotation.parse(p, c), c + " in " + f);
        assertEquals(m, ChineseNotation.parse(p, t), t + " in " + f);
        checked++;
      }
      assertEquals(f, p.toFen(), "parsing must leave the position as it was");
    }
    assertTrue(checked > 50_000, "moves checked: " + checked);
  }
}
