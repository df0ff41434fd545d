package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.Move;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

  @Test
  void storeThenProbeRoundTrip() {
    TranspositionTable tt = new TranspositionTable(1024);
    int move = Move.of(12, 34, 5);
    tt.store(0x1234_5678, 0x0BAD_F00D, move, -417, 9, Bound.LOWER);
    int slot = tt.probe(0x1234_5678, 0x0BAD_F00D);
    assertTrue(slot >= 0);
    assertEquals(move, tt.move(slot));
    assertEquals(-417, tt.score(slot));
    assertEquals(9, tt.depth(slot));
    assertEquals(Bound.LOWER, tt.bound(slot));
    assertEquals(-1, tt.probe(0x1234_5678, 0x0BAD_F00E), "another key in the same bucket");
  }

  @Test
  void mateScoresAreStoredRelativeToTheNode() {
    TranspositionTable tt = new TranspositionTable(1024);
    // Found 5 plies from the root: mate 3 plies after that node (score MATE - 8 at the root).
    int atRoot = Score.MATE - 8;
    tt.store(1, 2, Move.NONE, Score.toTable(atRoot, 5), 4, Bound.EXACT);
    int slot = tt.probe(1, 2);
    assertEquals(Score.MATE - 3, tt.score(slot), "mate in 3 plies from the stored node");
    // Reached again 7 plies from a root: the mate is 10 plies away from there.
    assertEquals(Score.MATE - 10, Score.fromTable(tt.score(slot), 7));
    int mated = -Score.MATE + 6;
    tt.store(3, 4, Move.NONE, Score.toTable(mated, 2), 4, Bound.EXACT);
    assertEquals(-Score.MATE + 5, Score.fromTable(tt.score(tt.probe(3, 4)), 1));
    assertEquals(3, Score.mateInMoves(Score.MATE - 5));
    assertEquals(-2, Score.mateInMoves(-Score.MATE + 4));
  }

  @Test
  void sameKeyKeepsItsMoveAndDeeperEntriesSurvive() {
    TranspositionTable tt = new TranspositionTable(4); // one bucket
    int move = Move.of(1, 2);
    tt.store(0, 100, move, 10, 3, Bound.EXACT);
    tt.store(0, 100, Move.NONE, 20, 4, Bound.UPPER);
    assertEquals(move, tt.move(tt.probe(0, 100)));
    assertEquals(20, tt.score(tt.probe(0, 100)));
    tt.store(0, 200, Move.NONE, 0, 1, Bound.EXACT);
    tt.store(0, 300, Move.NONE, 0, 2, Bound.EXACT);
    tt.store(0, 400, Move.NONE, 0, 9, Bound.EXACT);
    tt.store(0, 500, Move.NONE, 0, 5, Bound.EXACT); // evicts the depth-1 entry
    assertEquals(-1, tt.probe(0, 200));
    assertTrue(tt.probe(0, 100) >= 0 && tt.probe(0, 400) >= 0 && tt.probe(0, 500) >= 0);
    tt.newSearch();
    tt.store(0, 600, Move.NONE, 0, 1, Bound.EXACT); // old entries age out first
    assertTrue(tt.probe(0, 600) >= 0);
    assertTrue(tt.probe(0, 400) >= 0, "the deepest old entry stays");
  }

  @Test
  void memoryIsFixedBySize() {
    assertEquals(1 << 16, TranspositionTable.ofMegabytes(1).capacity());
    assertTrue(TranspositionTable.ofMegabytes(16).capacity() * 12 <= 16 * 1024 * 1024);
  }
}
