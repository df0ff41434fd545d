package alfil.web;

import alfil.core.Rng;

/**
 * TeaVM entry point. For now it proves that engine code compiles to JavaScript; the page and the
 * worker entries come with the single-file issue.
 */
public final class WebMain {
  private WebMain() {}

  public static void main(String[] args) {
    Rng rng = new Rng(1);
    if (rng.nextInt() == 0) {
      throw new IllegalStateException("unreachable: xoshiro128** never yields 0 first for seed 1");
    }
  }
}
