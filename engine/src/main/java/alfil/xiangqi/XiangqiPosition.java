package alfil.xiangqi;

import static alfil.xiangqi.XiangqiGeometry.POINTS;
import static alfil.xiangqi.XiangqiPiece.ADVISOR;
import static alfil.xiangqi.XiangqiPiece.CANNON;
import static alfil.xiangqi.XiangqiPiece.CHARIOT;
import static alfil.xiangqi.XiangqiPiece.ELEPHANT;
import static alfil.xiangqi.XiangqiPiece.GENERAL;
import static alfil.xiangqi.XiangqiPiece.HORSE;
import static alfil.xiangqi.XiangqiPiece.SOLDIER;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Side;

/**
 * A xiangqi position with exact legal move generation, make and unmake, and an undo stack that the
 * repetition judge reads (perpetual check and chase, rules.md).
 *
 * <p>Board: a padded mailbox of piece codes ({@link XiangqiGeometry}, {@link XiangqiPiece}). Every
 * piece also has a fixed slot (0..15 Red, 16..31 Black; slot 0 of a side is its general, then
 * chariots, horses, cannons, advisors, elephants, soldiers) that keeps its identity for the whole
 * game, so generation walks pieces, not points, and the chase judge can name pieces. The point of a
 * slot is 0 once its piece is captured, or when the side never had that piece.
 *
 * <p>Moves come from {@link XiangqiMoveGenerator} and check tests from {@link XiangqiAttacks}, pure
 * functions over these arrays that the static exchange and the chase judge share.
 *
 * <p>Nothing here allocates per move: the undo stack grows by doubling when needed.
 */
public final class XiangqiPosition implements GamePosition {
  /** The start position (rules.md). */
  public static final String START_FEN =
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

  static final int SLOTS_PER_SIDE = 16;

  /** Generation order of types within a side's slots (the general first, at slot 0). */
  static final int[] SLOT_ORDER = {GENERAL, CHARIOT, HORSE, CANNON, ADVISOR, ELEPHANT, SOLDIER};

  /** At most this many of each type per side: the start position's count (no promotion). */
  static final int[] MAX_COUNT = {0, 1, 2, 2, 2, 2, 2, 5};

  // Undo record layout: one stride of ints per ply.
  private static final int H_MOVE = 0;
  private static final int H_CAPTURED = 1;
  private static final int H_CAPTURED_SLOT = 2;
  private static final int H_HASH_LO = 3;
  private static final int H_HASH_HI = 4;
  private static final int H_HALFMOVE = 5;
  private static final int H_GAVE_CHECK = 6;
  private static final int H_WAS_IN_CHECK = 7;
  private static final int H_STRUCTURE_KEY = 8;
  private static final int H_STRIDE = 9;

  /** The types hashed into {@link #structureKey()}, as bits. */
  private static final int STRUCTURE_TYPES = 1 << ADVISOR | 1 << ELEPHANT | 1 << SOLDIER;

  final int[] board;
  private final int[] slotAt;
  final int[] slotPoint;

  private int side;
  private boolean inCheck;
  private int hashLo;
  private int hashHi;
  private int structureKey;
  private int halfmoveClock;
  private int fullmoveNumber;

  private int[] history;
  private int ply;

  /**
   * A position from a validated board ({@code pieces[point]} = piece code); used by {@link
   * XiangqiFen}, which has checked the piece counts.
   */
  XiangqiPosition(int[] pieces, int side, int halfmoveClock, int fullmoveNumber) {
    board = new int[POINTS];
    slotAt = new int[POINTS];
    slotPoint = new int[2 * SLOTS_PER_SIDE];
    for (int s = 0; s < 2; s++) {
      int slot = s * SLOTS_PER_SIDE;
      for (int type : SLOT_ORDER) {
        int code = XiangqiPiece.of(s, type);
        for (int p = 0; p < POINTS; p++) {
          if (pieces[p] == code) {
            board[p] = code;
            slotAt[p] = slot;
            slotPoint[slot++] = p;
          }
        }
      }
    }
    this.side = side;
    this.halfmoveClock = halfmoveClock;
    this.fullmoveNumber = fullmoveNumber;
    this.history = new int[64 * H_STRIDE];
    this.hashLo = computeHash(0);
    this.hashHi = computeHash(1);
    this.structureKey = computeStructureKey();
    this.inCheck = generalAttacked(side);
  }

  private XiangqiPosition(XiangqiPosition other) {
    board = other.board.clone();
    slotAt = other.slotAt.clone();
    slotPoint = other.slotPoint.clone();
    side = other.side;
    inCheck = other.inCheck;
    hashLo = other.hashLo;
    hashHi = other.hashHi;
    structureKey = other.structureKey;
    halfmoveClock = other.halfmoveClock;
    fullmoveNumber = other.fullmoveNumber;
    history = other.history.clone();
    ply = other.ply;
  }

  /** The start position. */
  public static XiangqiPosition start() {
    try {
      return XiangqiFen.parse(START_FEN);
    } catch (InvalidInputException e) {
      throw new IllegalStateException("start FEN rejected", e);
    }
  }

  /**
   * The position a FEN describes (Pikafish / Fairy-Stockfish form, rules.md).
   *
   * @throws InvalidInputException naming the FEN field and the reason
   */
  public static XiangqiPosition fromFen(String fen) throws InvalidInputException {
    return XiangqiFen.parse(fen);
  }

  /** An independent copy, history included. */
  public XiangqiPosition copy() {
    return new XiangqiPosition(this);
  }

  // ---------------------------------------------------------------- queries

  /** The piece code on a point ({@link XiangqiPiece#EMPTY} when empty or off the board). */
  public int pieceAt(int point) {
    return point >= 0 && point < POINTS ? board[point] : XiangqiPiece.EMPTY;
  }

  @Override
  public int sideToMove() {
    return side;
  }

  /** The point of {@code side}'s general. */
  public int generalPoint(int side) {
    return slotPoint[side * SLOTS_PER_SIDE];
  }

  /** The piece a move of this position moves. */
  public int movingPiece(int move) {
    return board[Move.from(move)];
  }

  /** The piece a move of this position captures ({@link XiangqiPiece#EMPTY} when none). */
  public int capturedPiece(int move) {
    return board[Move.to(move)];
  }

  public boolean isCapture(int move) {
    return board[Move.to(move)] != XiangqiPiece.EMPTY;
  }

  /**
   * The identity of the piece on a point (0..15 Red, 16..31 Black; fixed for the whole game), or -1
   * when the point is empty: the piece ids of Pikafish's chase procedure.
   */
  public int pieceIdAt(int point) {
    return pieceAt(point) == XiangqiPiece.EMPTY ? -1 : slotAt[point];
  }

  /** The point of the piece with this identity, or 0 once it is captured. */
  public int pointOfPieceId(int id) {
    return slotPoint[id];
  }

  @Override
  public boolean inCheck() {
    return inCheck;
  }

  /** Plies since the last capture (FEN halfmove field). */
  public int halfmoveClock() {
    return halfmoveClock;
  }

  /** Starts at 1 and grows after each Black move (FEN fullmove field). */
  public int fullmoveNumber() {
    return fullmoveNumber;
  }

  /**
   * A hash of the pieces that change slowly and shape the game: soldiers, advisors and elephants
   * (the low hash half's part for them), kept incrementally.
   */
  int structureKey() {
    return structureKey;
  }

  private static boolean isStructure(int piece) {
    return (STRUCTURE_TYPES >>> (piece & XiangqiPiece.TYPE_MASK) & 1) != 0;
  }

  /** The structure key computed from scratch (the incremental one must always equal it). */
  int computeStructureKey() {
    int key = 0;
    for (int point = 0; point < POINTS; point++) {
      int piece = board[point];
      if (piece != 0 && isStructure(piece)) {
        key ^= XiangqiZobrist.PIECE_LO[piece << 8 | point];
      }
    }
    return key;
  }

  @Override
  public int hashLo() {
    return hashLo;
  }

  @Override
  public int hashHi() {
    return hashHi;
  }

  /**
   * Whether a piece of {@code bySide} attacks {@code point} by its own move rule, pin or no pin:
   * chariot, cannon over one screen, horse with an empty leg, soldier, advisor, elephant with an
   * empty eye, general within its palace, and the general along an open file when {@code point}
   * holds the other general (the facing rule).
   */
  public boolean isAttacked(int point, int bySide) {
    return XiangqiAttacks.isAttacked(board, point, bySide);
  }

  // ---------------------------------------------------------------- generation

  @Override
  public int legalMoves(int[] moves, int offset) {
    return XiangqiMoveGenerator.legalMoves(
        board, slotPoint, side * SLOTS_PER_SIDE, inCheck, true, moves, offset);
  }

  /**
   * Writes the legal captures of the side to move from {@code offset} on and returns their count:
   * exactly the moves of {@link #legalMoves} that capture, in the same order, found without
   * generating the quiet moves (quiescence search). Xiangqi has no promotion.
   */
  public int tacticalMoves(int[] moves, int offset) {
    return XiangqiMoveGenerator.legalMoves(
        board, slotPoint, side * SLOTS_PER_SIDE, inCheck, false, moves, offset);
  }

  /** Whether {@code move} is one of the legal moves here. */
  public boolean isLegal(int move) {
    int[] moves = new int[MAX_MOVES];
    int n = legalMoves(moves, 0);
    for (int i = 0; i < n; i++) {
      if (moves[i] == move) {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- make / unmake

  @Override
  public void makeMove(int move) {
    int f = Move.from(move);
    int t = Move.to(move);
    int[] b = board;
    int pc = b[f];
    int cap = b[t];
    int h = ply * H_STRIDE;
    if (h + H_STRIDE > history.length) {
      history = java.util.Arrays.copyOf(history, history.length * 2);
    }
    int[] hist = history;
    hist[h + H_MOVE] = move;
    hist[h + H_CAPTURED] = cap;
    hist[h + H_HASH_LO] = hashLo;
    hist[h + H_HASH_HI] = hashHi;
    hist[h + H_HALFMOVE] = halfmoveClock;
    hist[h + H_WAS_IN_CHECK] = inCheck ? 1 : 0;
    hist[h + H_STRUCTURE_KEY] = structureKey;

    // Zobrist key indices (piece << 8 | point), not moves.
    int keyFrom = pc << 8 | f;
    int keyTo = pc << 8 | t;
    int lo = hashLo ^ XiangqiZobrist.PIECE_LO[keyFrom] ^ XiangqiZobrist.PIECE_LO[keyTo];
    int hi = hashHi ^ XiangqiZobrist.PIECE_HI[keyFrom] ^ XiangqiZobrist.PIECE_HI[keyTo];
    int slot = slotAt[f];
    if (isStructure(pc)) {
      structureKey ^= XiangqiZobrist.PIECE_LO[keyFrom] ^ XiangqiZobrist.PIECE_LO[keyTo];
    }
    if (cap != 0) {
      if (isStructure(cap)) {
        structureKey ^= XiangqiZobrist.PIECE_LO[cap << 8 | t];
      }
      int capSlot = slotAt[t];
      hist[h + H_CAPTURED_SLOT] = capSlot;
      slotPoint[capSlot] = 0;
      lo ^= XiangqiZobrist.PIECE_LO[cap << 8 | t];
      hi ^= XiangqiZobrist.PIECE_HI[cap << 8 | t];
      halfmoveClock = 0;
    } else {
      halfmoveClock++;
    }
    hashLo = lo ^ XiangqiZobrist.SIDE_LO;
    hashHi = hi ^ XiangqiZobrist.SIDE_HI;
    b[t] = pc;
    b[f] = 0;
    slotAt[t] = slot;
    slotPoint[slot] = t;
    if (side == Side.SECOND) {
      fullmoveNumber++;
    }
    side ^= 1;
    inCheck = XiangqiAttacks.generalAttacked(b, slotPoint[side * SLOTS_PER_SIDE], side);
    hist[h + H_GAVE_CHECK] = inCheck ? 1 : 0;
    ply++;
  }

  @Override
  public void unmakeMove() {
    ply--;
    int h = ply * H_STRIDE;
    int[] hist = history;
    int move = hist[h + H_MOVE];
    int f = Move.from(move);
    int t = Move.to(move);
    int[] b = board;
    int pc = b[t];
    int cap = hist[h + H_CAPTURED];
    int slot = slotAt[t];
    b[f] = pc;
    slotAt[f] = slot;
    slotPoint[slot] = f;
    b[t] = cap;
    if (cap != 0) {
      int capSlot = hist[h + H_CAPTURED_SLOT];
      slotAt[t] = capSlot;
      slotPoint[capSlot] = t;
    }
    side ^= 1;
    if (side == Side.SECOND) {
      fullmoveNumber--;
    }
    hashLo = hist[h + H_HASH_LO];
    hashHi = hist[h + H_HASH_HI];
    structureKey = hist[h + H_STRUCTURE_KEY];
    halfmoveClock = hist[h + H_HALFMOVE];
    inCheck = hist[h + H_WAS_IN_CHECK] != 0;
  }

  // ---------------------------------------------------------------- history

  /** How many moves have been made (and not taken back) since this position was set up. */
  public int historyLength() {
    return ply;
  }

  /** The {@code i}-th move made, 0 = the first. */
  public int historyMove(int i) {
    return history[checkedPly(i) * H_STRIDE + H_MOVE];
  }

  /** The piece the {@code i}-th move captured ({@link XiangqiPiece#EMPTY} when none). */
  public int historyCaptured(int i) {
    return history[checkedPly(i) * H_STRIDE + H_CAPTURED];
  }

  /** Whether the {@code i}-th move gave check (facing generals cannot arise in legal play). */
  public boolean historyGaveCheck(int i) {
    return history[checkedPly(i) * H_STRIDE + H_GAVE_CHECK] != 0;
  }

  /** Low hash half of the position before the {@code i}-th move. */
  public int historyHashLo(int i) {
    return history[checkedPly(i) * H_STRIDE + H_HASH_LO];
  }

  /** High hash half of the position before the {@code i}-th move. */
  public int historyHashHi(int i) {
    return history[checkedPly(i) * H_STRIDE + H_HASH_HI];
  }

  private int checkedPly(int i) {
    if (i < 0 || i >= ply) {
      throw new IndexOutOfBoundsException("history index " + i + " of " + ply);
    }
    return i;
  }

  // ---------------------------------------------------------------- hashing from scratch

  /** A hash half from the board, {@code half} 0 low and 1 high (tests compare the incremental). */
  int computeHash(int half) {
    boolean lo = half == 0;
    int[] pieces = lo ? XiangqiZobrist.PIECE_LO : XiangqiZobrist.PIECE_HI;
    int h = side == Side.SECOND ? (lo ? XiangqiZobrist.SIDE_LO : XiangqiZobrist.SIDE_HI) : 0;
    for (int p = 0; p < POINTS; p++) {
      if (board[p] != 0) {
        h ^= pieces[board[p] << 8 | p];
      }
    }
    return h;
  }

  /** Whether the general of {@code side} is attacked where it stands (facing generals included). */
  boolean generalAttacked(int side) {
    return XiangqiAttacks.generalAttacked(board, generalPoint(side), side);
  }

  // ---------------------------------------------------------------- text

  @Override
  public String moveToText(int move) {
    return Iccs.toText(move);
  }

  @Override
  public int parseMove(String text) throws InvalidInputException {
    return Iccs.parse(this, text);
  }

  @Override
  public String toFen() {
    return XiangqiFen.write(this);
  }

  @Override
  public String toString() {
    return toFen();
  }

  // ---------------------------------------------------------------- null move (search only)

  /**
   * Passes the move, for null-move pruning in the search: only the side to move and the hash
   * change; not recorded in the history. Never called in check, so afterwards nobody is in check.
   */
  public void makeNullMove() {
    side ^= 1;
    hashLo ^= XiangqiZobrist.SIDE_LO;
    hashHi ^= XiangqiZobrist.SIDE_HI;
    inCheck = false;
  }

  /** Takes back {@link #makeNullMove}. */
  public void unmakeNullMove() {
    side ^= 1;
    hashLo ^= XiangqiZobrist.SIDE_LO;
    hashHi ^= XiangqiZobrist.SIDE_HI;
    inCheck = false;
  }
}
