package alfil.chess;

import static alfil.chess.ChessEvaluation.VALUE;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.SearchAdapter;
import alfil.core.SwapList;

/**
 * A {@link ChessPosition} as the search sees it: evaluation, tactical moves, a null move, and the
 * FIDE draw rules inside the tree. Repetitions are found in the adapter's history ({@link
 * SearchAdapter}), from the position the adapter was made on.
 *
 * <p>Draws (FIDE 9.2, 9.3, 5.2.2): a position repeating one after the search root is a draw at once
 * (the side that could avoid it will have chosen to); one repeating only positions before the root
 * needs two earlier occurrences (threefold); 100 half-moves without a pawn move or capture is a
 * draw unless the side to move is checkmated; so are bare kings and king with a single minor.
 */
public final class ChessSearchPosition extends SearchAdapter<ChessPosition> {

  private final ChessEvaluation evaluation = new ChessEvaluation();
  private final SwapList swaps = new SwapList();
  private final int[] scratch = new int[GamePosition.MAX_MOVES];

  // Null-move undo: en passant square and hash before each null move.
  private final int[] nullUndo = new int[3 * 256];
  private int nullTop;

  /**
   * Wraps {@code position}; moves made on it before are not part of the repetition history, in
   * which a repetition is looked for as far back as the half-move clock reaches.
   */
  public ChessSearchPosition(ChessPosition position) {
    super(position, VALUE);
    push(0);
  }

  /** The adapter of a position given as FEN. */
  public static ChessSearchPosition fromFen(String fen) throws InvalidInputException {
    return new ChessSearchPosition(ChessPosition.fromFen(fen));
  }

  @Override
  public void makeMove(int move) {
    position.makeMove(move);
    push(Math.min(position.halfmove, reachBack() + 1));
  }

  @Override
  public int tacticalMoves(int[] moves, int offset) {
    int n = offset + position.tacticalMoves(moves, offset);
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
    return ChessMove.kind(move) == ChessMove.PROMOTION || position.isCapture(move);
  }

  @Override
  public int gainValue(int move) {
    int gain = VALUE[position.capturedPiece(move) & Piece.TYPE_MASK];
    if (ChessMove.kind(move) == ChessMove.PROMOTION) {
      gain += VALUE[ChessMove.promotionType(move)] - VALUE[Piece.PAWN];
    }
    return gain;
  }

  @Override
  public int moverType(int move) {
    return position.board[Move.from(move)] & Piece.TYPE_MASK;
  }

  /** A static exchange evaluation: the swap algorithm over least valuable attackers. */
  @Override
  public int staticExchange(int move) {
    return StaticExchange.evaluate(swaps, position, move, VALUE);
  }

  @Override
  public int evaluate() {
    return evaluation.evaluate(position);
  }

  @Override
  public int structureKey() {
    return position.pawnKey;
  }

  /** Zugzwang guard: the side to move must have a piece other than king and pawns. */
  @Override
  public boolean nullMoveSafe() {
    int side = position.side;
    int end = (side << 4) + position.pieceCount[side];
    for (int i = (side << 4) + 1; i < end; i++) {
      if ((position.board[position.squares[i]] & Piece.TYPE_MASK) != Piece.PAWN) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void makeNullMove() {
    int u = nullTop;
    nullUndo[u] = position.enPassant;
    nullUndo[u + 1] = position.hashLo;
    nullUndo[u + 2] = position.hashHi;
    nullTop = u + 3;
    int lo = position.hashLo ^ Zobrist.BLACK_TO_MOVE_LO;
    int hi = position.hashHi ^ Zobrist.BLACK_TO_MOVE_HI;
    if (position.enPassant != Square.NONE) {
      lo ^= Zobrist.EN_PASSANT_FILE_LO[position.enPassant & 7];
      hi ^= Zobrist.EN_PASSANT_FILE_HI[position.enPassant & 7];
      position.enPassant = Square.NONE;
    }
    position.hashLo = lo;
    position.hashHi = hi;
    position.side ^= 1;
    push(0);
  }

  @Override
  public void unmakeNullMove() {
    nullTop -= 3;
    position.enPassant = nullUndo[nullTop];
    position.hashLo = nullUndo[nullTop + 1];
    position.hashHi = nullUndo[nullTop + 2];
    position.side ^= 1;
    pop();
  }

  @Override
  public int ruleStatus(int pliesFromRoot) {
    if (position.halfmove >= 100 && !(position.inCheck() && position.legalMoves(scratch, 0) == 0)) {
      return RULE_DRAW; // FIDE 9.3: unless this very move mated
    }
    if (position.pieceCount[0] + position.pieceCount[1] <= 3 && deadMaterial()) {
      return RULE_DRAW;
    }
    return repetition(pliesFromRoot) >= 0 ? RULE_DRAW : RULE_NONE;
  }

  /** King against king, or king and one knight or bishop against a bare king (FIDE 5.2.2). */
  private boolean deadMaterial() {
    for (int side = 0; side < 2; side++) {
      int end = (side << 4) + position.pieceCount[side];
      for (int i = (side << 4) + 1; i < end; i++) {
        int type = position.board[position.squares[i]] & Piece.TYPE_MASK;
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
