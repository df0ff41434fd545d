package alfil.web.poems;

/**
 * Which poem the n-th card shows: a fixed walk through the collection that visits every poem once
 * before any comes back, and does not step to the neighbour in the file (the file groups poems by
 * form and poet). Deterministic: the same showing number gives the same poem on every machine.
 */
public final class PoemOrder {
  private PoemOrder() {}

  /** The poem index, in [0, count), for showing number {@code n >= 0}; -1 when there is none. */
  public static int index(int n, int count) {
    if (count <= 0) {
      return -1;
    }
    int step = step(count);
    // (n mod count) * step stays below count^2, which fits an int for any collection under 46,341
    // poems; no long (BigInt in the browser).
    return (n % count) * step % count;
  }

  /**
   * A stride coprime with {@code count} near its golden section, so that consecutive showings are
   * far apart in the file and {@code n -> n * step mod count} is a permutation.
   */
  static int step(int count) {
    int s = Math.max(1, count * 618 / 1000);
    while (gcd(s, count) != 1) {
      s++;
    }
    return s;
  }

  private static int gcd(int a, int b) {
    while (b != 0) {
      int t = a % b;
      a = b;
      b = t;
    }
    return a;
  }
}
