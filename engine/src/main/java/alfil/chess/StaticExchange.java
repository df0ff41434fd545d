package alfil.chess;

import alfil.core.Move;

/**
 * Static exchange evaluation: what a capture wins once both sides have recaptured on its square
 * with their least valuable attackers for as long as it pays (the swap algorithm of the Chess
 * Programming Wiki, "SEE - The Swap Algorithm"). Pins are ignored; x-rays are seen because each
 * attacker used is lifted off the board before the next one is looked for, so a rook behind a rook
 * joins in. The king takes part last: capturing into a defended square is scored as losing it.
 *
 * <p>Works on the position's own arrays and restores them; allocates nothing (one instance per
 * position adapter).
 */
final class StaticExchange {
  private static final int MAX_SWAPS = 32;

  private final int[] gain = new int[MAX_SWAPS + 1];
  private final int[] lifted = new int[MAX_SWAPS + 2];
  private final int[] liftedPiece = new int[MAX_SWAPS + 2];

  /**
   * The exchange value of a legal capture or promotion of {@code p} for the side moving, with
   * {@code value} by piece type; a quiet move is scored as the loss of its piece if the target is
   * attacked.
   */
  int evaluate(ChessPosition p, int move, int[] value) {
    final int[] b = p.board;
    final int from = Move.from(move);
    final int to = Move.to(move);
    final int kind = ChessMove.kind(move);
    int liftedCount = 0;
    int captured = b[to];
    if (kind == ChessMove.EN_PASSANT) {
      int victim = p.side == 0 ? to - 16 : to + 16;
      captured = b[victim];
      lifted[liftedCount] = victim;
      liftedPiece[liftedCount++] = captured;
      b[victim] = Piece.NONE;
    }
    int onSquare = value[b[from] & Piece.TYPE_MASK];
    gain[0] = value[captured & Piece.TYPE_MASK];
    if (kind == ChessMove.PROMOTION) {
      int promoted = value[ChessMove.promotionType(move)];
      gain[0] += promoted - value[Piece.PAWN];
      onSquare = promoted;
    }
    lifted[liftedCount] = from;
    liftedPiece[liftedCount++] = b[from];
    b[from] = Piece.NONE;
    // The target square keeps its original occupant on the board: attackers are found by walking
    // from it, never through it, so who stands there does not matter.
    int side = p.side ^ 1;
    int d = 0;
    while (d < MAX_SWAPS) {
      int attacker = leastValuableAttacker(p, to, side, value);
      if (attacker < 0) {
        break;
      }
      d++;
      gain[d] = onSquare - gain[d - 1];
      if (Math.max(-gain[d - 1], gain[d]) < 0) {
        // Even unanswered this capture loses, and standing pat loses too: the outcome before it
        // is settled whatever follows, so it is left out (CPW's pruning).
        d--;
        break;
      }
      onSquare = value[b[attacker] & Piece.TYPE_MASK];
      lifted[liftedCount] = attacker;
      liftedPiece[liftedCount++] = b[attacker];
      b[attacker] = Piece.NONE;
      side ^= 1;
    }
    // Back up the swap list: each side chooses between standing pat and recapturing.
    for (; d > 0; d--) {
      gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
    }
    for (int i = liftedCount - 1; i >= 0; i--) {
      b[lifted[i]] = liftedPiece[i];
    }
    return gain[0];
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
