package alfil.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MarkTest {
  @Test
  void lichessThresholds() {
    assertEquals(Mark.NONE, Mark.ofDrop(-0.5));
    assertEquals(Mark.NONE, Mark.ofDrop(0.0999));
    assertEquals(Mark.INACCURACY, Mark.ofDrop(0.1));
    assertEquals(Mark.INACCURACY, Mark.ofDrop(0.1999));
    assertEquals(Mark.MISTAKE, Mark.ofDrop(0.2));
    assertEquals(Mark.MISTAKE, Mark.ofDrop(0.2999));
    assertEquals(Mark.BLUNDER, Mark.ofDrop(0.3));
    assertEquals(Mark.BLUNDER, Mark.ofDrop(2));
  }

  @Test
  void theEnginesChoiceAndAForcedMoveAreNeverMarked() {
    int played = 0x1234;
    int other = 0x2345;
    assertEquals(Mark.BLUNDER, Mark.ofMove(1.5, played, other, 20));
    assertEquals(Mark.NONE, Mark.ofMove(1.5, played, played, 20), "the engine's own choice");
    assertEquals(Mark.NONE, Mark.ofMove(1.5, played, other, 1), "the only legal move");
    assertEquals(Mark.MISTAKE, Mark.ofMove(0.25, played, other, 2));
  }

  @Test
  void glyphsAsLichessWritesThem() {
    assertEquals(6, Mark.nag(Mark.INACCURACY), "?!");
    assertEquals(2, Mark.nag(Mark.MISTAKE), "?");
    assertEquals(4, Mark.nag(Mark.BLUNDER), "??");
    assertEquals(0, Mark.nag(Mark.NONE));
    assertEquals("Blunder", Mark.name(Mark.BLUNDER));
  }
}
