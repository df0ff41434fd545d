package alfil.cli;

import alfil.core.InvalidInputException;

/**
 * One game of a {@code match}: from an opening, the two players move in turn on the clock the time
 * control gives, every move through the game's judge, until the judge ends the game, a flag falls
 * (the judge rules on it too), a player fails (it forfeits), or the move cap is reached (draw).
 */
final class MatchGame {
  /** How the game ended: the winning side or -1 for a draw, and the reason as printed. */
  static final class Result {
    final int winner;
    final String text;
    final int plies;

    /** Whether a player failed in a way that makes further games pointless (a crash). */
    final boolean playerBroke;

    /** The game as the judge recorded it. */
    RefereedGame record;

    Result(int winner, String text, int plies, boolean playerBroke) {
      this.winner = winner;
      this.text = text;
      this.plies = plies;
      this.playerBroke = playerBroke;
    }
  }

  private MatchGame() {}

  /**
   * Plays {@code players[side]} against each other from {@code opening}.
   *
   * @param maxPlies the move cap in plies after the opening: reaching it is adjudicated a draw
   * @param log where each move and its time go ({@code --verbose}), or null
   */
  static Result play(
      String game,
      OpeningBook.Opening opening,
      MatchPlayer[] players,
      TimeControl control,
      int maxPlies,
      java.io.PrintStream log)
      throws InvalidInputException, MatchPlayerException {
    RefereedGame g = opening.start(game);
    Result result = play(g, players, control, maxPlies, log);
    result.record = g;
    return result;
  }

  private static Result play(
      RefereedGame g,
      MatchPlayer[] players,
      TimeControl control,
      int maxPlies,
      java.io.PrintStream log)
      throws InvalidInputException, MatchPlayerException {
    for (MatchPlayer p : players) {
      p.newGame(g.game());
    }
    int[] clocks = {control.base, control.base};
    int played = 0;
    while (!g.isOver()) {
      if (played >= maxPlies) {
        return new Result(-1, "draw by move cap (adjudicated)", g.plyCount(), false);
      }
      // As match runners do (cutechess-cli), a claimable draw (chess: threefold, fifty moves) is
      // claimed at once: engines play on only because they know the claim is theirs to make.
      if (g.claimableDraw() != null && g.claimDraw()) {
        break;
      }
      int side = g.sideToMove();
      long started = System.nanoTime();
      String text;
      try {
        text = players[side].move(g, control, clocks);
      } catch (MatchPlayerException e) {
        if (e.onTime) {
          g.flagFell(side);
          break;
        }
        g.resign(side);
        return new Result(
            g.winner(), g.outcomeText() + " (forfeit: " + e.getMessage() + ")", g.plyCount(), true);
      }
      int elapsed = (int) ((System.nanoTime() - started) / 1_000_000);
      if (log != null) {
        log.println(
            "ply "
                + (g.plyCount() + 1)
                + " "
                + players[side].name()
                + " "
                + text
                + " "
                + elapsed
                + " ms"
                + (control.isClock() ? ", clock " + (clocks[side] - elapsed) + " ms" : ""));
      }
      if (control.isClock()) {
        clocks[side] -= elapsed;
        if (clocks[side] < -control.margin) {
          g.flagFell(side);
          break;
        }
        clocks[side] += control.increment;
      }
      int move;
      try {
        move = EngineNotation.parse(g.searchPosition(), text, false);
      } catch (InvalidInputException e) {
        g.resign(side);
        return new Result(
            g.winner(),
            g.outcomeText() + " (forfeit: illegal move " + text + ": " + e.reason() + ")",
            g.plyCount(),
            false);
      }
      g.play(move);
      played++;
    }
    return new Result(g.winner(), g.outcomeText(), g.plyCount(), false);
  }
}
