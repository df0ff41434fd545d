package alfil.web.model;

import alfil.core.Game;

/**
 * The board as the view draws it, handed over whole as chessground is handed its config: the
 * position's pieces, the orientation, the last move, the check, where a human may move (or premove)
 * and with which promotions, the analysis' arrow, the premove and the player's drawings. Squares
 * are the board's: {@code file + rank * files}, file 0 on the first player's left, rank 0 on the
 * first player's side. The view asks no rule: what is legal is here.
 */
public final class BoardState {
  /** {@link #mode}: nothing to move; a move now; a premove during the engine's turn. */
  public static final int VIEW = 0;

  public static final int MOVE = 1;
  public static final int PREMOVE = 2;

  public final Game game;

  /** The notation the file numbers follow (xiangqi: Chinese numerals for Red in Chinese). */
  public final String notation;

  public final boolean flipped;

  /** The FEN letter on each square, 0 for empty. */
  public final char[] pieces;

  public String fen = "";
  public int lastFrom = -1;
  public int lastTo = -1;
  public int check = -1;
  public int mode = VIEW;

  /**
   * The moves offered: from, to and promotion letter (0: none) each, and whether the judge forbids
   * it (xiangqi: it would lose by perpetual check or chase while another move does not): a
   * forbidden move is drawn as no destination, and when played anyway the model says why.
   */
  public int[] from = new int[64];

  public int[] to = new int[64];
  public char[] promotion = new char[64];
  public boolean[] forbidden = new boolean[64];
  public int moves;

  public int hintFrom = -1;
  public int hintTo = -1;

  /** The move the game's review found better than the one that led here, or -1. */
  public int bestFrom = -1;

  public int bestTo = -1;
  public int premoveFrom = -1;
  public int premoveTo = -1;

  /** The player's shapes, from * 256 + to each (a circle: from == to). */
  public int[] shapes = new int[0];

  BoardState(Game game, String notation, boolean flipped) {
    this.game = game;
    this.notation = notation;
    this.flipped = flipped;
    pieces = new char[game.files() * game.ranks()];
  }

  void addDestination(int fromSquare, int toSquare, char promotionLetter, boolean refused) {
    if (moves == from.length) {
      from = grown(from);
      to = grown(to);
      char[] more = new char[moves * 2];
      System.arraycopy(promotion, 0, more, 0, moves);
      promotion = more;
      boolean[] flags = new boolean[moves * 2];
      System.arraycopy(forbidden, 0, flags, 0, moves);
      forbidden = flags;
    }
    from[moves] = fromSquare;
    to[moves] = toSquare;
    forbidden[moves] = refused;
    promotion[moves++] = promotionLetter;
  }

  /** Whether a piece on {@code square} has a move offered. */
  public boolean movable(int square) {
    for (int i = 0; i < moves; i++) {
      if (from[i] == square) {
        return true;
      }
    }
    return false;
  }

  /** Whether the piece on {@code fromSquare} may go to {@code toSquare}. */
  public boolean allows(int fromSquare, int toSquare) {
    for (int i = 0; i < moves; i++) {
      if (from[i] == fromSquare && to[i] == toSquare) {
        return true;
      }
    }
    return false;
  }

  /** The promotion letters offered from-to, in the engine's order; empty when none. */
  public String promotions(int fromSquare, int toSquare) {
    StringBuilder letters = new StringBuilder();
    for (int i = 0; i < moves; i++) {
      if (from[i] == fromSquare && to[i] == toSquare && promotion[i] != 0) {
        letters.append(promotion[i]);
      }
    }
    return letters.toString();
  }

  private int[] grown(int[] a) {
    int[] more = new int[moves * 2];
    System.arraycopy(a, 0, more, 0, moves);
    return more;
  }
}
