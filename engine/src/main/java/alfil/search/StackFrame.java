package alfil.search;

import alfil.core.GamePosition;
import alfil.core.Move;

/**
 * One frame of the search stack: what the search keeps for the node it is searching at one ply, as
 * Stockfish's {@code Stack} (search.h) does: the move picker, the moves tried so far (the history
 * update of a cutoff punishes them), the principal variation found below, the static evaluation
 * (two plies up it tells whether the position is improving) and the move a singular-extension
 * search leaves out.
 *
 * <p>The search makes one frame per ply once; a node only overwrites its frame's fields.
 */
final class StackFrame {
  final int ply;
  final MovePicker picker;

  /** The quiet moves and the captures searched so far at this node, in order. */
  final int[] quietsTried = new int[GamePosition.MAX_MOVES];

  final int[] capturesTried = new int[GamePosition.MAX_MOVES];
  int quietCount;
  int captureCount;

  /**
   * The principal variation from this ply: the moves at {@code pv[ply .. pvEnd)}, indexed by ply so
   * that a parent copies its child's line in place.
   */
  final int[] pv = new int[Score.MAX_PLY + 2];

  int pvEnd;

  /** The node's static evaluation, corrected; -INFINITE in check. */
  int staticEval;

  /** The move a singular-extension search of this node leaves out, {@link Move#NONE} when none. */
  int excludedMove = Move.NONE;

  StackFrame(int ply, MoveHistory history) {
    this.ply = ply;
    this.picker = new MovePicker(history);
  }

  /** Records {@code move} as searched at this node. */
  void tried(int move, boolean tactical) {
    if (!tactical) {
      if (quietCount < quietsTried.length) {
        quietsTried[quietCount++] = move;
      }
    } else if (captureCount < capturesTried.length) {
      capturesTried[captureCount++] = move;
    }
  }

  /**
   * The line from here becomes {@code move} followed by the line of {@code child}, the next ply.
   */
  void updatePv(int move, StackFrame child) {
    pv[ply] = move;
    int end = child.pvEnd;
    for (int k = ply + 1; k < end; k++) {
      pv[k] = child.pv[k];
    }
    pvEnd = Math.max(end, ply + 1);
  }
}
