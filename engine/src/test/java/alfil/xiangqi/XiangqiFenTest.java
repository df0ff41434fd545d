package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.PerftCase;
import alfil.core.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class XiangqiFenTest {

  @Test
  void roundTripsEveryPerftPositionAndRandomGamePositions() throws InvalidInputException {
    int count = 0;
    for (PerftCase c : XiangqiPerftCases.load()) {
      assertEquals(c.fen(), XiangqiPosition.fromFen(c.fen()).toFen());
      count++;
    }
    for (String fen : XiangqiRandomGames.positions(5, 20, 120)) {
      assertEquals(fen, XiangqiPosition.fromFen(fen).toFen());
      count++;
    }
    assertTrue(count > 1000);
  }

  @Test
  void acceptsElephantAndHorseLettersAndRForRed() throws InvalidInputException {
    XiangqiPosition p =
        XiangqiPosition.fromFen(
            "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1");
    assertEquals(XiangqiPosition.START_FEN, p.toFen());
    assertEquals(Side.FIRST, p.sideToMove());
  }

  @Test
  void countersAndDashFieldsMayBeLeftOut() throws InvalidInputException {
    String board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    assertEquals(XiangqiPosition.START_FEN, XiangqiPosition.fromFen(board + " w").toFen());
    assertEquals(board + " b - - 7 12", XiangqiPosition.fromFen(board + " b - - 7 12").toFen());
    assertEquals(7, XiangqiPosition.fromFen(board + " b - - 7 12").halfmoveClock());
    assertEquals(12, XiangqiPosition.fromFen(board + " b - - 7 12").fullmoveNumber());
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "''| FEN | empty",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w"
            + "| FEN board | 9 ranks, expected 10",
        "rnbakabnr1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
            + "| FEN board | rank 9 has more than 9 squares",
        "rnbakabn/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
            + "| FEN board | rank 9 has 8 squares, expected 9",
        "rnbxkabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
            + "| FEN board | rank 9: 'x' is not a piece letter",
        "3k14/9/9/9/9/9/9/9/9/4K4 w| FEN board | rank 9 has two digits in a row",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w"
            + "| FEN board | no Red general",
        "3k5/9/9/9/9/9/9/9/4K4/4K4 w| FEN board | 2 pieces 'K' (Red general), at most 1",
        "3k5/9/9/9/9/9/9/9/9/RRR1K4 w| FEN board | 3 pieces 'R' (Red chariot), at most 2",
        "3k5/9/9/9/9/9/9/9/9/K8 w| FEN board | Red general 'K' on a0 is outside its palace",
        "3k5/9/9/9/9/9/9/9/9/3KA4 w"
            + "| FEN board | Red advisor 'A' on e0 is not on one of the five advisor points",
        "3k5/9/9/9/9/9/9/9/9/1B1K5 w"
            + "| FEN board | Red elephant 'B' on b0 is not on one of the seven elephant points",
        "3k5/3b5/9/9/9/9/9/9/9/4K4 w"
            + "| FEN board | Black elephant 'b' on d8 is not on one of the seven elephant points",
        "3k5/9/9/9/9/9/9/4P4/9/4K4 w| FEN board | Red soldier 'P' on e2 is behind its start rank",
        "3k5/9/9/9/9/9/1P7/9/9/4K4 w"
            + "| FEN board | Red soldier 'P' on b3 cannot get there: before crossing the river",
        "3k5/9/9/1p7/9/9/9/9/9/4K4 w"
            + "| FEN board | Black soldier 'p' on b6 cannot get there: before crossing the river",
        "3k5/9/p8/9/9/9/9/9/9/4K4 w| FEN board | Black soldier 'p' on a7 is behind its start rank",
        "4k4/9/9/9/9/9/9/9/9/4K4 w| FEN board | the generals face each other on file e",
        "3k5/9/9/9/9/9/9/9/9/3RK4 w| FEN board | Black is in check but it is Red's move",
        "3k5/9/9/9/9/9/9/9/9/4K4| FEN side to move | missing",
        "3k5/9/9/9/9/9/9/9/9/4K4 x| FEN side to move | 'x', expected 'w' (Red) or 'b' (Black)",
        "3k5/9/9/9/9/9/9/9/9/4K4 w KQ -| FEN castling field | xiangqi has none",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - e3| FEN en passant field | xiangqi has none",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - - -1 1| FEN halfmove clock | '-1' is not a number",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 0| FEN fullmove number | '0' must be at least 1",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 x| FEN | 7 fields, expected at most 6",
      })
  void rejectsWithFieldAndReason(String fen, String field, String reason) {
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> XiangqiPosition.fromFen(fen));
    assertTrue(e.field().startsWith(field), "field: " + e.field());
    assertTrue(e.reason().contains(reason), "reason: " + e.reason());
  }

  @Test
  void regionErrorsListThePointsAllowed() {
    InvalidInputException e =
        assertThrows(
            InvalidInputException.class,
            () -> XiangqiPosition.fromFen("3k5/9/9/9/9/9/9/9/9/3KA4 w - - 0 1"));
    assertTrue(e.reason().contains("(d0 f0 e1 d2 f2)"), e.reason());
    e =
        assertThrows(
            InvalidInputException.class,
            () -> XiangqiPosition.fromFen("3k5/9/9/9/9/9/9/9/9/1B1K5 w - - 0 1"));
    assertTrue(e.reason().contains("(c0 g0 a2 e2 i2 c4 g4)"), e.reason());
  }
}
