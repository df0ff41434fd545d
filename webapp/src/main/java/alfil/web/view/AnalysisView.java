package alfil.web.view;

import alfil.core.Outcome;
import alfil.core.Side;
import alfil.web.dom.Dom;
import alfil.web.model.Analysis;
import alfil.web.model.GameModel;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Analysis on demand: the engine's evaluation of the position in view as a bar beside the board and
 * in words, both from the first player's side (White, Red) whoever is to move, as lichess shows
 * them; its best line in the move list's notation (the board draws its first move as an arrow). At
 * the end of a finished game the bar shows the result.
 */
public final class AnalysisView {
  private final Words words;
  private final HTMLElement button;
  private final HTMLElement section;
  private final HTMLElement bar;
  private final HTMLElement fill;
  private final HTMLElement eval;
  private final HTMLElement line;

  public AnalysisView(Words words) {
    this.words = words;
    button = Dom.byId("analyse");
    section = Dom.byId("analysis");
    bar = Dom.byId("eval-bar");
    fill = Dom.byId("eval-fill");
    eval = Dom.byId("eval");
    line = Dom.byId("pv");
  }

  public void draw(GameModel m) {
    Analysis a = m.analysis();
    button.setAttribute("aria-pressed", a.on() ? "true" : "false");
    section.setHidden(!a.on());
    bar.setHidden(!a.on());
    if (!a.on()) {
      return;
    }
    Outcome over = m.outcome();
    if (over != null && !m.reviewing()) {
      int winner = over.winner();
      setBar(winner < 0 ? 0 : winner == Side.FIRST ? 1 : -1);
      say(words.of(m.headline()));
      eval.setAttribute("data-score", winner < 0 ? "0" : winner == Side.FIRST ? "30000" : "-30000");
      return;
    }
    if (a.ply() < 0) {
      say(words.of(PageTexts.WAITING_FOR_ENGINE));
      return;
    }
    if (!a.reported()) {
      say(words.of(PageTexts.ANALYSING));
      return;
    }
    setBar(a.winningChances());
    int mate = a.mate();
    Dom.setText(
        eval,
        words.of(
            mate != 0
                ? PageTexts.MATE_IN.with(
                    m.sideName(mate > 0 ? Side.FIRST : Side.SECOND),
                    Integer.toString(Math.abs(mate)))
                : PageTexts.EVAL_DEPTH.with(
                    pawns(a.score()), m.sideName(Side.FIRST), Integer.toString(a.depth()))));
    eval.setAttribute("data-score", Integer.toString(a.score()));
    eval.setAttribute("data-depth", Integer.toString(a.depth()));
    Dom.setText(line, a.line());
  }

  private void setBar(double chances) {
    fill.setAttribute("style", "height:" + (int) (50 + 50 * chances) + "%");
  }

  private void say(String text) {
    Dom.setText(eval, text);
    Dom.setText(line, "");
    eval.removeAttribute("data-depth");
  }

  /** Centipawns as pawns with two decimals and a sign: "+0.35". */
  static String pawns(int cp) {
    int a = Math.abs(cp);
    int frac = a % 100;
    return (cp < 0 ? "-" : "+") + a / 100 + "." + (frac < 10 ? "0" : "") + frac;
  }
}
