package alfil.chess;

/**
 * Whether a side attacks a square: for each of that side's pieces one difference-table lookup says
 * whether its kind could reach the square at all ({@link Geometry#attackers}); only an aligned
 * slider costs a walk, outward from the square towards it, which stops at the first piece.
 *
 * <p>An empty square in the piece list (a piece lifted off the board for a test, such as the pawn
 * captured en passant) has no attack kinds, so callers may clear board squares temporarily.
 */
final class Attacks {
  private Attacks() {}

  static boolean isAttacked(int[] board, int[] squares, int[] pieceCount, int square, int bySide) {
    int first = bySide << 4;
    int end = first + pieceCount[bySide];
    for (int i = first; i < end; i++) {
      int from = squares[i];
      int kinds = Geometry.attackers(from, square) & Geometry.pieceAttacks(board[from]);
      if (kinds == 0) {
        continue;
      }
      if ((kinds & Geometry.CONTACT_ATTACKS) != 0) {
        return true;
      }
      int step = Geometry.step(square, from);
      int t = square + step;
      while (board[t] == Piece.NONE) {
        t += step;
      }
      if (t == from) {
        return true;
      }
    }
    return false;
  }
}
