package alfil.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.core.Move;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A frame of the search stack: the moves a node tried and the line it found. */
class StackFrameTest {

  @Test
  void aNodesLineIsItsMoveFollowedByTheLineBelow() {
    MoveHistory history = new MoveHistory();
    StackFrame node = new StackFrame(3, history);
    StackFrame child = new StackFrame(4, history);
    child.pv[4] = Move.of(1, 2);
    child.pv[5] = Move.of(3, 4);
    child.pvEnd = 6;
    node.updatePv(Move.of(5, 6), child);
    assertEquals(6, node.pvEnd);
    assertArrayEquals(
        new int[] {Move.of(5, 6), Move.of(1, 2), Move.of(3, 4)}, Arrays.copyOfRange(node.pv, 3, 6));
    child.pvEnd = 4; // the child found no line (a leaf)
    node.updatePv(Move.of(7, 8), child);
    assertEquals(4, node.pvEnd, "the move alone");
    assertEquals(Move.of(7, 8), node.pv[3]);
  }

  @Test
  void triedMovesAreKeptApartByKindInOrder() {
    StackFrame frame = new StackFrame(0, new MoveHistory());
    assertEquals(Move.NONE, frame.excludedMove);
    frame.tried(Move.of(1, 2), false);
    frame.tried(Move.of(3, 4), true);
    frame.tried(Move.of(5, 6), false);
    assertEquals(2, frame.quietCount);
    assertEquals(1, frame.captureCount);
    assertEquals(Move.of(5, 6), frame.quietsTried[1]);
    assertEquals(Move.of(3, 4), frame.capturesTried[0]);
  }
}
