package alfil.web.game;

import alfil.web.protocol.Games;

/** The one place that names each game's adapter. */
public final class Rules {
  private Rules() {}

  /** A fresh adapter in the start position, or null when the game is not available (yet). */
  public static GameRules of(String game) {
    if (Games.XIANGQI.equals(game)) {
      return new XiangqiRules();
    }
    // alfil.chess lands next: its adapter goes here.
    return null;
  }
}
