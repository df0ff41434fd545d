package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Side;
import alfil.games.Games;
import alfil.search.Level;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Endurance: Alfil against itself at 10 s + 0.1 s per side, as {@code match --self --tc 10+0.1}
 * plays it (in-process players, the match's own game loop and judge), chess and xiangqi in turn. No
 * game may be lost on time or by an illegal move, and the heap must not grow with the games: every
 * table keeps its configured size. {@code -Dalfil.endurance.games=200} is the full run (the
 * default); {@code =4} proves the harness in minutes.
 */
@Tag("slow")
class EnduranceSlowTest {
  private static final int GAMES = Integer.getInteger("alfil.endurance.games", 200);

  /**
   * The index of the first game (its opening and colours): a long run can be split over processes,
   * e.g. games 0-159 in one and {@code -Dalfil.endurance.first=160 -Dalfil.endurance.games=40} in
   * another.
   */
  private static final int FIRST = Integer.getInteger("alfil.endurance.first", 0);

  /** Heap the games may add beyond the players with their tables made: none of it is a table. */
  private static final long HEAP_GROWTH_BYTES = 24L << 20;

  /**
   * Alfil as the match plays it, checked from outside: each move legal and made within the time its
   * clock had.
   */
  private static final class Checked implements MatchPlayer {
    private final InProcessAlfil alfil;
    int moves;
    long slowestMillis;
    long leastLeftMillis = Long.MAX_VALUE;

    Checked(InProcessAlfil alfil) {
      this.alfil = alfil;
    }

    @Override
    public String name() {
      return alfil.name();
    }

    @Override
    public void newGame(Game game) {
      alfil.newGame(game);
    }

    @Override
    public String move(Judge game, TimeControl control, int[] clocks) throws MatchPlayerException {
      int left = clocks[game.sideToMove()];
      long start = System.nanoTime();
      String text = alfil.move(game, control, clocks);
      long took = (System.nanoTime() - start) / 1_000_000;
      slowestMillis = Math.max(slowestMillis, took);
      leastLeftMillis = Math.min(leastLeftMillis, left - took);
      if (took >= left) {
        fail(name() + " used " + took + " ms with " + left + " ms left at " + game.fen());
      }
      try {
        game.parseMove(text);
      } catch (InvalidInputException e) {
        fail(name() + " played illegal " + text + " at " + game.fen() + ": " + e.reason());
      }
      moves++;
      return text;
    }

    @Override
    public void close() {
      alfil.close();
    }
  }

  @Test
  void selfPlayAtTenPlusATenthNeverLosesOnTimeNorPlaysIllegally() throws Exception {
    TimeControl control = TimeControl.parse("10+0.1");
    Checked[][] players = new Checked[2][];
    Game[] games = Games.all();
    OpeningBook[] books = new OpeningBook[2];
    for (int g = 0; g < 2; g++) {
      players[g] =
          new Checked[] {
            new Checked(new InProcessAlfil("Alfil", Level.MAX, 1)),
            new Checked(new InProcessAlfil("Alfil (opponent)", Level.MAX, 2))
          };
      books[g] = OpeningBook.builtIn(games[g]);
    }
    for (int g = 0; g < 2; g++) {
      for (Checked p : players[g]) {
        p.newGame(games[g]); // every table is made now, before the heap is measured
      }
    }
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    System.gc();
    long heapBefore = memory.getHeapMemoryUsage().getUsed();
    long started = System.nanoTime();
    for (int i = FIRST; i < FIRST + GAMES; i++) {
      // Pairs of games, colours swapped on the same opening; chess and xiangqi pair by pair.
      int g = (i / 2) % 2;
      Checked[] pair = players[g];
      int first = i % 2 == 0 ? Side.FIRST : Side.SECOND;
      Checked[] sides = {pair[first], pair[1 - first]};
      MatchGame.Result result =
          MatchGame.play(games[g], books[g].get(i / 4), sides, control, 400, null);
      String line = "game " + (i + 1) + " (" + games[g].name() + "): " + result.text;
      System.out.println(line + ", " + (result.plies + 1) / 2 + " moves");
      assertFalse(result.playerBroke, line);
      assertFalse(result.text.contains("forfeit"), line);
      assertFalse(result.text.contains("on time"), line);
      System.gc();
      long heap = memory.getHeapMemoryUsage().getUsed();
      assertTrue(
          heap - heapBefore < HEAP_GROWTH_BYTES,
          line + ": heap grew by " + ((heap - heapBefore) >> 20) + " MB");
    }
    long slowest = 0;
    long leastLeft = Long.MAX_VALUE;
    for (Checked[] pair : players) {
      for (Checked p : pair) {
        slowest = Math.max(slowest, p.slowestMillis);
        leastLeft = Math.min(leastLeft, p.leastLeftMillis);
        p.close();
      }
    }
    System.out.println(
        GAMES
            + " games in "
            + (System.nanoTime() - started) / 1_000_000_000
            + " s; slowest move "
            + slowest
            + " ms; least left on a clock after a move "
            + leastLeft
            + " ms");
  }
}
