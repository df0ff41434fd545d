package alfil.search;

import alfil.core.SearchPosition;

/**
 * Static evaluations by position, so that a position the search meets again (a transposition, a
 * re-search, the quiescence of a razored node) is not evaluated twice; Stockfish keeps the static
 * evaluation in its table entry (tt.h, {@code eval16}) for the same reason. Direct-mapped by the
 * low half of the Zobrist key and verified by the high half, like the {@link TranspositionTable}; a
 * newer position simply overwrites an older one.
 *
 * <pre>
 * entry i = 3 ints: [3 i] low half of the key, [3 i + 1] high half, [3 i + 2] evaluation
 * </pre>
 *
 * Evaluation is a function of the position; chess adds the fifty-move count, which the hash leaves
 * out (as a table entry's score does): a hit from another count differs past 12.
 */
final class EvalCache {
  private static final int BITS = 14;

  private final int[] entries = new int[3 << BITS];

  /** {@code pos}'s static evaluation, from the cache when it holds the position. */
  int evaluate(SearchPosition pos) {
    int lo = pos.hashLo();
    int hi = pos.hashHi();
    int[] cache = entries;
    int i = (lo & ((1 << BITS) - 1)) * 3;
    if (cache[i] == lo && cache[i + 1] == hi) {
      return cache[i + 2];
    }
    int value = pos.evaluate();
    cache[i] = lo;
    cache[i + 1] = hi;
    cache[i + 2] = value;
    return value;
  }
}
