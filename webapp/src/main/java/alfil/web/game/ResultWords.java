package alfil.web.game;

import alfil.core.Outcome;
import alfil.core.Side;

/**
 * The judge's verdict in plain words for people: the headline of the result panel and the status
 * line ("Black wins: checkmate", "Draw: threefold repetition", "White wins: Black resigned", "Draw
 * by agreement", "You won on time", "You lost: checkmate") and the reason alone ("perpetual check")
 * for a refusal. The words are the judge's ({@link Outcome#text}: "black wins by checkmate", "red
 * wins on time", "draw: a flag fell but ..."): this only rearranges them, and knows no game.
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
  public static String headline(Outcome outcome, String first, String second, int you) {
    String reason = reason(outcome);
    if (reason.equals("agreement")) {
      return "Draw by agreement";
    }
    int winner = outcome.winner();
    String who =
        winner < 0
            ? "Draw"
            : you < 0
                ? (winner == Side.FIRST ? first : second) + " wins"
                : winner == you ? "You won" : "You lost";
    if (reason.equals("resignation")) {
      if (you >= 0 && winner != you) {
        return "You resigned";
      }
      reason = (you < 0 ? (winner == Side.FIRST ? second : first) : "the engine") + " resigned";
    }
    return who + (reason.equals("on time") ? " " : ": ") + reason;
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
