package alfil.chess;

import alfil.core.CoreTexts;
import alfil.core.Side;
import alfil.core.Text;

/**
 * The words of chess beyond those both games share ({@link CoreTexts}): the pieces, the FIDE
 * endings, the FEN's and the moves' errors, and the arbiter's rulings on draw claims. Arguments
 * marked "a text" are {@link Text}s; the others plain strings (squares, moves, numbers).
 */
public final class ChessTexts {
  // The pieces, one text per side and kind, as many languages inflect the pair ("dama blanca",
  // "rey blanco"): the page's screen-reader names and the errors' words.
  public static final Text WHITE_PAWN = new Text("piece.whitePawn", "white pawn");
  public static final Text WHITE_KNIGHT = new Text("piece.whiteKnight", "white knight");
  public static final Text WHITE_BISHOP = new Text("piece.whiteBishop", "white bishop");
  public static final Text WHITE_ROOK = new Text("piece.whiteRook", "white rook");
  public static final Text WHITE_QUEEN = new Text("piece.whiteQueen", "white queen");
  public static final Text WHITE_KING = new Text("piece.whiteKing", "white king");
  public static final Text BLACK_PAWN = new Text("piece.blackPawn", "black pawn");
  public static final Text BLACK_KNIGHT = new Text("piece.blackKnight", "black knight");
  public static final Text BLACK_BISHOP = new Text("piece.blackBishop", "black bishop");
  public static final Text BLACK_ROOK = new Text("piece.blackRook", "black rook");
  public static final Text BLACK_QUEEN = new Text("piece.blackQueen", "black queen");
  public static final Text BLACK_KING = new Text("piece.blackKing", "black king");

  // Why a game ended, besides the endings both games share (FIDE Laws 5.1.2, 6.9, 9.2-9.6).
  public static final Text THREEFOLD = new Text("outcome.threefold", "threefold repetition");
  public static final Text FIFTY_MOVES = new Text("outcome.fiftyMoves", "fifty-move rule");
  public static final Text FIVEFOLD = new Text("outcome.fivefold", "fivefold repetition");
  public static final Text SEVENTY_FIVE_MOVES =
      new Text("outcome.seventyFiveMoves", "seventy-five-move rule");
  public static final Text RESIGNED_CANNOT_MATE =
      new Text(
          "outcome.resignedCannotMate",
          "a player resigned but the opponent cannot checkmate by any series of legal moves");
  public static final Text FLAG_CANNOT_MATE =
      new Text(
          "outcome.flagCannotMate",
          "a flag fell but the opponent cannot checkmate by any series of legal moves");

  // What is wrong with a FEN.
  /** {0} the square. */
  public static final Text FEN_PAWN_RANK =
      new Text(
          "fen.pawnRank", "pawn on {0}: pawns never stand on the first or last rank (FIDE 3.7)");

  /** {0} the castling right's letter. */
  public static final Text FEN_CASTLING_TWICE =
      new Text("fen.castlingTwice", "right {0} appears twice");

  /** {0} the castling right's letter, {1} the king or rook (a text), {2} its home square. */
  public static final Text FEN_CASTLING_NEEDS =
      new Text("fen.castlingNeeds", "right {0} needs the {1} on {2}");

  /** {0} the en passant square. */
  public static final Text FEN_NO_DOUBLE_STEP =
      new Text("fen.noDoubleStep", "no pawn can just have passed over {0} with a double step");

  // Why a move is not legal (FIDE Laws, article 3).
  public static final Text MOVE_PROMOTION_PIECE =
      new Text("move.promotionPiece", "a pawn promotes to a queen, rook, bishop or knight");
  public static final Text MOVE_ONLY_PAWN_PROMOTES =
      new Text("move.onlyPawnPromotes", "only a pawn reaching the last rank promotes");
  public static final Text MOVE_MUST_PROMOTE =
      new Text("move.mustPromote", "a pawn reaching the last rank must promote (FIDE 3.7.5)");

  /** {0} the side (a text), {1} the castling ("O-O", "O-O-O"). */
  public static final Text MOVE_NO_CASTLING_RIGHT =
      new Text("move.noCastlingRight", "{0} has no right to castle ({1})");

  /** {0} the square between king and rook. */
  public static final Text MOVE_CASTLING_BLOCKED =
      new Text("move.castlingBlocked", "cannot castle: {0} is not empty");

  /** {0} the square the king stands on, crosses or reaches (FIDE 3.8.2.2). */
  public static final Text MOVE_CASTLING_ATTACKED =
      new Text("move.castlingAttacked", "cannot castle: {0} is attacked");

  /** {0} the piece (a text), {1} its square, {2} the square it cannot go to. */
  public static final Text MOVE_CANNOT_REACH =
      new Text("move.cannotReach", "the {0} on {1} cannot move to {2}");

  /** {0} the piece (a text), {1} the square. */
  public static final Text MOVE_NO_PIECE_REACHES =
      new Text("move.noPieceReaches", "no {0} can reach {1}");

  public static final Text MOVE_OUT_OF_CHECK =
      new Text("move.outOfCheck", "does not get the king out of check");
  public static final Text MOVE_INTO_CHECK =
      new Text("move.intoCheck", "would leave the king in check");

  // The arbiter on draws (FIDE Laws 5.2.3, 9.2, 9.3, 9.5).
  /** {0} the draw granted (an outcome's reason, a text). */
  public static final Text CLAIM_GRANTED = new Text("claim.granted", "claim granted: {0}");

  /** {0} how often the position has appeared, {1} the half-moves without capture or pawn move. */
  public static final Text CLAIM_REFUSED =
      new Text(
          "claim.refused",
          "claim refused: the position has appeared {0} of 3 times (FIDE 9.2), and {1} of 100"
              + " half-moves have passed without a capture or a pawn move (FIDE 9.3)");

  /** {0} the claimant's opponent (a text). */
  public static final Text CLAIM_PENALTY =
      new Text("claim.penalty", "two minutes added to {0}'s clock (FIDE 9.5.3)");

  /** {0} the declared move. */
  public static final Text CLAIM_PLAYED = new Text("claim.played", "{0} is played");

  public static final Text DRAW_TOO_EARLY =
      new Text(
          "draw.tooEarly",
          "a draw can be agreed only after both players have made a move (FIDE 5.2.3)");

  /** The pieces by {@code side * 6 + type - 1}, as {@link Piece} numbers the types. */
  private static final Text[] PIECES = {
    WHITE_PAWN, WHITE_KNIGHT, WHITE_BISHOP, WHITE_ROOK, WHITE_QUEEN, WHITE_KING,
    BLACK_PAWN, BLACK_KNIGHT, BLACK_BISHOP, BLACK_ROOK, BLACK_QUEEN, BLACK_KING
  };

  private ChessTexts() {}

  /** Every text above, made on each call (the page never asks; the language check does). */
  public static Text[] all() {
    return CoreTexts.joined(
        PIECES,
        new Text[] {
          THREEFOLD,
          FIFTY_MOVES,
          FIVEFOLD,
          SEVENTY_FIVE_MOVES,
          RESIGNED_CANNOT_MATE,
          FLAG_CANNOT_MATE,
          FEN_PAWN_RANK,
          FEN_CASTLING_TWICE,
          FEN_CASTLING_NEEDS,
          FEN_NO_DOUBLE_STEP,
          MOVE_PROMOTION_PIECE,
          MOVE_ONLY_PAWN_PROMOTES,
          MOVE_MUST_PROMOTE,
          MOVE_NO_CASTLING_RIGHT,
          MOVE_CASTLING_BLOCKED,
          MOVE_CASTLING_ATTACKED,
          MOVE_CANNOT_REACH,
          MOVE_NO_PIECE_REACHES,
          MOVE_OUT_OF_CHECK,
          MOVE_INTO_CHECK,
          CLAIM_GRANTED,
          CLAIM_REFUSED,
          CLAIM_PENALTY,
          CLAIM_PLAYED,
          DRAW_TOO_EARLY
        });
  }

  /** The piece's name: {@code white knight}; a {@link Piece} code, not {@link Piece#NONE}. */
  static Text piece(int piece) {
    return PIECES[Piece.side(piece) * 6 + Piece.type(piece) - 1];
  }

  /** {@link CoreTexts#WHITE} or {@link CoreTexts#BLACK}. */
  static Text side(int side) {
    return side == Side.FIRST ? CoreTexts.WHITE : CoreTexts.BLACK;
  }
}
