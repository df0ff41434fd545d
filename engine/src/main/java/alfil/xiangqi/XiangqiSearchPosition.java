package alfil.xiangqi;

import static alfil.xiangqi.XiangqiEvaluation.VALUE;

import alfil.core.InvalidInputException;
import alfil.core.SearchAdapter;
import alfil.core.SwapList;

/**
 * A {@link XiangqiPosition} as the search sees it: evaluation, captures for quiescence, a null
 * move, and the Asian rules on repetition inside the tree (rules.md). The hash history ({@link
 * SearchAdapter}) is taken from the position's own history when the adapter is made, and grows with
 * every move made through the adapter.
 *
 * <p>On a repetition (a cycle of positions with the same side to move): if exactly one side gave
 * check with every one of its moves in the cycle, it loses (perpetual check); otherwise the search
 * calls it a draw, with a small contempt. Chases are not judged inside the tree (the exact judge
 * does that in the game); inside the tree a repetition counts at once, before the root it needs two
 * earlier occurrences. 120 plies without a capture is a draw (Chinese rules), and so is a board
 * where neither side has a chariot, horse, cannon or soldier.
 */
public final class XiangqiSearchPosition extends SearchAdapter<XiangqiPosition> {
  private static final int MOVE_LIMIT_PLIES = 120;
  private static final int CONTEMPT = 15;

  private final XiangqiEvaluation evaluation = new XiangqiEvaluation();
  private final SwapList swaps = new SwapList();

  /**
   * Wraps {@code position}, with its move history as the repetition history: one entry per position
   * since the game's start, with whether the side to move was in check there; a repetition is
   * looked for back to the last capture (or null move).
   */
  public XiangqiSearchPosition(XiangqiPosition position) {
    super(position, VALUE);
    int n = position.historyLength();
    for (int i = 0; i <= n; i++) {
      int lo = i < n ? position.historyHashLo(i) : position.hashLo();
      int hi = i < n ? position.historyHashHi(i) : position.hashHi();
      boolean inCheck = i == n ? position.inCheck() : i > 0 && position.historyGaveCheck(i - 1);
      boolean fresh = i == 0 || position.historyCaptured(i - 1) != XiangqiPiece.EMPTY;
      push(lo, hi, fresh ? 0 : reachBack() + 1, checkState(inCheck));
    }
  }

  /** The adapter of a position given as FEN. */
  public static XiangqiSearchPosition fromFen(String fen) throws InvalidInputException {
    return new XiangqiSearchPosition(XiangqiPosition.fromFen(fen));
  }

  @Override
  public void makeMove(int move) {
    boolean capture = position.isCapture(move);
    position.makeMove(move);
    push(
        position.hashLo(),
        position.hashHi(),
        capture ? 0 : reachBack() + 1,
        checkState(position.inCheck()));
  }

  @Override
  public int tacticalMoves(int[] moves, int offset) {
    return position.tacticalMoves(moves, offset);
  }

  @Override
  public boolean isTactical(int move) {
    return position.isCapture(move);
  }

  @Override
  public int gainValue(int move) {
    return VALUE[position.capturedPiece(move) & XiangqiPiece.TYPE_MASK];
  }

  @Override
  public int moverType(int move) {
    return position.movingPiece(move) & XiangqiPiece.TYPE_MASK;
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
    return position.structureKey();
  }

  /** Zugzwang guard: a chariot, or at least two horses and cannons, to the side to move. */
  @Override
  public boolean nullMoveSafe() {
    int side = position.sideToMove();
    int attackers = 0;
    for (int id = side * 16; id < side * 16 + 16; id++) {
      int pt = position.pointOfPieceId(id);
      if (pt == 0) {
        continue;
      }
      int type = position.pieceAt(pt) & XiangqiPiece.TYPE_MASK;
      if (type == XiangqiPiece.CHARIOT) {
        attackers += 2;
      } else if (type == XiangqiPiece.HORSE || type == XiangqiPiece.CANNON) {
        attackers++;
      }
    }
    return attackers >= 2;
  }

  @Override
  public void makeNullMove() {
    position.makeNullMove();
    push(position.hashLo(), position.hashHi(), 0, checkState(false));
  }

  @Override
  public void unmakeNullMove() {
    position.unmakeNullMove();
    pop();
  }

  @Override
  public int ruleStatus(int pliesFromRoot) {
    int repeated = repetition(pliesFromRoot);
    if (repeated >= 0) {
      return cycleVerdict(repeated);
    }
    if (position.halfmoveClock() >= MOVE_LIMIT_PLIES || noAttackers()) {
      return RULE_DRAW;
    }
    return RULE_NONE;
  }

  /**
   * Perpetual check over the cycle from position {@code start} to now: the side to move made the
   * moves out of positions start, start+2, ...; its opponent those out of start+1, start+3, ...
   */
  private int cycleVerdict(int start) {
    boolean usAlwaysChecked = true;
    boolean themAlwaysChecked = true;
    for (int j = start + 1; j <= latest(); j++) {
      // Position j is in check when the move into it gave check.
      if ((j - start) % 2 == 1) {
        usAlwaysChecked &= inCheckAt(j);
      } else {
        themAlwaysChecked &= inCheckAt(j);
      }
    }
    if (usAlwaysChecked && !themAlwaysChecked) {
      return RULE_LOSS;
    }
    if (themAlwaysChecked && !usAlwaysChecked) {
      return RULE_WIN;
    }
    return RULE_DRAW;
  }

  private boolean noAttackers() {
    for (int id = 0; id < 32; id++) {
      int pt = position.pointOfPieceId(id);
      if (pt != 0) {
        int type = position.pieceAt(pt) & XiangqiPiece.TYPE_MASK;
        if (type >= XiangqiPiece.HORSE) {
          return false;
        }
      }
    }
    return true;
  }

  @Override
  public boolean stalemateLoses() {
    return true;
  }

  @Override
  public int drawContempt() {
    return CONTEMPT;
  }
}
