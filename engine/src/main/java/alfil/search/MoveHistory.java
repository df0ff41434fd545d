package alfil.search;

import alfil.core.Move;
import alfil.core.SearchPosition;

/**
 * What the search has learned about moves, to order them and to prune the ones that keep failing:
 * the statistics of Stockfish's history.h (movepick.h in Stockfish 17 and earlier), and the killers
 * of its search stack. Each table answers "did this move do well before?" for a different notion of
 * "this move":
 *
 * <ul>
 *   <li>butterfly history: a quiet move by side, from and to, wherever it was played (Stockfish's
 *       {@code ButterflyHistory});
 *   <li>continuation history: a quiet move by the kind of piece moved and its target, after the
 *       move one or two plies before it keyed the same way (Stockfish's {@code
 *       ContinuationHistory}); one table serves both distances;
 *   <li>capture history: a capture or promotion by side, kind of piece moved and target; it orders
 *       captures after MVV-LVA (Stockfish's {@code CapturePieceToHistory});
 *   <li>killers: the last two quiet moves that cut off at each ply, which often refute the sibling
 *       nodes' moves too (Stockfish 16's {@code Stack::killers});
 *   <li>counter moves: by side and from-to of the opponent's move, the quiet reply that last
 *       refuted it (Stockfish 16's {@code CounterMoveHistory}, keyed there by piece and target).
 * </ul>
 *
 * The history scores move toward a bonus by "gravity" (Stockfish's {@code StatsEntry::operator<<}),
 * so they stay within {@code [-HISTORY_MAX, HISTORY_MAX]} however often they are updated.
 *
 * <p>The continuation and counter-move tables are keyed by the moves that led to a node, so the
 * line being searched (the move played at each ply and its continuation key) lives here too, as
 * Stockfish's search stack keeps {@code currentMove} and {@code continuationHistory} per ply.
 */
final class MoveHistory {
  /** The bound of every history score. */
  static final int HISTORY_MAX = 16384;

  private static final int SLOTS = Score.MAX_PLY + 2;

  // [side << 16 | from-to]
  private final int[] butterfly = new int[2 * 65536];
  // [context key << 11 | key]: the move's key after the key of the move one or two plies before.
  private final int[] continuation = new int[1 << 22];
  // [side << 11 | key]
  private final int[] capture = new int[2 << 11];
  // [side << 16 | from-to of the opponent's move]: the reply, 0 (no move's) when none.
  private final int[] counterMove = new int[2 * 65536];
  private final int[] killer1 = new int[SLOTS];
  private final int[] killer2 = new int[SLOTS];
  // The move played at each ply of the line (Move.NONE for a null move) and its continuation key
  // (-1 for a null move).
  private final int[] playedMove = new int[SLOTS];
  private final int[] playedKey = new int[SLOTS];

  /** Forgets everything learned (a new game). */
  void clear() {
    java.util.Arrays.fill(butterfly, 0);
    java.util.Arrays.fill(continuation, 0);
    java.util.Arrays.fill(capture, 0);
    java.util.Arrays.fill(counterMove, 0); // from == to == 0: no move's
    java.util.Arrays.fill(killer1, Move.NONE);
    java.util.Arrays.fill(killer2, Move.NONE);
  }

  /**
   * Prepares for a new search: killers belong to the plies of the last one and go; the butterfly
   * scores are scaled down, so that what the new position teaches soon outweighs them.
   */
  void newSearch() {
    java.util.Arrays.fill(killer1, Move.NONE);
    java.util.Arrays.fill(killer2, Move.NONE);
    for (int i = 0; i < butterfly.length; i++) {
      butterfly[i] /= 8;
    }
  }

  /** Records {@code m}, a legal move of {@code pos}, as the move played at {@code ply}. */
  void play(SearchPosition pos, int ply, int m) {
    playedMove[ply] = m;
    playedKey[ply] = key(pos, m);
  }

  /** Records a null move (a pass) at {@code ply}. */
  void playNull(int ply) {
    playedMove[ply] = Move.NONE;
    playedKey[ply] = -1;
  }

  /** The move played at {@code ply}: {@link Move#NONE} for a null move. */
  int played(int ply) {
    return playedMove[ply];
  }

  int killer1(int ply) {
    return killer1[ply];
  }

  int killer2(int ply) {
    return killer2[ply];
  }

  boolean isKiller(int ply, int m) {
    return m == killer1[ply] || m == killer2[ply];
  }

  /**
   * The quiet move that last refuted the move played at {@code ply - 1}, for {@code side} to play;
   * after a null move this reads the never-written entry of from == to == 0: no move's.
   */
  int counterMove(int side, int ply) {
    return counterMove[(side << 16) | (playedMove[ply - 1] & 0xFFFF)];
  }

  /**
   * The history of {@code m}, a quiet move of {@code pos} at {@code ply} for {@code side}: by side,
   * from and to, and after the moves one and two plies before.
   */
  int quiet(SearchPosition pos, int side, int m, int ply) {
    int h = butterfly[(side << 16) | (m & 0xFFFF)];
    int key = key(pos, m);
    for (int back = 1; back <= 2; back++) {
      int i = continuationIndex(key, ply, back);
      if (i >= 0) {
        h += continuation[i];
      }
    }
    return h;
  }

  /** The history of {@code m}, a capture or promotion of {@code pos}, for {@code side}. */
  int capture(SearchPosition pos, int side, int m) {
    return capture[(side << 11) | key(pos, m)];
  }

  /** How far a cutoff at {@code depth} moves the statistics: the deeper, the more. */
  static int bonus(int depth) {
    return Math.min(depth * depth * 16, 1200);
  }

  /**
   * Learns from a cutoff by {@code m} at {@code ply}, searched to {@code depth} with {@code side}
   * to move in {@code pos}: a quiet {@code m} becomes the first killer and the counter move of the
   * move before, and gains history that the {@code quietCount} quiet moves of {@code quiets} tried
   * before it lose; a capture gains capture history. Either way the {@code captureCount} captures
   * of {@code captures} tried before it lose capture history (Stockfish's update_all_stats).
   */
  void updateOnCutoff(
      SearchPosition pos,
      int ply,
      int side,
      int depth,
      int m,
      boolean tactical,
      int[] quiets,
      int quietCount,
      int[] captures,
      int captureCount) {
    int bonus = bonus(depth);
    if (!tactical) {
      if (killer1[ply] != m) {
        killer2[ply] = killer1[ply];
        killer1[ply] = m;
      }
      int previous = playedMove[ply - 1];
      if (previous != Move.NONE) {
        counterMove[(side << 16) | (previous & 0xFFFF)] = m;
      }
      addQuiet(pos, side, m, ply, bonus);
      for (int k = 0; k < quietCount; k++) {
        addQuiet(pos, side, quiets[k], ply, -bonus);
      }
    } else {
      addCapture(pos, side, m, bonus);
    }
    for (int k = 0; k < captureCount; k++) {
      addCapture(pos, side, captures[k], -bonus);
    }
  }

  /** Moves a quiet move's statistics toward {@code bonus}'s sign, staying within the maximum. */
  private void addQuiet(SearchPosition pos, int side, int m, int ply, int bonus) {
    int index = (side << 16) | (m & 0xFFFF);
    butterfly[index] = gravity(butterfly[index], bonus);
    int key = key(pos, m);
    for (int back = 1; back <= 2; back++) {
      int i = continuationIndex(key, ply, back);
      if (i >= 0) {
        continuation[i] = gravity(continuation[i], bonus);
      }
    }
  }

  private void addCapture(SearchPosition pos, int side, int m, int bonus) {
    int index = (side << 11) | key(pos, m);
    capture[index] = gravity(capture[index], bonus);
  }

  /**
   * {@code h} moved by {@code bonus}, less the nearer it already is to the bound on that side: a
   * score never leaves {@code [-HISTORY_MAX, HISTORY_MAX]} while {@code |bonus| <= HISTORY_MAX}.
   */
  static int gravity(int h, int bonus) {
    return h + bonus - h * Math.abs(bonus) / HISTORY_MAX;
  }

  /**
   * Where the quiet move keyed {@code key} at {@code ply} stands in the continuation table after
   * the move {@code back} plies before it; -1 when that was a null move or came before the root.
   */
  private int continuationIndex(int key, int ply, int back) {
    int context = back <= ply ? playedKey[ply - back] : -1;
    return context >= 0 ? (context << 11) | key : -1;
  }

  /** A legal move's continuation key: the kind of piece moved (0-7) and its target square. */
  private static int key(SearchPosition pos, int m) {
    return (pos.moverType(m) << 8) | Move.to(m);
  }
}
