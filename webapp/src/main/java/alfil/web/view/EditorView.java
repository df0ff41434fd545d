package alfil.web.view;

import alfil.web.dom.Dom;
import alfil.web.model.EditorModel;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.xml.Element;

/**
 * The board editor's controls, both games: the palette (a button per piece of each side, and an
 * eraser; choose one, then click squares), drags (from the palette, from square to square, off the
 * board to remove), the side to move, for chess the castling rights and en passant square, and the
 * FEN, shown live and typed or pasted. Every change goes to the {@link EditorModel}; the board
 * shows its position and sends its presses here.
 */
public final class EditorView implements EventListener<Event> {
  /** The page's side of the editor. */
  public interface Listener {
    /** The editor's position changed: draw it. */
    void onEdited();
  }

  private final Words words;
  private final EditorModel editor;
  private final Listener listener;
  private final HTMLElement section = Dom.byId("editor");
  private final HTMLElement palette = Dom.byId("palette");
  private final HTMLElement sideSelect = Dom.byId("edit-side");
  private final HTMLElement castlingRow = Dom.byId("edit-castling");
  private final HTMLElement epField = Dom.byId("edit-ep");
  private final HTMLElement fenField = Dom.byId("edit-fen");
  private final HTMLElement verdict = Dom.byId("edit-check");

  /** The piece that follows the pointer during a drag; empty, it shows nothing. */
  private final Element ghost = Dom.svg("svg", "ghost");

  /** The palette drawn for this game's letters. */
  private String drawnLetters = "";

  private boolean pressed;
  private boolean dragging;
  private int pressFrom = -1;
  private char pressPiece;
  private double downX;
  private double downY;

  public EditorView(Words words, EditorModel editor, Listener listener) {
    this.words = words;
    this.editor = editor;
    this.listener = listener;
    ghost.setAttribute("viewBox", "0 0 100 100");
    HTMLDocument document = HTMLDocument.current();
    document.getBody().appendChild(ghost);
    Dom.on(section, "change", this);
    Dom.on(fenField, "input", this);
    Dom.onClick(palette, this);
    Dom.on(palette, "pointerdown", this);
    Dom.on(document, "pointermove", this);
    Dom.on(document, "pointerup", this);
    Dom.on(document, "pointercancel", this);
  }

  public void draw() {
    boolean open = editor.isOpen();
    section.setHidden(!open);
    palette.setHidden(!open);
    if (!open) {
      pressed = false;
      Dom.clear(ghost);
      return;
    }
    String letters = editor.game().name() + editor.letters();
    if (!letters.equals(drawnLetters)) {
      drawnLetters = letters;
      drawPalette();
    }
    var buttons = palette.querySelectorAll("[data-piece]");
    for (int i = 0; i < buttons.getLength(); i++) {
      HTMLElement b = buttons.get(i);
      b.setAttribute(
          "aria-pressed",
          b.getAttribute("data-piece").charAt(0) == editor.tool() ? "true" : "false");
    }
    castlingRow.setHidden(!editor.hasCastling());
    var sides = sideSelect.querySelectorAll("option");
    for (int i = 0; i < sides.getLength(); i++) {
      Dom.setText(sides.get(i), words.of(editor.game().sideName(i)));
    }
    Dom.setValue(sideSelect, editor.secondToMove() ? "b" : "w");
    var boxes = castlingRow.querySelectorAll("[type=checkbox]");
    for (int i = 0; i < boxes.getLength(); i++) {
      HTMLInputElement box = (HTMLInputElement) boxes.get(i);
      box.setChecked(editor.castles(box.getValue().charAt(0)));
    }
    if (!"edit-ep".equals(activeId())) {
      Dom.setValue(epField, editor.enPassant());
    }
    if (!"edit-fen".equals(activeId())) {
      Dom.setValue(fenField, editor.fenText());
    }
    boolean legal = editor.verdict() == null;
    Dom.setText(verdict, words.of(legal ? EditorModel.legal() : editor.verdict()));
    verdict.setAttribute("data-legal", legal ? "true" : "false");
  }

  /**
   * The palette: the first player's pieces on one row, the second player's below (the style sheet's
   * grid fills them column by column), and the eraser.
   */
  private void drawPalette() {
    String letters = editor.letters();
    int half = letters.length() / 2;
    Dom.clear(palette);
    for (int i = 0; i <= letters.length(); i++) {
      char p =
          i == letters.length()
              ? EditorModel.ERASER
              : letters.charAt(i % 2 == 0 ? i / 2 : half + i / 2);
      HTMLElement button = Dom.html("button");
      button.setAttribute("data-piece", String.valueOf(p));
      button.setAttribute(
          "aria-label",
          p == EditorModel.ERASER
              ? words.of(PageTexts.ERASER)
              : words.of(editor.game().pieceName(p)));
      Element icon = Dom.svg("svg", "");
      icon.setAttribute("viewBox", "0 0 100 100");
      if (p == EditorModel.ERASER) {
        Element cross = Dom.svg("path", "eraser");
        cross.setAttribute("d", "M28 28L72 72M72 28L28 72");
        icon.appendChild(cross);
      } else {
        icon.appendChild(BoardView.piece(editor.game(), p, 0, 0, 100));
      }
      button.appendChild(icon);
      palette.appendChild(button);
    }
  }

  // ---------------------------------------------------------------- input

  /** The editor's one listener (no lambda class per event): buttons, controls, palette, drags. */
  @Override
  public void handleEvent(Event e) {
    if (!editor.isOpen()) {
      return;
    }
    String type = e.getType();
    String id = Dom.attributeOfTarget(e, "id");
    if (type.equals("pointermove")) {
      drag(e);
      return;
    } else if (type.equals("pointerup")) {
      release(e, true);
      return;
    } else if (type.equals("pointercancel")) {
      release(e, false);
      return;
    } else if (type.equals("pointerdown")) {
      String piece = Dom.attributeOfTarget(e, "data-piece");
      if (piece != null && piece.charAt(0) != EditorModel.ERASER) {
        press(e, -1, piece.charAt(0));
      }
      return;
    } else if (type.equals("input")) {
      editor.type(Dom.value(fenField));
    } else if (type.equals("change")) {
      if ("edit-fen".equals(id)) {
        editor.typed();
      } else if ("edit-side".equals(id)) {
        editor.setSecondToMove("b".equals(Dom.value(sideSelect)));
      } else if ("edit-ep".equals(id)) {
        editor.setEnPassant(Dom.value(epField));
      } else {
        HTMLInputElement box = (HTMLInputElement) e.getTarget();
        editor.setCastling(box.getValue().charAt(0), box.isChecked());
      }
    } else {
      String piece = Dom.attributeOfTarget(e, "data-piece");
      if (piece == null) {
        return; // the editor's buttons are the page's acts
      }
      editor.choose(piece.charAt(0));
    }
    listener.onEdited();
  }

  /** A press on the board (from the board view), or a keyboard press there ({@code e} null). */
  public void onBoardPress(Event e, int square) {
    if (e == null) {
      editor.put(square);
      listener.onEdited();
    } else {
      press(e, square, (char) 0);
    }
  }

  private void press(Event e, int from, char piece) {
    Dom.preventDefault(e);
    pressed = true;
    dragging = false;
    pressFrom = from;
    pressPiece = piece;
    downX = Dom.number(e, "clientX");
    downY = Dom.number(e, "clientY");
  }

  private void drag(Event e) {
    if (!pressed) {
      return;
    }
    double x = Dom.number(e, "clientX");
    double y = Dom.number(e, "clientY");
    if (!dragging) {
      if (!BoardView.isDrag(x - downX, y - downY)) {
        return;
      }
      if (pressFrom >= 0) {
        pressPiece = editor.lift(pressFrom); // lifted: it is in the hand now
        listener.onEdited();
      }
      if (pressPiece == 0) {
        pressed = false;
        return;
      }
      dragging = true;
      ghost.appendChild(BoardView.piece(editor.game(), pressPiece, 0, 0, 100));
    }
    ghost.setAttribute("style", "left:" + (int) x + "px;top:" + (int) y + "px");
  }

  /** The end of a press: a drop where the pointer is (off the board: removed), or a click. */
  private void release(Event e, boolean up) {
    if (!pressed) {
      return;
    }
    pressed = false;
    Dom.clear(ghost);
    if (dragging) {
      editor.drop(pressPiece, up ? BoardView.squareAt(e, true) : pressFrom);
      listener.onEdited();
    } else if (up && pressFrom >= 0) {
      editor.put(pressFrom);
      listener.onEdited();
    }
  }

  /** The id of the focused element, or null. */
  @org.teavm.jso.JSBody(script = "var a = document.activeElement; return a && a.id ? a.id : null;")
  private static native String activeId();
}
