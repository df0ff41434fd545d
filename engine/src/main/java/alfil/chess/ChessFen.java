package alfil.chess;

import alfil.core.Echo;
import alfil.core.FenReader;
import alfil.core.InvalidInputException;
import alfil.core.Side;

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
  private static final String PLACEMENT = "FEN piece placement";
  private static final String SIDE = "FEN side to move";
  private static final String CASTLING = "FEN castling field";
  private static final String EN_PASSANT = "FEN en passant field";
  private static final String HALFMOVE = "FEN halfmove clock";
  private static final String FULLMOVE = "FEN fullmove number";

  private ChessFen() {}

  /**
   * Reads a FEN. The two move counters may be left out, as in EPD records (they default to 0 and 1,
   * as python-chess and the UCI GUIs do); the first four fields are required.
   */
  public static ChessPosition parse(String fen) throws InvalidInputException {
    if (fen == null || fen.trim().isEmpty()) {
      throw new InvalidInputException("FEN", "is empty");
    }
    String[] fields = FenReader.fields(fen);
    if (fields.length < 4 || fields.length > 6) {
      throw new InvalidInputException(
          "FEN",
          "has "
              + fields.length
              + " fields, expected 6 (the last two may be left out): placement, side to move,"
              + " castling, en passant, halfmove clock, fullmove number");
    }
    int[] board = parsePlacement(fields[0]);
    int side = parseSide(fields[1]);
    int castling = parseCastling(fields[2], board);
    int passed = parseEnPassant(fields[3], board, side);
    int halfmove = fields.length > 4 ? FenReader.counter(fields[4], HALFMOVE, 0) : 0;
    int fullmove = fields.length > 5 ? FenReader.counter(fields[5], FULLMOVE, 1) : 1;

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
          SIDE,
          sideName(other)
              + " is in check but it is "
              + sideName(side)
              + " to move: the side not to move can never be in check");
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
    char[] letters =
        FenReader.board(placement, PLACEMENT, 8, 8, 1, "PNBRQKpnbrqk", "PNBRQK pnbrqk");
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
          throw new InvalidInputException(
              PLACEMENT,
              "pawn on "
                  + Square.name(square)
                  + ": pawns never stand on the first or last rank (FIDE 3.7.5)");
        }
        if (Piece.type(piece) == Piece.KING) {
          kings[owner]++;
        }
        pieces[owner]++;
        board[square] = piece;
      }
    }
    for (int side = Side.FIRST; side <= Side.SECOND; side++) {
      if (kings[side] == 0) {
        throw new InvalidInputException(PLACEMENT, "no " + sideName(side) + " king");
      }
      if (kings[side] > 1) {
        throw new InvalidInputException(
            PLACEMENT, kings[side] + " " + sideName(side) + " kings, expected exactly one");
      }
      if (pieces[side] > 16) {
        throw new InvalidInputException(
            PLACEMENT, sideName(side) + " has " + pieces[side] + " pieces; a side has at most 16");
      }
    }
    return board;
  }

  private static int parseSide(String field) throws InvalidInputException {
    if (field.equals("w")) {
      return Side.FIRST;
    }
    if (field.equals("b")) {
      return Side.SECOND;
    }
    throw new InvalidInputException(SIDE, "'" + Echo.clip(field) + "' is neither 'w' nor 'b'");
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
            CASTLING, "bad letter '" + c + "' (expected '-' or some of KQkq)");
      }
      int right = 1 << index;
      int side = index >> 1;
      int rookSquare = Square.of((index & 1) == 0 ? 7 : 0, 7 * side);
      if ((rights & right) != 0) {
        throw new InvalidInputException(CASTLING, "right " + c + " appears twice");
      }
      int kingSquare = side == Side.FIRST ? Square.E1 : Square.E8;
      if (board[kingSquare] != Piece.of(side, Piece.KING)) {
        throw new InvalidInputException(
            CASTLING,
            "right " + c + " needs the " + sideName(side) + " king on " + Square.name(kingSquare));
      }
      if (board[rookSquare] != Piece.of(side, Piece.ROOK)) {
        throw new InvalidInputException(
            CASTLING,
            "right " + c + " needs a " + sideName(side) + " rook on " + Square.name(rookSquare));
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
    if (passed == Square.NONE) {
      throw new InvalidInputException(
          EN_PASSANT, "'" + Echo.clip(field) + "' is not a square or '-'");
    }
    int rank = side == Side.FIRST ? 5 : 2;
    if (Square.rank(passed) != rank) {
      throw new InvalidInputException(
          EN_PASSANT,
          field
              + " is not on rank "
              + (rank + 1)
              + ", the only rank where "
              + sideName(side)
              + " can capture en passant");
    }
    int forward = side == Side.FIRST ? -16 : 16;
    int pusher = Side.other(side);
    int pawnSquare = passed + forward;
    if (board[pawnSquare] != Piece.of(pusher, Piece.PAWN)) {
      throw new InvalidInputException(
          EN_PASSANT,
          "no "
              + sideName(pusher)
              + " pawn on "
              + Square.name(pawnSquare)
              + " that could just have made a double step over "
              + field);
    }
    int origin = passed - forward;
    if (board[passed] != Piece.NONE || board[origin] != Piece.NONE) {
      throw new InvalidInputException(
          EN_PASSANT,
          field
              + " and "
              + Square.name(origin)
              + " must be empty after a double step over "
              + field);
    }
    return passed;
  }

  static String sideName(int side) {
    return side == Side.FIRST ? "white" : "black";
  }
}
