package alfil.web.model;

import alfil.core.Ascii;
import alfil.core.FenReader;
import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import alfil.core.Text;
import alfil.web.game.GameRules;
import alfil.web.game.Settings;
import alfil.web.text.PageTexts;

/**
 * The board editor's position, free of the DOM: the pieces on the board, the side to move, the
 * castling rights and the en passant square (chess), the palette's tool, and the engine's verdict
 * on the FEN they make. It knows no rule: it writes the FEN of what is on the board and asks the
 * engine's FEN reader, showing its reason as it is. The pieces are those of the game's start
 * position, so the page needs no piece list of its own.
 */
public final class EditorModel {
  /** The palette's eraser. */
  public static final char ERASER = '-';

  private Settings base;
  private GameRules rules;
  private char[] cells = new char[0];
  private boolean secondToMove;
  private String castling = "-";
  private String enPassant = "-";
  private char tool;
  private String letters = "";
  private Text verdict;

  /** Whether the FEN field is being typed (then it is not written over). */
  private boolean typing;

  private String typed = "";

  /** Opens the editor on a game's position: its settings (a game from it keeps its level). */
  public void open(Settings current, String fen) {
    base = current.copy();
    rules = GameRules.of(base.game);
    cells = new char[base.game.files() * base.game.ranks()];
    letters = piecesOf(rules);
    tool = 0;
    load(fen);
    changed();
  }

  public void close() {
    base = null;
  }

  public boolean isOpen() {
    return base != null;
  }

  public Game game() {
    return base.game;
  }

  /** The game's pieces, the first player's then the second's, in the order books list them. */
  public String letters() {
    return letters;
  }

  public char tool() {
    return tool;
  }

  public boolean secondToMove() {
    return secondToMove;
  }

  /** Whether the game has castling rights in its FEN (chess). */
  public boolean hasCastling() {
    return !FenReader.fields(base.game.startFen())[2].equals("-");
  }

  public boolean castles(char right) {
    return castling.indexOf(right) >= 0;
  }

  public String enPassant() {
    return enPassant;
  }

  /** The engine's refusal of the position, or null when it is legal. */
  public Text verdict() {
    return verdict;
  }

  /** The FEN field's text: what the player types, or the position's FEN. */
  public String fenText() {
    return typing ? typed : fen();
  }

  // ---------------------------------------------------------------- transitions

  /** Chooses a palette tool; the same one again puts it down. */
  public void choose(char piece) {
    tool = tool == piece ? 0 : piece;
  }

  /** A click on a square with the tool: puts its piece there, or takes one off. */
  public void put(int square) {
    if (tool == 0) {
      return;
    }
    cells[square] = tool == ERASER || cells[square] == tool ? 0 : tool;
    changed();
  }

  /** The piece on a square, lifted for a drag (the square is empty meanwhile); 0 for none. */
  public char lift(int square) {
    char p = cells[square];
    cells[square] = 0;
    changed();
    return p;
  }

  /** A dragged piece set down on a square, or off the board ({@code square} -1): removed. */
  public void drop(char piece, int square) {
    if (square >= 0 && piece != 0) {
      cells[square] = piece;
    }
    changed();
  }

  public void clear() {
    cells = new char[cells.length];
    castling = "-";
    enPassant = "-";
    changed();
  }

  public void startPosition() {
    load(base.game.startFen());
    changed();
  }

  public void setSecondToMove(boolean second) {
    secondToMove = second;
    changed();
  }

  public void setCastling(char right, boolean on) {
    StringBuilder rights = new StringBuilder();
    for (char c : new char[] {'K', 'Q', 'k', 'q'}) {
      if (c == right ? on : castles(c)) {
        rights.append(c);
      }
    }
    castling = rights.length() == 0 ? "-" : rights.toString();
    changed();
  }

  public void setEnPassant(String square) {
    enPassant = square.trim().isEmpty() ? "-" : square.trim();
    changed();
  }

  /**
   * A FEN typed or pasted: one the engine accepts is read as the engine reads it; one it refuses
   * still shows, if its board field reads, so that a person sees what to fix.
   */
  public void type(String fen) {
    typing = true;
    typed = fen;
    Text refused = load(fen);
    if (refused == null) {
      verdict = rules.setPosition(fen());
    } else {
      verdict = refused;
    }
  }

  /** The typing is over: the field shows the position's FEN again. */
  public void typed() {
    typing = false;
  }

  /**
   * The settings of a game from this position: against the engine (the player takes the side to
   * move, at the bottom), between two players (the board as it was set up, {@code flipped}), or for
   * analysis (two players).
   */
  public Settings game(boolean vsEngine, boolean flipped) {
    Settings s = base.copy();
    s.fen = fen();
    s.mode = vsEngine ? Settings.AI : Settings.LOCAL;
    s.side = secondToMove ? Side.SECOND : Side.FIRST;
    s.orientation = vsEngine ? -1 : flipped ? Side.SECOND : Side.FIRST;
    return s;
  }

  /** The board as the view draws it: the pieces set up, nothing to move. */
  public BoardState board(String notation, boolean flipped) {
    BoardState b = new BoardState(base.game, notation, flipped);
    System.arraycopy(cells, 0, b.pieces, 0, cells.length);
    b.fen = fen();
    return b;
  }

  // ---------------------------------------------------------------- helpers

  /**
   * Sets the editor from a FEN.
   *
   * @return null, or the engine's reason when the FEN's board cannot be shown
   */
  private Text load(String fen) {
    Text refused = rules.setPosition(fen);
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
                base.game.files(),
                base.game.ranks(),
                0,
                letters,
                letters);
      } catch (InvalidInputException e) {
        return refused;
      }
    }
    secondToMove = fields.length > 1 && fields[1].equals("b");
    castling = fields.length > 2 ? fields[2] : "-";
    enPassant = fields.length > 3 ? fields[3] : "-";
    return null;
  }

  /** After every change: the engine's verdict on the FEN. */
  private void changed() {
    verdict = rules.setPosition(fen());
  }

  /** The FEN of the editor's position. */
  public String fen() {
    StringBuilder fen = new StringBuilder();
    int files = base.game.files();
    for (int rank = base.game.ranks() - 1; rank >= 0; rank--) {
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
    fen.append(secondToMove ? 'b' : 'w');
    return fen.append(' ').append(castling).append(' ').append(enPassant).append(" 0 1").toString();
  }

  /**
   * The pieces of the game's start position, read from the first player's back rank forward (chess
   * R N B Q K P; xiangqi R N B A K C P, the order xiangqi books list them).
   */
  private static String piecesOf(GameRules start) {
    String first = "";
    String second = "";
    Game game = start.game();
    for (int sq = 0; sq < game.files() * game.ranks(); sq++) {
      char c = start.pieceAt(sq);
      if (Ascii.isUpper(c) && first.indexOf(c) < 0) {
        first += c;
        second += Ascii.toLower(c);
      }
    }
    return first + second;
  }

  /** The verdict's words when the position is legal. */
  public static Text legal() {
    return PageTexts.LEGAL_POSITION;
  }
}
