package alfil.web.view;

import alfil.core.Game;
import alfil.core.Side;
import alfil.core.Text;
import alfil.web.dom.Dom;
import alfil.web.model.BoardState;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * The board, both games, as chessground is one: an inline SVG drawn from the {@link BoardState} it
 * is handed (pieces, orientation, last move, check, the moves offered, the analysis' arrow, the
 * premove, the player's arrows and circles), which reports what the player does: a move (a click on
 * a piece then on a destination, or a drag; a promotion chosen), an arrow or circle drawn with the
 * right button, a press that clears them. It never decides what is legal: the destinations it
 * offers are those it was handed, and the board's art comes from the page's template ({@code
 * #board-<game>}), so that it names no game.
 *
 * <p>Each cell is 100 units; chess pieces sit in squares, xiangqi pieces on the line crossings (the
 * centre of the same cells). Layers, bottom up: board, highlights, pieces, marks above the pieces
 * (destination dots, brackets, arrows), and a transparent hit cell per square carrying {@code
 * data-square} (its name), which tests address, and the id {@code sq<index>}, which input reads and
 * the keyboard cursor names.
 *
 * <p>Marks must show on occupied squares too. A chess piece leaves its square's corners free, so
 * the highlights are square fills under it; a xiangqi disc covers its point, so there they are
 * halos wider than the disc, and the last move gets corner brackets above the pieces, as xiangqi
 * boards frame it. Each mark carries {@code data-mark}, its square's name. Legal targets are dots
 * on empty squares and, for captures, the square's corners (lichess's marks).
 */
public final class BoardView implements EventListener<Event>, PromotionChooser.Choice {
  /** What the player does on the board. */
  public interface Listener {
    /** A move (or premove) from-to, with the promotion chosen (0: none). */
    void onMove(int from, int to, char promotion);

    /** A move that the board does not offer (the piece goes back). */
    void onIllegal();

    /** A piece picked up: the piece and where it can go, for screen readers. */
    void onSelect(Text said);

    /** An arrow ({@code from != to}) or a circle drawn with the right button. */
    void onShape(int from, int to);

    /** A left press on the board that is not part of a move: drawings and premove go. */
    void onBoardPress();

    /** A press on a square while the board shows a position being set up ({@code e}: a key). */
    void onEditPress(Event e, int square);
  }

  private static final int CELL = 100;

  /** The board's margin (units) above and below for file numbers, when the game prints them. */
  private static final int MARGIN = 44;

  /** How far (units) a halo on a point reaches beyond the cell, round the piece's disc. */
  private static final int HALO = 13;

  /**
   * The margin (units) left and right of a board whose pieces stand on points: the halos and
   * brackets of the edge files reach past the cells, and would be cut by the board's edge.
   */
  private static final int SIDE = 20;

  /** Pointer travel (px) that turns a press into a drag. */
  private static final double DRAG_PX = 4;

  private final HTMLElement container;
  private final Words words;
  private final Listener listener;
  private final PromotionChooser promotion;

  private BoardState state;

  /** Whether the board shows a position being set up (presses go to the editor). */
  private boolean editing;

  private Element svg;
  private Element board;
  private Element marks;
  private Element pieces;
  private Element over;

  /** The hit cells, child i for square i (not a Java array: see {@link #hit}). */
  private Element hits;

  /** What the board was drawn for: the game, the orientation, the notation of the numbers. */
  private Game drawnGame;

  private boolean drawnFlipped;
  private String drawnNotation;

  /** The piece letter on each square as last drawn (0: empty), to see which piece a move moved. */
  private char[] drawn = new char[0];

  /** Whether the fonts draw the Chinese characters ({@link PieceGlyphs}). */
  private final boolean cjk = PieceGlyphs.readable();

  private int selected = -1;
  private int cursor = -1;
  private int dragFrom = -1;
  private Element dragged;
  private boolean dragging;
  private double downX;
  private double downY;

  /** The square where a right-button drawing started, or -1. */
  private int shapeFrom = -1;

  /** The move waiting for its promotion piece. */
  private int promotionFrom;

  private int promotionTo;
  private String promotionLetters;

  public BoardView(
      HTMLElement container, Words words, PromotionChooser promotion, Listener listener) {
    this.container = container;
    this.words = words;
    this.promotion = promotion;
    this.listener = listener;
  }

  /**
   * Draws {@code b}; {@code editing}: a position being set up, whose presses go to the editor. A
   * move that has just been made slides its piece (about 150 ms, the CSS class {@code slide}; not
   * at all under {@code prefers-reduced-motion}): when the piece now on its to square stood on its
   * from square as last drawn, which a step back in review or a redraw of the same position is not.
   */
  public void draw(BoardState b, boolean editing) {
    boolean newBoard =
        b.game != drawnGame || b.flipped != drawnFlipped || !b.notation.equals(drawnNotation);
    if (newBoard) {
      build(b);
    }
    boolean samePosition = state != null && !newBoard && b.fen.equals(state.fen);
    if (!samePosition || b.mode != state.mode || editing != this.editing) {
      selected = -1;
      dragFrom = -1;
      promotion.close();
    }
    char moved = b.lastFrom < 0 ? 0 : b.pieces[b.lastTo];
    boolean slide =
        !newBoard
            && !editing
            && moved != 0
            && drawn[b.lastFrom] == moved
            && drawn[b.lastTo] != moved;
    state = b;
    this.editing = editing;
    container.setAttribute(
        "data-turn",
        b.mode == BoardState.MOVE ? "human" : b.mode == BoardState.PREMOVE ? "premove" : "wait");
    container.setAttribute("data-fen", b.fen);
    redraw(slide);
  }

  // ---------------------------------------------------------------- drawing

  /** A new board: the game's art, its coordinates, and the hit cells. */
  private void build(BoardState b) {
    drawnGame = b.game;
    drawnFlipped = b.flipped;
    drawnNotation = b.notation;
    Game game = b.game;
    drawn = new char[game.files() * game.ranks()];
    Dom.clear(container);
    int w = game.files() * CELL;
    int h = game.ranks() * CELL;
    int margin = game.fileNumbers(Side.FIRST, null) == null ? 0 : MARGIN;
    int side = game.onPoints() ? SIDE : 0;
    svg = Dom.svg("svg", "sv " + game.name());
    svg.setAttribute(
        "viewBox", -side + " " + -margin + " " + (w + 2 * side) + " " + (h + 2 * margin));
    board = group("bd");
    // The coordinates and river words are drawing: the hit cells name every square already.
    board.setAttribute("aria-hidden", "true");
    Element art = Dom.svgAt("use", "art", -side, -margin, w + 2 * side, h + 2 * margin);
    art.setAttribute("href", "#board-" + game.name());
    board.appendChild(art);
    if (!game.onPoints()) {
      drawSquareNames(game);
    }
    drawFileNumbers(game, margin);
    marks = group("mk");
    pieces = group("pcs");
    over = group("dots");
    hits = group("hits");
    for (int sq = 0; sq < drawn.length; sq++) {
      Element hit = cell("rect", sq, "hit");
      hit.setAttribute("data-square", game.squareName(engineSquare(sq)));
      hit.setAttribute("id", "sq" + sq);
      hit.setAttribute("role", "img");
      hits.appendChild(hit);
    }
    // Keyboard play: the board takes the focus, the arrow keys move a cursor over the squares and
    // Enter or Space picks up and drops, as a click does; the cursor's square is the active one.
    cursor = -1;
    svg.setAttribute("tabindex", "0");
    svg.setAttribute("role", "application");
    svg.setAttribute("aria-label", words.of(PageTexts.BOARD_HELP));
    container.appendChild(svg);
    container.setAttribute("data-game", game.name());
    container.setAttribute("data-flipped", b.flipped ? "true" : "false");
    Dom.on(svg, "keydown", this);
    Dom.on(svg, "pointerdown", this);
    Dom.on(svg, "pointermove", this);
    Dom.on(svg, "pointerup", this);
    Dom.on(svg, "pointercancel", this);
    Dom.on(svg, "contextmenu", this);
  }

  private Element group(String cls) {
    Element g = Dom.svg("g", cls);
    svg.appendChild(g);
    return g;
  }

  /**
   * Each side's file numbers along its own edge, as printed boards have them, in the move list's
   * notation (in digits when the fonts lack the Chinese numerals).
   */
  private void drawFileNumbers(Game game, int margin) {
    for (int side = Side.FIRST; side <= Side.SECOND; side++) {
      String numbers = game.fileNumbers(side, cjk ? drawnNotation : null);
      if (numbers == null) {
        return;
      }
      boolean bottom = (side == Side.FIRST) != drawnFlipped;
      int y = bottom ? game.ranks() * CELL + margin / 2 : -margin / 2;
      for (int f = 0; f < numbers.length(); f++) {
        Element t = Dom.svgAt("text", "fn", column(f) * CELL + CELL / 2, y, 0, 0);
        Dom.setText(t, numbers.substring(f, f + 1));
        board.appendChild(t);
      }
    }
  }

  /**
   * Coordinates along the bottom and left edges of a board of squares, as printed boards have them:
   * the file letter and the rank number of the square's own name ("e2"), in a colour that stands
   * out on its square.
   */
  private void drawSquareNames(Game game) {
    int files = game.files();
    int ranks = game.ranks();
    for (int sq = 0; sq < files * ranks; sq++) {
      boolean dark = (sq % files + sq / files) % 2 == 0;
      String name = game.squareName(engineSquare(sq));
      if (row(sq) == ranks - 1) {
        board.appendChild(
            label(column(sq) * CELL + 92, ranks * CELL - 6, "end", name.substring(0, 1), dark));
      }
      if (column(sq) == 0) {
        board.appendChild(label(6, row(sq) * CELL + 22, "start", name.substring(1), dark));
      }
    }
  }

  private static Element label(int x, int y, String anchor, String text, boolean dark) {
    Element t = Dom.svgAt("text", dark ? "co cd" : "co", x, y, 0, 0);
    t.setAttribute("text-anchor", anchor);
    Dom.setText(t, text);
    return t;
  }

  private int column(int sq) {
    int files = drawnGame.files();
    int f = sq % files;
    return drawnFlipped ? files - 1 - f : f;
  }

  private int row(int sq) {
    int r = sq / drawnGame.files();
    return drawnFlipped ? r : drawnGame.ranks() - 1 - r;
  }

  private int engineSquare(int sq) {
    return drawnGame.square(sq % drawnGame.files(), sq / drawnGame.files());
  }

  private String name(int sq) {
    return drawnGame.squareName(engineSquare(sq));
  }

  /** A cell-sized shape at a square: rect, or circle for points. */
  private Element cell(String shape, int sq, String cls) {
    return Dom.svgAt(shape, cls, column(sq) * CELL, row(sq) * CELL, CELL, CELL);
  }

  private Element hit(int sq) {
    return (Element) hits.getChildNodes().get(sq);
  }

  private void redraw(boolean slide) {
    BoardState b = state;
    Dom.clear(marks);
    Dom.clear(pieces);
    Dom.clear(over);
    dragged = null;
    boolean points = drawnGame.onPoints();
    if (b.lastFrom >= 0) {
      if (points) {
        bracket(b.lastFrom, "last brk");
        bracket(b.lastTo, "last brk");
      } else {
        mark(b.lastFrom, "last");
      }
      mark(b.lastTo, "last to");
    }
    if (b.premoveFrom >= 0) {
      mark(b.premoveFrom, "pre");
      mark(b.premoveTo, "pre");
    }
    if (b.check >= 0) {
      mark(b.check, "check");
    }
    if (selected >= 0) {
      mark(selected, "sel");
    }
    if (cursor >= 0) {
      marks.appendChild(cell("rect", cursor, "cur"));
      svg.setAttribute("aria-activedescendant", "sq" + cursor);
    }
    boolean chess = !points;
    for (int sq = 0; sq < b.pieces.length; sq++) {
      char p = b.pieces[sq];
      drawn[sq] = p;
      String piece = p == 0 ? null : words.of(drawnGame.pieceName(p));
      hit(sq).setAttribute("aria-label", piece == null ? name(sq) : name(sq) + ", " + piece);
      if (p == 0) {
        continue;
      }
      Element use = piece(drawnGame, p, column(sq) * CELL, row(sq) * CELL, CELL);
      if (slide && sq == b.lastTo) {
        use.setAttribute("class", use.getAttribute("class") + " slide");
        use.setAttribute(
            "style",
            "--dx:"
                + (column(b.lastFrom) - column(sq)) * CELL
                + "px;--dy:"
                + (row(b.lastFrom) - row(sq)) * CELL
                + "px");
      }
      use.setAttribute("data-at", name(sq));
      use.setAttribute("data-piece", String.valueOf(p));
      pieces.appendChild(use);
      if (sq == selected) {
        dragged = use;
      }
    }
    if (selected >= 0) {
      drawDestinations();
    }
    if (b.bestFrom >= 0) {
      arrow(b.bestFrom, b.bestTo, "hint best"); // the review's better move at a marked one
    }
    if (b.hintFrom >= 0) {
      arrow(b.hintFrom, b.hintTo, "hint");
    }
    for (int shape : b.shapes) {
      int from = shape / 256;
      int to = shape % 256;
      if (from == to) {
        Element ring = cell("circle", from, "shape");
        ring.setAttribute("data-shape", name(from));
        over.appendChild(ring);
      } else {
        arrow(from, to, "shape");
      }
    }
  }

  /** The dots of the selected piece's destinations, and the words screen readers hear. */
  private void drawDestinations() {
    BoardState b = state;
    String targets = "";
    String pre = b.mode == BoardState.PREMOVE ? " pre" : "";
    for (int i = 0; i < b.moves; i++) {
      if (b.from[i] != selected
          || b.forbidden[i]
          || (i > 0 && b.from[i - 1] == selected && b.to[i - 1] == b.to[i])) {
        continue; // a forbidden move shows no dot; promotions share their square: one dot
      }
      int to = b.to[i];
      boolean capture = b.pieces[to] != 0;
      Element dot = capture ? cell("rect", to, "dot cap" + pre) : cell("circle", to, "dot" + pre);
      dot.setAttribute("data-to", name(to));
      over.appendChild(dot);
      targets +=
          (targets.isEmpty() ? "" : ", ")
              + (capture ? words.of(PageTexts.TAKES.with(name(to))) : name(to));
    }
    if (announce) {
      announce = false;
      listener.onSelect(
          PageTexts.SELECTED.with(
              name(selected), drawnGame.pieceName(b.pieces[selected]), targets));
    }
  }

  /** Whether the next drawing of destinations tells screen readers about them. */
  private boolean announce;

  /** An arrow from centre to centre; the template's marker draws the head. */
  private void arrow(int from, int to, String cls) {
    Element arrow = Dom.svg("path", cls);
    int half = CELL / 2;
    arrow.setAttribute(
        "d",
        "M"
            + (column(from) * CELL + half)
            + " "
            + (row(from) * CELL + half)
            + "L"
            + (column(to) * CELL + half)
            + " "
            + (row(to) * CELL + half));
    arrow.setAttribute("data-from", name(from));
    arrow.setAttribute("data-to", name(to));
    over.appendChild(arrow);
  }

  /**
   * A piece of a FEN letter drawn in the box at {@code x, y} of {@code size} units: the template's
   * symbol {@code #<game>-<letter>}, in the class of its side ({@code s0}, {@code s1}) that the
   * style sheet colours per game.
   */
  public static Element piece(Game game, char p, int x, int y, int size) {
    Element use = Dom.svgAt("use", isFirst(p) ? "pc s0" : "pc s1", x, y, size, size);
    use.setAttribute("href", "#" + game.name() + "-" + p);
    return use;
  }

  /**
   * A highlight under the piece of a square: the square itself, or on a point a halo round the
   * disc.
   */
  private void mark(int sq, String cls) {
    boolean points = drawnGame.onPoints();
    int grow = points ? HALO : 0;
    Element m =
        Dom.svgAt(
            points ? "circle" : "rect",
            cls,
            column(sq) * CELL - grow,
            row(sq) * CELL - grow,
            CELL + 2 * grow,
            CELL + 2 * grow);
    m.setAttribute("data-mark", name(sq));
    marks.appendChild(m);
  }

  /** Corner brackets round a point of the last move, above its piece (the template's symbol). */
  private void bracket(int sq, String cls) {
    Element b = cell("use", sq, cls);
    b.setAttribute("href", "#brk");
    b.setAttribute("data-mark", name(sq));
    over.appendChild(b);
  }

  /**
   * Whether a pointer that travelled {@code dx, dy} px since its press drags rather than clicks
   * (the board's and the editor's one threshold).
   */
  public static boolean isDrag(double dx, double dy) {
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

  /**
   * The board's one listener for its keyboard and pointer events: one dispatcher instead of a
   * lambda class per event (each costs the page a class, its metadata and a JS export wrapper).
   */
  @Override
  public void handleEvent(Event e) {
    if (state == null) {
      return;
    }
    String type = e.getType();
    if (type.equals("keydown")) {
      onKey(e);
    } else if (type.equals("pointerdown")) {
      onDown(e);
    } else if (type.equals("pointermove")) {
      onPointerMove(e);
    } else if (type.equals("pointerup")) {
      onUp(e);
    } else if (type.equals("contextmenu")) {
      Dom.preventDefault(e); // the right button draws
    } else {
      cancelDrag();
    }
  }

  /**
   * Arrow keys move the cursor (the first press shows it on the bottom-left square), Enter and
   * Space press its square. Key codes rather than key names: a switch on strings costs the page
   * more.
   */
  private void onKey(Event e) {
    int code = (int) Dom.number(e, "keyCode");
    int files = drawnGame.files();
    int ranks = drawnGame.ranks();
    if (code == 13 || code == 32) { // Enter, Space
      Dom.preventDefault(e);
      if (editing && cursor >= 0) {
        listener.onEditPress(null, cursor);
      } else if (cursor >= 0) {
        press(cursor);
      }
      return;
    }
    // The arrows, 37 to 40: left, up, right, down; even ones move along the rank.
    int arrow = code - 37;
    if (arrow < 0 || arrow > 3) {
      return;
    }
    int step = drawnFlipped ? -1 : 1; // towards the top and the right of the screen
    int df = (arrow & 1) == 0 ? (arrow - 1) * step : 0;
    int dr = (arrow & 1) == 1 ? (2 - arrow) * step : 0;
    Dom.preventDefault(e);
    if (cursor < 0) {
      cursor = drawnFlipped ? files * ranks - 1 : 0;
    } else {
      int f = Math.max(0, Math.min(files - 1, cursor % files + df));
      int r = Math.max(0, Math.min(ranks - 1, cursor / files + dr));
      cursor = f + r * files;
    }
    redraw(false);
  }

  private void onDown(Event e) {
    int sq = squareAt(e, false);
    if (sq < 0) {
      return;
    }
    if (editing) {
      listener.onEditPress(e, sq);
      return;
    }
    Dom.preventDefault(e);
    if (Dom.number(e, "button") == 2) {
      shapeFrom = sq;
      return;
    }
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
    if (selected >= 0 && state.allows(selected, sq)) {
      choose(selected, sq);
      return false;
    }
    if (state.movable(sq)) {
      if (state.premoveFrom >= 0 || state.shapes.length > 0) {
        listener.onBoardPress();
      }
      selected = sq;
      announce = true;
      redraw(false);
      return true;
    }
    if (selected >= 0) {
      selected = -1; // a square the selected piece cannot go to
      listener.onIllegal();
      redraw(false);
    } else {
      listener.onBoardPress();
    }
    return false;
  }

  private void onPointerMove(Event e) {
    if (dragFrom < 0 || dragged == null) {
      return;
    }
    double dx = Dom.number(e, "clientX") - downX;
    double dy = Dom.number(e, "clientY") - downY;
    if (!dragging && !isDrag(dx, dy)) {
      return;
    }
    dragging = true;
    double scale =
        (drawnGame.files() * CELL + (drawnGame.onPoints() ? 2 * SIDE : 0)) / Dom.box(svg, "width");
    dragged.setAttribute(
        "transform", "translate(" + (int) (dx * scale) + " " + (int) (dy * scale) + ")");
    dragged.setAttribute("class", dragged.getAttribute("class") + " drag");
  }

  private void onUp(Event e) {
    if (shapeFrom >= 0) {
      int to = squareAt(e, true);
      int from = shapeFrom;
      shapeFrom = -1;
      if (to >= 0) {
        listener.onShape(from, to);
      }
      return;
    }
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
    if (to >= 0 && to != from && state.allows(from, to)) {
      drawn[from] = 0; // the piece is where the player dropped it: it does not slide there
      choose(from, to);
    } else {
      if (to >= 0 && to != from) {
        listener.onIllegal(); // dropped on a square it cannot go to
      }
      redraw(false); // back where it came from, still selected
    }
  }

  private void cancelDrag() {
    shapeFrom = -1;
    if (dragFrom >= 0) {
      dragFrom = -1;
      dragging = false;
      redraw(false);
    }
  }

  /** The move from-to; when it promotes, the player picks the piece by the square. */
  private void choose(int from, int to) {
    String letters = state.promotions(from, to);
    if (letters.isEmpty()) {
      selected = -1;
      listener.onMove(from, to, (char) 0);
      return;
    }
    promotionFrom = from;
    promotionTo = to;
    promotionLetters = letters;
    promotion.ask(
        drawnGame,
        letters,
        isFirst(state.pieces[from]),
        column(to) * 100 / drawnGame.files() + 50 / drawnGame.files(),
        row(to) < drawnGame.ranks() / 2,
        this);
  }

  /** The chooser's answer (the view is its own callback: no lambda class for the page). */
  @Override
  public void onChoice(int index) {
    selected = -1;
    if (index < 0) {
      redraw(false);
    } else {
      listener.onMove(promotionFrom, promotionTo, promotionLetters.charAt(index));
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
  public static native int squareAt(JSObject ev, boolean underPointer);
}
