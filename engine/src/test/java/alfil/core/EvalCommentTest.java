package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class EvalCommentTest {
  @Test
  void pawnsWithTwoDecimals() {
    assertEquals("[%eval 0.35]", EvalComment.ofCentipawns(35));
    assertEquals("[%eval 0.00]", EvalComment.ofCentipawns(0));
    assertEquals("[%eval 0.05]", EvalComment.ofCentipawns(5));
    assertEquals("[%eval -0.05]", EvalComment.ofCentipawns(-5), "the sign of less than a pawn");
    assertEquals("[%eval -1.05]", EvalComment.ofCentipawns(-105));
    assertEquals("[%eval 12.30]", EvalComment.ofCentipawns(1230));
    assertEquals("[%eval -100.00]", EvalComment.ofCentipawns(-10000));
  }

  @Test
  void movesToMateWithTheirSign() {
    assertEquals("[%eval #3]", EvalComment.ofMate(3));
    assertEquals("[%eval #-3]", EvalComment.ofMate(-3));
    assertEquals("[%eval #0]", EvalComment.ofMate(0));
  }
}
