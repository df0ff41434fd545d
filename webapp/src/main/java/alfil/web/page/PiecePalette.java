package alfil.web.page;

import alfil.core.Ascii;
import alfil.web.dom.Dom;
import alfil.web.game.GameRules;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * The board editor's palette: a button per piece of the game for each side, and an eraser. Each
 * button carries {@code data-piece}, the piece's FEN letter ({@link #ERASER} for the eraser); the
 * chosen one is {@code aria-pressed}. The editor reads the presses; this class only draws.
 */
final class PiecePalette {
  /** The eraser's {@code data-piece}. */
  static final char ERASER = '-';

  private final HTMLElement element;

  PiecePalette(HTMLElement element) {
    this.element = element;
  }

  /**
   * Draws the buttons for a game: the first player's pieces on one row, the second player's below,
   * and the eraser. The pieces are those of the game's start position, read from the first player's
   * back rank forward (chess R N B Q K P; xiangqi R N B A K C P, the order xiangqi books list
   * them), so the page needs no piece list of its own.
   *
   * @return the pieces' FEN letters, the first player's then the second's
   */
  String show(String game) {
    GameRules rules = GameRules.of(game);
    String first = "";
    String second = "";
    for (int sq = 0; sq < rules.files() * rules.ranks(); sq++) {
      char c = rules.pieceAt(sq);
      if (Ascii.isUpper(c) && first.indexOf(c) < 0) {
        first += c;
        second += Ascii.toLower(c);
      }
    }
    Dom.clear(element);
    // Two rows filled column by column (the style sheet's grid): a piece of each side in turn.
    for (int i = 0; i <= first.length() * 2; i++) {
      char p = i == first.length() * 2 ? ERASER : (i % 2 == 0 ? first : second).charAt(i / 2);
      HTMLElement button = Dom.html("button");
      button.setAttribute("data-piece", String.valueOf(p));
      button.setAttribute("aria-label", p == ERASER ? "Eraser" : rules.letterName(p));
      button.setAttribute("aria-pressed", "false");
      Element icon = Dom.svg("svg", "");
      icon.setAttribute("viewBox", "0 0 100 100");
      if (p == ERASER) {
        Element cross = Dom.svg("path", "eraser");
        cross.setAttribute("d", "M28 28L72 72M72 28L28 72");
        icon.appendChild(cross);
      } else {
        icon.appendChild(BoardView.piece(p, !rules.onPoints(), 0, 0, 100));
      }
      button.appendChild(icon);
      element.appendChild(button);
    }
    return first + second;
  }

  /** Marks the chosen tool's button as pressed (0: none). */
  void select(char tool) {
    var buttons = element.querySelectorAll("[data-piece]");
    for (int i = 0; i < buttons.getLength(); i++) {
      HTMLElement b = buttons.get(i);
      b.setAttribute(
          "aria-pressed", b.getAttribute("data-piece").charAt(0) == tool ? "true" : "false");
    }
  }
}
