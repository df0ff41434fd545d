package alfil.chess;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.SearchPosition;
import alfil.core.SwapList;
import java.util.Arrays;

/**
 * A {@link ChessPosition} as the search sees it: evaluation, tactical moves, a null move, and the
 * FIDE draw rules inside the tree. Repetitions are found from a hash history that this adapter
 * keeps: play the game's moves through {@link #makeMove} (from the position the adapter was made
 * on) so that every repetition is known.
 *
 * <p>Draws (FIDE 9.2, 9.3, 5.2.2): a position repeating one after the search root is a draw at once
 * (the side that could avoid it will have chosen to); one repeating only positions before the root
 * needs two earlier occurrences (threefold); 100 half-moves without a pawn move or capture is a
 * draw unless the side to move is checkmated; so are bare kings and king with a single minor.
 */
public final class ChessSearchPosition implements SearchPosition {
  private static final int[] VALUE = ChessEvaluation.VALUE;

  private final ChessPosition p;
  private final ChessEvaluation evaluation = new ChessEvaluation();
  private final SwapList swaps = new SwapList();
  private final int[] scratch = new int[GamePosition.MAX_MOVES];

  // History of hashes, one per position since the adapter was made, and how far back a
  // repetition may be looked for from each (half-move clock, cut at null moves).
  private int[] keysLo = new int[256];
  private int[] keysHi = new int[256];
  private int[] reach = new int[256];
  // Per entry: whether the side to move is in check there, once asked (0 not yet, 1 no, 2 yes);
  // the search asks twice per node (gives check? then in check?), the test runs once.
  private byte[] check = new byte[256];
  private int top;

  // Null-move undo: en passant square and hash before each null move.
  private final int[] nullUndo = new int[3 * 256];
  private int nullTop;

  /** Wraps {@code position}; moves made on it before are not part of the repetition history. */
  public ChessSearchPosition(ChessPosition position) {
    this.p = position;
    keysLo[0] = p.hashLo;
    keysHi[0] = p.hashHi;
    reach[0] = 0;
  }

  /** The adapter of a position given as FEN. */
  public static ChessSearchPosition fromFen(String fen) throws InvalidInputException {
    return new ChessSearchPosition(ChessPosition.fromFen(fen));
  }

  /** The wrapped rules position (do not make moves on it directly while the adapter is in use). */
  public ChessPosition position() {
    return p;
  }

  @Override
  public int sideToMove() {
    return p.side;
  }

  @Override
  public int legalMoves(int[] moves, int offset) {
    return p.legalMoves(moves, offset);
  }

  @Override
  public void makeMove(int move) {
    p.makeMove(move);
    push(Math.min(p.halfmove, reach[top] + 1));
  }

  private void push(int reachBack) {
    if (++top == keysLo.length) {
      keysLo = Arrays.copyOf(keysLo, top * 2);
      keysHi = Arrays.copyOf(keysHi, top * 2);
      reach = Arrays.copyOf(reach, top * 2);
      check = Arrays.copyOf(check, top * 2);
    }
    check[top] = 0;
    keysLo[top] = p.hashLo;
    keysHi[top] = p.hashHi;
    reach[top] = reachBack;
  }

  @Override
  public void unmakeMove() {
    p.unmakeMove();
    top--;
  }

  @Override
  public boolean inCheck() {
    int known = check[top];
    if (known != 0) {
      return known == 2;
    }
    boolean inCheck = p.inCheck();
    check[top] = (byte) (inCheck ? 2 : 1);
    return inCheck;
  }

  @Override
  public int hashLo() {
    return p.hashLo;
  }

  @Override
  public int hashHi() {
    return p.hashHi;
  }

  @Override
  public String moveToText(int move) {
    return p.moveToText(move);
  }

  @Override
  public int parseMove(String text) throws InvalidInputException {
    return p.parseMove(text);
  }

  @Override
  public String toFen() {
    return p.toFen();
  }

  @Override
  public int tacticalMoves(int[] moves, int offset) {
    int n = offset + p.tacticalMoves(moves, offset);
    int k = offset;
    for (int i = offset; i < n; i++) {
      int m = moves[i];
      // Captures and queen promotions; under-promotions are left to the main search.
      if (ChessMove.kind(m) != ChessMove.PROMOTION || ChessMove.promotionType(m) == Piece.QUEEN) {
        moves[k++] = m;
      }
    }
    return k - offset;
  }

  @Override
  public boolean isTactical(int move) {
    return ChessMove.kind(move) == ChessMove.PROMOTION || p.isCapture(move);
  }

  @Override
  public int gainValue(int move) {
    int gain = VALUE[p.capturedPiece(move) & Piece.TYPE_MASK];
    if (ChessMove.kind(move) == ChessMove.PROMOTION) {
      gain += VALUE[ChessMove.promotionType(move)] - VALUE[Piece.PAWN];
    }
    return gain;
  }

  @Override
  public int moverValue(int move) {
    return VALUE[moverType(move)];
  }

  @Override
  public int moverType(int move) {
    return p.board[Move.from(move)] & Piece.TYPE_MASK;
  }

  /** A static exchange evaluation: the swap algorithm over least valuable attackers. */
  @Override
  public int staticExchange(int move) {
    return StaticExchange.evaluate(swaps, p, move, VALUE);
  }

  @Override
  public int evaluate() {
    return evaluation.evaluate(p);
  }

  @Override
  public int structureKey() {
    return p.pawnKey;
  }

  /** Zugzwang guard: the side to move must have a piece other than king and pawns. */
  @Override
  public boolean nullMoveSafe() {
    int side = p.side;
    int end = (side << 4) + p.pieceCount[side];
    for (int i = (side << 4) + 1; i < end; i++) {
      if ((p.board[p.squares[i]] & Piece.TYPE_MASK) != Piece.PAWN) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void makeNullMove() {
    int u = nullTop;
    nullUndo[u] = p.enPassant;
    nullUndo[u + 1] = p.hashLo;
    nullUndo[u + 2] = p.hashHi;
    nullTop = u + 3;
    int lo = p.hashLo ^ Zobrist.BLACK_TO_MOVE_LO;
    int hi = p.hashHi ^ Zobrist.BLACK_TO_MOVE_HI;
    if (p.enPassant != Square.NONE) {
      lo ^= Zobrist.EN_PASSANT_FILE_LO[p.enPassant & 7];
      hi ^= Zobrist.EN_PASSANT_FILE_HI[p.enPassant & 7];
      p.enPassant = Square.NONE;
    }
    p.hashLo = lo;
    p.hashHi = hi;
    p.side ^= 1;
    push(0);
  }

  @Override
  public void unmakeNullMove() {
    nullTop -= 3;
    p.enPassant = nullUndo[nullTop];
    p.hashLo = nullUndo[nullTop + 1];
    p.hashHi = nullUndo[nullTop + 2];
    p.side ^= 1;
    top--;
  }

  @Override
  public int ruleStatus(int pliesFromRoot) {
    if (p.halfmove >= 100 && !(p.inCheck() && p.legalMoves(scratch, 0) == 0)) {
      return RULE_DRAW; // FIDE 9.3: unless this very move mated
    }
    if (p.pieceCount[0] + p.pieceCount[1] <= 3 && deadMaterial()) {
      return RULE_DRAW;
    }
    int lo = keysLo[top];
    int hi = keysHi[top];
    int oldest = top - reach[top];
    int root = top - pliesFromRoot;
    int earlier = 0;
    for (int i = top - 4; i >= oldest; i -= 2) {
      if (keysLo[i] == lo && keysHi[i] == hi) {
        if (i >= root || ++earlier >= 2) {
          return RULE_DRAW;
        }
      }
    }
    return RULE_NONE;
  }

  /** King against king, or king and one knight or bishop against a bare king (FIDE 5.2.2). */
  private boolean deadMaterial() {
    for (int side = 0; side < 2; side++) {
      int end = (side << 4) + p.pieceCount[side];
      for (int i = (side << 4) + 1; i < end; i++) {
        int type = p.board[p.squares[i]] & Piece.TYPE_MASK;
        if (type != Piece.KNIGHT && type != Piece.BISHOP) {
          return false;
        }
      }
    }
    return true;
  }

  @Override
  public boolean stalemateLoses() {
    return false;
  }

  @Override
  public int drawContempt() {
    return 0;
  }
}
