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
  private final HTMLElement undo = Dom.byId("undo");

  /** The thinking line's start: "Engine thinking…", after "Check! " when the engine is in check. */
  private String thinkingText;

  /**
   * @param announcer the polite live region (visually hidden) that tells screen readers the moves,
   *     checks and results; the status line itself changes too often (thinking, depth) to be live
   */
  StatusLine(HTMLElement element, HTMLElement message, HTMLElement announcer) {
    this.element = element;
    this.message = message;
    this.announcer = announcer;
  }

  /**
   * Tells screen readers a move, check, result or selection. Each message is a paragraph of its own
   * in the live region, and screen readers read the paragraphs added in turn. A message of the
   * player's own doing ({@code queued} false: their selection, their move) replaces the older ones;
   * the engine's reply is added after them, so the player's own move is still read out first.
   */
  void announce(String text, boolean queued) {
    if (!queued) {
      Dom.clear(announcer);
    }
    HTMLElement p = Dom.html("p");
    Dom.setText(p, text);
    announcer.appendChild(p);
  }

  private void state(String state, String game) {
    element.setAttribute("data-state", state);
    element.setAttribute("data-game", game);
  }

  /**
   * A human is to move: against the engine "Your turn (Red)", between two players "Red to move";
   * "Check! " before it when that side is in check.
   */
  void toMove(String game, String side, boolean againstEngine, boolean check) {
    state(READY, game);
    Dom.setText(
        element,
        (check ? "Check! " : "")
            + (againstEngine ? "Your turn (" + side + ")" : side + " to move"));
  }

  void thinking(String game, boolean check) {
    state(THINKING, game);
    element.setAttribute("data-depth", "0");
    thinkingText = (check ? "Check! " : "") + "Engine thinking\u2026";
    Dom.setText(element, thinkingText);
  }

  /** The search's progress; its score is the engine's, the side it plays, and says so. */
  void progress(int depth, int score) {
    element.setAttribute("data-depth", Integer.toString(depth));
    element.setAttribute("data-score", Integer.toString(score));
    Dom.setText(
        element, thinkingText + " depth " + depth + ", score " + score(score) + " (engine's view)");
  }

  /**
   * The take-back button: its label (with the takebacks left when they are counted) and whether it
   * takes back now. Disabled by {@code aria-disabled} rather than {@code disabled}: a press still
   * comes through and says why nothing was taken back.
   */
  void takebacks(String label, boolean allowed) {
    Dom.setText(undo, label);
    undo.setAttribute("aria-disabled", allowed ? "false" : "true");
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
