package alfil.core;

/**
 * A small seeded pseudo-random generator (xoshiro128**, Blackman and Vigna 2018) on 32-bit ints.
 *
 * <p>Why not {@code java.util.Random}: TeaVM's Random gives other numbers than the JVM's, and its
 * 48-bit state is a {@code long} (BigInt in the browser). This generator gives the same sequence on
 * the JVM and in TeaVM's JavaScript, so Zobrist keys and seeded games replay everywhere.
 */
public final class Rng {
  private int s0;
  private int s1;
  private int s2;
  private int s3;

  /** A generator whose whole sequence is fixed by {@code seed}. */
  public Rng(int seed) {
    // SplitMix-style mixing spreads a small seed over the 128-bit state; never all zero.
    int z = seed;
    s0 = mix(z += 0x9E3779B9);
    s1 = mix(z += 0x9E3779B9);
    s2 = mix(z += 0x9E3779B9);
    s3 = mix(z + 0x9E3779B9);
    if ((s0 | s1 | s2 | s3) == 0) {
      s0 = 1;
    }
  }

  private static int mix(int z) {
    z = (z ^ (z >>> 16)) * 0x85EBCA6B;
    z = (z ^ (z >>> 13)) * 0xC2B2AE35;
    return z ^ (z >>> 16);
  }

  /** The next 32 random bits. */
  public int nextInt() {
    int result = Integer.rotateLeft(s1 * 5, 7) * 9;
    int t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = Integer.rotateLeft(s3, 11);
    return result;
  }

  /** A uniformly distributed int in {@code [0, bound)}; {@code bound} must be positive. */
  public int nextInt(int bound) {
    if (bound <= 0) {
      throw new IllegalArgumentException("bound must be positive: " + bound);
    }
    // Rejection sampling on the top 31 bits avoids modulo bias without 64-bit arithmetic.
    int limit = Integer.MAX_VALUE - (Integer.MAX_VALUE % bound);
    int r;
    do {
      r = nextInt() >>> 1;
    } while (r >= limit);
    return r % bound;
  }
}
