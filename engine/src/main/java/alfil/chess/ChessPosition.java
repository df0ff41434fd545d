package alfil.chess;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Side;
import java.util.Arrays;

/**
 * A chess position: a 0x88 mailbox, a piece list per side, the FEN state and an incremental Zobrist
 * hash, with legal move generation ({@link MoveGenerator}) and make/unmake over an undo stack.
 *
 * <p>Piece list: side {@code s} owns {@code squares[16 s .. 16 s + pieceCount[s])}, its king always
 * at index {@code 16 s} (a king is never captured); {@code listIndex[square]} points back into it.
 * A capture swaps the last entry into the hole and unmake swaps it back, so the list order, and
 * with it the move order, depends only on the position's history, never on chance.
 *
 * <p>En passant (FIDE 9.2.3): the position keeps an en passant square only while an en passant
 * capture is actually legal, so the hash, the FEN and repetition all agree on "same position".
 *
 * <p>Make and unmake allocate nothing except when the undo stack must grow.
 */
public final class ChessPosition implements GamePosition {
  public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  // Undo record: one stride of ints per move made.
  private static final int UNDO_MOVE = 0;
  private static final int UNDO_CAPTURED = 1;
  private static final int UNDO_CAPTURED_INDEX = 2;
  private static final int UNDO_CASTLING = 3;
  private static final int UNDO_EN_PASSANT = 4;
  private static final int UNDO_HALFMOVE = 5;
  private static final int UNDO_HASH_LO = 6;
  private static final int UNDO_HASH_HI = 7;
  private static final int UNDO_PAWN_KEY = 8;
  private static final int UNDO_STRIDE = 9;

  final int[] board = new int[128];
  final int[] squares = new int[32];
  final int[] pieceCount = new int[2];
  final int[] listIndex = new int[128];

  int side;
  int castling;
  int enPassant = Square.NONE;
  int halfmove;
  int fullmove = 1;
  int hashLo;
  int hashHi;
  // The pawns' part of the low hash half (Stockfish's pawn key), kept incrementally.
  int pawnKey;

  private int[] undo = new int[UNDO_STRIDE * 128];
  private int undoTop;

  private final MoveGenerator generator = new MoveGenerator(this);

  /** An empty board: {@link ChessFen} fills it through {@link #place} and the state fields. */
  ChessPosition() {}

  /** The initial position (FIDE 2.3). */
  public static ChessPosition start() {
    try {
      return fromFen(START_FEN);
    } catch (InvalidInputException e) {
      throw new IllegalStateException("START_FEN must parse", e);
    }
  }

  /** The position a FEN describes; see {@link ChessFen#parse} for what is checked. */
  public static ChessPosition fromFen(String fen) throws InvalidInputException {
    return ChessFen.parse(fen);
  }

  /** An independent copy, with the same undo history. */
  public ChessPosition copy() {
    ChessPosition copy = new ChessPosition();
    System.arraycopy(board, 0, copy.board, 0, board.length);
    System.arraycopy(squares, 0, copy.squares, 0, squares.length);
    System.arraycopy(pieceCount, 0, copy.pieceCount, 0, pieceCount.length);
    System.arraycopy(listIndex, 0, copy.listIndex, 0, listIndex.length);
    copy.side = side;
    copy.castling = castling;
    copy.enPassant = enPassant;
    copy.halfmove = halfmove;
    copy.fullmove = fullmove;
    copy.hashLo = hashLo;
    copy.hashHi = hashHi;
    copy.pawnKey = pawnKey;
    copy.undo = Arrays.copyOf(undo, undo.length);
    copy.undoTop = undoTop;
    return copy;
  }

  // ---------------------------------------------------------------------------------------------
  // Accessors

  /** The piece on a 0x88 square ({@link Piece}), {@link Piece#NONE} when empty. */
  public int pieceAt(int square) {
    return board[square];
  }

  @Override
  public int sideToMove() {
    return side;
  }

  /** {@link CastlingRights} bits. */
  public int castlingRights() {
    return castling;
  }

  /** The square passed over by a double push, only while an en passant capture is legal. */
  public int enPassantSquare() {
    return enPassant;
  }

  /** Half-moves since the last capture or pawn move (FIDE 9.3). */
  public int halfmoveClock() {
    return halfmove;
  }

  /** Starts at 1, incremented after Black's move. */
  public int fullmoveNumber() {
    return fullmove;
  }

  public int kingSquare(int side) {
    return squares[side << 4];
  }

  /** The piece that {@code move} moves (before any promotion). */
  public int movingPiece(int move) {
    return board[Move.from(move)];
  }

  /** The piece that {@code move} captures, en passant included, or {@link Piece#NONE}. */
  public int capturedPiece(int move) {
    if (ChessMove.kind(move) == ChessMove.EN_PASSANT) {
      return Piece.of(Side.other(side), Piece.PAWN);
    }
    return board[Move.to(move)];
  }

  public boolean isCapture(int move) {
    return capturedPiece(move) != Piece.NONE;
  }

  /** How many moves have been made and can be unmade. */
  public int movesMade() {
    return undoTop / UNDO_STRIDE;
  }

  /** The last move made and not unmade, or {@link Move#NONE}. */
  public int lastMove() {
    return undoTop == 0 ? Move.NONE : undo[undoTop - UNDO_STRIDE + UNDO_MOVE];
  }

  @Override
  public boolean inCheck() {
    return isAttacked(squares[side << 4], side ^ 1);
  }

  /** Whether {@code bySide} attacks {@code square} with the pieces as they stand. */
  public boolean isAttacked(int square, int bySide) {
    return Attacks.isAttacked(board, squares, pieceCount, square, bySide);
  }

  @Override
  public int hashLo() {
    return hashLo;
  }

  @Override
  public int hashHi() {
    return hashHi;
  }

  @Override
  public int legalMoves(int[] moves, int offset) {
    return generator.generate(moves, offset);
  }

  /**
   * Writes the legal captures (en passant included) and promotions (all four pieces) of the side to
   * move from {@code offset} on and returns their count: exactly the moves of {@link #legalMoves}
   * that capture or promote, in the same order, without generating the quiet moves.
   */
  public int tacticalMoves(int[] moves, int offset) {
    return generator.generateTactical(moves, offset);
  }

  @Override
  public String moveToText(int move) {
    return Uci.toText(move);
  }

  @Override
  public int parseMove(String text) throws InvalidInputException {
    return Uci.parse(this, text);
  }

  @Override
  public String toFen() {
    return ChessFen.write(this);
  }

  @Override
  public String toString() {
    return toFen();
  }

  // ---------------------------------------------------------------------------------------------
  // Make and unmake

  @Override
  public void makeMove(int move) {
    final int[] b = board;
    final int from = Move.from(move);
    final int to = Move.to(move);
    final int kind = ChessMove.kind(move);
    final int us = side;
    final int them = us ^ 1;
    final int piece = b[from];

    if (undoTop + UNDO_STRIDE > undo.length) {
      undo = Arrays.copyOf(undo, undo.length * 2);
    }
    final int u = undoTop;
    undoTop = u + UNDO_STRIDE;
    undo[u + UNDO_MOVE] = move;
    undo[u + UNDO_CASTLING] = castling;
    undo[u + UNDO_EN_PASSANT] = enPassant;
    undo[u + UNDO_HALFMOVE] = halfmove;
    undo[u + UNDO_HASH_LO] = hashLo;
    undo[u + UNDO_HASH_HI] = hashHi;
    undo[u + UNDO_PAWN_KEY] = pawnKey;

    int lo = hashLo ^ Zobrist.BLACK_TO_MOVE_LO;
    int hi = hashHi ^ Zobrist.BLACK_TO_MOVE_HI;
    if (enPassant != Square.NONE) {
      lo ^= Zobrist.EN_PASSANT_FILE_LO[enPassant & 7];
      hi ^= Zobrist.EN_PASSANT_FILE_HI[enPassant & 7];
    }

    int captured = Piece.NONE;
    int capturedIndex = 0;
    if (kind == ChessMove.EN_PASSANT) {
      int victimSquare = us == Side.FIRST ? to - 16 : to + 16;
      captured = b[victimSquare];
      capturedIndex = removeFromList(victimSquare, them);
      b[victimSquare] = Piece.NONE;
      lo ^= Zobrist.PIECE_LO[captured << 7 | victimSquare];
      pawnKey ^= Zobrist.PIECE_LO[captured << 7 | victimSquare];
      hi ^= Zobrist.PIECE_HI[captured << 7 | victimSquare];
    } else {
      captured = b[to];
      if (captured != Piece.NONE) {
        capturedIndex = removeFromList(to, them);
        lo ^= Zobrist.PIECE_LO[captured << 7 | to];
        hi ^= Zobrist.PIECE_HI[captured << 7 | to];
        if ((captured & Piece.TYPE_MASK) == Piece.PAWN) {
          pawnKey ^= Zobrist.PIECE_LO[captured << 7 | to];
        }
      }
    }
    undo[u + UNDO_CAPTURED] = captured;
    undo[u + UNDO_CAPTURED_INDEX] = capturedIndex;

    final int placed =
        kind == ChessMove.PROMOTION ? Piece.of(us, ChessMove.promotionType(move)) : piece;
    b[from] = Piece.NONE;
    b[to] = placed;
    relocate(from, to);
    lo ^= Zobrist.PIECE_LO[piece << 7 | from] ^ Zobrist.PIECE_LO[placed << 7 | to];
    hi ^= Zobrist.PIECE_HI[piece << 7 | from] ^ Zobrist.PIECE_HI[placed << 7 | to];

    if (kind == ChessMove.CASTLING) {
      // FIDE 3.8.2: the rook goes to the square the king crossed.
      int rookFrom = to > from ? from + 3 : from - 4;
      int rookTo = to > from ? from + 1 : from - 1;
      int rook = b[rookFrom];
      b[rookFrom] = Piece.NONE;
      b[rookTo] = rook;
      relocate(rookFrom, rookTo);
      lo ^= Zobrist.PIECE_LO[rook << 7 | rookFrom] ^ Zobrist.PIECE_LO[rook << 7 | rookTo];
      hi ^= Zobrist.PIECE_HI[rook << 7 | rookFrom] ^ Zobrist.PIECE_HI[rook << 7 | rookTo];
    }

    int rights = CastlingRights.afterMove(castling, from, to);
    if (rights != castling) {
      lo ^= Zobrist.CASTLING_LO[castling] ^ Zobrist.CASTLING_LO[rights];
      hi ^= Zobrist.CASTLING_HI[castling] ^ Zobrist.CASTLING_HI[rights];
      castling = rights;
    }

    halfmove = (piece & Piece.TYPE_MASK) == Piece.PAWN || captured != Piece.NONE ? 0 : halfmove + 1;
    if (us == Side.SECOND) {
      fullmove++;
    }
    side = them;
    enPassant = Square.NONE;
    if (kind == ChessMove.DOUBLE_PUSH) {
      int passed = (from + to) >> 1;
      if (enPassantCaptureExists(passed)) {
        enPassant = passed;
        lo ^= Zobrist.EN_PASSANT_FILE_LO[passed & 7];
        hi ^= Zobrist.EN_PASSANT_FILE_HI[passed & 7];
      }
    }
    hashLo = lo;
    hashHi = hi;
    if ((piece & Piece.TYPE_MASK) == Piece.PAWN) {
      pawnKey ^= Zobrist.PIECE_LO[piece << 7 | from];
      if (placed == piece) {
        pawnKey ^= Zobrist.PIECE_LO[piece << 7 | to];
      }
    }
  }

  @Override
  public void unmakeMove() {
    final int[] b = board;
    final int u = undoTop - UNDO_STRIDE;
    undoTop = u;
    final int move = undo[u + UNDO_MOVE];
    final int captured = undo[u + UNDO_CAPTURED];
    castling = undo[u + UNDO_CASTLING];
    enPassant = undo[u + UNDO_EN_PASSANT];
    halfmove = undo[u + UNDO_HALFMOVE];
    hashLo = undo[u + UNDO_HASH_LO];
    hashHi = undo[u + UNDO_HASH_HI];
    pawnKey = undo[u + UNDO_PAWN_KEY];
    final int us = side ^ 1;
    side = us;
    if (us == Side.SECOND) {
      fullmove--;
    }

    final int from = Move.from(move);
    final int to = Move.to(move);
    final int kind = ChessMove.kind(move);
    final int piece = kind == ChessMove.PROMOTION ? Piece.of(us, Piece.PAWN) : b[to];
    b[to] = Piece.NONE;
    b[from] = piece;
    relocate(to, from);

    if (kind == ChessMove.CASTLING) {
      int rookFrom = to > from ? from + 3 : from - 4;
      int rookTo = to > from ? from + 1 : from - 1;
      b[rookFrom] = b[rookTo];
      b[rookTo] = Piece.NONE;
      relocate(rookTo, rookFrom);
    }

    if (captured != Piece.NONE) {
      int victimSquare = to;
      if (kind == ChessMove.EN_PASSANT) {
        victimSquare = us == Side.FIRST ? to - 16 : to + 16;
      }
      b[victimSquare] = captured;
      restoreToList(victimSquare, us ^ 1, undo[u + UNDO_CAPTURED_INDEX]);
    }
  }

  /** Moves the piece list's entry of the piece on {@code from} to {@code to}. */
  private void relocate(int from, int to) {
    int index = listIndex[from];
    squares[index] = to;
    listIndex[to] = index;
  }

  /** Takes {@code square}'s piece out of the list: the last entry fills the hole. */
  private int removeFromList(int square, int owner) {
    int index = listIndex[square];
    int last = (owner << 4) + --pieceCount[owner];
    int moved = squares[last];
    squares[index] = moved;
    listIndex[moved] = index;
    squares[last] = square;
    return index;
  }

  /** Undoes {@link #removeFromList}: the entry that filled the hole goes back to the end. */
  private void restoreToList(int square, int owner, int index) {
    int last = (owner << 4) + pieceCount[owner]++;
    if (index != last) {
      int moved = squares[index];
      squares[last] = moved;
      listIndex[moved] = last;
    }
    squares[index] = square;
    listIndex[square] = index;
  }

  // ---------------------------------------------------------------------------------------------
  // En passant legality (shared by make, generation and FEN reading)

  /**
   * Whether the side to move has a legal en passant capture onto {@code passed}, the square a
   * double push just crossed (FIDE 3.7.4.1).
   */
  boolean enPassantCaptureExists(int passed) {
    int us = side;
    int victimSquare = us == Side.FIRST ? passed - 16 : passed + 16;
    int pawn = Piece.of(us, Piece.PAWN);
    // The squares left and right of the victim.
    for (int from = victimSquare - 1; from <= victimSquare + 1; from += 2) {
      if ((from & Square.OFF_BOARD) == 0
          && board[from] == pawn
          && enPassantIsLegal(from, passed, victimSquare)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Plays the capture on the board only and asks whether the mover's king is attacked: this covers
   * every pin, including the horizontal one where both pawns leave the king's rank at once.
   */
  boolean enPassantIsLegal(int from, int passed, int victimSquare) {
    final int[] b = board;
    int pawn = b[from];
    int victim = b[victimSquare];
    b[from] = Piece.NONE;
    b[victimSquare] = Piece.NONE;
    b[passed] = pawn;
    boolean legal = !Attacks.isAttacked(b, squares, pieceCount, squares[side << 4], side ^ 1);
    b[passed] = Piece.NONE;
    b[victimSquare] = victim;
    b[from] = pawn;
    return legal;
  }

  // ---------------------------------------------------------------------------------------------
  // Setup (used by ChessFen) and the from-scratch hash

  /** Puts a piece on an empty square; kings must be placed before the other pieces of a side. */
  void place(int piece, int square) {
    int owner = Piece.side(piece);
    int index = (owner << 4) + pieceCount[owner]++;
    board[square] = piece;
    squares[index] = square;
    listIndex[square] = index;
  }

  /** Sets the hash from the position's contents. */
  void refreshHash() {
    hashLo = computeHash(0);
    hashHi = computeHash(1);
    pawnKey = computePawnKey();
  }

  /** The pawn key computed from scratch (the incremental one must always equal it). */
  int computePawnKey() {
    int key = 0;
    for (int square = 0; square < 128; square++) {
      int piece = (square & Square.OFF_BOARD) == 0 ? board[square] : Piece.NONE;
      if ((piece & Piece.TYPE_MASK) == Piece.PAWN) {
        key ^= Zobrist.PIECE_LO[piece << 7 | square];
      }
    }
    return key;
  }

  /**
   * A hash half computed from scratch, {@code half} 0 the low one and 1 the high one (the
   * incremental halves must always equal them).
   */
  int computeHash(int half) {
    boolean lo = half == 0;
    int[] pieces = lo ? Zobrist.PIECE_LO : Zobrist.PIECE_HI;
    int h = 0;
    for (int square = 0; square < 128; square++) {
      if ((square & Square.OFF_BOARD) == 0 && board[square] != Piece.NONE) {
        h ^= pieces[board[square] << 7 | square];
      }
    }
    h ^= (lo ? Zobrist.CASTLING_LO : Zobrist.CASTLING_HI)[castling];
    if (enPassant != Square.NONE) {
      h ^= (lo ? Zobrist.EN_PASSANT_FILE_LO : Zobrist.EN_PASSANT_FILE_HI)[enPassant & 7];
    }
    if (side == Side.SECOND) {
      h ^= lo ? Zobrist.BLACK_TO_MOVE_LO : Zobrist.BLACK_TO_MOVE_HI;
    }
    return h;
  }
}
