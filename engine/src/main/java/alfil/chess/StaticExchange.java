package alfil.chess;

import alfil.core.Move;
import alfil.core.SwapList;

/**
 * Static exchange evaluation in chess: the first capture as chess makes it (en passant takes a pawn
 * beside the target, a promotion puts a new piece there) and chess's least valuable attackers, over
 * the shared {@link SwapList}. Pins are ignored; x-rays are seen because each attacker used is
 * lifted off the board before the next one is looked for, so a rook behind a rook joins in. The
 * king takes part last: capturing into a defended square is scored as losing it.
 */
final class StaticExchange {
  private StaticExchange() {}

  /**
   * The exchange value of a legal capture or promotion of {@code p} for the side moving, with
   * {@code value} by piece type; a quiet move is scored as the loss of its piece if the target is
   * attacked. Works on the position's own board and restores it.
   */
  static int evaluate(SwapList swaps, ChessPosition p, int move, int[] value) {
    final int[] b = p.board;
    final int from = Move.from(move);
    final int to = Move.to(move);
    final int kind = ChessMove.kind(move);
    final int victim = kind != ChessMove.EN_PASSANT ? to : p.side == 0 ? to - 16 : to + 16;
    int gain = value[b[victim] & Piece.TYPE_MASK];
    int onTarget = value[b[from] & Piece.TYPE_MASK];
    if (kind == ChessMove.PROMOTION) {
      int promoted = value[ChessMove.promotionType(move)];
      gain += promoted - value[Piece.PAWN];
      onTarget = promoted;
    }
    swaps.start(b, from, gain, onTarget);
    if (victim != to) {
      swaps.lift(victim);
    }
    int side = p.side;
    int attacker;
    do {
      side ^= 1;
      attacker = leastValuableAttacker(p, to, side, value);
    } while (attacker >= 0 && swaps.recapture(attacker, value[b[attacker] & Piece.TYPE_MASK]));
    return swaps.finish();
  }

  /**
   * The square of {@code side}'s cheapest piece attacking {@code to}, or -1; of equally cheap ones,
   * the first in the piece list. Pawns, the cheapest of all, are looked for on their two squares
   * first; only without one is the piece list walked, for the others.
   */
  private static int leastValuableAttacker(ChessPosition p, int to, int side, int[] value) {
    final int[] b = p.board;
    final int pawn = Piece.of(side, Piece.PAWN);
    // A white pawn attacks from one rank below, a black one from one rank above.
    final int behind = side == 0 ? to - 16 : to + 16;
    final int left = behind - 1;
    final int right = behind + 1;
    final boolean leftPawn = (left & 0x88) == 0 && b[left] == pawn;
    final boolean rightPawn = (right & 0x88) == 0 && b[right] == pawn;
    if (leftPawn || rightPawn) {
      if (leftPawn && rightPawn) {
        return p.listIndex[left] < p.listIndex[right] ? left : right;
      }
      return leftPawn ? left : right;
    }
    final int[] squares = p.squares;
    int best = -1;
    int bestValue = Integer.MAX_VALUE;
    final int end = (side << 4) + p.pieceCount[side];
    for (int i = side << 4; i < end; i++) {
      int from = squares[i];
      int piece = b[from];
      if (piece == Piece.NONE || piece == pawn || from == to) {
        continue; // lifted for this exchange, or a pawn (none attacks)
      }
      int v = value[piece & Piece.TYPE_MASK];
      if (v >= bestValue) {
        continue;
      }
      int kinds = Geometry.attackers(from, to) & Geometry.pieceAttacks(piece);
      if (kinds == 0) {
        continue;
      }
      if ((kinds & Geometry.CONTACT_ATTACKS) == 0) {
        int step = Geometry.step(to, from);
        int t = to + step;
        while (b[t] == Piece.NONE) {
          t += step;
        }
        if (t != from) {
          continue;
        }
      }
      best = from;
      bestValue = v;
    }
    return best;
  }
}
