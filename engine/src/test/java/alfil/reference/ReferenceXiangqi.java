package alfil.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A plainly written reference move generator for xiangqi (Chinese chess), meant only for tests.
 *
 * <p>The board is an array of 90 characters indexed by {@code rank * 9 + file}; file 0 is file
 * {@code a} (Red's left) and rank 0 is Red's back rank. Pieces are stored as FEN letters (upper
 * case Red, lower case Black) and empty points as {@code '.'}. Moves are generated per piece from
 * the rules, then kept only if the mover's general is not attacked afterwards and the two generals
 * do not face each other on an open file.
 */
public final class ReferenceXiangqi {

  private static final int FILES = 9;
  private static final int RANKS = 10;
  private static final char EMPTY = '.';

  /** The four orthogonal steps as {rank delta, file delta}. */
  private static final int[][] ORTHOGONAL = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

  /** The four diagonal steps as {rank delta, file delta}. */
  private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  private ReferenceXiangqi() {}

  /** A parsed position. */
  private static final class Position {
    final char[] board;
    final boolean redToMove;
    final int halfmove;
    final int fullmove;

    Position(char[] board, boolean redToMove, int halfmove, int fullmove) {
      this.board = board;
      this.redToMove = redToMove;
      this.halfmove = halfmove;
      this.fullmove = fullmove;
    }
  }

  /** A move from one point to another. */
  private record Move(int from, int to) {}

  // ---------------------------------------------------------------------------------------------
  // Public API
  // ---------------------------------------------------------------------------------------------

  /**
   * Sorted list of the legal moves in ICCS form: files a-i from Red's left, ranks 0-9 from Red's
   * side, e.g. h2e2.
   */
  public static List<String> legalMoves(String fen) {
    Position pos = parse(fen);
    List<String> result = new ArrayList<>();
    for (Move m : legal(pos)) {
      result.add(toIccs(m));
    }
    Collections.sort(result);
    return result;
  }

  /**
   * "checkmate", "stalemate", "check" or "normal" for the side to move (in xiangqi both mate and
   * stalemate lose, but report which).
   */
  public static String status(String fen) {
    Position pos = parse(fen);
    boolean inCheck = generalInDanger(pos.board, pos.redToMove);
    boolean hasMove = !legal(pos).isEmpty();
    if (!hasMove) {
      return inCheck ? "checkmate" : "stalemate";
    }
    return inCheck ? "check" : "normal";
  }

  /** FEN after the given legal ICCS move (IllegalArgumentException if not legal). */
  public static String play(String fen, String iccsMove) {
    Position pos = parse(fen);
    Move move = parseIccs(iccsMove);
    if (!legal(pos).contains(move)) {
      throw new IllegalArgumentException("Illegal move " + iccsMove + " in " + fen);
    }
    return toFen(apply(pos, move));
  }

  /** Leaf count to the given depth (depth 0 = 1). */
  public static long perft(String fen, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("Negative depth: " + depth);
    }
    return perft(parse(fen), depth);
  }

  private static long perft(Position pos, int depth) {
    if (depth == 0) {
      return 1;
    }
    List<Move> moves = legal(pos);
    if (depth == 1) {
      return moves.size();
    }
    long total = 0;
    for (Move m : moves) {
      total += perft(apply(pos, m), depth - 1);
    }
    return total;
  }

  // ---------------------------------------------------------------------------------------------
  // Board geometry
  // ---------------------------------------------------------------------------------------------

  private static int square(int rank, int file) {
    return rank * FILES + file;
  }

  private static int rankOf(int square) {
    return square / FILES;
  }

  private static int fileOf(int square) {
    return square % FILES;
  }

  private static boolean onBoard(int rank, int file) {
    return rank >= 0 && rank < RANKS && file >= 0 && file < FILES;
  }

  /** Files d-f; ranks 0-2 for Red, 7-9 for Black. */
  private static boolean inPalace(int rank, int file, boolean red) {
    boolean fileOk = file >= 3 && file <= 5;
    boolean rankOk = red ? rank <= 2 : rank >= 7;
    return fileOk && rankOk;
  }

  /** Ranks 0-4 are Red's side of the river, ranks 5-9 Black's. */
  private static boolean onOwnSide(int rank, boolean red) {
    return red ? rank <= 4 : rank >= 5;
  }

  private static boolean isRed(char piece) {
    return Character.isUpperCase(piece);
  }

  /** The piece kind as an upper-case letter (K A B N R C P). */
  private static char kind(char piece) {
    return Character.toUpperCase(piece);
  }

  private static boolean isFriend(char piece, boolean red) {
    return piece != EMPTY && isRed(piece) == red;
  }

  private static boolean isEnemyOf(char piece, boolean red) {
    return piece != EMPTY && isRed(piece) != red;
  }

  /** The direction in which soldiers of the given colour move forward (rank delta). */
  private static int forward(boolean red) {
    return red ? 1 : -1;
  }

  // ---------------------------------------------------------------------------------------------
  // Move generation
  // ---------------------------------------------------------------------------------------------

  /** All legal moves of the side to move. */
  private static List<Move> legal(Position pos) {
    List<Move> result = new ArrayList<>();
    for (Move m : pseudoLegal(pos.board, pos.redToMove)) {
      char[] after = pos.board.clone();
      after[m.to()] = after[m.from()];
      after[m.from()] = EMPTY;
      if (!generalInDanger(after, pos.redToMove)) {
        result.add(m);
      }
    }
    return result;
  }

  /** Moves that follow the movement rules of each piece, ignoring the safety of the general. */
  private static List<Move> pseudoLegal(char[] board, boolean red) {
    List<Move> moves = new ArrayList<>();
    for (int from = 0; from < board.length; from++) {
      char piece = board[from];
      if (!isFriend(piece, red)) {
        continue;
      }
      switch (kind(piece)) {
        case 'K' -> generalMoves(board, from, red, moves);
        case 'A' -> advisorMoves(board, from, red, moves);
        case 'B' -> elephantMoves(board, from, red, moves);
        case 'N' -> horseMoves(board, from, red, moves);
        case 'R' -> chariotMoves(board, from, red, moves);
        case 'C' -> cannonMoves(board, from, red, moves);
        case 'P' -> soldierMoves(board, from, red, moves);
        default -> throw new IllegalStateException("Unknown piece " + piece);
      }
    }
    return moves;
  }

  /** Adds the move if the target is on the board and not occupied by a friendly piece. */
  private static void addIfFree(
      char[] board, int from, int rank, int file, boolean red, List<Move> moves) {
    if (!onBoard(rank, file)) {
      return;
    }
    int to = square(rank, file);
    if (!isFriend(board[to], red)) {
      moves.add(new Move(from, to));
    }
  }

  /** One point orthogonally, staying in the palace. */
  private static void generalMoves(char[] board, int from, boolean red, List<Move> moves) {
    for (int[] d : ORTHOGONAL) {
      int rank = rankOf(from) + d[0];
      int file = fileOf(from) + d[1];
      if (inPalace(rank, file, red)) {
        addIfFree(board, from, rank, file, red, moves);
      }
    }
  }

  /** One point diagonally, staying in the palace. */
  private static void advisorMoves(char[] board, int from, boolean red, List<Move> moves) {
    for (int[] d : DIAGONAL) {
      int rank = rankOf(from) + d[0];
      int file = fileOf(from) + d[1];
      if (inPalace(rank, file, red)) {
        addIfFree(board, from, rank, file, red, moves);
      }
    }
  }

  /** Exactly two points diagonally, the eye empty, never across the river. */
  private static void elephantMoves(char[] board, int from, boolean red, List<Move> moves) {
    for (int[] d : DIAGONAL) {
      int eyeRank = rankOf(from) + d[0];
      int eyeFile = fileOf(from) + d[1];
      int rank = rankOf(from) + 2 * d[0];
      int file = fileOf(from) + 2 * d[1];
      if (!onBoard(rank, file) || !onOwnSide(rank, red)) {
        continue;
      }
      if (board[square(eyeRank, eyeFile)] == EMPTY) {
        addIfFree(board, from, rank, file, red, moves);
      }
    }
  }

  /** One point orthogonally (the leg, which must be empty), then one point diagonally outward. */
  private static void horseMoves(char[] board, int from, boolean red, List<Move> moves) {
    for (int[] d : ORTHOGONAL) {
      int legRank = rankOf(from) + d[0];
      int legFile = fileOf(from) + d[1];
      if (!onBoard(legRank, legFile) || board[square(legRank, legFile)] != EMPTY) {
        continue;
      }
      // Continue one more point in the same direction, then one point to either side.
      int sideRank = d[1]; // perpendicular to d
      int sideFile = d[0];
      addIfFree(board, from, legRank + d[0] + sideRank, legFile + d[1] + sideFile, red, moves);
      addIfFree(board, from, legRank + d[0] - sideRank, legFile + d[1] - sideFile, red, moves);
    }
  }

  /** Slides orthogonally; captures the first enemy piece on the line. */
  private static void chariotMoves(char[] board, int from, boolean red, List<Move> moves) {
    for (int[] d : ORTHOGONAL) {
      int rank = rankOf(from) + d[0];
      int file = fileOf(from) + d[1];
      while (onBoard(rank, file)) {
        int to = square(rank, file);
        if (board[to] == EMPTY) {
          moves.add(new Move(from, to));
        } else {
          if (isEnemyOf(board[to], red)) {
            moves.add(new Move(from, to));
          }
          break;
        }
        rank += d[0];
        file += d[1];
      }
    }
  }

  /**
   * Slides orthogonally to empty points; captures by jumping over exactly one piece (the screen) of
   * either colour onto the next piece along the line if that piece is an enemy.
   */
  private static void cannonMoves(char[] board, int from, boolean red, List<Move> moves) {
    for (int[] d : ORTHOGONAL) {
      int rank = rankOf(from) + d[0];
      int file = fileOf(from) + d[1];
      boolean screenFound = false;
      while (onBoard(rank, file)) {
        int to = square(rank, file);
        if (!screenFound) {
          if (board[to] == EMPTY) {
            moves.add(new Move(from, to));
          } else {
            screenFound = true;
          }
        } else if (board[to] != EMPTY) {
          if (isEnemyOf(board[to], red)) {
            moves.add(new Move(from, to));
          }
          break;
        }
        rank += d[0];
        file += d[1];
      }
    }
  }

  /** One point forward; after crossing the river also one point sideways. */
  private static void soldierMoves(char[] board, int from, boolean red, List<Move> moves) {
    int rank = rankOf(from);
    int file = fileOf(from);
    addIfFree(board, from, rank + forward(red), file, red, moves);
    if (!onOwnSide(rank, red)) {
      addIfFree(board, from, rank, file - 1, red, moves);
      addIfFree(board, from, rank, file + 1, red, moves);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Attacks on the general
  // ---------------------------------------------------------------------------------------------

  /**
   * True if the general of the given colour is attacked by an enemy piece, or faces the enemy
   * general on the same file with no piece between them. Advisors and elephants never leave their
   * own half of the board, so they cannot attack a general; every other piece kind is checked by
   * looking outward from the general's point.
   */
  private static boolean generalInDanger(char[] board, boolean red) {
    int general = findGeneral(board, red);
    int gRank = rankOf(general);
    int gFile = fileOf(general);

    // Chariots, cannons and the facing enemy general, along the four lines.
    for (int[] d : ORTHOGONAL) {
      int rank = gRank + d[0];
      int file = gFile + d[1];
      int piecesSeen = 0;
      while (onBoard(rank, file)) {
        char piece = board[square(rank, file)];
        if (piece != EMPTY) {
          piecesSeen++;
          boolean enemy = isEnemyOf(piece, red);
          if (piecesSeen == 1) {
            if (enemy && kind(piece) == 'R') {
              return true;
            }
            if (enemy && kind(piece) == 'K' && d[1] == 0) {
              return true; // the generals face each other on an open file
            }
          } else {
            if (enemy && kind(piece) == 'C') {
              return true; // the first piece seen is the cannon's screen
            }
            break;
          }
        }
        rank += d[0];
        file += d[1];
      }
    }

    // Horses: an enemy horse whose move would land on the general, its leg empty.
    for (int[] d : ORTHOGONAL) {
      for (int side = -1; side <= 1; side += 2) {
        // A horse at general + (2 * d) + perpendicular * side moves first by -d (its leg), then
        // diagonally onto the general.
        int hRank = gRank + 2 * d[0] + side * d[1];
        int hFile = gFile + 2 * d[1] + side * d[0];
        if (!onBoard(hRank, hFile)) {
          continue;
        }
        char piece = board[square(hRank, hFile)];
        if (!isEnemyOf(piece, red) || kind(piece) != 'N') {
          continue;
        }
        int legRank = hRank - d[0];
        int legFile = hFile - d[1];
        if (board[square(legRank, legFile)] == EMPTY) {
          return true;
        }
      }
    }

    // Soldiers: straight ahead of the enemy soldier, or beside it once it has crossed the river.
    boolean enemyRed = !red;
    int behindRank = gRank - forward(enemyRed);
    if (onBoard(behindRank, gFile) && isEnemySoldier(board[square(behindRank, gFile)], red)) {
      return true;
    }
    for (int side = -1; side <= 1; side += 2) {
      int file = gFile + side;
      if (onBoard(gRank, file)
          && isEnemySoldier(board[square(gRank, file)], red)
          && !onOwnSide(gRank, enemyRed)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isEnemySoldier(char piece, boolean red) {
    return isEnemyOf(piece, red) && kind(piece) == 'P';
  }

  private static int findGeneral(char[] board, boolean red) {
    char general = red ? 'K' : 'k';
    for (int sq = 0; sq < board.length; sq++) {
      if (board[sq] == general) {
        return sq;
      }
    }
    throw new IllegalArgumentException("No " + (red ? "Red" : "Black") + " general on the board");
  }

  // ---------------------------------------------------------------------------------------------
  // Making moves
  // ---------------------------------------------------------------------------------------------

  private static Position apply(Position pos, Move move) {
    char[] board = pos.board.clone();
    boolean capture = board[move.to()] != EMPTY;
    board[move.to()] = board[move.from()];
    board[move.from()] = EMPTY;
    int halfmove = capture ? 0 : pos.halfmove + 1;
    int fullmove = pos.redToMove ? pos.fullmove : pos.fullmove + 1;
    return new Position(board, !pos.redToMove, halfmove, fullmove);
  }

  // ---------------------------------------------------------------------------------------------
  // Notation
  // ---------------------------------------------------------------------------------------------

  private static String toIccs(Move m) {
    return squareName(m.from()) + squareName(m.to());
  }

  private static String squareName(int sq) {
    return "" + (char) ('a' + fileOf(sq)) + (char) ('0' + rankOf(sq));
  }

  private static Move parseIccs(String text) {
    if (text == null) {
      throw new IllegalArgumentException("Null move");
    }
    String s = text.trim().toLowerCase();
    if (s.length() != 4) {
      throw new IllegalArgumentException("Not an ICCS move: " + text);
    }
    return new Move(parseSquare(s.substring(0, 2), text), parseSquare(s.substring(2, 4), text));
  }

  private static int parseSquare(String s, String original) {
    int file = s.charAt(0) - 'a';
    int rank = s.charAt(1) - '0';
    if (!onBoard(rank, file)) {
      throw new IllegalArgumentException("Not an ICCS move: " + original);
    }
    return square(rank, file);
  }

  private static Position parse(String fen) {
    if (fen == null) {
      throw new IllegalArgumentException("Null FEN");
    }
    String[] fields = fen.trim().split("\\s+");
    if (fields.length < 2) {
      throw new IllegalArgumentException("FEN needs a board and a side to move: " + fen);
    }
    String[] rows = fields[0].split("/");
    if (rows.length != RANKS) {
      throw new IllegalArgumentException("FEN board needs 10 ranks: " + fen);
    }
    char[] board = new char[FILES * RANKS];
    for (int i = 0; i < RANKS; i++) {
      int rank = RANKS - 1 - i; // the first row is Black's back rank (rank 9)
      int file = 0;
      for (char c : rows[i].toCharArray()) {
        if (c >= '1' && c <= '9') {
          for (int n = 0; n < c - '0'; n++) {
            if (file >= FILES) {
              throw new IllegalArgumentException("FEN rank too long: " + fen);
            }
            board[square(rank, file++)] = EMPTY;
          }
        } else {
          char piece = normalizePiece(c, fen);
          if (file >= FILES) {
            throw new IllegalArgumentException("FEN rank too long: " + fen);
          }
          board[square(rank, file++)] = piece;
        }
      }
      if (file != FILES) {
        throw new IllegalArgumentException("FEN rank has " + file + " files: " + fen);
      }
    }
    if (count(board, 'K') != 1 || count(board, 'k') != 1) {
      throw new IllegalArgumentException("FEN needs exactly one general per side: " + fen);
    }
    boolean redToMove;
    switch (fields[1].toLowerCase()) {
      case "w", "r" -> redToMove = true;
      case "b" -> redToMove = false;
      default -> throw new IllegalArgumentException("Bad side to move: " + fen);
    }
    // Halfmove and fullmove are the last two numeric fields, when present.
    List<Integer> numbers = new ArrayList<>();
    for (int i = 2; i < fields.length; i++) {
      if (fields[i].matches("\\d+")) {
        numbers.add(Integer.parseInt(fields[i]));
      }
    }
    int halfmove = 0;
    int fullmove = 1;
    if (numbers.size() >= 2) {
      halfmove = numbers.get(numbers.size() - 2);
      fullmove = numbers.get(numbers.size() - 1);
    } else if (numbers.size() == 1) {
      halfmove = numbers.get(0);
    }
    return new Position(board, redToMove, halfmove, fullmove);
  }

  /** Maps E (elephant) to B and H (horse) to N, keeping the case; rejects unknown letters. */
  private static char normalizePiece(char c, String fen) {
    char upper = Character.toUpperCase(c);
    if (upper == 'E') {
      upper = 'B';
    } else if (upper == 'H') {
      upper = 'N';
    }
    if ("KABNRCP".indexOf(upper) < 0) {
      throw new IllegalArgumentException("Unknown piece letter '" + c + "' in FEN: " + fen);
    }
    return Character.isUpperCase(c) ? upper : Character.toLowerCase(upper);
  }

  private static int count(char[] board, char piece) {
    int n = 0;
    for (char c : board) {
      if (c == piece) {
        n++;
      }
    }
    return n;
  }

  private static String toFen(Position pos) {
    StringBuilder sb = new StringBuilder();
    for (int rank = RANKS - 1; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < FILES; file++) {
        char c = pos.board[square(rank, file)];
        if (c == EMPTY) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
            empty = 0;
          }
          sb.append(c);
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    sb.append(pos.redToMove ? " w" : " b");
    sb.append(" - - ").append(pos.halfmove).append(' ').append(pos.fullmove);
    return sb.toString();
  }
}
