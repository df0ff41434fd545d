package alfil.chess;

import alfil.core.GamePosition;
import alfil.core.Side;

/**
 * "Cannot checkmate by any series of legal moves" (FIDE 5.2.2 dead position; 5.1.2 resignation and
 * 6.9 flag fall against a side that cannot checkmate). The question is whether a <em>helpmate</em>
 * exists, the other side cooperating with all its pieces. The answer errs one way only: a side is
 * said to be unable to checkmate only when that is proved; when in doubt it can.
 *
 * <p>Two proofs:
 *
 * <ol>
 *   <li>Material. A side cannot checkmate with a bare king; with king and one knight when the
 *       opponent has nothing but king and queens (a queen beside its king always attacks the
 *       checking knight, and nothing else of the opponent can block a flight square); or with king
 *       and bishops when every bishop on the board stands on one colour and there is no pawn and no
 *       knight (the flight squares of the other colour stay free or are blocked by rooks and queens
 *       that can always interpose or capture). This is the rule python-chess uses, exact on
 *       material that no pawn can change: K+N v K+R, K+N v K+N, K+B v K+N and opposite bishops can
 *       mate.
 *   <li>Exhaustion: every position reachable by any series of legal moves is visited (a helpmate
 *       search with both sides cooperating, positions told apart by their 64-bit hash). If the set
 *       is exhausted within the budget ({@link #DEFAULT_BUDGET} positions) and holds no checkmate
 *       by the side, that side cannot checkmate; a checkmate found proves that it can; a search
 *       that runs out of budget proves nothing and the side is taken to be able to checkmate. This
 *       finishes for blocked pawn structures, where only kings and a few pieces shuffle. {@link
 *       #isDead} and {@link #canCheckmate} try it only when the structure looks sealed: every pawn
 *       rammed by an enemy pawn, no rook or queen, nothing for the side to move to capture.
 * </ol>
 *
 * <p>The position passed in is never changed: the search works on a copy.
 */
public final class DeadPosition {
  /** Positions the exhaustive search may visit (blocked pawn structures need a few thousand). */
  public static final int DEFAULT_BUDGET = 50_000;

  /** What is known about one side's mating chances. */
  public enum Verdict {
    /** Proved: no series of legal moves leads to a checkmate by this side. */
    CANNOT_CHECKMATE,
    /** Proved: a series of legal moves leads to a checkmate by this side. */
    CAN_CHECKMATE,
    /** Not decided within the budget; the rules then treat the side as able to checkmate. */
    UNDECIDED
  }

  private DeadPosition() {}

  /**
   * What {@link #check} found: int constants, not an enum (an enum costs the web page its class,
   * values table and initialiser).
   */
  static final class Check {
    /** Proved dead. */
    static final int DEAD = 0;

    /** Not dead: a mate was found, or the position is not one the search could settle. */
    static final int LIVE = 1;

    /** The search ran out of budget. */
    static final int UNDECIDED = 2;

    private Check() {}
  }

  /**
   * FIDE 5.2.2: neither side can checkmate by any series of legal moves (proved, never guessed).
   */
  public static boolean isDead(ChessPosition position) {
    return check(position, true) == Check.DEAD;
  }

  /** The dead-position test, with or without the (costly) exhaustive search. */
  static int check(ChessPosition position, boolean search) {
    if (insufficientMaterial(position, Side.FIRST) && insufficientMaterial(position, Side.SECOND)) {
      return Check.DEAD;
    }
    if (!search || !worthExhausting(position)) {
      return Check.LIVE;
    }
    Search walk = new Search(position.copy(), DEFAULT_BUDGET);
    boolean complete = walk.run(-1);
    if (walk.mateBy[Side.FIRST] || walk.mateBy[Side.SECOND]) {
      return Check.LIVE;
    }
    return complete ? Check.DEAD : Check.UNDECIDED;
  }

  /**
   * Whether {@code side} can still checkmate by some series of legal moves, the opponent's pieces
   * helping (FIDE 5.1.2 and 6.9). True unless impossibility is proved. Asked once per game (on
   * resignation or flag fall), so it always tries the exhaustive search, which costs up to some
   * tens of milliseconds where {@link #isDead}, asked after every move, would not try.
   */
  public static boolean canCheckmate(ChessPosition position, int side) {
    if (insufficientMaterial(position, side)) {
      return false;
    }
    return !worthExhausting(position)
        || verdict(position, side, DEFAULT_BUDGET) != Verdict.CANNOT_CHECKMATE;
  }

  /**
   * What can be proved about {@code side}'s mating chances within {@code budget} positions: the
   * material rule, then the exhaustive helpmate search (whatever the position looks like).
   */
  public static Verdict verdict(ChessPosition position, int side, int budget) {
    if (insufficientMaterial(position, side)) {
      return Verdict.CANNOT_CHECKMATE;
    }
    if (isCheckmate(position) && position.sideToMove() != side) {
      return Verdict.CAN_CHECKMATE;
    }
    Search search = new Search(position.copy(), budget);
    boolean complete = search.run(side);
    if (search.mateBy[side]) {
      return Verdict.CAN_CHECKMATE;
    }
    return complete ? Verdict.CANNOT_CHECKMATE : Verdict.UNDECIDED;
  }

  /**
   * The material proof alone: {@code side} cannot checkmate whatever the position, by the rules in
   * the class comment.
   */
  public static boolean insufficientMaterial(ChessPosition position, int side) {
    int[] own = new int[Piece.KING + 1];
    int[] theirs = new int[Piece.KING + 1];
    int[] all = new int[Piece.KING + 1];
    int bishopColours = 0;
    for (int square = 0; square < 128; square++) {
      int piece = position.pieceAt(square);
      if (!Square.isOnBoard(square) || piece == Piece.NONE) {
        continue;
      }
      int type = Piece.type(piece);
      all[type]++;
      if (Piece.side(piece) == side) {
        own[type]++;
      } else {
        theirs[type]++;
      }
      if (type == Piece.BISHOP) {
        bishopColours |= 1 << ((Square.file(square) + Square.rank(square)) & 1);
      }
    }
    if (own[Piece.PAWN] + own[Piece.ROOK] + own[Piece.QUEEN] > 0) {
      return false;
    }
    if (own[Piece.KNIGHT] > 0) {
      return own[Piece.KNIGHT] == 1
          && own[Piece.BISHOP] == 0
          && theirs[Piece.PAWN] + theirs[Piece.KNIGHT] + theirs[Piece.BISHOP] + theirs[Piece.ROOK]
              == 0;
    }
    if (own[Piece.BISHOP] > 0) {
      return bishopColours != 3 && all[Piece.PAWN] == 0 && all[Piece.KNIGHT] == 0;
    }
    return true;
  }

  private static boolean isCheckmate(ChessPosition position) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    return position.inCheck() && position.legalMoves(moves, 0) == 0;
  }

  /**
   * Whether the exhaustive search can hope to finish: a sealed structure, where every pawn is
   * rammed head-on by an enemy pawn (so no pawn moves unless a piece captures first), there is no
   * rook or queen, and the side to move has nothing to capture and cannot castle. Elsewhere the
   * search would only spend its budget (a free pawn promotes, and the reachable positions are
   * countless), so the answer is "can checkmate" at once. Package-private for DeadPositionTest,
   * which checks that open positions are answered without the search.
   */
  static boolean worthExhausting(ChessPosition position) {
    boolean pawns = false;
    for (int square = 0; square < 128; square++) {
      if (!Square.isOnBoard(square)) {
        continue;
      }
      int piece = position.pieceAt(square);
      int type = Piece.type(piece);
      if (type == Piece.ROOK || type == Piece.QUEEN) {
        return false;
      }
      if (type == Piece.PAWN) {
        int owner = Piece.side(piece);
        int front = owner == Side.FIRST ? square + 16 : square - 16;
        if (position.pieceAt(front) != Piece.of(Side.other(owner), Piece.PAWN)) {
          return false;
        }
        pawns = true;
      }
    }
    if (!pawns || !sealed(position)) {
      return false;
    }
    int[] moves = new int[GamePosition.MAX_MOVES];
    int count = position.legalMoves(moves, 0);
    for (int i = 0; i < count; i++) {
      int move = moves[i];
      if (position.isCapture(move)
          || Piece.type(position.movingPiece(move)) == Piece.PAWN
          || ChessMove.kind(move) == ChessMove.CASTLING) {
        return false;
      }
    }
    return true;
  }

  /**
   * A static look at the structure, ignoring everything but pawns: no knight (it jumps walls), each
   * king's walk region (squares free of pawns and not attacked by an enemy pawn) never comes next
   * to an enemy pawn that no enemy pawn protects, and each bishop's diagonal region never meets an
   * enemy pawn nor a square an enemy pawn attacks. Where this fails, a pawn can fall and the
   * structure opens, so the search could not finish anyway.
   */
  private static boolean sealed(ChessPosition position) {
    int[] region = new int[128];
    int[] stack = new int[128];
    int mark = 0;
    for (int square = 0; square < 128; square++) {
      if (!Square.isOnBoard(square)) {
        continue;
      }
      int piece = position.pieceAt(square);
      int type = Piece.type(piece);
      if (type == Piece.KNIGHT) {
        return false;
      }
      if (type != Piece.KING && type != Piece.BISHOP) {
        continue;
      }
      int owner = Piece.side(piece);
      int enemyPawn = Piece.of(Side.other(owner), Piece.PAWN);
      boolean king = type == Piece.KING;
      int[] steps = king ? Geometry.KING_STEPS : Geometry.BISHOP_STEPS;
      mark++;
      int top = 0;
      stack[top++] = square;
      region[square] = mark;
      while (top > 0) {
        int at = stack[--top];
        for (int step : steps) {
          int to = at + step;
          if ((to & Square.OFF_BOARD) != 0 || region[to] == mark) {
            continue;
          }
          int there = position.pieceAt(to);
          if (there == enemyPawn && (!king || !pawnAttacks(position, to, Side.other(owner)))) {
            return false; // the pawn can be taken
          }
          if (Piece.type(there) == Piece.PAWN) {
            continue;
          }
          if (pawnAttacks(position, to, Side.other(owner))) {
            if (!king) {
              return false; // the bishop can be taken by a pawn
            }
            continue;
          }
          region[to] = mark;
          stack[top++] = to;
        }
      }
    }
    return true;
  }

  /** Whether a pawn of {@code side} attacks {@code square}. */
  private static boolean pawnAttacks(ChessPosition position, int square, int side) {
    int pawn = Piece.of(side, Piece.PAWN);
    int behind = side == Side.FIRST ? square - 16 : square + 16;
    int left = behind - 1;
    int right = behind + 1;
    return (Square.isOnBoard(left) && position.pieceAt(left) == pawn)
        || (Square.isOnBoard(right) && position.pieceAt(right) == pawn);
  }

  /**
   * Depth-first walk over every position reachable from the start, each visited once, with an
   * explicit stack (the walk can be thousands of moves deep). Records checkmates by either side.
   */
  private static final class Search {
    private final ChessPosition position;
    private final int budget;
    final boolean[] mateBy = new boolean[2];

    private final int[] keysLo;
    private final int[] keysHi;
    private final boolean[] used;
    private final int mask;
    private int visited;

    private int[] moveStack = new int[1024];
    private int[] levelStart = new int[256];
    private int[] levelCount = new int[256];
    private int[] levelNext = new int[256];

    Search(ChessPosition position, int budget) {
      this.position = position;
      this.budget = budget;
      int capacity = Integer.highestOneBit(Math.max(16, budget) * 2) * 2;
      keysLo = new int[capacity];
      keysHi = new int[capacity];
      used = new boolean[capacity];
      mask = capacity - 1;
    }

    /**
     * Walks the reachable positions until all are seen (true) or the budget is spent (false). Stops
     * early once {@code side} (or, with -1, either side) is seen to checkmate.
     */
    boolean run(int side) {
      add();
      int depth = 0;
      if (expand(depth) && found(side)) {
        return true;
      }
      while (depth >= 0) {
        if (levelNext[depth] < levelCount[depth]) {
          int move = moveStack[levelStart[depth] + levelNext[depth]++];
          position.makeMove(move);
          if (!add()) {
            position.unmakeMove();
            continue;
          }
          if (visited > budget) {
            return false;
          }
          depth++;
          if (expand(depth) && found(side)) {
            return true;
          }
        } else {
          depth--;
          if (depth >= 0) {
            position.unmakeMove();
          }
        }
      }
      return true;
    }

    private boolean found(int side) {
      return side < 0 ? mateBy[0] || mateBy[1] : mateBy[side];
    }

    /** Generates the moves of the current position as level {@code depth}; true on checkmate. */
    private boolean expand(int depth) {
      if (depth == levelStart.length) {
        levelStart = java.util.Arrays.copyOf(levelStart, depth * 2);
        levelCount = java.util.Arrays.copyOf(levelCount, depth * 2);
        levelNext = java.util.Arrays.copyOf(levelNext, depth * 2);
      }
      int start = depth == 0 ? 0 : levelStart[depth - 1] + levelCount[depth - 1];
      if (start + GamePosition.MAX_MOVES > moveStack.length) {
        moveStack = java.util.Arrays.copyOf(moveStack, moveStack.length * 2);
      }
      int count = position.legalMoves(moveStack, start);
      levelStart[depth] = start;
      levelCount[depth] = count;
      levelNext[depth] = 0;
      if (count == 0 && position.inCheck()) {
        mateBy[Side.other(position.sideToMove())] = true;
        return true;
      }
      return false;
    }

    /** Marks the current position seen; false when it was already. */
    private boolean add() {
      int lo = position.hashLo();
      int hi = position.hashHi();
      int index = (lo ^ (hi >>> 7)) & mask;
      while (used[index]) {
        if (keysLo[index] == lo && keysHi[index] == hi) {
          return false;
        }
        index = (index + 1) & mask;
      }
      used[index] = true;
      keysLo[index] = lo;
      keysHi[index] = hi;
      visited++;
      return true;
    }
  }
}
