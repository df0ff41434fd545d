package alfil.search;

import alfil.core.Move;
import alfil.core.SearchPosition;

/**
 * The transposition table: a fixed number of four-entry buckets in one {@code int[]}, indexed by
 * the low half of the Zobrist key and verified by the high half (no {@code long}: the browser runs
 * this code). Memory is fixed when the table is made and never grows.
 *
 * <pre>
 * entry = 3 ints
 *   [0] high half of the key
 *   [1] best move ({@link Move#NONE} when none)
 *   [2] bits 16-31 score (signed, mates relative to this node: {@link Score#toTable})
 *       bits  8-15 depth + 1 (0..255)
 *       bits  6- 7 {@link Bound}: 0 empty, UPPER, LOWER or EXACT
 *       bits  0- 5 age of the search that wrote it
 * </pre>
 *
 * Replacement is depth-preferred with aging (as in Stockfish): an entry of the same position is
 * always rewritten (its move kept when the new store has none), else the bucket's entry with the
 * lowest {@code depth - 8 * age distance} makes room.
 */
public final class TranspositionTable {
  private static final int ENTRY_INTS = 3;
  private static final int BUCKET_ENTRIES = 4;
  private static final int BUCKET_INTS = ENTRY_INTS * BUCKET_ENTRIES;
  private static final int BYTES_PER_BUCKET = BUCKET_INTS * 4;
  private static final int AGE_MASK = 63;

  private final int[] data;
  private final int bucketMask;
  private int age;

  /**
   * A table of at least one bucket, at most {@code megabytes} MB (rounded down to a power of 2).
   */
  public static TranspositionTable ofMegabytes(int megabytes) {
    int buckets = Math.max(1, megabytes) * (1024 * 1024 / BYTES_PER_BUCKET);
    return new TranspositionTable(buckets * BUCKET_ENTRIES);
  }

  /** A table of about {@code entries} entries (rounded down to a power of two, at least 4). */
  public TranspositionTable(int entries) {
    int buckets = Integer.highestOneBit(Math.max(1, entries / BUCKET_ENTRIES));
    data = new int[buckets * BUCKET_INTS];
    bucketMask = buckets - 1;
  }

  /** Number of entries. */
  public int capacity() {
    return data.length / ENTRY_INTS;
  }

  /** Forgets everything (a new game; bench between positions). */
  public void clear() {
    java.util.Arrays.fill(data, 0);
    age = 0;
  }

  /** Marks the start of a new search, so that older entries make room first. */
  public void newSearch() {
    age = (age + 1) & AGE_MASK;
  }

  /** The slot (an index for the accessors) holding this key, or -1. */
  public int probe(int hashLo, int hashHi) {
    int base = (hashLo & bucketMask) * BUCKET_INTS;
    for (int i = base; i < base + BUCKET_INTS; i += ENTRY_INTS) {
      int info = data[i + 2];
      if (data[i] == hashHi && (info & 0xC0) != 0) {
        return i;
      }
    }
    return -1;
  }

  public int move(int slot) {
    return data[slot + 1];
  }

  /** The stored score, still relative to its node: pass it through {@link Score#fromTable}. */
  public int score(int slot) {
    return data[slot + 2] >> 16;
  }

  public int depth(int slot) {
    return ((data[slot + 2] >>> 8) & 0xFF) - 1;
  }

  public int bound(int slot) {
    return (data[slot + 2] >>> 6) & 3;
  }

  /**
   * Stores a search result; {@code score} is already relative to the node ({@link Score#toTable}),
   * {@code depth} is in -1..254.
   */
  public void store(int hashLo, int hashHi, int move, int score, int depth, int bound) {
    int base = (hashLo & bucketMask) * BUCKET_INTS;
    int target = -1;
    int worst = Integer.MAX_VALUE;
    for (int i = base; i < base + BUCKET_INTS; i += ENTRY_INTS) {
      int info = data[i + 2];
      if ((info & 0xC0) == 0) {
        if (target < 0 || worst != Integer.MIN_VALUE) {
          target = i;
          worst = Integer.MIN_VALUE;
        }
        continue;
      }
      if (data[i] == hashHi) {
        target = i;
        break;
      }
      int value = ((info >>> 8) & 0xFF) - 8 * ((AGE_MASK + 1 + age - (info & AGE_MASK)) & AGE_MASK);
      if (value < worst) {
        worst = value;
        target = i;
      }
    }
    if (data[target] == hashHi && (data[target + 2] & 0xC0) != 0) {
      int old = data[target + 2];
      // Keep a deeper bound of this search unless the new result is exact.
      if (bound != Bound.EXACT && (old & AGE_MASK) == age && ((old >>> 8) & 0xFF) - 1 > depth + 2) {
        return;
      }
      if (move == Move.NONE) {
        move = data[target + 1];
      }
    }
    data[target] = hashHi;
    data[target + 1] = move;
    data[target + 2] = (score << 16) | (((depth + 1) & 0xFF) << 8) | (bound << 6) | age;
  }

  /**
   * Stores {@code best}, the result of a search of {@code depth} with the window {@code (alpha,
   * beta)} at a node {@code ply} plies from the root, for the position of {@code pos}: with its
   * {@link Bound} and its mate distance made relative to the node ({@link Score#toTable}).
   */
  void store(SearchPosition pos, int move, int best, int ply, int depth, int alpha, int beta) {
    store(
        pos.hashLo(),
        pos.hashHi(),
        move,
        Score.toTable(best, ply),
        depth,
        Bound.of(best, alpha, beta));
  }

  /** Entries written by the current search per thousand, sampled over the first 250 buckets. */
  public int hashfullPerMille() {
    int sampled = Math.min(data.length, 250 * BUCKET_INTS);
    int used = 0;
    for (int i = 0; i < sampled; i += ENTRY_INTS) {
      int info = data[i + 2];
      if ((info & 0xC0) != 0 && (info & AGE_MASK) == age) {
        used++;
      }
    }
    return used * 1000 / (sampled / ENTRY_INTS);
  }
}
