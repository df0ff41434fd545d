package alfil.chess;

import alfil.core.CoreTexts;
import alfil.core.Echo;
import alfil.core.FenReader;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import alfil.core.Text;

/**
 * Forsyth-Edwards Notation (FIDE Laws, Appendix C.6 describes the board; the six fields are the PGN
 * standard's, section 16.1).
 *
 * <p>Reading is strict and says what is wrong: each {@link InvalidInputException} names the field
 * ("FEN piece placement", "FEN castling field", ...) and the reason. Besides the syntax it rejects
 * positions the rules cannot reach in ways that would break the engine: a missing or extra king,
 * more than 16 pieces of a side, a pawn on the first or last rank, a castling right whose king or
 * rook is not at home, an en passant square that no double step can have produced, and the side not
 * to move standing in check.
 *
 * <p>Writing gives the en passant square only when an en passant capture is legal (FIDE 9.2.3), as
 * the position keeps it only then.
 */
public final class ChessFen {
  private ChessFen() {}

  /**
   * Reads a FEN. The two move counters may be left out, as in EPD records (they default to 0 and 1,
   * as python-chess and the UCI GUIs do); the first four fields are required.
   */
  public static ChessPosition parse(String fen) throws InvalidInputException {
    if (fen == null || fen.trim().isEmpty()) {
      throw new InvalidInputException(CoreTexts.FEN, CoreTexts.FEN_EMPTY);
    }
    String[] fields = FenReader.fields(fen);
    if (fields.length < 4 || fields.length > 6) {
      throw new InvalidInputException(
          CoreTexts.FEN, CoreTexts.FEN_FIELD_COUNT.with("4", String.valueOf(fields.length)));
    }
    int[] board = parsePlacement(fields[0]);
    int side = parseSide(fields[1]);
    int castling = parseCastling(fields[2], board);
    int passed = parseEnPassant(fields[3], board, side);
    int halfmove = fields.length > 4 ? FenReader.counter(fields[4], CoreTexts.FEN_HALFMOVE, 0) : 0;
    int fullmove = fields.length > 5 ? FenReader.counter(fields[5], CoreTexts.FEN_FULLMOVE, 1) : 1;

    ChessPosition position = new ChessPosition();
    // Kings first: each side's king heads its piece list.
    for (int square = 0; square < 128; square++) {
      if (Piece.type(board[square]) == Piece.KING) {
        position.place(board[square], square);
      }
    }
    for (int square = 0; square < 128; square++) {
      if (board[square] != Piece.NONE && Piece.type(board[square]) != Piece.KING) {
        position.place(board[square], square);
      }
    }
    position.side = side;
    position.castling = castling;
    position.halfmove = halfmove;
    position.fullmove = fullmove;

    int other = Side.other(side);
    if (position.isAttacked(position.kingSquare(other), side)) {
      throw new InvalidInputException(
          CoreTexts.FEN_SIDE,
          CoreTexts.FEN_IN_CHECK.with(ChessTexts.side(other), ChessTexts.side(side)));
    }
    if (passed != Square.NONE && position.enPassantCaptureExists(passed)) {
      position.enPassant = passed;
    }
    position.refreshHash();
    return position;
  }

  /** The six fields; the en passant square appears only when a capture there is legal. */
  public static String write(ChessPosition position) {
    StringBuilder fen = new StringBuilder(90);
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        int piece = position.pieceAt(Square.of(file, rank));
        if (piece == Piece.NONE) {
          empty++;
        } else {
          if (empty > 0) {
            fen.append((char) ('0' + empty));
            empty = 0;
          }
          fen.append(Piece.fenLetter(piece));
        }
      }
      if (empty > 0) {
        fen.append((char) ('0' + empty));
      }
      if (rank > 0) {
        fen.append('/');
      }
    }
    fen.append(position.sideToMove() == Side.FIRST ? " w " : " b ");
    fen.append(CastlingRights.toFen(position.castlingRights()));
    fen.append(' ');
    int passed = position.enPassantSquare();
    fen.append(passed == Square.NONE ? "-" : Square.name(passed));
    fen.append(' ').append(position.halfmoveClock());
    fen.append(' ').append(position.fullmoveNumber());
    return fen.toString();
  }

  private static int[] parsePlacement(String placement) throws InvalidInputException {
    char[] letters = FenReader.board(placement, 8, 8, 1, "PNBRQKpnbrqk", "PNBRQK pnbrqk");
    int[] board = new int[128];
    int[] pieces = new int[2];
    int[] kings = new int[2];
    for (int rank = 7; rank >= 0; rank--) {
      for (int file = 0; file < 8; file++) {
        char c = letters[rank * 8 + file];
        if (c == 0) {
          continue;
        }
        int piece = Piece.ofFenLetter(c);
        int square = Square.of(file, rank);
        int owner = Piece.side(piece);
        if (Piece.type(piece) == Piece.PAWN && (rank == 0 || rank == 7)) {
          throw placementError(ChessTexts.FEN_PAWN_RANK.with(Square.name(square)));
        }
        if (Piece.type(piece) == Piece.KING) {
          kings[owner]++;
        }
        pieces[owner]++;
        board[square] = piece;
      }
    }
    for (int side = Side.FIRST; side <= Side.SECOND; side++) {
      Text king = ChessTexts.piece(Piece.of(side, Piece.KING));
      if (kings[side] == 0) {
        throw placementError(CoreTexts.FEN_NO_KING.with(king));
      }
      if (kings[side] > 1) {
        throw placementError(CoreTexts.FEN_TOO_MANY.with(king, String.valueOf(kings[side]), "1"));
      }
      if (pieces[side] > 16) {
        throw placementError(
            CoreTexts.FEN_TOO_MANY.with(ChessTexts.side(side), String.valueOf(pieces[side]), "16"));
      }
    }
    return board;
  }

  private static InvalidInputException placementError(Text why) {
    return new InvalidInputException(CoreTexts.FEN_PLACEMENT, why);
  }

  private static int parseSide(String field) throws InvalidInputException {
    if (field.equals("w")) {
      return Side.FIRST;
    }
    if (field.equals("b")) {
      return Side.SECOND;
    }
    throw new InvalidInputException(
        CoreTexts.FEN_SIDE, CoreTexts.FEN_NOT_ONE_OF.with(Echo.clip(field), "w b"));
  }

  private static int parseCastling(String field, int[] board) throws InvalidInputException {
    if (field.equals("-")) {
      return CastlingRights.NONE;
    }
    int rights = CastlingRights.NONE;
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      // The rights' bits are in the order K Q k q (CastlingRights).
      int index = "KQkq".indexOf(c);
      if (index < 0) {
        throw new InvalidInputException(
            CoreTexts.FEN_CASTLING, CoreTexts.FEN_NOT_ONE_OF.with(String.valueOf(c), "- K Q k q"));
      }
      int right = 1 << index;
      int side = index >> 1;
      int rookSquare = Square.of((index & 1) == 0 ? 7 : 0, 7 * side);
      String letter = String.valueOf(c);
      if ((rights & right) != 0) {
        throw new InvalidInputException(
            CoreTexts.FEN_CASTLING, ChessTexts.FEN_CASTLING_TWICE.with(letter));
      }
      int kingSquare = side == Side.FIRST ? Square.E1 : Square.E8;
      for (int square : new int[] {kingSquare, rookSquare}) {
        int piece = Piece.of(side, square == kingSquare ? Piece.KING : Piece.ROOK);
        if (board[square] != piece) {
          throw new InvalidInputException(
              CoreTexts.FEN_CASTLING,
              ChessTexts.FEN_CASTLING_NEEDS.with(
                  letter, ChessTexts.piece(piece), Square.name(square)));
        }
      }
      rights |= right;
    }
    return rights;
  }

  /**
   * The square a double step passed over, checked against the board: it must lie on the rank the
   * side to move captures onto, with the opponent's pawn just in front and the two squares it came
   * through empty (FIDE 3.7.3.2).
   */
  private static int parseEnPassant(String field, int[] board, int side)
      throws InvalidInputException {
    if (field.equals("-")) {
      return Square.NONE;
    }
    int passed = Square.parse(field);
    int rank = side == Side.FIRST ? 5 : 2;
    if (passed == Square.NONE || Square.rank(passed) != rank) {
      // The squares the side to move could capture onto: rank 6 for White, rank 3 for Black.
      throw new InvalidInputException(
          CoreTexts.FEN_EN_PASSANT,
          CoreTexts.FEN_NOT_ONE_OF.with(Echo.clip(field), "- a" + (rank + 1) + "-h" + (rank + 1)));
    }
    int forward = side == Side.FIRST ? -16 : 16;
    int pusher = Side.other(side);
    int origin = passed - forward;
    if (board[passed + forward] != Piece.of(pusher, Piece.PAWN)
        || board[passed] != Piece.NONE
        || board[origin] != Piece.NONE) {
      throw new InvalidInputException(
          CoreTexts.FEN_EN_PASSANT, ChessTexts.FEN_NO_DOUBLE_STEP.with(field));
    }
    return passed;
  }
}
