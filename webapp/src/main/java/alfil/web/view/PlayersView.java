package alfil.web.view;

import alfil.core.Side;
import alfil.web.dom.Dom;
import alfil.web.model.Clocks;
import alfil.web.model.GameModel;
import alfil.web.model.Material;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * The players' bars above and below the board, following its orientation (the opponent's above, as
 * lichess has them): who plays the side, the material it is ahead (the pieces and the points), its
 * clock (the time left, tenths under ten seconds, the running one and a low one marked), and a mark
 * on the side to move. They are always there, so the board never moves when a clock starts.
 */
public final class PlayersView {
  private final Words words;
  private final HTMLElement top;
  private final HTMLElement bottom;

  public PlayersView(Words words, HTMLElement top, HTMLElement bottom) {
    this.words = words;
    this.top = top;
    this.bottom = bottom;
  }

  public void draw(GameModel m) {
    if (!m.hasGame()) {
      return;
    }
    int below = m.flipped() ? Side.SECOND : Side.FIRST;
    Material material = m.material();
    draw(m, material, bottom, below);
    draw(m, material, top, Side.other(below));
  }

  private void draw(GameModel m, Material material, HTMLElement bar, int side) {
    String name = words.of(m.sideName(side));
    Object who =
        !m.vsEngine()
            ? name
            : side == m.humanSide()
                ? PageTexts.YOU.with(name)
                : PageTexts.ENGINE_LEVEL.with(Integer.toString(m.settings().level), name);
    Dom.setText(bar.querySelector(".who"), words.of(who));
    Dom.flag(bar, "data-turn", m.outcome() == null && !m.reviewing() && m.sideToMove() == side);
    HTMLElement ahead = bar.querySelector(".material");
    String pieces = material.pieces[side];
    String key = pieces + material.ahead[side];
    if (!key.equals(ahead.getAttribute("data-key"))) {
      ahead.setAttribute("data-key", key);
      Dom.clear(ahead);
      for (int i = 0; i < pieces.length(); i++) {
        Element icon = Dom.svg("svg", "");
        icon.setAttribute("viewBox", "0 0 100 100");
        icon.appendChild(BoardView.piece(m.game(), pieces.charAt(i), 0, 0, 100));
        ahead.appendChild(icon);
      }
      if (material.ahead[side] > 0) {
        HTMLElement points = Dom.html("b");
        Dom.setText(points, "+" + Material.points(material.ahead[side]));
        ahead.appendChild(points);
      }
    }
    HTMLElement clock = bar.querySelector(".clock");
    Clocks clocks = m.clocks();
    clock.setHidden(!clocks.timed());
    if (clocks.timed()) {
      drawClock(clocks, clock, side, name);
    }
  }

  /** Only the clocks: their timer redraws them between the model's changes. */
  public void drawClocks(GameModel m) {
    if (m.hasGame() && m.clocks().timed()) {
      int below = m.flipped() ? Side.SECOND : Side.FIRST;
      drawClock(m.clocks(), bottom.querySelector(".clock"), below, words.of(m.sideName(below)));
      int above = Side.other(below);
      drawClock(m.clocks(), top.querySelector(".clock"), above, words.of(m.sideName(above)));
    }
  }

  private static void drawClock(Clocks clocks, HTMLElement element, int side, String name) {
    int ms = clocks.left(side);
    Dom.setText(element.querySelector(".time"), Clocks.text(ms));
    element.setAttribute("data-side", name);
    element.setAttribute("data-ms", Integer.toString(ms));
    Dom.flag(element, "data-running", clocks.runningSide() == side);
    Dom.flag(element, "data-low", ms < Clocks.LOW_MS);
  }
}
