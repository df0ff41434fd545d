package alfil.web.page;

import alfil.core.FenReader;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import alfil.web.dom.Dom;
import alfil.web.game.GameRules;
import alfil.web.game.Settings;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.xml.Element;

/**
 * The board editor, both games: pieces are put on the board from the {@link PiecePalette} by click
 * (choose a piece, then click squares; the same piece again, or the eraser, takes it off) or by
 * drag (from the palette, from square to square, off the board to remove); the side to move, and
 * for chess the castling rights and en passant square, are chosen beside it; the FEN is shown live
 * and can be typed or pasted.
 *
 * <p>It knows no rule: it writes the FEN of what is on the board and asks the engine's FEN reader
 * (through {@link GameRules}), showing its verdict and reason as they are. Whether the game has
 * castling is read from its start FEN, its pieces from its start position. A new game from the
 * position goes through the page's one new-game path ({@link Listener#onSetUp}).
 */
final class BoardEditor implements BoardView.EditListener, EventListener<Event> {
  interface Listener {
    /**
     * Starts a game from a set-up position ({@code settings.fen}), then analyses it if asked; when
     * the game cannot start, says why and leaves the editor open.
     */
    void onSetUp(Settings settings, boolean analyse);
  }

  private final BoardView board;
  private final PiecePalette palette;
  private final Listener listener;
  private final HTMLElement section = Dom.byId("editor");
  private final HTMLElement paletteElement = Dom.byId("palette");
  private final HTMLElement sideSelect = Dom.byId("edit-side");
  private final HTMLElement castlingRow = Dom.byId("edit-castling");
  private final HTMLElement epField = Dom.byId("edit-ep");
  private final HTMLElement fenField = Dom.byId("edit-fen");
  private final HTMLElement verdict = Dom.byId("edit-check");

  /** The piece that follows the pointer during a drag; empty, it shows nothing. */
  private final Element ghost = Dom.svg("svg", "ghost");

  /** The game's settings when the editor opened: a game from the position keeps its level. */
  private Settings base;

  /** The game's rules, asked about every position written here. */
  private GameRules rules;

  private String letters;

  /** FEN letter per view square ({@code file + rank * files}), 0 for empty. */
  private char[] cells = new char[0];

  /** The palette's tool: a FEN letter, {@link PiecePalette#ERASER}, or 0 for none. */
  private char tool;

  private boolean pressed;
  private boolean dragging;
  private int pressFrom = -1;
  private char pressPiece;
  private double downX;
  private double downY;

  BoardEditor(BoardView board, PiecePalette palette, Listener listener) {
    this.board = board;
    this.palette = palette;
    this.listener = listener;
    ghost.setAttribute("viewBox", "0 0 100 100");
    HTMLDocument document = HTMLDocument.current();
    document.getBody().appendChild(ghost);
    Dom.onClick(section, this);
    Dom.on(section, "change", this);
    Dom.on(fenField, "input", this);
    Dom.onClick(paletteElement, this);
    Dom.on(paletteElement, "pointerdown", this);
    Dom.on(document, "pointermove", this);
    Dom.on(document, "pointerup", this);
    Dom.on(document, "pointercancel", this);
  }

  /** Opens the editor on a game's position (its FEN). */
  void open(Settings current, String fen) {
    base = current.copy();
    rules = GameRules.of(base.game);
    letters = palette.show(base.game);
    palette.select(tool = 0);
    castlingRow.setHidden(FenReader.fields(rules.startFen())[2].equals("-"));
    cells = new char[rules.files() * rules.ranks()];
    load(fen);
    section.setHidden(false);
    paletteElement.setHidden(false);
    changed(true);
  }

  /** Closes the editor: the board shows the game again. */
  void close() {
    if (base == null) {
      return;
    }
    base = null;
    pressed = false;
    Dom.clear(ghost);
    section.setHidden(true);
    paletteElement.setHidden(true);
    board.edit(null, null);
  }

  // ---------------------------------------------------------------- the position

  /**
   * Sets the editor from a FEN. One the engine accepts is read as the engine reads it; one it
   * refuses still shows, if its board field reads, so that a person sees what to fix.
   *
   * @return null, or the engine's reason when the FEN's board cannot be shown
   */
  private String load(String fen) {
    String refused = rules.setPosition(fen);
    String[] fields = FenReader.fields(refused == null ? rules.fen() : fen);
    if (refused == null) {
      for (int sq = 0; sq < cells.length; sq++) {
        cells[sq] = rules.pieceAt(sq);
      }
    } else {
      try {
        cells =
            FenReader.board(
                fields.length > 0 ? fields[0] : "",
                "FEN",
                rules.files(),
                rules.ranks(),
                0,
                letters,
                letters);
      } catch (InvalidInputException e) {
        return refused;
      }
    }
    Dom.setValue(sideSelect, fields.length > 1 && fields[1].equals("b") ? "b" : "w");
    setCastling(fields.length > 2 ? fields[2] : "-");
    Dom.setValue(epField, fields.length > 3 ? fields[3] : "-");
    return null;
  }

  /** Ticks the castling boxes whose letters ({@code value}) a FEN's castling field holds. */
  private void setCastling(String field) {
    var boxes = castlingRow.querySelectorAll("[type=checkbox]");
    for (int i = 0; i < boxes.getLength(); i++) {
      HTMLInputElement box = (HTMLInputElement) boxes.get(i);
      box.setChecked(field.indexOf(box.getValue().charAt(0)) >= 0);
    }
  }

  /** The FEN of the editor's position. */
  private String fen() {
    StringBuilder fen = new StringBuilder();
    int files = rules.files();
    for (int rank = rules.ranks() - 1; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < files; file++) {
        char c = cells[rank * files + file];
        if (c == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          fen.append(empty);
          empty = 0;
        }
        fen.append(c);
      }
      if (empty > 0) {
        fen.append(empty);
      }
      fen.append(rank > 0 ? "/" : " ");
    }
    fen.append(Dom.value(sideSelect)).append(' ');
    int rights = fen.length();
    var boxes = castlingRow.querySelectorAll("[type=checkbox]");
    for (int i = 0; i < boxes.getLength(); i++) {
      HTMLInputElement box = (HTMLInputElement) boxes.get(i);
      if (box.isChecked()) {
        fen.append(box.getValue());
      }
    }
    if (fen.length() == rights) {
      fen.append('-');
    }
    String ep = Dom.value(epField).trim();
    return fen.append(' ').append(ep.isEmpty() ? "-" : ep).append(" 0 1").toString();
  }

  /**
   * After every change: the board redrawn, the FEN written (unless it is being typed) and the
   * engine's verdict shown.
   */
  private void changed(boolean writeFen) {
    board.edit(cells, this);
    String fen = fen();
    if (writeFen) {
      Dom.setValue(fenField, fen);
    }
    String refused = rules.setPosition(fen);
    Dom.setText(verdict, refused == null ? "Legal position" : refused);
    verdict.setAttribute("data-legal", refused == null ? "true" : "false");
  }

  // ---------------------------------------------------------------- input

  /** The editor's one listener (no lambda class per event): buttons, controls, palette, drags. */
  @Override
  public void handleEvent(Event e) {
    String type = e.getType();
    if (type.equals("pointermove")) {
      drag(e);
    } else if (type.equals("pointerup")) {
      release(e, true);
    } else if (type.equals("pointercancel")) {
      release(e, false);
    } else if (type.equals("pointerdown")) {
      String piece = Dom.attributeOfTarget(e, "data-piece");
      if (piece != null && piece.charAt(0) != PiecePalette.ERASER) {
        press(e, -1, piece.charAt(0));
      }
    } else if (type.equals("input")) {
      String refused = load(Dom.value(fenField));
      if (refused == null) {
        changed(false);
      } else {
        Dom.setText(verdict, refused);
        verdict.setAttribute("data-legal", "false");
      }
    } else if (type.equals("change")) {
      if (!"edit-fen".equals(Dom.attributeOfTarget(e, "id"))) { // typed FENs are read as typed
        changed(true);
      }
    } else {
      click(Dom.attributeOfTarget(e, "id"), Dom.attributeOfTarget(e, "data-piece"));
    }
  }

  private void click(String id, String piece) {
    if (piece != null) {
      char chosen = piece.charAt(0);
      palette.select(tool = tool == chosen ? 0 : chosen);
    } else if ("edit-start".equals(id)) {
      load(rules.startFen());
      changed(true);
    } else if ("edit-clear".equals(id)) {
      cells = new char[cells.length];
      setCastling("-");
      Dom.setValue(epField, "-");
      changed(true);
    } else if ("edit-close".equals(id)) {
      close();
    } else if ("edit-ai".equals(id) || "edit-local".equals(id) || "edit-analyse".equals(id)) {
      boolean local = !"edit-ai".equals(id);
      Settings s = base.copy();
      s.fen = fen();
      s.mode = local ? Settings.MODE_LOCAL : Settings.MODE_AI;
      s.side = "b".equals(Dom.value(sideSelect)) ? Side.SECOND : Side.FIRST;
      // With the engine the player takes the side to move, at the bottom; between friends the
      // board stays as it was set up.
      s.orientation = local ? (board.flipped() ? Side.SECOND : Side.FIRST) : -1;
      listener.onSetUp(s, "edit-analyse".equals(id));
    }
  }

  /** A press on the board (from the board view), or a keyboard press there. */
  @Override
  public void onEditPress(Event e, int square) {
    if (e == null) {
      put(square);
    } else {
      press(e, square, cells[square]);
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
    if (!pressed || pressPiece == 0) {
      return;
    }
    double x = Dom.number(e, "clientX");
    double y = Dom.number(e, "clientY");
    if (!dragging) {
      if (!BoardView.isDrag(x - downX, y - downY)) {
        return;
      }
      dragging = true;
      ghost.appendChild(BoardView.piece(pressPiece, !rules.onPoints(), 0, 0, 100));
      if (pressFrom >= 0) {
        cells[pressFrom] = 0; // lifted: it is in the hand now
        board.edit(cells, this);
      }
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
      int to = up ? BoardView.squareAt(e, true) : pressFrom;
      if (to >= 0) {
        cells[to] = pressPiece;
      }
      changed(true);
    } else if (up && pressFrom >= 0) {
      put(pressFrom);
    }
  }

  /** A click on a square with the palette's tool: puts its piece there, or takes one off. */
  private void put(int square) {
    if (tool == 0) {
      return;
    }
    cells[square] = tool == PiecePalette.ERASER || cells[square] == tool ? 0 : tool;
    changed(true);
  }
}
