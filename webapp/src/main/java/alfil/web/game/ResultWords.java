package alfil.web.game;

import alfil.core.Game;
import alfil.core.Outcome;
import alfil.core.Side;
import alfil.core.Text;
import alfil.web.text.PageTexts;

/**
 * The judge's verdict in plain words for people: the headline of the result panel and the status
 * line ("Black wins: checkmate", "Draw: threefold repetition", "White wins: Black resigned", "Draw
 * by agreement", "You won on time", "You lost: checkmate") and the reason alone ("perpetual check")
 * for a refusal. The reason is the judge's; this only puts it in a sentence, and knows no game.
 */
public final class ResultWords {
  private ResultWords() {}

  /**
   * The reason in the judge's words, without who won: "checkmate", "threefold repetition", "on
   * time", "perpetual chase".
   */
  public static String reason(Outcome outcome) {
    // The judge's lines: "<who> by <reason>", "<who> on time", "draw: <a sentence>".
    String text = outcome.text();
    int colon = text.indexOf(':');
    int by = text.indexOf(" by ");
    return text.substring(colon > 0 ? colon + 2 : by > 0 ? by + 4 : text.indexOf(" on ") + 1);
  }

  /**
   * The headline. {@code you} is the side of the person playing the engine, who reads "You won" or
   * "You lost"; -1 in a game between two people, who read the winner's side name.
   */
  public static Text headline(Outcome outcome, Game game, int you) {
    String reason = reason(outcome);
    if (reason.equals("agreement")) {
      return PageTexts.DRAW_BY_AGREEMENT;
    }
    int winner = outcome.winner();
    if (winner < 0) {
      return PageTexts.DRAW.with(reason);
    }
    Text side = game.sideName(winner);
    if (reason.equals("resignation")) {
      return you < 0
          ? PageTexts.RESIGNED.with(side, game.sideName(Side.other(winner)))
          : winner == you ? PageTexts.ENGINE_RESIGNED : PageTexts.YOU_RESIGNED;
    }
    boolean onTime = reason.equals("on time");
    if (you < 0) {
      return onTime ? PageTexts.WINS_ON_TIME.with(side) : PageTexts.WINS.with(side, reason);
    }
    if (winner == you) {
      return onTime ? PageTexts.YOU_WON_ON_TIME : PageTexts.YOU_WON.with(reason);
    }
    return onTime ? PageTexts.YOU_LOST_ON_TIME : PageTexts.YOU_LOST.with(reason);
  }

  /**
   * The text with its first letter in capitals: the judge's lines start in lower case ASCII
   * (Character.toUpperCase would bring Unicode's case tables into the page).
   */
  public static String capitalized(String text) {
    char c = text.isEmpty() ? 'A' : text.charAt(0);
    return c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') + text.substring(1) : text;
  }
}
