package alfil.web.page;

import alfil.web.game.GameRules;

/**
 * An earlier position of the game, for review: the game's moves replayed from its start through the
 * judge (no rule of the page's own). The replay walks from the ply it shows to the next one asked,
 * a move played or taken back per step, so stepping through a long game stays cheap.
 */
final class Review {
  private GameRules position;

  /** Plies played on {@link #position}. */
  private int ply;

  /**
   * The position after the first {@code ply} of {@code moves} (engine text) from {@code startFen}.
   * The moves before the last one asked must be the same as then, else {@link #forget} first.
   */
  GameRules at(String game, String startFen, String[] moves, int ply) {
    if (position == null) {
      position = GameRules.of(game);
      position.setPosition(startFen);
      this.ply = 0;
    }
    for (; this.ply > ply; this.ply--) {
      position.undo();
    }
    for (; this.ply < ply; this.ply++) {
      position.play(position.parseEngineText(moves[this.ply]));
    }
    return position;
  }

  /**
   * The game changed (a new game, a takeback, a record loaded): replay from its start next time.
   */
  void forget() {
    position = null;
  }
}
