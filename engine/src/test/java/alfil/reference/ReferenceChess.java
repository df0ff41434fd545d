package alfil.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A plainly written reference move generator for standard chess, used only by tests to cross-check
 * the fast engine. It is written from the FIDE Laws of Chess alone: pseudo-legal moves are
 * generated, each is played on a copy of the board, and moves that leave the mover's own king
 * attacked are rejected.
 *
 * <p>Squares are numbered 0..63 as {@code file + 8 * rank}, so a1 = 0, h1 = 7, a8 = 56, h8 = 63.
 * Pieces are FEN letters (uppercase White, lowercase Black) and {@code '.'} marks an empty square.
 */
public final class ReferenceChess {

  private ReferenceChess() {}

  private static final char EMPTY = '.';

  private static final int[][] KNIGHT_STEPS = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}
  };
  private static final int[][] KING_STEPS = {
    {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}
  };
  private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final char[] PROMOTION_PIECES = {'q', 'r', 'b', 'n'};

  // Indices into Position.castling, in FEN order KQkq.
  private static final int WHITE_KINGSIDE = 0;
  private static final int WHITE_QUEENSIDE = 1;
  private static final int BLACK_KINGSIDE = 2;
  private static final int BLACK_QUEENSIDE = 3;

  private static final int A1 = 0;
  private static final int E1 = 4;
  private static final int H1 = 7;
  private static final int A8 = 56;
  private static final int E8 = 60;
  private static final int H8 = 63;

  // ---------------------------------------------------------------------------------------------
  // Public API
  // ---------------------------------------------------------------------------------------------

  /**
   * Sorted list of the legal moves in UCI long algebraic form: e2e4, e1g1 (castling as king two
   * squares), e7e8q (promotions with lowercase q r b n).
   */
  public static List<String> legalMoves(String fen) {
    Position position = parseFen(fen);
    List<String> result = new ArrayList<>();
    for (Move move : generateLegalMoves(position)) {
      result.add(move.uci());
    }
    Collections.sort(result);
    return result;
  }

  /** "checkmate", "stalemate", "check" or "normal" for the side to move. */
  public static String status(String fen) {
    Position position = parseFen(fen);
    boolean inCheck = isInCheck(position.board, position.whiteToMove);
    boolean hasMoves = !generateLegalMoves(position).isEmpty();
    if (!hasMoves) {
      return inCheck ? "checkmate" : "stalemate";
    }
    return inCheck ? "check" : "normal";
  }

  /**
   * FEN of the position after the given legal UCI move (IllegalArgumentException if the move is not
   * legal).
   */
  public static String play(String fen, String uciMove) {
    Position position = parseFen(fen);
    if (uciMove == null) {
      throw new IllegalArgumentException("move is null");
    }
    for (Move move : generateLegalMoves(position)) {
      if (move.uci().equals(uciMove)) {
        return toFen(makeMove(position, move));
      }
    }
    throw new IllegalArgumentException("illegal move " + uciMove + " in " + fen);
  }

  /** Leaf count to the given depth (depth 0 = 1). */
  public static long perft(String fen, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("negative depth " + depth);
    }
    return perft(parseFen(fen), depth);
  }

  // ---------------------------------------------------------------------------------------------
  // Position and move
  // ---------------------------------------------------------------------------------------------

  private static final class Position {
    final char[] board = new char[64];
    boolean whiteToMove;
    final boolean[] castling = new boolean[4];

    /** The square a pawn skipped over on the last move, or -1. */
    int epSquare = -1;

    int halfmoveClock;
    int fullmoveNumber;

    Position copy() {
      Position other = new Position();
      System.arraycopy(board, 0, other.board, 0, 64);
      other.whiteToMove = whiteToMove;
      System.arraycopy(castling, 0, other.castling, 0, 4);
      other.epSquare = epSquare;
      other.halfmoveClock = halfmoveClock;
      other.fullmoveNumber = fullmoveNumber;
      return other;
    }
  }

  private static final class Move {
    final int from;
    final int to;

    /** Lowercase promotion piece, or 0 when the move is not a promotion. */
    final char promotion;

    Move(int from, int to, char promotion) {
      this.from = from;
      this.to = to;
      this.promotion = promotion;
    }

    String uci() {
      String text = squareName(from) + squareName(to);
      return promotion == 0 ? text : text + promotion;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Small helpers
  // ---------------------------------------------------------------------------------------------

  private static int fileOf(int square) {
    return square % 8;
  }

  private static int rankOf(int square) {
    return square / 8;
  }

  private static int square(int file, int rank) {
    return file + 8 * rank;
  }

  private static boolean onBoard(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
  }

  private static String squareName(int square) {
    return "" + (char) ('a' + fileOf(square)) + (char) ('1' + rankOf(square));
  }

  private static boolean isWhite(char piece) {
    return piece != EMPTY && Character.isUpperCase(piece);
  }

  private static boolean isBlack(char piece) {
    return piece != EMPTY && Character.isLowerCase(piece);
  }

  private static boolean belongsTo(char piece, boolean white) {
    return white ? isWhite(piece) : isBlack(piece);
  }

  /** The piece letter in the colour given: pieceOf('q', true) = 'Q'. */
  private static char pieceOf(char letter, boolean white) {
    return white ? Character.toUpperCase(letter) : Character.toLowerCase(letter);
  }

  private static char kind(char piece) {
    return Character.toLowerCase(piece);
  }

  // ---------------------------------------------------------------------------------------------
  // FEN
  // ---------------------------------------------------------------------------------------------

  private static Position parseFen(String fen) {
    if (fen == null) {
      throw new IllegalArgumentException("FEN is null");
    }
    String[] fields = fen.trim().split("\\s+");
    if (fields.length < 4 || fields.length > 6) {
      throw new IllegalArgumentException("FEN needs 6 fields: " + fen);
    }
    Position position = new Position();

    // 1. Piece placement, from rank 8 down to rank 1.
    String[] rows = fields[0].split("/", -1);
    if (rows.length != 8) {
      throw new IllegalArgumentException("FEN needs 8 ranks: " + fen);
    }
    int whiteKings = 0;
    int blackKings = 0;
    for (int row = 0; row < 8; row++) {
      int rank = 7 - row;
      int file = 0;
      for (char c : rows[row].toCharArray()) {
        if (c >= '1' && c <= '8') {
          for (int i = 0; i < c - '0'; i++) {
            if (file > 7) {
              throw new IllegalArgumentException("rank too long in FEN: " + fen);
            }
            position.board[square(file++, rank)] = EMPTY;
          }
        } else if ("PNBRQKpnbrqk".indexOf(c) >= 0) {
          if (file > 7) {
            throw new IllegalArgumentException("rank too long in FEN: " + fen);
          }
          if (kind(c) == 'p' && (rank == 0 || rank == 7)) {
            throw new IllegalArgumentException("pawn on first or last rank: " + fen);
          }
          if (c == 'K') {
            whiteKings++;
          } else if (c == 'k') {
            blackKings++;
          }
          position.board[square(file++, rank)] = c;
        } else {
          throw new IllegalArgumentException("bad character '" + c + "' in FEN: " + fen);
        }
      }
      if (file != 8) {
        throw new IllegalArgumentException("rank of wrong length in FEN: " + fen);
      }
    }
    if (whiteKings != 1 || blackKings != 1) {
      throw new IllegalArgumentException("each side needs exactly one king: " + fen);
    }

    // 2. Side to move.
    if (fields[1].equals("w")) {
      position.whiteToMove = true;
    } else if (fields[1].equals("b")) {
      position.whiteToMove = false;
    } else {
      throw new IllegalArgumentException("bad side to move in FEN: " + fen);
    }

    // 3. Castling rights.
    if (!fields[2].equals("-")) {
      for (char c : fields[2].toCharArray()) {
        int index = "KQkq".indexOf(c);
        if (index < 0) {
          throw new IllegalArgumentException("bad castling field in FEN: " + fen);
        }
        position.castling[index] = true;
      }
    }

    // 4. En passant square. Kept only when it is consistent: the square lies on the right rank,
    // it and the square behind it are empty, and an enemy pawn stands just in front of it.
    if (!fields[3].equals("-")) {
      String ep = fields[3];
      if (ep.length() != 2
          || ep.charAt(0) < 'a'
          || ep.charAt(0) > 'h'
          || ep.charAt(1) < '1'
          || ep.charAt(1) > '8') {
        throw new IllegalArgumentException("bad en passant field in FEN: " + fen);
      }
      int file = ep.charAt(0) - 'a';
      int rank = ep.charAt(1) - '1';
      int expectedRank = position.whiteToMove ? 5 : 2;
      int pawnRank = position.whiteToMove ? 4 : 3;
      int behindRank = position.whiteToMove ? 6 : 1;
      char enemyPawn = position.whiteToMove ? 'p' : 'P';
      if (rank == expectedRank
          && position.board[square(file, rank)] == EMPTY
          && position.board[square(file, behindRank)] == EMPTY
          && position.board[square(file, pawnRank)] == enemyPawn) {
        position.epSquare = square(file, rank);
      }
    }

    // 5-6. Move counters (default 0 and 1 when missing).
    try {
      position.halfmoveClock = fields.length > 4 ? Integer.parseInt(fields[4]) : 0;
      position.fullmoveNumber = fields.length > 5 ? Integer.parseInt(fields[5]) : 1;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("bad move counters in FEN: " + fen, e);
    }
    if (position.halfmoveClock < 0 || position.fullmoveNumber < 1) {
      throw new IllegalArgumentException("bad move counters in FEN: " + fen);
    }
    return position;
  }

  private static String toFen(Position position) {
    StringBuilder sb = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      int empties = 0;
      for (int file = 0; file < 8; file++) {
        char piece = position.board[square(file, rank)];
        if (piece == EMPTY) {
          empties++;
        } else {
          if (empties > 0) {
            sb.append(empties);
            empties = 0;
          }
          sb.append(piece);
        }
      }
      if (empties > 0) {
        sb.append(empties);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    sb.append(position.whiteToMove ? " w " : " b ");

    StringBuilder rights = new StringBuilder();
    for (int i = 0; i < 4; i++) {
      if (position.castling[i]) {
        rights.append("KQkq".charAt(i));
      }
    }
    sb.append(rights.length() == 0 ? "-" : rights.toString());

    // The en passant square is written only when an en passant capture is actually legal.
    sb.append(' ');
    sb.append(hasLegalEnPassant(position) ? squareName(position.epSquare) : "-");

    sb.append(' ').append(position.halfmoveClock);
    sb.append(' ').append(position.fullmoveNumber);
    return sb.toString();
  }

  private static boolean hasLegalEnPassant(Position position) {
    if (position.epSquare < 0) {
      return false;
    }
    for (Move move : generateLegalMoves(position)) {
      if (move.to == position.epSquare && kind(position.board[move.from]) == 'p') {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------------------------------------
  // Attacks
  // ---------------------------------------------------------------------------------------------

  /** True when a piece of the given colour attacks the square. */
  private static boolean isAttacked(char[] board, int target, boolean byWhite) {
    int file = fileOf(target);
    int rank = rankOf(target);

    // Pawns: a white pawn attacks diagonally upwards, so it stands one rank below the target.
    int pawnRank = byWhite ? rank - 1 : rank + 1;
    char pawn = pieceOf('p', byWhite);
    for (int df = -1; df <= 1; df += 2) {
      if (onBoard(file + df, pawnRank) && board[square(file + df, pawnRank)] == pawn) {
        return true;
      }
    }

    char knight = pieceOf('n', byWhite);
    for (int[] step : KNIGHT_STEPS) {
      int f = file + step[0];
      int r = rank + step[1];
      if (onBoard(f, r) && board[square(f, r)] == knight) {
        return true;
      }
    }

    char king = pieceOf('k', byWhite);
    for (int[] step : KING_STEPS) {
      int f = file + step[0];
      int r = rank + step[1];
      if (onBoard(f, r) && board[square(f, r)] == king) {
        return true;
      }
    }

    char queen = pieceOf('q', byWhite);
    char rook = pieceOf('r', byWhite);
    char bishop = pieceOf('b', byWhite);
    for (int[] direction : ROOK_DIRECTIONS) {
      char first = firstPieceAlong(board, file, rank, direction);
      if (first == rook || first == queen) {
        return true;
      }
    }
    for (int[] direction : BISHOP_DIRECTIONS) {
      char first = firstPieceAlong(board, file, rank, direction);
      if (first == bishop || first == queen) {
        return true;
      }
    }
    return false;
  }

  /** The first piece met walking from (file, rank) in the direction, or EMPTY at the edge. */
  private static char firstPieceAlong(char[] board, int file, int rank, int[] direction) {
    int f = file + direction[0];
    int r = rank + direction[1];
    while (onBoard(f, r)) {
      char piece = board[square(f, r)];
      if (piece != EMPTY) {
        return piece;
      }
      f += direction[0];
      r += direction[1];
    }
    return EMPTY;
  }

  private static int findKing(char[] board, boolean white) {
    char king = pieceOf('k', white);
    for (int sq = 0; sq < 64; sq++) {
      if (board[sq] == king) {
        return sq;
      }
    }
    throw new IllegalStateException("no king on the board");
  }

  private static boolean isInCheck(char[] board, boolean white) {
    return isAttacked(board, findKing(board, white), !white);
  }

  // ---------------------------------------------------------------------------------------------
  // Move generation
  // ---------------------------------------------------------------------------------------------

  private static List<Move> generateLegalMoves(Position position) {
    boolean white = position.whiteToMove;
    List<Move> legal = new ArrayList<>();
    for (Move move : generatePseudoLegalMoves(position)) {
      Position after = makeMove(position, move);
      if (!isInCheck(after.board, white)) {
        legal.add(move);
      }
    }
    return legal;
  }

  /** All moves by the rules of piece movement, ignoring whether the own king is left attacked. */
  private static List<Move> generatePseudoLegalMoves(Position position) {
    List<Move> moves = new ArrayList<>();
    boolean white = position.whiteToMove;
    char[] board = position.board;
    for (int from = 0; from < 64; from++) {
      char piece = board[from];
      if (!belongsTo(piece, white)) {
        continue;
      }
      switch (kind(piece)) {
        case 'p':
          addPawnMoves(position, from, moves);
          break;
        case 'n':
          addStepMoves(board, from, white, KNIGHT_STEPS, moves);
          break;
        case 'b':
          addSlidingMoves(board, from, white, BISHOP_DIRECTIONS, moves);
          break;
        case 'r':
          addSlidingMoves(board, from, white, ROOK_DIRECTIONS, moves);
          break;
        case 'q':
          addSlidingMoves(board, from, white, ROOK_DIRECTIONS, moves);
          addSlidingMoves(board, from, white, BISHOP_DIRECTIONS, moves);
          break;
        case 'k':
          addStepMoves(board, from, white, KING_STEPS, moves);
          addCastlingMoves(position, from, moves);
          break;
        default:
          throw new IllegalStateException("unknown piece " + piece);
      }
    }
    return moves;
  }

  private static void addPawnMoves(Position position, int from, List<Move> moves) {
    char[] board = position.board;
    boolean white = position.whiteToMove;
    int forward = white ? 1 : -1;
    int startRank = white ? 1 : 6;
    int file = fileOf(from);
    int rank = rankOf(from);

    // One step forward, and two from the starting rank, onto empty squares.
    int oneRank = rank + forward;
    if (onBoard(file, oneRank) && board[square(file, oneRank)] == EMPTY) {
      addPawnMove(from, square(file, oneRank), moves);
      int twoRank = rank + 2 * forward;
      if (rank == startRank && board[square(file, twoRank)] == EMPTY) {
        moves.add(new Move(from, square(file, twoRank), (char) 0));
      }
    }

    // Diagonal captures, including en passant.
    for (int df = -1; df <= 1; df += 2) {
      int f = file + df;
      if (!onBoard(f, oneRank)) {
        continue;
      }
      int to = square(f, oneRank);
      if (belongsTo(board[to], !white) || to == position.epSquare) {
        addPawnMove(from, to, moves);
      }
    }
  }

  /** Adds a pawn move, expanded into the four promotions when it reaches the last rank. */
  private static void addPawnMove(int from, int to, List<Move> moves) {
    int toRank = rankOf(to);
    if (toRank == 0 || toRank == 7) {
      for (char promotion : PROMOTION_PIECES) {
        moves.add(new Move(from, to, promotion));
      }
    } else {
      moves.add(new Move(from, to, (char) 0));
    }
  }

  private static void addStepMoves(
      char[] board, int from, boolean white, int[][] steps, List<Move> moves) {
    for (int[] step : steps) {
      int f = fileOf(from) + step[0];
      int r = rankOf(from) + step[1];
      if (onBoard(f, r) && !belongsTo(board[square(f, r)], white)) {
        moves.add(new Move(from, square(f, r), (char) 0));
      }
    }
  }

  private static void addSlidingMoves(
      char[] board, int from, boolean white, int[][] directions, List<Move> moves) {
    for (int[] direction : directions) {
      int f = fileOf(from) + direction[0];
      int r = rankOf(from) + direction[1];
      while (onBoard(f, r)) {
        char target = board[square(f, r)];
        if (belongsTo(target, white)) {
          break;
        }
        moves.add(new Move(from, square(f, r), (char) 0));
        if (target != EMPTY) {
          break; // capture ends the slide
        }
        f += direction[0];
        r += direction[1];
      }
    }
  }

  /**
   * Castling: the king and the rook are on their home squares and the right is held, the squares
   * between them are empty, and the king is not in check, does not pass through an attacked square
   * and does not land on one.
   */
  private static void addCastlingMoves(Position position, int from, List<Move> moves) {
    char[] board = position.board;
    boolean white = position.whiteToMove;
    int kingHome = white ? E1 : E8;
    if (from != kingHome) {
      return;
    }
    boolean enemy = !white;
    char rook = pieceOf('r', white);
    int kingsideRight = white ? WHITE_KINGSIDE : BLACK_KINGSIDE;
    int queensideRight = white ? WHITE_QUEENSIDE : BLACK_QUEENSIDE;
    int rookKingside = white ? H1 : H8;
    int rookQueenside = white ? A1 : A8;

    if (position.castling[kingsideRight]
        && board[rookKingside] == rook
        && board[kingHome + 1] == EMPTY
        && board[kingHome + 2] == EMPTY
        && !isAttacked(board, kingHome, enemy)
        && !isAttacked(board, kingHome + 1, enemy)
        && !isAttacked(board, kingHome + 2, enemy)) {
      moves.add(new Move(kingHome, kingHome + 2, (char) 0));
    }
    if (position.castling[queensideRight]
        && board[rookQueenside] == rook
        && board[kingHome - 1] == EMPTY
        && board[kingHome - 2] == EMPTY
        && board[kingHome - 3] == EMPTY
        && !isAttacked(board, kingHome, enemy)
        && !isAttacked(board, kingHome - 1, enemy)
        && !isAttacked(board, kingHome - 2, enemy)) {
      moves.add(new Move(kingHome, kingHome - 2, (char) 0));
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Making a move
  // ---------------------------------------------------------------------------------------------

  /** A new position with the (pseudo-legal) move played; the given position is not changed. */
  private static Position makeMove(Position position, Move move) {
    Position next = position.copy();
    char[] board = next.board;
    boolean white = position.whiteToMove;
    char piece = board[move.from];
    char captured = board[move.to];
    boolean isPawn = kind(piece) == 'p';
    boolean isKing = kind(piece) == 'k';
    boolean isCapture = captured != EMPTY;

    // En passant: a pawn moving diagonally onto an empty square takes the pawn beside it.
    if (isPawn && fileOf(move.from) != fileOf(move.to) && captured == EMPTY) {
      board[square(fileOf(move.to), rankOf(move.from))] = EMPTY;
      isCapture = true;
    }

    // Castling: the king moves two files; the rook jumps to the square the king crossed.
    if (isKing && Math.abs(fileOf(move.to) - fileOf(move.from)) == 2) {
      int rank = rankOf(move.from);
      boolean kingside = fileOf(move.to) > fileOf(move.from);
      int rookFrom = square(kingside ? 7 : 0, rank);
      int rookTo = square(kingside ? 5 : 3, rank);
      board[rookTo] = board[rookFrom];
      board[rookFrom] = EMPTY;
    }

    board[move.to] = move.promotion != 0 ? pieceOf(move.promotion, white) : piece;
    board[move.from] = EMPTY;

    // Castling rights: lost when the king moves, and when a rook leaves or is taken on a corner.
    if (isKing) {
      if (white) {
        next.castling[WHITE_KINGSIDE] = false;
        next.castling[WHITE_QUEENSIDE] = false;
      } else {
        next.castling[BLACK_KINGSIDE] = false;
        next.castling[BLACK_QUEENSIDE] = false;
      }
    }
    for (int sq : new int[] {move.from, move.to}) {
      if (sq == H1) {
        next.castling[WHITE_KINGSIDE] = false;
      } else if (sq == A1) {
        next.castling[WHITE_QUEENSIDE] = false;
      } else if (sq == H8) {
        next.castling[BLACK_KINGSIDE] = false;
      } else if (sq == A8) {
        next.castling[BLACK_QUEENSIDE] = false;
      }
    }

    // En passant square: the square skipped by a pawn's two-step advance.
    if (isPawn && Math.abs(rankOf(move.to) - rankOf(move.from)) == 2) {
      next.epSquare = (move.from + move.to) / 2;
    } else {
      next.epSquare = -1;
    }

    next.halfmoveClock = (isPawn || isCapture) ? 0 : position.halfmoveClock + 1;
    if (!white) {
      next.fullmoveNumber = position.fullmoveNumber + 1;
    }
    next.whiteToMove = !white;
    return next;
  }

  // ---------------------------------------------------------------------------------------------
  // Perft
  // ---------------------------------------------------------------------------------------------

  private static long perft(Position position, int depth) {
    if (depth == 0) {
      return 1;
    }
    List<Move> moves = generateLegalMoves(position);
    if (depth == 1) {
      return moves.size();
    }
    long total = 0;
    for (Move move : moves) {
      total += perft(makeMove(position, move), depth - 1);
    }
    return total;
  }
}
