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
      quoteCharacter = '"',
      value = {
        "\"\"| FEN | empty",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w"
            + "| FEN piece placement | has 9 ranks, expected 10 separated by '/'",
        "rnbakabnr1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
            + "| FEN piece placement | rank 9 has 10 squares, expected 9",
        "rnbakabn/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
            + "| FEN piece placement | rank 9 has 8 squares, expected 9",
        "rnbxkabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
            + "| FEN piece placement | rank 9: 'x' is not a piece letter",
        "3k14/9/9/9/9/9/9/9/9/4K4 w| FEN piece placement | rank 9 has two digits in a row",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w"
            + "| FEN piece placement | no red general 帥",
        "3k5/9/9/9/9/9/9/9/4K4/4K4 w"
            + "| FEN piece placement | red general 帥: 2 on the board, at most 1",
        "3k5/9/9/9/9/9/9/9/9/RRR1K4 w"
            + "| FEN piece placement | red chariot 俥: 3 on the board, at most 2",
        "3k5/9/9/9/9/9/9/9/9/K8 w"
            + "| FEN piece placement | red general 帥 on a0 is off its points (d0 e0 f0",
        "3k5/9/9/9/9/9/9/9/9/3KA4 w"
            + "| FEN piece placement | red advisor 仕 on e0 is off its points (d0 f0 e1 d2 f2)",
        "3k5/9/9/9/9/9/9/9/9/1B1K5 w"
            + "| FEN piece placement | red elephant 相 on b0 is off its points (c0 g0 a2",
        "3k5/3b5/9/9/9/9/9/9/9/4K4 w"
            + "| FEN piece placement | black elephant 象 on d8 is off its points (c5 g5 a7",
        "3k5/9/9/9/9/9/9/4P4/9/4K4 w"
            + "| FEN piece placement | red soldier 兵 on e2 cannot get there: a soldier never moves"
            + " back",
        "3k5/9/9/9/9/9/1P7/9/9/4K4 w"
            + "| FEN piece placement | red soldier 兵 on b3 cannot get there: a soldier never moves"
            + " back, and keeps to files a c e g i before the river",
        "3k5/9/9/1p7/9/9/9/9/9/4K4 w"
            + "| FEN piece placement | black soldier 卒 on b6 cannot get there",
        "3k5/9/p8/9/9/9/9/9/9/4K4 w| FEN piece placement | black soldier 卒 on a7 cannot get there",
        "4k4/9/9/9/9/9/9/9/9/4K4 w"
            + "| FEN piece placement | the generals face each other on file e",
        "3k5/9/9/9/9/9/9/9/9/3RK4 w"
            + "| FEN side to move | Black is in check but it is Red to move",
        "3k5/9/9/9/9/9/9/9/9/4K4| FEN | has 1 fields, expected 2 to 6",
        "3k5/9/9/9/9/9/9/9/9/4K4 x| FEN side to move | 'x' is not one of w r b",
        "3k5/9/9/9/9/9/9/9/9/4K4 w KQ -| FEN castling field | 'KQ' is not one of -",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - e3| FEN en passant field | 'e3' is not one of -",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - - -1 1| FEN halfmove clock | '-1' is not a number",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 0"
            + "| FEN fullmove number | '0' is not a number from 1 to 1000000",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 x| FEN | has 7 fields, expected 2 to 6",
      })
  void rejectsWithFieldAndReason(String fen, String field, String reason) {
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> XiangqiPosition.fromFen(fen));
    assertEquals(field, e.field());
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
