package alfil.web.view;

import alfil.web.dom.Dom;
import alfil.web.model.GameModel;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The status line (whose turn, the engine thinking, the move in review, the end of the game), the
 * message line below it (refusals, warnings, rulings) and the question the page is waiting on (a
 * new game while one is in progress, a move on a past position). Besides the text the status keeps
 * machine-readable {@code data-*} attributes (state, game, result, by) for tests and styling; the
 * thinking sign is the style's, from {@code data-state}, and takes no room of its own.
 */
public final class StatusView {
  private final Words words;
  private final HTMLElement status;
  private final HTMLElement message;
  private final HTMLElement ask;
  private final HTMLElement question;
  private final HTMLElement yes;
  private final HTMLElement undo;

  public StatusView(Words words, HTMLElement status, HTMLElement message, HTMLElement ask) {
    this.words = words;
    this.status = status;
    this.message = message;
    this.ask = ask;
    this.question = ask.querySelector("span");
    this.yes = ask.querySelector("[data-act=yes]");
    this.undo = Dom.byId("undo");
  }

  public void draw(GameModel m) {
    if (!m.hasGame()) {
      return;
    }
    status.setAttribute(
        "data-state",
        m.outcome() != null
            ? "over"
            : m.thinking() ? "thinking" : m.reviewing() ? "review" : "ready");
    status.setAttribute("data-game", m.game().name());
    status.setAttribute("data-by", m.answeredOnPage() ? "page" : "worker");
    if (m.outcome() != null) {
      status.setAttribute("data-result", m.outcome().resultToken());
    } else {
      status.removeAttribute("data-result");
    }
    Dom.setText(status, words.of(m.status()));
    String said = words.of(m.message());
    Dom.setText(message, said == null ? "" : said);
    message.setHidden(said == null);
    String pending = m.pendingMove();
    boolean asking = m.pendingGame() != null || pending != null;
    ask.setHidden(!asking);
    if (asking) {
      Dom.setText(
          question,
          words.of(
              pending != null
                  ? PageTexts.ASK_TRUNCATE.with(pending, Integer.toString(m.pendingTakesBack()))
                  : PageTexts.ASK_NEW_GAME));
      Dom.setText(yes, words.of(pending != null ? PageTexts.PLAY_HERE : PageTexts.ABANDON));
    }
    boolean counted = m.settings().takebacks == alfil.web.game.Settings.THREE;
    Dom.setText(
        undo,
        words.of(
            counted
                ? PageTexts.TAKE_BACK_LEFT.with(Integer.toString(m.takebacksLeft()))
                : PageTexts.TAKE_BACK));
    undo.setAttribute("aria-disabled", m.takebackRefusal(false) == null ? "false" : "true");
  }
}
