package alfil.web.page;

import alfil.core.GamePosition;
import alfil.core.Side;
import alfil.web.dom.Dom;
import alfil.web.game.GameRules;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * The board, both games: an inline SVG drawn from what the {@link GameRules} says (pieces, legal
 * destinations, check), and the input: click a piece then a destination, or drag it there. It never
 * decides what is legal: the destinations it offers are the engine's legal moves.
 *
 * <p>Each cell is 100 units; chess pieces sit in squares, xiangqi pieces on the line crossings (the
 * centre of the same cells). Layers, bottom up: board, highlights, pieces, destination dots, and a
 * transparent hit cell per square carrying {@code data-square} (its name), which tests address, and
 * the id {@code sq<index>}, which input reads and the keyboard cursor names.
 *
 * <p>Marks must show on occupied squares too. A chess piece leaves its square's corners free, so
 * the highlights are square fills under it; a xiangqi disc covers its point, so there they are
 * halos wider than the disc, and the last move gets corner brackets above the pieces, as xiangqi
 * boards frame it. Each mark carries {@code data-mark}, its square's name. Legal targets are dots
 * on empty squares and, for captures, the square's corners (lichess's marks).
 */
final class BoardView implements EventListener<Event>, PromotionChooser.Choice {
  interface Listener {
    /** The human chose a legal move. */
    void onMove(int move);

    /** The human picked up a piece: the piece and where it can go, for screen readers. */
    void onSelect(String text);
  }

  /** Receives the presses on the board while it shows a position being set up. */
  interface EditListener {
    /** A pointer press on a square, or a keyboard press there ({@code e} null). */
    void onEditPress(Event e, int square);
  }

  private static final int CELL = 100;

  /** The xiangqi board's margin (units) above and below the lines, for the file numbers. */
  private static final int MARGIN = 44;

  /** How far (units) a halo on a point reaches beyond the cell, round the piece's disc. */
  private static final int HALO = 13;

  /** Pointer travel (px) that turns a press into a drag. */
  private static final double DRAG_PX = 4;

  private final HTMLElement container;
  private final Listener listener;
  private final PromotionChooser promotion;

  /** The promotions offered by the open chooser, in its order. */
  private int[] promotionMoves;

  private final int[] legal = new int[GamePosition.MAX_MOVES];
  private int legalCount;

  private GameRules rules;
  private Element svg;
  private Element board;
  private Element marks;
  private Element pieces;
  private Element dots;
  private boolean flipped;
  private boolean interactive;
  private int lastFrom = -1;
  private int lastTo = -1;
  private int selected = -1;

  /** Whether the next redraw tells screen readers the selected piece and its targets. */
  private boolean announceSelection;

  /** The move list's notation, in which the board numbers the files (xiangqi). */
  private String notation;

  /** Whether the fonts draw the Chinese characters ({@link PieceGlyphs}). */
  private final boolean cjk = PieceGlyphs.readable();

  /**
   * The transparent hit cells, child i for square i: input targets, and each square's accessible
   * name. (Not a Java array: JS objects in one would bring TeaVM's wrapper classes into the page.)
   */
  private Element hits;

  /** The keyboard cursor's square, or -1 before the arrow keys were used. */
  private int cursor = -1;

  /**
   * The position being set up (FEN letters by square, 0 for empty) drawn instead of the game's, and
   * who receives the presses on it; null while a game is shown.
   */
  private char[] placement;

  private EditListener editor;

  /** The move an analysis suggests, drawn as an arrow; -1 for none. */
  private int hintFrom = -1;

  private int hintTo = -1;

  /** The piece letter on each square as last drawn (0: empty), to see which piece a move moved. */
  private char[] drawn;

  /** Whether the next drawing slides the last move's piece from its from square. */
  private boolean slide;

  private int dragFrom = -1;
  private Element dragged;
  private boolean dragging;
  private double downX;
  private double downY;

  BoardView(HTMLElement container, PromotionChooser promotion, Listener listener) {
    this.container = container;
    this.promotion = promotion;
    this.listener = listener;
  }

  /** Draws an empty board for a game; {@link #update} puts the pieces on. */
  void setGame(GameRules rules, boolean flipped) {
    this.rules = rules;
    this.flipped = flipped;
    drawn = new char[rules.files() * rules.ranks()];
    promotion.close();
    Dom.clear(container);
    int w = rules.files() * CELL;
    int h = rules.ranks() * CELL;
    svg = Dom.svg("svg", "sv " + rules.game());
    int margin = rules.fileNumbers(Side.FIRST, null) == null ? 0 : MARGIN;
    svg.setAttribute("viewBox", "0 " + -margin + " " + w + " " + (h + 2 * margin));
    board = group("bd");
    // The coordinates and river words are drawing: the hit cells name every square already.
    board.setAttribute("aria-hidden", "true");
    marks = group("mk");
    pieces = group("pcs");
    dots = group("dots");
    hits = group("hits");
    for (int sq = 0; sq < rules.files() * rules.ranks(); sq++) {
      Element hit = cell("rect", sq, "hit");
      hit.setAttribute("data-square", rules.squareName(sq));
      hit.setAttribute("id", "sq" + sq);
      hit.setAttribute("role", "img");
      hits.appendChild(hit);
    }
    // Keyboard play: the board takes the focus, the arrow keys move a cursor over the squares and
    // Enter or Space picks up and drops, as a click does; the cursor's square is the active one.
    cursor = -1;
    svg.setAttribute("tabindex", "0");
    svg.setAttribute("role", "application");
    svg.setAttribute(
        "aria-label", "Board. Arrow keys choose a square, Enter or Space picks up and drops.");
    Dom.on(svg, "keydown", this);
    container.appendChild(svg);
    container.setAttribute("data-game", rules.game());
    Dom.on(svg, "pointerdown", this);
    Dom.on(svg, "pointermove", this);
    Dom.on(svg, "pointerup", this);
    Dom.on(svg, "pointercancel", this);
    drawBoard();
  }

  boolean flipped() {
    return flipped;
  }

  /** The notation the file numbers follow (xiangqi: Chinese numerals for Red in Chinese). */
  void setNotation(String notation) {
    if (!notation.equals(this.notation)) {
      this.notation = notation;
      if (rules != null) {
        drawBoard();
      }
    }
  }

  /**
   * Shows a position being set up instead of the game's (no move input, no marks) and sends the
   * presses on it to {@code editor}; null shows the game again.
   */
  void edit(char[] placement, EditListener editor) {
    this.placement = placement;
    this.editor = editor;
    selected = -1;
    redraw();
  }

  /** Marks a suggested move with an arrow, or clears it with -1. */
  void hint(int from, int to) {
    hintFrom = from;
    hintTo = to;
    redraw();
  }

  void setFlipped(boolean flipped) {
    this.flipped = flipped;
    promotion.close();
    // The hit cells go with their squares, or a click would pick the mirrored square.
    for (int sq = 0; sq < rules.files() * rules.ranks(); sq++) {
      Element hit = (Element) hits.getChildNodes().get(sq);
      hit.setAttribute("x", Integer.toString(column(sq) * CELL));
      hit.setAttribute("y", Integer.toString(row(sq) * CELL));
    }
    drawBoard();
    redraw();
  }

  /**
   * Shows the position the rules hold now.
   *
   * @param interactive whether the side to move is a human here who may move now
   */
  void update(int lastFrom, int lastTo, boolean interactive) {
    this.lastFrom = lastFrom;
    this.lastTo = lastTo;
    this.interactive = interactive;
    selected = -1;
    dragFrom = -1;
    promotion.close();
    legalCount = interactive ? rules.legalMoves(legal) : 0;
    container.setAttribute("data-turn", interactive ? "human" : "wait");
    container.setAttribute("data-fen", rules.fen());
    redraw();
  }

  /**
   * Shows {@code position}: the game's, or in review an earlier one of the same game. A move that
   * has just been made slides its piece (about 150 ms, the CSS class {@code slide}; not at all
   * under {@code prefers-reduced-motion}): when the piece now on its to square stood on its from
   * square as last drawn, which a step back in review or a redraw of the same position is not.
   */
  void update(GameRules position, int lastFrom, int lastTo, boolean interactive) {
    rules = position;
    char moved = lastFrom < 0 ? 0 : position.pieceAt(lastTo);
    slide = moved != 0 && drawn[lastFrom] == moved && drawn[lastTo] != moved;
    update(lastFrom, lastTo, interactive);
    slide = false;
  }

  // ---------------------------------------------------------------- drawing

  private Element group(String cls) {
    Element g = Dom.svg("g", cls);
    svg.appendChild(g);
    return g;
  }

  private int column(int sq) {
    int f = sq % rules.files();
    return flipped ? rules.files() - 1 - f : f;
  }

  private int row(int sq) {
    int r = sq / rules.files();
    return flipped ? r : rules.ranks() - 1 - r;
  }

  /** A cell-sized shape at a square: rect, or circle for points. */
  private Element cell(String shape, int sq, String cls) {
    return Dom.svgAt(shape, cls, column(sq) * CELL, row(sq) * CELL, CELL, CELL);
  }

  private void drawBoard() {
    container.setAttribute("data-flipped", flipped ? "true" : "false");
    Dom.clear(board);
    if (rules.onPoints()) {
      drawPointsBoard();
    } else {
      drawSquaresBoard();
    }
    drawFileNumbers();
  }

  /**
   * Each side's file numbers along its own edge, as printed boards have them, in the move list's
   * notation (in digits when the fonts lack the Chinese numerals).
   */
  private void drawFileNumbers() {
    for (int side = Side.FIRST; side <= Side.SECOND; side++) {
      String numbers = rules.fileNumbers(side, cjk ? notation : null);
      if (numbers == null) {
        return;
      }
      boolean bottom = (side == Side.FIRST) != flipped;
      int y = bottom ? rules.ranks() * CELL + MARGIN / 2 : -MARGIN / 2;
      for (int f = 0; f < numbers.length(); f++) {
        Element t = Dom.svgAt("text", "fn", column(f) * CELL + CELL / 2, y, 0, 0);
        Dom.setText(t, numbers.substring(f, f + 1));
        board.appendChild(t);
      }
    }
  }

  private void drawSquaresBoard() {
    int files = rules.files();
    int ranks = rules.ranks();
    for (int sq = 0; sq < files * ranks; sq++) {
      int f = sq % files;
      int r = sq / files;
      boolean dark = (f + r) % 2 == 0;
      board.appendChild(cell("rect", sq, dark ? "dk" : "lt"));
      // Coordinates along the bottom and left edges, as printed boards have them: the file letter
      // and the rank number of the square's own name ("e2").
      String name = rules.squareName(sq);
      if (row(sq) == ranks - 1) {
        board.appendChild(
            label(column(sq) * CELL + 92, ranks * CELL - 6, "end", name.substring(0, 1), dark));
      }
      if (column(sq) == 0) {
        board.appendChild(label(6, row(sq) * CELL + 22, "start", name.substring(1), dark));
      }
    }
  }

  /** A coordinate, in a colour that stands out on its square's ({@code dark} square or light). */
  private static Element label(int x, int y, String anchor, String text, boolean dark) {
    Element t = Dom.svgAt("text", dark ? "co cd" : "co", x, y, 0, 0);
    t.setAttribute("text-anchor", anchor);
    Dom.setText(t, text);
    return t;
  }

  /** Xiangqi: 9 x 10 lines, the river between ranks 4 and 5, the palaces' diagonals. */
  private void drawPointsBoard() {
    int files = rules.files();
    int ranks = rules.ranks();
    int half = CELL / 2;
    int right = (files - 1) * CELL + half;
    int bottom = (ranks - 1) * CELL + half;
    int riverTop = (ranks / 2 - 1) * CELL + half;
    StringBuilder d = new StringBuilder();
    for (int r = 0; r < ranks; r++) {
      d.append('M').append(half).append(' ').append(r * CELL + half).append('H').append(right);
    }
    for (int f = 0; f < files; f++) {
      int x = f * CELL + half;
      d.append('M').append(x).append(' ').append(half);
      if (f == 0 || f == files - 1) {
        d.append('V').append(bottom);
      } else {
        d.append('V').append(riverTop).append('M').append(x).append(' ');
        d.append(riverTop + CELL).append('V').append(bottom);
      }
    }
    // Palace diagonals: files d-f, three ranks at each end.
    d.append("M350 50L550 250M550 50L350 250M350 750L550 950M550 750L350 950");
    board.appendChild(Dom.svgAt("rect", "xb", 0, -MARGIN, files * CELL, ranks * CELL + 2 * MARGIN));
    Element lines = Dom.svg("path", "ln");
    lines.setAttribute("d", d.toString());
    board.appendChild(lines);
    board.appendChild(Dom.svgAt("rect", "fr", 42, 42, right - 34, bottom - 34));
    int riverY = riverTop + half;
    board.appendChild(river(files * CELL / 4, riverY, "\u695a\u6cb3")); // 楚河
    board.appendChild(river(files * CELL * 3 / 4, riverY, "\u6f22\u754c")); // 漢界
  }

  private static Element river(int x, int y, String text) {
    Element t = Dom.svgAt("text", "rv", x, y, 0, 0);
    Dom.setText(t, text);
    return t;
  }

  private void redraw() {
    if (rules == null) {
      return;
    }
    Dom.clear(marks);
    Dom.clear(pieces);
    Dom.clear(dots);
    dragged = null;
    boolean points = rules.onPoints();
    boolean game = placement == null;
    if (lastFrom >= 0 && game) {
      if (points) {
        bracket(lastFrom);
        bracket(lastTo);
      } else {
        mark(lastFrom, "last");
      }
      mark(lastTo, "last to");
    }
    int checked = game ? rules.checkedKingSquare() : -1;
    if (checked >= 0) {
      mark(checked, "check");
    }
    if (selected >= 0) {
      mark(selected, "sel");
    }
    if (cursor >= 0) {
      marks.appendChild(cell("rect", cursor, "cur"));
      svg.setAttribute("aria-activedescendant", "sq" + cursor);
    }
    int squares = rules.files() * rules.ranks();
    boolean chess = !rules.onPoints();
    for (int sq = 0; sq < squares; sq++) {
      char p = game ? rules.pieceAt(sq) : placement[sq];
      drawn[sq] = p;
      String name = p == 0 ? null : rules.letterName(p);
      ((Element) hits.getChildNodes().get(sq))
          .setAttribute(
              "aria-label",
              name == null ? rules.squareName(sq) : rules.squareName(sq) + ", " + name);
      if (p == 0) {
        continue;
      }
      Element use = piece(p, chess, column(sq) * CELL, row(sq) * CELL, CELL);
      if (slide && game && sq == lastTo) {
        use.setAttribute("class", use.getAttribute("class") + " slide");
        use.setAttribute(
            "style",
            "--dx:"
                + (column(lastFrom) - column(sq)) * CELL
                + "px;--dy:"
                + (row(lastFrom) - row(sq)) * CELL
                + "px");
      }
      use.setAttribute("data-at", rules.squareName(sq));
      use.setAttribute("data-piece", String.valueOf(p));
      pieces.appendChild(use);
      if (sq == selected) {
        dragged = use;
      }
    }
    if (selected >= 0) {
      StringBuilder said = new StringBuilder(rules.squareName(selected));
      said.append(", ").append(rules.pieceName(selected)).append(", selected. Moves:");
      for (int i = 0; i < legalCount; i++) {
        if (rules.fromSquare(legal[i]) == selected) {
          int to = rules.toSquare(legal[i]);
          boolean capture = rules.pieceAt(to) != 0;
          Element dot = capture ? cell("rect", to, "dot cap") : cell("circle", to, "dot");
          dot.setAttribute("data-to", rules.squareName(to));
          dots.appendChild(dot);
          said.append(capture ? " takes " : " ").append(rules.squareName(to)).append(',');
        }
      }
      if (announceSelection) {
        announceSelection = false;
        said.setLength(said.length() - 1);
        listener.onSelect(said.toString());
      }
    }
    if (hintFrom >= 0 && game) {
      // From centre to centre; the template's marker draws the head.
      Element arrow = Dom.svg("path", "hint");
      int half = CELL / 2;
      arrow.setAttribute(
          "d",
          "M"
              + (column(hintFrom) * CELL + half)
              + " "
              + (row(hintFrom) * CELL + half)
              + "L"
              + (column(hintTo) * CELL + half)
              + " "
              + (row(hintTo) * CELL + half));
      arrow.setAttribute("data-from", rules.squareName(hintFrom));
      arrow.setAttribute("data-to", rules.squareName(hintTo));
      dots.appendChild(arrow);
    }
  }

  /**
   * A piece of a FEN letter drawn in the box at {@code x, y} of {@code size} units: the template's
   * symbols, chess "cK" (one drawing, coloured by class), xiangqi "xK" / "xk".
   */
  static Element piece(char p, boolean chess, int x, int y, int size) {
    boolean first = isFirst(p);
    char symbol = chess && !first ? (char) (p - 'a' + 'A') : p;
    String side = first ? (chess ? "w" : "r") : "b";
    Element use = Dom.svgAt("use", "pc " + side, x, y, size, size);
    use.setAttribute("href", (chess ? "#c" : "#x") + symbol);
    return use;
  }

  /**
   * A highlight under the piece of a square: the square itself, or on a point a halo round the
   * disc.
   */
  private void mark(int sq, String cls) {
    int grow = rules.onPoints() ? HALO : 0;
    Element m =
        Dom.svgAt(
            rules.onPoints() ? "circle" : "rect",
            cls,
            column(sq) * CELL - grow,
            row(sq) * CELL - grow,
            CELL + 2 * grow,
            CELL + 2 * grow);
    m.setAttribute("data-mark", rules.squareName(sq));
    marks.appendChild(m);
  }

  /** Corner brackets round a point of the last move, above its piece (the template's symbol). */
  private void bracket(int sq) {
    Element b = cell("use", sq, "last brk");
    b.setAttribute("href", "#brk");
    b.setAttribute("data-mark", rules.squareName(sq));
    dots.appendChild(b);
  }

  /**
   * Whether a pointer that travelled {@code dx, dy} px since its press drags rather than clicks
   * (the board's and the editor's one threshold).
   */
  static boolean isDrag(double dx, double dy) {
    return dx * dx + dy * dy >= DRAG_PX * DRAG_PX;
  }

  /**
   * Whether a FEN letter is the first player's (upper case). ASCII only on purpose: {@code
   * Character.isUpperCase} pulls TeaVM's Unicode tables (about 20 KB) into the page.
   */
  private static boolean isFirst(char letter) {
    return letter >= 'A' && letter <= 'Z';
  }

  // ---------------------------------------------------------------- input

  private boolean hasMovesFrom(int sq) {
    for (int i = 0; i < legalCount; i++) {
      if (rules.fromSquare(legal[i]) == sq) {
        return true;
      }
    }
    return false;
  }

  private boolean isDestination(int from, int to) {
    for (int i = 0; i < legalCount; i++) {
      if (rules.fromSquare(legal[i]) == from && rules.toSquare(legal[i]) == to) {
        return true;
      }
    }
    return false;
  }

  /**
   * Arrow keys move the cursor (the first press shows it on the bottom-left square), Enter and
   * Space press its square. Key codes rather than key names: a switch on strings costs the page
   * more.
   */
  /**
   * The board's one listener for its keyboard and pointer events: one dispatcher instead of a
   * lambda class per event (each costs the page a class, its metadata and a JS export wrapper).
   */
  @Override
  public void handleEvent(Event e) {
    String type = e.getType();
    if (type.equals("keydown")) {
      onKey(e);
    } else if (type.equals("pointerdown")) {
      onDown(e);
    } else if (type.equals("pointermove")) {
      onMoveEvent(e);
    } else if (type.equals("pointerup")) {
      onUp(e);
    } else {
      cancelDrag();
    }
  }

  private void onKey(Event e) {
    int code = (int) Dom.number(e, "keyCode");
    int files = rules.files();
    int ranks = rules.ranks();
    if (code == 13 || code == 32) { // Enter, Space
      Dom.preventDefault(e);
      if (placement != null && cursor >= 0) {
        editor.onEditPress(null, cursor);
      } else if (interactive && cursor >= 0) {
        press(cursor);
      }
      return;
    }
    // The arrows, 37 to 40: left, up, right, down; even ones move along the rank.
    int arrow = code - 37;
    if (arrow < 0 || arrow > 3) {
      return;
    }
    int step = flipped ? -1 : 1; // towards the top and the right of the screen
    int df = (arrow & 1) == 0 ? (arrow - 1) * step : 0;
    int dr = (arrow & 1) == 1 ? (2 - arrow) * step : 0;
    Dom.preventDefault(e);
    if (cursor < 0) {
      cursor = flipped ? files * ranks - 1 : 0;
    } else {
      int f = Math.max(0, Math.min(files - 1, cursor % files + df));
      int r = Math.max(0, Math.min(ranks - 1, cursor / files + dr));
      cursor = f + r * files;
    }
    redraw();
  }

  private void onDown(Event e) {
    int sq = squareAt(e, false);
    if (placement != null && sq >= 0) {
      editor.onEditPress(e, sq);
      return;
    }
    if (!interactive || sq < 0) {
      return;
    }
    Dom.preventDefault(e);
    if (press(sq)) {
      dragFrom = sq;
      dragging = false;
      downX = Dom.number(e, "clientX");
      downY = Dom.number(e, "clientY");
      Dom.capturePointer(svg, Dom.number(e, "pointerId"));
    }
  }

  /**
   * A press on a square, by pointer or keyboard: drops the selected piece there when it may go
   * there, picks up a piece that has moves, or lets go. True when a piece was picked up.
   */
  private boolean press(int sq) {
    if (selected >= 0 && isDestination(selected, sq)) {
      choose(selected, sq);
      return false;
    }
    if (hasMovesFrom(sq)) {
      selected = sq;
      announceSelection = true;
      redraw();
      return true;
    }
    if (selected >= 0) {
      selected = -1; // a square the selected piece cannot go to
      Sounds.illegal();
      redraw();
    }
    return false;
  }

  private void onMoveEvent(Event e) {
    if (dragFrom < 0 || dragged == null) {
      return;
    }
    double dx = Dom.number(e, "clientX") - downX;
    double dy = Dom.number(e, "clientY") - downY;
    if (!dragging && !isDrag(dx, dy)) {
      return;
    }
    dragging = true;
    double scale = rules.files() * CELL / Dom.box(svg, "width");
    dragged.setAttribute(
        "transform", "translate(" + (int) (dx * scale) + " " + (int) (dy * scale) + ")");
    dragged.setAttribute("class", dragged.getAttribute("class") + " drag");
  }

  private void onUp(Event e) {
    if (dragFrom < 0) {
      return;
    }
    int from = dragFrom;
    boolean wasDrag = dragging;
    dragFrom = -1;
    dragging = false;
    if (!wasDrag) {
      return; // a click: the piece stays selected for a click on its destination
    }
    int to = squareAt(e, true);
    if (to >= 0 && to != from && isDestination(from, to)) {
      drawn[from] = 0; // the piece is where the player dropped it: it does not slide there
      choose(from, to);
    } else {
      if (to >= 0 && to != from) {
        Sounds.illegal(); // dropped on a square it cannot go to
      }
      redraw(); // back where it came from, still selected
    }
  }

  private void cancelDrag() {
    if (dragFrom >= 0) {
      dragFrom = -1;
      dragging = false;
      redraw();
    }
  }

  /** The move from-to; when several differ only by promotion piece, the player picks one. */
  private void choose(int from, int to) {
    int[] options = new int[8];
    int n = 0;
    for (int i = 0; i < legalCount && n < options.length; i++) {
      if (rules.fromSquare(legal[i]) == from && rules.toSquare(legal[i]) == to) {
        options[n++] = legal[i];
      }
    }
    if (n == 1) {
      selected = -1;
      listener.onMove(options[0]);
      return;
    }
    int[] moves = new int[n];
    char[] letters = new char[n];
    for (int i = 0; i < n; i++) {
      moves[i] = options[i];
      letters[i] = rules.promotion(options[i]);
    }
    boolean white = isFirst(rules.pieceAt(from));
    promotionMoves = moves;
    promotion.ask(letters, white, this);
  }

  /** The chooser's answer (the view is its own callback: no lambda class for the page). */
  @Override
  public void onChoice(int index) {
    selected = -1;
    if (index < 0) {
      redraw();
    } else {
      listener.onMove(promotionMoves[index]);
    }
  }

  /**
   * The square of a pointer event: the index in the id ({@code sq<index>}) of the hit cell that is
   * its target or, with {@code underPointer}, the element under the pointer (a captured pointer's
   * events all go to the board), or their nearest ancestor; -1 when none is a hit cell.
   */
  @JSBody(
      params = {"ev", "underPointer"},
      script =
          "var node = underPointer ? document.elementFromPoint(ev.clientX, ev.clientY) : ev.target;"
              + "while (node && !(node.getAttribute && node.getAttribute('data-square')))"
              + " node = node.parentNode;"
              + "return node ? +node.id.slice(2) : -1;")
  static native int squareAt(JSObject ev, boolean underPointer);
}
