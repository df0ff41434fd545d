package alfil.chess;

import alfil.core.CoreTexts;
import alfil.core.Move;
import alfil.core.Side;
import alfil.core.Text;

/**
 * Why a move that is not legal is not, in words for the person who typed it: "no piece on e3", "the
 * white knight on g1 cannot move to g4", "would leave the king in check", "cannot castle: f1 is
 * attacked". Used by the notation parsers; never on a hot path.
 */
final class IllegalMoveReason {
  private IllegalMoveReason() {}

  /**
   * The reason why moving from {@code from} to {@code to} (promoting to {@code promotionType}, or
   * {@link Piece#NONE}) is not a legal move.
   */
  static Text explain(ChessPosition position, int from, int to, int promotionType) {
    int us = position.sideToMove();
    int piece = position.pieceAt(from);
    if (piece == Piece.NONE) {
      return CoreTexts.MOVE_NO_PIECE.with(Square.name(from));
    }
    if (Piece.side(piece) != us) {
      return CoreTexts.MOVE_NOT_YOURS.with(Square.name(from), ChessTexts.side(us));
    }
    int type = Piece.type(piece);
    if (type == Piece.KING && Math.abs(to - from) == 2 && Square.rank(from) == Square.rank(to)) {
      Text reason = castlingReason(position, from, to);
      if (reason != null) {
        return reason;
      }
    }
    if (!reachesIgnoringCheck(position, from, to)) {
      // Capturing one's own piece included: the board shows whose piece stands there.
      return ChessTexts.MOVE_CANNOT_REACH.with(
          ChessTexts.piece(piece), Square.name(from), Square.name(to));
    }
    boolean reachesLastRank = type == Piece.PAWN && (Square.rank(to) == 0 || Square.rank(to) == 7);
    if (reachesLastRank && promotionType == Piece.NONE) {
      return ChessTexts.MOVE_MUST_PROMOTE;
    }
    if (!reachesLastRank && promotionType != Piece.NONE) {
      return ChessTexts.MOVE_ONLY_PAWN_PROMOTES;
    }
    if (reachesLastRank && (promotionType == Piece.PAWN || promotionType == Piece.KING)) {
      return ChessTexts.MOVE_PROMOTION_PIECE;
    }
    return checkReason(position);
  }

  /**
   * Why a pseudo-legal move is illegal: it leaves or puts its own king in check (FIDE 3.9), or, in
   * check, does not end it.
   */
  static Text checkReason(ChessPosition position) {
    return position.inCheck() ? ChessTexts.MOVE_OUT_OF_CHECK : ChessTexts.MOVE_INTO_CHECK;
  }

  /**
   * Whether the piece on {@code from} could move to {@code to} if its own king's safety did not
   * matter (pseudo-legal), castling and the en passant capture included.
   */
  static boolean reachesIgnoringCheck(ChessPosition position, int from, int to) {
    int piece = position.pieceAt(from);
    if (piece == Piece.NONE || from == to || !Square.isOnBoard(to)) {
      return false;
    }
    int us = Piece.side(piece);
    int target = position.pieceAt(to);
    if (target != Piece.NONE && Piece.side(target) == us) {
      return false;
    }
    int kinds = Geometry.attackers(from, to);
    switch (Piece.type(piece)) {
      case Piece.PAWN:
        return pawnReaches(position, from, to, us);
      case Piece.KNIGHT:
        return (kinds & Geometry.KNIGHT_ATTACK) != 0;
      case Piece.KING:
        if (Math.abs(to - from) == 2 && Square.rank(from) == Square.rank(to)) {
          return castlingIsPseudoLegal(position, from, to);
        }
        return (kinds & Geometry.KING_ATTACK) != 0;
      case Piece.BISHOP:
        return (kinds & Geometry.DIAGONAL_ATTACK) != 0 && pathIsClear(position, from, to);
      case Piece.ROOK:
        return (kinds & Geometry.ORTHOGONAL_ATTACK) != 0 && pathIsClear(position, from, to);
      default:
        return (kinds & (Geometry.DIAGONAL_ATTACK | Geometry.ORTHOGONAL_ATTACK)) != 0
            && pathIsClear(position, from, to);
    }
  }

  private static boolean pawnReaches(ChessPosition position, int from, int to, int us) {
    int up = us == Side.FIRST ? 16 : -16;
    if (to == from + up) {
      return position.pieceAt(to) == Piece.NONE;
    }
    if (to == from + 2 * up) {
      int startRank = us == Side.FIRST ? 1 : 6;
      return Square.rank(from) == startRank
          && position.pieceAt(from + up) == Piece.NONE
          && position.pieceAt(to) == Piece.NONE;
    }
    if (to != from + up - 1 && to != from + up + 1) {
      return false;
    }
    if (position.pieceAt(to) != Piece.NONE) {
      return true;
    }
    // En passant: the position forgets the square when the capture is illegal, so look at the
    // last move made: an opponent's double step past 'to'.
    if (to == position.enPassantSquare()) {
      return true;
    }
    int last = position.lastMove();
    return last != Move.NONE
        && ChessMove.kind(last) == ChessMove.DOUBLE_PUSH
        && Move.to(last) == to - up;
  }

  private static boolean pathIsClear(ChessPosition position, int from, int to) {
    int step = Geometry.step(from, to);
    for (int s = from + step; s != to; s += step) {
      if (position.pieceAt(s) != Piece.NONE) {
        return false;
      }
    }
    return true;
  }

  /** Whether castling has its right and an empty path, whatever the attacks. */
  private static boolean castlingIsPseudoLegal(ChessPosition position, int from, int to) {
    return castlingPathReason(position, from, to) == null;
  }

  /**
   * For a king moving two squares along its rank: why castling lacks its right or an empty path
   * between king and rook, whatever the attacks, or null when it has both.
   */
  private static Text castlingPathReason(ChessPosition position, int from, int to) {
    int us = position.sideToMove();
    int home = us == Side.FIRST ? Square.E1 : Square.E8;
    boolean kingside = to > from;
    int right = kingside ? CastlingRights.kingside(us) : CastlingRights.queenside(us);
    if (from != home || (position.castlingRights() & right) == 0) {
      return noCastlingRight(us, kingside);
    }
    int rookSquare = kingside ? home + 3 : home - 4;
    int step = kingside ? 1 : -1;
    for (int s = home + step; s != rookSquare; s += step) {
      if (position.pieceAt(s) != Piece.NONE) {
        return ChessTexts.MOVE_CASTLING_BLOCKED.with(Square.name(s));
      }
    }
    return null;
  }

  /** {@code side} has lost its right to castle on that wing, or its king has left home. */
  static Text noCastlingRight(int side, boolean kingside) {
    return ChessTexts.MOVE_NO_CASTLING_RIGHT.with(
        ChessTexts.side(side), kingside ? "O-O" : "O-O-O");
  }

  /**
   * For a king moving two squares along its rank: why castling is not legal (FIDE 3.8.2), or null
   * when it is legal.
   */
  private static Text castlingReason(ChessPosition position, int from, int to) {
    Text why = castlingPathReason(position, from, to);
    if (why != null) {
      return why;
    }
    int step = to > from ? 1 : -1;
    int them = Side.other(position.sideToMove());
    // Out of, through or into check: the king's square, the one it crosses, the one it reaches.
    for (int s = from; s != to + step; s += step) {
      if (position.isAttacked(s, them)) {
        return ChessTexts.MOVE_CASTLING_ATTACKED.with(Square.name(s));
      }
    }
    return null;
  }
}
