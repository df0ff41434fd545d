package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.ChessSearchPosition;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.SearchPosition;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The move-ordering statistics: bounded by gravity, killers, counter moves, the line's context. */
class MoveHistoryTest {
  private static final int MAX = MoveHistory.HISTORY_MAX;
  private static final int[] NONE = new int[0];

  @Test
  void gravityNeverLeavesTheBounds() {
    for (int h = -MAX; h <= MAX; h += 97) {
      for (int bonus = -MAX; bonus <= MAX; bonus += 89) {
        int next = MoveHistory.gravity(h, bonus);
        assertTrue(next >= -MAX && next <= MAX, h + " + " + bonus + " -> " + next);
      }
    }
    assertEquals(MAX, MoveHistory.gravity(MAX, 1200), "at the bound a bonus adds nothing");
    assertEquals(-MAX, MoveHistory.gravity(-MAX, -1200));
    assertEquals(1200, MoveHistory.gravity(0, 1200), "from zero the whole bonus");
    assertEquals(MAX / 2 + 600, MoveHistory.gravity(MAX / 2, 1200), "half way: half the bonus");
    assertEquals(MAX / 2 - 1800, MoveHistory.gravity(MAX / 2, -1200), "against: more than all");
  }

  @Test
  void bonusGrowsWithDepthUpToACap() {
    assertEquals(16, MoveHistory.bonus(1));
    assertEquals(256, MoveHistory.bonus(4));
    assertEquals(1200, MoveHistory.bonus(9));
    assertEquals(1200, MoveHistory.bonus(60));
  }

  private static SearchPosition kiwipete() throws InvalidInputException {
    return ChessSearchPosition.fromFen(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10");
  }

  private static int[] moves(SearchPosition pos, boolean tactical) {
    int[] all = new int[GamePosition.MAX_MOVES];
    int n = pos.legalMoves(all, 0);
    return Arrays.stream(all, 0, n).filter(m -> pos.isTactical(m) == tactical).toArray();
  }

  @Test
  void repeatedCutoffsSaturateWithinTheBounds() throws InvalidInputException {
    SearchPosition pos = kiwipete();
    int side = pos.sideToMove();
    int[] quiets = moves(pos, false);
    int[] captures = moves(pos, true);
    int good = quiets[0];
    // Moves of another piece kind or target than the good one: their continuation entries differ.
    int[] failed =
        Arrays.stream(quiets)
            .filter(m -> pos.moverType(m) != pos.moverType(good) || Move.to(m) != Move.to(good))
            .limit(2)
            .toArray();
    MoveHistory history = new MoveHistory();
    history.clear();
    // With two moves before (not null moves) the quiet score adds two continuation entries.
    history.play(pos, 0, quiets[3]);
    history.play(pos, 1, quiets[4]);
    int ply = 2;
    int last = 0;
    for (int k = 0; k < 200; k++) {
      history.updateOnCutoff(pos, ply, side, 20, good, false, failed, 2, captures, 1);
      int score = history.quiet(pos, side, good, ply);
      assertTrue(score >= last, "rises monotonically: " + score + " after " + last);
      last = score;
    }
    // Butterfly plus two continuation entries, each at most MAX and each close to it by now.
    assertTrue(last <= 3 * MAX && last > 3 * (MAX - 100), "saturated near 3 * MAX: " + last);
    int bad = history.quiet(pos, side, failed[0], ply);
    assertTrue(bad >= -3 * MAX && bad < -3 * (MAX - 100), "failed quiet near -3 * MAX: " + bad);
    int capture = history.capture(pos, side, captures[0]);
    assertTrue(capture >= -MAX && capture < -(MAX - 100), "failed capture near -MAX: " + capture);

    for (int k = 0; k < 200; k++) {
      history.updateOnCutoff(pos, ply, side, 20, captures[1], true, NONE, 0, NONE, 0);
    }
    int winner = history.capture(pos, side, captures[1]);
    assertTrue(winner <= MAX && winner > MAX - 100, "cutting capture near MAX: " + winner);
  }

  @Test
  void killersKeepTheLastTwoDistinctCutoffsOfEachPly() throws InvalidInputException {
    SearchPosition pos = kiwipete();
    int[] quiets = moves(pos, false);
    MoveHistory history = new MoveHistory();
    history.clear();
    history.playNull(2);
    history.updateOnCutoff(pos, 3, 0, 4, quiets[0], false, NONE, 0, NONE, 0);
    history.updateOnCutoff(pos, 3, 0, 4, quiets[1], false, NONE, 0, NONE, 0);
    history.updateOnCutoff(pos, 3, 0, 4, quiets[1], false, NONE, 0, NONE, 0);
    assertEquals(quiets[1], history.killer1(3));
    assertEquals(quiets[0], history.killer2(3), "a repeated killer does not push out the other");
    assertTrue(history.isKiller(3, quiets[0]) && history.isKiller(3, quiets[1]));
    assertTrue(!history.isKiller(4, quiets[0]), "killers belong to their ply");
    // A capture that cuts off is no killer.
    int capture = moves(pos, true)[0];
    history.updateOnCutoff(pos, 3, 0, 4, capture, true, NONE, 0, NONE, 0);
    assertEquals(quiets[1], history.killer1(3));
    history.newSearch();
    assertEquals(Move.NONE, history.killer1(3), "a new search forgets the killers");
  }

  @Test
  void counterMoveAnswersTheMoveBeforeForItsSide() throws InvalidInputException {
    SearchPosition pos = kiwipete();
    int[] quiets = moves(pos, false);
    MoveHistory history = new MoveHistory();
    history.clear();
    history.play(pos, 0, quiets[0]);
    history.updateOnCutoff(pos, 1, 1, 4, quiets[5], false, NONE, 0, NONE, 0);
    assertEquals(quiets[5], history.counterMove(1, 1));
    assertTrue(history.counterMove(0, 1) != quiets[5], "the other side has its own");
    history.playNull(0);
    assertTrue(history.counterMove(1, 1) != quiets[5], "after a null move: no counter move");
    history.updateOnCutoff(pos, 1, 1, 4, quiets[6], false, NONE, 0, NONE, 0);
    history.play(pos, 0, quiets[0]);
    assertEquals(quiets[5], history.counterMove(1, 1), "a cutoff after a null move sets none");
    history.newSearch();
    assertEquals(quiets[5], history.counterMove(1, 1), "counter moves outlive a search");
    history.clear();
    assertTrue(history.counterMove(1, 1) != quiets[5], "a new game forgets them");
  }

  @Test
  void newSearchScalesTheButterflyHistoryDown() throws InvalidInputException {
    SearchPosition pos = kiwipete();
    int side = pos.sideToMove();
    int m = moves(pos, false)[0];
    MoveHistory history = new MoveHistory();
    history.clear();
    history.playNull(0);
    history.updateOnCutoff(pos, 1, side, 9, m, false, NONE, 0, NONE, 0);
    assertEquals(1200, history.quiet(pos, side, m, 1));
    history.newSearch();
    assertEquals(150, history.quiet(pos, side, m, 1));
    history.clear();
    assertEquals(0, history.quiet(pos, side, m, 1));
  }
}
