package alfil.cli;

import alfil.core.Game;
import alfil.core.Judge;
import alfil.core.Move;
import alfil.core.Rng;
import alfil.search.Engine;
import alfil.search.Level;
import alfil.search.SearchResult;

/**
 * Alfil choosing moves in a game, in-process, for {@code play} and {@code match}: the engine's
 * pipeline ({@link Engine#play}) at one level, its table kept from move to move, its choices drawn
 * from one seeded generator, on the command line's clock.
 */
final class AlfilPlayer {
  private final Level level;
  private final Engine engine;
  private final Rng rng;

  /**
   * @param levelNumber {@link Level#MIN} to {@link Level#MAX} (full strength)
   * @param seed the seed of the level's choices: same seed, same node limits, same game
   */
  AlfilPlayer(Game game, int levelNumber, int seed, int hashMegabytes) {
    this.level = Level.of(levelNumber, game);
    this.engine = Engine.ofMegabytes(hashMegabytes);
    this.rng = new Rng(seed);
  }

  void newGame() {
    engine.newGame();
  }

  /**
   * The move to play in {@code game}, within {@code optimumMillis} (soft) and {@code maxMillis}
   * (hard; 0 for no time limit: the level's node cap alone), or {@link Move#NONE} when there is no
   * legal move.
   */
  int choose(Judge game, int optimumMillis, int maxMillis) {
    if (maxMillis <= 0) {
      return engine.play(game, level, null, 0, 0, rng);
    }
    SearchControl clock = new SearchControl(false, false, true);
    return engine.play(game, level, clock, optimumMillis, maxMillis, rng);
  }

  /** The result of the last search (score, depth, line), for a report. */
  SearchResult lastResult() {
    return engine.lastResult();
  }
}
