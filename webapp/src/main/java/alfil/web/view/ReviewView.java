package alfil.web.view;

import alfil.core.Side;
import alfil.review.Mark;
import alfil.review.ReviewResult;
import alfil.web.dom.Dom;
import alfil.web.model.GameAnalysis;
import alfil.web.model.GameModel;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * The game's review under the move list, as lichess shows a computer analysis: the "Analyse game"
 * button; while the review runs, its progress and a cancel; once done, the evaluation graph (the
 * first player's winning chances after each move, the marked moves as dots in their marks' colours,
 * the move in view as a line; a click jumps to the move), what the review says of the marked move
 * in view, and each side's accuracy and count of each mark.
 */
public final class ReviewView {
  /** The graph's height in its own units: 0 is the first player winning, 100 the second. */
  private static final int GRAPH_HEIGHT = 100;

  private final Words words;
  private final HTMLElement section = Dom.byId("review");
  private final HTMLElement start = Dom.byId("analyse-game");
  private final HTMLElement run = Dom.byId("review-run");
  private final HTMLElement progress = Dom.byId("review-progress");
  private final HTMLElement count = Dom.byId("review-count");
  private final HTMLElement chart = Dom.byId("review-chart");
  private final HTMLElement graph = Dom.byId("review-graph");
  private final HTMLElement advice = Dom.byId("review-advice");
  private final HTMLElement summary = Dom.byId("review-summary");

  /** The move in view on the graph. */
  private Element cursor;

  /** The review the graph and the summary show: they are drawn again for another one. */
  private ReviewResult drawn;

  public ReviewView(Words words) {
    this.words = words;
  }

  public void draw(GameModel m) {
    GameAnalysis a = m.gameAnalysis();
    boolean offered = m.canAnalyseGame();
    int state = a.state();
    section.setHidden(!offered && state == GameAnalysis.NONE);
    section.setAttribute("data-game", m.game().name());
    start.setHidden(!offered);
    run.setHidden(state != GameAnalysis.RUNNING);
    if (state == GameAnalysis.RUNNING) {
      progress.setAttribute("max", Integer.toString(Math.max(1, a.total())));
      progress.setAttribute("value", Integer.toString(a.done()));
      Dom.setText(
          count,
          words.of(
              PageTexts.REVIEW_PROGRESS.with(
                  Integer.toString(a.done()), Integer.toString(a.total()))));
    }
    ReviewResult done = a.result();
    chart.setHidden(done == null);
    summary.setHidden(done == null);
    advice.setHidden(done == null);
    if (done == null) {
      drawn = null;
      return;
    }
    if (done != drawn) {
      drawn = done;
      drawGraph(done);
      drawSummary(m, done);
    }
    cursor.setAttribute("x1", Integer.toString(m.shown()));
    cursor.setAttribute("x2", Integer.toString(m.shown()));
    Dom.setText(advice, m.advice() == null ? "" : words.of(m.advice()));
    int mark = m.mark(m.shown() - 1);
    advice.setClassName(mark == Mark.NONE ? "advice" : "advice m" + mark);
  }

  /** The page speaks another language: the graph's label and the summary are said again. */
  public void relabel() {
    drawn = null;
  }

  /** The ply a click on the graph at {@code clientX} chooses: the position nearest to it. */
  public int plyAt(double clientX, int plies) {
    double width = Dom.box(graph, "width");
    double x = (clientX - Dom.box(graph, "left")) / (width > 0 ? width : 1);
    int ply = (int) Math.floor(x * plies + 0.5);
    return ply < 0 ? 0 : Math.min(ply, plies);
  }

  private void drawGraph(ReviewResult r) {
    Dom.clear(graph);
    int plies = r.plies();
    graph.setAttribute("viewBox", "0 0 " + plies + " " + GRAPH_HEIGHT);
    StringBuilder area = new StringBuilder("M0 " + GRAPH_HEIGHT);
    for (int position = 0; position <= plies; position++) {
      area.append('L').append(position).append(' ').append(height(r, position));
    }
    area.append('L').append(plies).append(' ').append(GRAPH_HEIGHT).append('Z');
    Element fill = Dom.svg("path", "area");
    fill.setAttribute("d", area.toString());
    graph.appendChild(fill);
    graph.appendChild(line("mid", 0, GRAPH_HEIGHT / 2, plies, GRAPH_HEIGHT / 2));
    cursor = line("at", 0, 0, 0, GRAPH_HEIGHT);
    graph.appendChild(cursor);
    int marked = 0;
    for (int ply = 0; ply < plies; ply++) {
      int mark = r.mark(ply);
      if (mark != Mark.NONE) {
        // A line of no length with round caps of a fixed width: a dot however the graph stretches.
        int y = height(r, ply + 1);
        Element dot = line("dot m" + mark, ply + 1, y, ply + 1, y);
        dot.setAttribute("data-ply", Integer.toString(ply + 1));
        graph.appendChild(dot);
        marked++;
      }
    }
    graph.setAttribute(
        "aria-label",
        words.of(PageTexts.GRAPH.with(Integer.toString(plies), Integer.toString(marked))));
  }

  /** Height of the first player's chances after {@code position}: 0 winning, 100 lost. */
  private static int height(ReviewResult r, int position) {
    return (int) Math.floor(GRAPH_HEIGHT * (1 - r.winningChances(position)) / 2 + 0.5);
  }

  private static Element line(String cls, int x1, int y1, int x2, int y2) {
    Element l = Dom.svg("line", cls);
    l.setAttribute("x1", Integer.toString(x1));
    l.setAttribute("y1", Integer.toString(y1));
    l.setAttribute("x2", Integer.toString(x2));
    l.setAttribute("y2", Integer.toString(y2));
    return l;
  }

  /** Each side's accuracy and its count of each mark, as lichess sums an analysis up. */
  private void drawSummary(GameModel m, ReviewResult r) {
    Dom.clear(summary);
    HTMLElement head = Dom.html("tr");
    head.appendChild(cell("th", ""));
    for (int side = Side.FIRST; side <= Side.SECOND; side++) {
      head.appendChild(cell("th", words.of(m.sideName(side))));
    }
    summary.appendChild(head);
    for (int row = 0; row < PageTexts.SUMMARY_ROWS.length; row++) {
      HTMLElement tr = Dom.html("tr");
      if (row > 0) {
        tr.setClassName("m" + row);
      }
      tr.appendChild(cell("th", words.of(PageTexts.SUMMARY_ROWS[row])));
      for (int side = Side.FIRST; side <= Side.SECOND; side++) {
        tr.appendChild(cell("td", row == 0 ? percent(r.accuracy(side)) : "" + r.count(side, row)));
      }
      summary.appendChild(tr);
    }
  }

  private static HTMLElement cell(String tag, String text) {
    HTMLElement c = Dom.html(tag);
    Dom.setText(c, text);
    return c;
  }

  /** {@code 87%}; a dash for a side that made no move. */
  private static String percent(double accuracy) {
    return accuracy == accuracy ? (int) Math.floor(accuracy + 0.5) + "%" : "\u2013";
  }
}
