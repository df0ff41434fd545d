package alfil.cli;

import alfil.core.Game;
import alfil.core.GameClock;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Side;

/**
 * One game of a {@code match}: from an opening, the two players move in turn on the clock the time
 * control gives, every move through the game's judge, until the judge ends the game, a flag falls
 * (the judge rules on it too), a player fails (it forfeits), or the move cap is reached (draw).
 *
 * <p>The clock is a {@link GameClock}, started after the opening. Its time source is the players'
 * thinking alone, each move's time measured around the player's answer: the judge's own work
 * between moves costs neither side.
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
    Judge record;

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
      Game game,
      OpeningBook.Opening opening,
      MatchPlayer[] players,
      TimeControl control,
      int maxPlies,
      java.io.PrintStream log)
      throws InvalidInputException, MatchPlayerException {
    Judge g = opening.start(game);
    Result result = play(g, players, control, maxPlies, log);
    result.record = g;
    return result;
  }

  private static Result play(
      Judge g, MatchPlayer[] players, TimeControl control, int maxPlies, java.io.PrintStream log)
      throws InvalidInputException, MatchPlayerException {
    for (MatchPlayer p : players) {
      p.newGame(g.game());
    }
    GameClock clock = control.isClock() ? control.newClock() : null;
    long now = 0;
    if (clock != null) {
      clock.start(g.sideToMove(), now);
    }
    int[] clocks = new int[2];
    int played = 0;
    while (!g.isOver()) {
      if (played >= maxPlies) {
        return new Result(-1, "draw by move cap (adjudicated)", g.plyCount(), false);
      }
      // As match runners do (cutechess-cli), a claimable draw (chess: threefold, fifty moves) is
      // claimed at once: engines play on only because they know the claim is theirs to make.
      if (g.claimableDrawName() != null && g.claimDrawAsItStands()) {
        break;
      }
      int side = g.sideToMove();
      if (clock != null) {
        clocks[Side.FIRST] = control.told(clock, Side.FIRST, now);
        clocks[Side.SECOND] = control.told(clock, Side.SECOND, now);
      }
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
      if (clock != null) {
        now += elapsed;
        if (!clock.press(now)) {
          g.flagFell(side);
          break;
        }
      }
      int move;
      try {
        move = EngineNotation.parse(g.game(), g.searchPosition(), text, false);
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
