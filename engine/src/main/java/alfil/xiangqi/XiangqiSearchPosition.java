package alfil.xiangqi;

import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;
import alfil.core.SwapList;
import java.util.Arrays;

/**
 * A {@link XiangqiPosition} as the search sees it: evaluation, captures for quiescence, a null
 * move, and the Asian rules on repetition inside the tree (rules.md). The hash history is taken
 * from the position's own history when the adapter is made, and grows with every move made through
 * the adapter.
 *
 * <p>On a repetition (a cycle of positions with the same side to move): if exactly one side gave
 * check with every one of its moves in the cycle, it loses (perpetual check); otherwise the search
 * calls it a draw, with a small contempt. Chases are not judged inside the tree (the exact judge
 * does that in the game); inside the tree a repetition counts at once, before the root it needs two
 * earlier occurrences. 120 plies without a capture is a draw (Chinese rules), and so is a board
 * where neither side has a chariot, horse, cannon or soldier.
 */
public final class XiangqiSearchPosition implements SearchPosition {
  private static final int[] VALUE = XiangqiEvaluation.VALUE;
  private static final int MOVE_LIMIT_PLIES = 120;
  private static final int CONTEMPT = 15;

  private final XiangqiPosition p;
  private final XiangqiEvaluation evaluation = new XiangqiEvaluation();
  private final SwapList swaps = new SwapList();

  // One entry per position since the game's start as far as known: hash, whether the side to move
  // was in check there, and how far back a repetition may be looked for (captures and null moves
  // cut it).
  private int[] keysLo = new int[256];
  private int[] keysHi = new int[256];
  private int[] reach = new int[256];
  private boolean[] checked = new boolean[256];
  private int top;

  /** Wraps {@code position}, with its move history as the repetition history. */
  public XiangqiSearchPosition(XiangqiPosition position) {
    this.p = position;
    int n = position.historyLength();
    top = -1;
    for (int i = 0; i <= n; i++) {
      int lo = i < n ? p.historyHashLo(i) : p.hashLo();
      int hi = i < n ? p.historyHashHi(i) : p.hashHi();
      boolean inCheck = i == n ? p.inCheck() : i > 0 && p.historyGaveCheck(i - 1);
      boolean fresh = i == 0 || p.historyCaptured(i - 1) != XiangqiPiece.EMPTY;
      push(lo, hi, inCheck, fresh ? 0 : reach[top] + 1);
    }
  }

  /** The adapter of a position given as FEN. */
  public static XiangqiSearchPosition fromFen(String fen) throws InvalidInputException {
    return new XiangqiSearchPosition(XiangqiPosition.fromFen(fen));
  }

  /** The wrapped rules position (make no moves on it directly while the adapter is in use). */
  public XiangqiPosition position() {
    return p;
  }

  private void push(int lo, int hi, boolean inCheck, int reachBack) {
    if (++top == keysLo.length) {
      keysLo = Arrays.copyOf(keysLo, top * 2);
      keysHi = Arrays.copyOf(keysHi, top * 2);
      reach = Arrays.copyOf(reach, top * 2);
      checked = Arrays.copyOf(checked, top * 2);
    }
    keysLo[top] = lo;
    keysHi[top] = hi;
    checked[top] = inCheck;
    reach[top] = reachBack;
  }

  @Override
  public int sideToMove() {
    return p.sideToMove();
  }

  @Override
  public int legalMoves(int[] moves, int offset) {
    return p.legalMoves(moves, offset);
  }

  @Override
  public void makeMove(int move) {
    boolean capture = p.isCapture(move);
    p.makeMove(move);
    push(p.hashLo(), p.hashHi(), p.inCheck(), capture ? 0 : reach[top] + 1);
  }

  @Override
  public void unmakeMove() {
    p.unmakeMove();
    top--;
  }

  @Override
  public boolean inCheck() {
    return p.inCheck();
  }

  @Override
  public int hashLo() {
    return p.hashLo();
  }

  @Override
  public int hashHi() {
    return p.hashHi();
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
    return p.tacticalMoves(moves, offset);
  }

  @Override
  public boolean isTactical(int move) {
    return p.isCapture(move);
  }

  @Override
  public int gainValue(int move) {
    return VALUE[p.capturedPiece(move) & XiangqiPiece.TYPE_MASK];
  }

  @Override
  public int moverValue(int move) {
    return VALUE[moverType(move)];
  }

  @Override
  public int moverType(int move) {
    return p.movingPiece(move) & XiangqiPiece.TYPE_MASK;
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
    return p.structureKey();
  }

  /** Zugzwang guard: a chariot, or at least two horses and cannons, to the side to move. */
  @Override
  public boolean nullMoveSafe() {
    int side = p.sideToMove();
    int attackers = 0;
    for (int id = side * 16; id < side * 16 + 16; id++) {
      int pt = p.pointOfPieceId(id);
      if (pt == 0) {
        continue;
      }
      int type = p.pieceAt(pt) & XiangqiPiece.TYPE_MASK;
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
    p.makeNullMove();
    push(p.hashLo(), p.hashHi(), false, 0);
  }

  @Override
  public void unmakeNullMove() {
    p.unmakeNullMove();
    top--;
  }

  @Override
  public int ruleStatus(int pliesFromRoot) {
    int oldest = top - reach[top];
    int root = top - pliesFromRoot;
    int lo = keysLo[top];
    int hi = keysHi[top];
    int earlier = 0;
    for (int i = top - 4; i >= oldest; i -= 2) {
      if (keysLo[i] == lo && keysHi[i] == hi && (i >= root || ++earlier >= 2)) {
        return cycleVerdict(i);
      }
    }
    if (p.halfmoveClock() >= MOVE_LIMIT_PLIES || noAttackers()) {
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
    for (int j = start + 1; j <= top; j++) {
      // Position j is in check when the move into it gave check.
      if ((j - start) % 2 == 1) {
        usAlwaysChecked &= checked[j];
      } else {
        themAlwaysChecked &= checked[j];
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
      int pt = p.pointOfPieceId(id);
      if (pt != 0) {
        int type = p.pieceAt(pt) & XiangqiPiece.TYPE_MASK;
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
