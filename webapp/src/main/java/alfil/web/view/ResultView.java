package alfil.web.view;

import alfil.core.Outcome;
import alfil.web.dom.Dom;
import alfil.web.model.GameModel;
import alfil.web.text.Words;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The result when a game ends, beside the board (never over it: the final position stays in view):
 * who won and how in plain words ("Black wins: checkmate"), the result and the rule cited small
 * beneath it (0-1 · FIDE 5.1.1), and what to do next: New game, Copy record, Review, Analyse game.
 * Its close button dismisses it until the next ending.
 */
public final class ResultView {
  private final Words words;
  private final HTMLElement box;
  private final HTMLElement headline;
  private final HTMLElement rule;
  private final HTMLElement analyse;

  /** The ending the player closed the panel on ({@link #ending}): it stays closed for it. */
  private int closed = -1;

  private int shown = -1;

  public ResultView(Words words, HTMLElement box) {
    this.words = words;
    this.box = box;
    headline = Dom.byId("result-head");
    rule = Dom.byId("result-rule");
    analyse = Dom.byId("result-analyse");
  }

  public void draw(GameModel m) {
    Outcome o = m.outcome();
    int ending = ending(m);
    boolean open = o != null && ending != closed && !m.reviewing();
    box.setHidden(!open);
    if (!open) {
      return;
    }
    analyse.setHidden(!m.canAnalyseGame());
    Dom.setText(headline, words.of(m.headline()));
    String cited = o.rule();
    Dom.setText(rule, o.resultToken() + (cited.isEmpty() ? "" : " \u00b7 " + cited));
    if (ending != shown) {
      shown = ending;
      box.focus();
    }
  }

  /** The player closed the panel: it stays closed until the next ending. */
  public void close(GameModel m) {
    closed = ending(m);
  }

  /** Which ending this is: the game's serial number and its length tell two endings apart. */
  private static int ending(GameModel m) {
    return m.serial() * 4096 + m.plies();
  }
}
