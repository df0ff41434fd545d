package alfil.inline;

/**
 * Post-build step that will write dist/alfil.html (single-file issue). Present now so the module
 * builds.
 */
public final class InlineBuild {
  private InlineBuild() {}

  public static void main(String[] args) {
    if (args.length > 0 && args[0].equals("--help")) {
      System.out.println("usage: InlineBuild <teavm-js> <template> <output>");
    }
  }
}
