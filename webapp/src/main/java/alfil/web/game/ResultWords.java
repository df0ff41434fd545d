package alfil.web.game;

import alfil.core.CoreTexts;
import alfil.core.Game;
import alfil.core.Outcome;
import alfil.core.Side;
import alfil.core.Text;
import alfil.web.text.PageTexts;

/**
 * The judge's verdict in plain words for people: the headline of the result panel and the status
 * line ("Black wins: checkmate", "Draw: threefold repetition", "White wins: Black resigned", "Draw
 * by agreement", "You won on time", "You lost: checkmate"). The reason is the judge's ({@link
 * Outcome#reason}); this only puts it in a sentence, and knows no game.
 */
public final class ResultWords {
  private ResultWords() {}

  /**
   * The headline. {@code you} is the side of the person playing the engine, who reads "You won" or
   * "You lost"; -1 in a game between two people, who read the winner's side name.
   */
  public static Text headline(Outcome outcome, Game game, int you) {
    Text reason = outcome.reason();
    if (is(reason, CoreTexts.AGREEMENT)) {
      return PageTexts.DRAW_BY_AGREEMENT;
    }
    int winner = outcome.winner();
    if (winner < 0) {
      return PageTexts.DRAW.with(reason);
    }
    Text side = game.sideName(winner);
    if (is(reason, CoreTexts.RESIGNATION)) {
      return you < 0
          ? PageTexts.RESIGNED.with(side, game.sideName(Side.other(winner)))
          : winner == you ? PageTexts.ENGINE_RESIGNED : PageTexts.YOU_RESIGNED;
    }
    boolean onTime = is(reason, CoreTexts.ON_TIME);
    if (you < 0) {
      return onTime ? PageTexts.WINS_ON_TIME.with(side) : PageTexts.WINS.with(side, reason);
    }
    if (winner == you) {
      return onTime ? PageTexts.YOU_WON_ON_TIME : PageTexts.YOU_WON.with(reason);
    }
    return onTime ? PageTexts.YOU_LOST_ON_TIME : PageTexts.YOU_LOST.with(reason);
  }

  /** Whether a text is the catalog's {@code kind} (its key), whatever its arguments. */
  public static boolean is(Text text, Text kind) {
    return text != null && text.key().equals(kind.key());
  }
}
