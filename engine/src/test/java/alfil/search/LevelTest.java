package alfil.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.Chess;
import alfil.core.GamePosition;
import alfil.core.Rng;
import org.junit.jupiter.api.Test;

class LevelTest {

  private static int[] playGame(int seed, int level) {
    DagGame game = new DagGame(17, 30);
    Rng rng = new Rng(seed);
    Level lv = Level.of(level, Chess.GAME);
    Search search = new Search(new TranspositionTable(1 << 12));
    int[] played = new int[30];
    int[] moves = new int[GamePosition.MAX_MOVES];
    for (int ply = 0; ply < 30 && game.legalMoves(moves, 0) > 0; ply++) {
      SearchResult result = search.search(game, lv.limits(), null);
      played[ply] = lv.choose(result, rng);
      game.makeMove(played[ply]);
    }
    return played;
  }

  @Test
  void sameSeedSameGame() {
    for (int level = 1; level <= 8; level++) {
      assertArrayEquals(playGame(5, level), playGame(5, level), "level " + level);
    }
  }

  @Test
  void lowLevelsStrayAmongNearBestMoves() {
    int differing = 0;
    for (int seed = 0; seed < 10; seed++) {
      if (!java.util.Arrays.equals(playGame(seed, 1), playGame(seed + 100, 1))) {
        differing++;
      }
    }
    assertTrue(differing > 0, "level 1 always played the same game");
  }

  @Test
  void aFoundMateIsNeverThrownAway() {
    // X to move can win at once (square 2 completes the top row); every level plays it.
    for (int level = 1; level <= 8; level++) {
      for (int seed = 0; seed < 20; seed++) {
        TicTacToe p = new TicTacToe();
        for (int sq : new int[] {0, 3, 1, 4}) {
          p.makeMove(TicTacToe.move(sq));
        }
        Level lv = Level.of(level, Chess.GAME);
        SearchResult result =
            new Search(new TranspositionTable(1 << 10)).search(p, lv.limits(), null);
        int chosen = lv.choose(result, new Rng(seed));
        assertEquals(TicTacToe.move(2), chosen, "level " + level + " seed " + seed);
      }
    }
  }

  @Test
  void fullStrengthPlaysOnItsClockAndTheOthersKeepTheirCapsWithinIt() {
    Level full = Level.of(Level.MAX, Chess.GAME);
    Level low = Level.of(3, Chess.GAME);
    assertEquals(full.timeCeilingMillis(), full.timeCeilingMillis(0, 0), "no clock");
    assertEquals(0, full.timeOptimumMillis(0, 0));
    // 30 minutes + 20 s: far more than the untimed ceiling for full strength.
    int hard = TimeManager.of(1_800_000, 20_000, 0, TimeManager.DEFAULT_OVERHEAD).maximumMillis();
    assertEquals(hard, full.timeCeilingMillis(1_800_000, 20_000));
    assertTrue(hard > full.timeCeilingMillis());
    assertTrue(full.timeOptimumMillis(1_800_000, 20_000) > 0);
    assertEquals(low.timeCeilingMillis(), low.timeCeilingMillis(1_800_000, 20_000));
    assertEquals(0, low.timeOptimumMillis(1_800_000, 20_000));
    // 1.2 s left without increment: every level stays inside what the clock allows.
    for (int level = Level.MIN; level <= Level.MAX; level++) {
      int ceiling = Level.of(level, Chess.GAME).timeCeilingMillis(1_200, 0);
      assertTrue(ceiling > 0 && ceiling < 1_200 / 2, "level " + level + ": " + ceiling);
    }
  }
}
