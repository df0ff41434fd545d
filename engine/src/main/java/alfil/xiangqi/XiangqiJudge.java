package alfil.xiangqi;

import alfil.core.Side;

/**
 * The repetition judge of the Asian (AXF) rules, in Pikafish's procedure (rules.md; Pikafish's
 * {@code Position::rule_judge} and {@code detect_chases}): given a position whose history ends in a
 * cycle (the position now is the one {@code plies} moves ago, same side to move), who, if anyone,
 * loses for a forbidden perpetual.
 *
 * <ol>
 *   <li>If exactly one side gave check with every one of its moves in the cycle, it loses
 *       (perpetual check); both sides checking every move is a draw.
 *   <li>Else, if any move of the cycle gave check, the cycle is a draw (one check one chase, or a
 *       check among idle moves).
 *   <li>Else chase: for each side, intersect over its moves in the cycle the set of enemy pieces
 *       newly chased by the move (chased after it and not before; the moved piece or a discovered
 *       one, {@link XiangqiChase}). Pieces keep their ids through the game, so "the same piece" is
 *       well defined. Exactly one side with a non-empty set loses (perpetual chase); otherwise
 *       draw.
 * </ol>
 *
 * <p>When the verdict is given is the caller's decision ({@link XiangqiGame} rules on the third
 * occurrence). One instance owns its scratch board; after construction nothing is allocated.
 */
public final class XiangqiJudge {
  private static final int ALL = 0xFFFF;

  private final XiangqiChase chase = new XiangqiChase();

  /**
   * The verdict on the last {@code plies} moves of {@code position}'s history, which must form a
   * cycle: {@code plies} even, at least 4, no capture among them, and the position now equal to the
   * one {@code plies} moves ago. Returns a perpetual check or chase win, or {@link
   * XiangqiOutcome#DRAW_BY_REPETITION}.
   */
  public XiangqiOutcome cycleVerdict(XiangqiPosition position, int plies) {
    int n = position.historyLength();
    int start = n - plies;
    if (plies < 2 || start < 0) {
      throw new IllegalArgumentException("cycle of " + plies + " plies in a history of " + n);
    }
    int now = position.sideToMove();
    boolean redAlwaysChecks = true;
    boolean blackAlwaysChecks = true;
    boolean anyCheck = false;
    for (int i = start; i < n; i++) {
      boolean check = position.historyGaveCheck(i);
      if (moverOf(now, n, i) == Side.FIRST) {
        redAlwaysChecks &= check;
      } else {
        blackAlwaysChecks &= check;
      }
      anyCheck |= check;
    }
    if (redAlwaysChecks != blackAlwaysChecks) {
      return redAlwaysChecks
          ? XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHECK
          : XiangqiOutcome.RED_WINS_BY_PERPETUAL_CHECK;
    }
    if (anyCheck) {
      return XiangqiOutcome.DRAW_BY_REPETITION;
    }
    chase.load(position);
    int redChases = ALL;
    int blackChases = ALL;
    for (int i = n - 1; i >= start; i--) {
      int mover = moverOf(now, n, i);
      int move = position.historyMove(i);
      int set = mover == Side.FIRST ? redChases : blackChases;
      if (set == 0) {
        if ((mover == Side.FIRST ? blackChases : redChases) == 0) {
          break;
        }
        chase.unmove(move);
        continue;
      }
      int after = chase.chased(mover);
      chase.unmove(move);
      set &= after & ~chase.chased(mover);
      if (mover == Side.FIRST) {
        redChases = set;
      } else {
        blackChases = set;
      }
    }
    if ((redChases != 0) == (blackChases != 0)) {
      return XiangqiOutcome.DRAW_BY_REPETITION;
    }
    return redChases != 0
        ? XiangqiOutcome.BLACK_WINS_BY_PERPETUAL_CHASE
        : XiangqiOutcome.RED_WINS_BY_PERPETUAL_CHASE;
  }

  /**
   * The enemy pieces that {@code side} chases in {@code position} (whoever is to move), as a mask
   * over their ids modulo 16 ({@link XiangqiPosition#pieceIdAt}): for tests and for showing
   * threats.
   */
  public int chasedBy(XiangqiPosition position, int side) {
    chase.load(position);
    return chase.chased(side);
  }

  /** The side that made move {@code i} of a history of {@code n} moves, {@code now} to move. */
  private static int moverOf(int now, int n, int i) {
    return now ^ ((n - i) & 1);
  }
}
