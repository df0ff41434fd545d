package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.Move;
import org.junit.jupiter.api.Test;

/** Time, node and stop limits; independence of two searchers. */
class SearchLimitsTest {

  /** A clock that advances one millisecond each time it is read. */
  static final class TickingClock implements SearchClock {
    int now;

    @Override
    public int elapsedMillis() {
      return now++;
    }
  }

  private static boolean isLegal(GamePosition p, int move) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = p.legalMoves(moves, 0);
    for (int i = 0; i < n; i++) {
      if (moves[i] == move) {
        return true;
      }
    }
    return false;
  }

  @Test
  void deadlineIsHonouredThroughTheClock() {
    DagGame game = new DagGame(3, 120);
    TickingClock clock = new TickingClock();
    SearchLimits limits = new SearchLimits();
    limits.clock = clock;
    limits.maxMillis = 40;
    limits.selective = false;
    SearchResult result = new Search(new TranspositionTable(1 << 12)).search(game, limits, null);
    assertTrue(isLegal(game, result.bestMove()));
    assertTrue(result.depth >= 1 && result.depth < 60, "depth " + result.depth);
    // The clock is read once per 256 nodes (and once per iteration): it stopped near 40 ms.
    assertTrue(clock.now <= 40 + 2 * result.depth + 2, "clock read " + clock.now + " times");
    assertTrue(result.nodes() < 256 * (42 + 2 * result.depth), "nodes " + result.nodes());
  }

  @Test
  void nodeLimitStopsTheSearch() {
    DagGame game = new DagGame(5, 120);
    SearchLimits limits = new SearchLimits();
    limits.nodes = 20_000;
    SearchResult result = new Search(new TranspositionTable(1 << 12)).search(game, limits, null);
    assertNotEquals(Move.NONE, result.bestMove());
    assertTrue(result.nodes() < 20_000 + 256, "nodes " + result.nodes());
  }

  @Test
  void stopRequestedBeforeStartStillGivesDepthOne() {
    DagGame game = new DagGame(9, 120);
    Search search = new Search(new TranspositionTable(1 << 12));
    SearchListener stopper = info -> search.stop();
    SearchResult result = search.search(game, SearchLimits.depth(50), stopper);
    assertEquals(1, result.depth);
    assertTrue(isLegal(game, result.bestMove()));
  }

  @Test
  void twoSearchersSideBySideMatchOneAlone() throws Exception {
    int games = 6;
    int[] aloneMove = new int[games];
    int[] aloneScore = new int[games];
    double[] aloneNodes = new double[games];
    for (int g = 0; g < games; g++) {
      SearchResult r =
          new Search(new TranspositionTable(1 << 14))
              .search(new DagGame(g + 11, 40), SearchLimits.depth(9), null);
      aloneMove[g] = r.bestMove();
      aloneScore[g] = r.score();
      aloneNodes[g] = r.nodes();
    }
    SearchResult[][] together = new SearchResult[2][games];
    Thread[] threads = new Thread[2];
    for (int t = 0; t < 2; t++) {
      int index = t;
      threads[t] =
          new Thread(
              () -> {
                for (int g = 0; g < games; g++) {
                  together[index][g] =
                      new Search(new TranspositionTable(1 << 14))
                          .search(new DagGame(g + 11, 40), SearchLimits.depth(9), null);
                }
              });
      threads[t].start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    for (int t = 0; t < 2; t++) {
      for (int g = 0; g < games; g++) {
        assertEquals(aloneMove[g], together[t][g].bestMove());
        assertEquals(aloneScore[g], together[t][g].score());
        assertEquals(aloneNodes[g], together[t][g].nodes());
      }
    }
  }

  /** Searches {@code fen} of {@code game} to depth 20, deciding early when asked to. */
  private static SearchResult decided(alfil.core.Game game, String fen, boolean stop)
      throws alfil.core.InvalidInputException {
    SearchLimits limits = SearchLimits.depth(20);
    limits.nodes = 3_000_000;
    limits.stopWhenDecided = stop;
    return new Search(new TranspositionTable(1 << 14))
        .search(game.newSearchPosition(fen), limits, null);
  }

  @Test
  void aLoneLegalMoveIsDecidedAfterTheFirstIteration() throws Exception {
    // White's king in check along the first rank, g2 guarded by the bishop: Rb1 alone answers.
    String fen = "1R6/8/7k/8/8/7b/7P/r6K w - - 0 1";
    SearchResult r = decided(alfil.chess.Chess.GAME, fen, true);
    assertEquals(1, r.depth, "one legal move: no second iteration");
    assertTrue(
        decided(alfil.chess.Chess.GAME, fen, false).depth > 1, "without the flag it goes on");
  }

  @Test
  void aMateFoundWithinTheDepthIsDecided() throws Exception {
    // Ra8 mates: found at depth 1, proved at once.
    String fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    SearchResult r = decided(alfil.chess.Chess.GAME, fen, true);
    assertTrue(r.depth <= 2, "depth " + r.depth);
    assertEquals("a1a8", alfil.chess.Chess.GAME.newPosition(fen).moveToText(r.bestMove()));
    assertTrue(decided(alfil.chess.Chess.GAME, fen, false).depth > 2);
  }
}
