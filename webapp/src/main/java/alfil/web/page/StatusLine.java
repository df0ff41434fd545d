package alfil.web.page;

import alfil.core.Outcome;
import alfil.search.Score;
import alfil.web.dom.Dom;
import alfil.web.protocol.SearchReply;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The status line (whose turn, the engine's thinking with depth and score, the end of the game) and
 * the message line below it (refusals and warnings). Besides the text the status keeps
 * machine-readable {@code data-*} attributes (state, game, depth, score, result) for tests and
 * styling.
 */
final class StatusLine {
  static final String READY = "ready";
  static final String THINKING = "thinking";
  static final String OVER = "over";

  private final HTMLElement element;
  private final HTMLElement message;
  private final HTMLElement announcer;

  /**
   * @param announcer the polite live region (visually hidden) that tells screen readers the moves,
   *     checks and results; the status line itself changes too often (thinking, depth) to be live
   */
  StatusLine(HTMLElement element, HTMLElement message, HTMLElement announcer) {
    this.element = element;
    this.message = message;
    this.announcer = announcer;
  }

  /** Tells screen readers a move, check or result. */
  void announce(String text) {
    Dom.setText(announcer, text);
  }

  private void state(String state, String game) {
    element.setAttribute("data-state", state);
    element.setAttribute("data-game", game);
  }

  void toMove(String game, String side, boolean human) {
    state(READY, game);
    Dom.setText(element, human ? side + " to move" : side + " to move (engine)");
  }

  void thinking(String game) {
    state(THINKING, game);
    element.setAttribute("data-depth", "0");
    Dom.setText(element, "Engine thinking\u2026");
  }

  void progress(int depth, int score) {
    element.setAttribute("data-depth", Integer.toString(depth));
    element.setAttribute("data-score", Integer.toString(score));
    Dom.setText(element, "Engine thinking\u2026 depth " + depth + ", score " + score(score));
  }

  /**
   * The engine answered; {@code by} says where it ran (worker or page). On the page the search is
   * capped, so the player is told why the engine plays weaker.
   */
  void answeredBy(String by) {
    element.setAttribute("data-by", by);
    if (SearchReply.BY_PAGE.equals(by)) {
      say("No worker: the engine thinks briefly on this page");
    }
  }

  /** The end of the game, in the plain words of the result panel's headline. */
  void over(String game, Outcome outcome, String headline) {
    state(OVER, game);
    element.setAttribute("data-result", outcome.resultToken());
    Dom.setText(element, headline);
  }

  /** A refusal or warning for the player; empty text clears it. */
  void say(String text) {
    Dom.setText(message, text);
    message.setHidden(text.isEmpty());
  }

  /** A score for people: "+0.35", or "mate in 3" / "mated in 2" for the engine's side. */
  static String score(int score) {
    if (Score.isMate(score)) {
      int moves = Score.mateInMoves(score);
      return moves > 0 ? "mate in " + moves : "mated in " + -moves;
    }
    return pawns(score);
  }

  /** Centipawns as pawns with two decimals and a sign: "+0.35". */
  static String pawns(int cp) {
    int a = Math.abs(cp);
    int frac = a % 100;
    return (cp < 0 ? "-" : "+") + a / 100 + "." + (frac < 10 ? "0" : "") + frac;
  }
}
