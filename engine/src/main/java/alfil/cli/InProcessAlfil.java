package alfil.cli;

import alfil.core.Game;
import alfil.core.Judge;
import alfil.core.Move;
import alfil.search.TimeManager;

/**
 * Alfil as a match player in this process: the same choice as the {@code uci} command's (level
 * caps, the time manager on a clock), without the pipe, so that a self-match costs nothing extra.
 */
final class InProcessAlfil implements MatchPlayer {
  /**
   * No pipe in-process, but on a clock wall time is still lost outside the search (the judge's
   * checks, the collector, a busy machine): the same reserve as the UCI default, which the time
   * manager's tests prove safe at 10 s + 0.1 s. A fixed time a move is used in full, as the engines
   * it is measured against use theirs.
   */
  private static final int OVERHEAD = TimeManager.DEFAULT_OVERHEAD;

  private final String name;
  private final int level;
  private final int seed;
  private AlfilPlayer player;

  InProcessAlfil(String name, int level, int seed) {
    this.name = name;
    this.level = level;
    this.seed = seed;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void newGame(Game game) {
    if (player == null) {
      player = new AlfilPlayer(game, level, seed, UciSession.DEFAULT_HASH_MB);
    }
    player.newGame();
  }

  @Override
  public String move(Judge game, TimeControl control, int[] clocks) throws MatchPlayerException {
    TimeManager time;
    if (control.isClock()) {
      int side = game.sideToMove();
      time = TimeManager.of(clocks[side], control.increment, 0, OVERHEAD);
    } else {
      time = TimeManager.fixed(control.moveTime);
    }
    int move = player.choose(game, time.optimumMillis(), time.maximumMillis());
    if (move == Move.NONE) {
      throw new MatchPlayerException(name + " found no legal move", false);
    }
    return game.engineText(move);
  }

  @Override
  public void close() {}
}
