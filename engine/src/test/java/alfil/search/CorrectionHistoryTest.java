package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.ChessSearchPosition;
import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;
import org.junit.jupiter.api.Test;

/** The correction of the static evaluation by structure: a bounded running mean. */
class CorrectionHistoryTest {

  @Test
  void theMeanFollowsTheErrorsAndSaturatesAt128Centipawns() {
    CorrectionHistory correction = new CorrectionHistory();
    int slot = 5;
    assertEquals(40, correction.correct(40, slot), "nothing learned: no correction");
    correction.update(slot, 100, 15); // weight 16/256 of 100 cp
    assertEquals(46, correction.correct(40, slot));
    int last = 0;
    for (int k = 0; k < 500; k++) {
      correction.update(slot, 10_000, 30);
      int c = correction.correct(0, slot);
      assertTrue(c >= last && c <= 128, "rises to at most 128: " + c);
      last = c;
    }
    assertTrue(last >= 126, "near the limit: " + last);
    for (int k = 0; k < 500; k++) {
      correction.update(slot, -10_000, 30);
    }
    int low = correction.correct(0, slot);
    assertTrue(low >= -128 && low <= -126, "near the lower limit: " + low);
    assertEquals(0, correction.correct(0, slot + 1), "other slots untouched");
    correction.clear();
    assertEquals(0, correction.correct(0, slot));
  }

  @Test
  void aDeeperSearchMovesTheMeanMore() {
    CorrectionHistory shallow = new CorrectionHistory();
    CorrectionHistory deep = new CorrectionHistory();
    shallow.update(0, 100, 1);
    deep.update(0, 100, 10);
    assertTrue(deep.correct(0, 0) > shallow.correct(0, 0));
  }

  @Test
  void theCorrectedEvaluationStaysBelowMateScores() {
    CorrectionHistory correction = new CorrectionHistory();
    for (int k = 0; k < 100; k++) {
      correction.update(3, 10_000, 30);
    }
    assertEquals(Score.MATE_BOUND - 1, correction.correct(Score.MATE_BOUND - 10, 3));
    assertTrue(!Score.isMate(correction.correct(Score.MATE_BOUND - 1, 3)));
  }

  @Test
  void slotsSeparateTheSidesToMove() throws InvalidInputException {
    SearchPosition white = ChessSearchPosition.fromFen("4k3/pppp4/8/8/8/8/4PPPP/4K3 w - - 0 1");
    SearchPosition black = ChessSearchPosition.fromFen("4k3/pppp4/8/8/8/8/4PPPP/4K3 b - - 0 1");
    CorrectionHistory correction = new CorrectionHistory();
    assertNotEquals(correction.slot(white), correction.slot(black));
    assertEquals(white.structureKey(), black.structureKey(), "same pawns");
  }
}
