package alfil.inline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Installs the build's node tools (terser, pinned by {@code package-lock.json}) with {@code npm
 * ci}, but only when {@code node_modules} is missing or the lock changed since the last install: a
 * build then needs neither the npm registry nor the time of an install. After a successful install
 * the lock's SHA-256 is kept in {@code node_modules/.alfil-lock.sha256}; {@code npm ci} empties
 * {@code node_modules} first, so a failed install leaves no stamp and the next build tries again.
 *
 * <p>Usage: {@code NodeModules <module directory>}. Run by Maven (exec-maven-plugin, phase {@code
 * process-classes}) before terser.
 */
public final class NodeModules {
  /** The stamp, inside node_modules so that deleting the folder deletes it too. */
  static final String STAMP = ".alfil-lock.sha256";

  private NodeModules() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: NodeModules <module directory>");
    }
    Path module = Path.of(args[0]);
    String why = whyInstall(module);
    if (why.isEmpty()) {
      System.out.println("node_modules: installed from the current package-lock.json");
      return;
    }
    System.out.println("npm ci: " + why);
    Process npm =
        new ProcessBuilder(
                "npm", "ci", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error")
            .directory(module.toFile())
            .inheritIO()
            .start();
    int status = npm.waitFor();
    if (status != 0) {
      throw new IllegalStateException("npm ci failed with exit status " + status);
    }
    stamp(module);
  }

  /** Why {@code npm ci} must run in {@code module}, or "" when its node_modules fits the lock. */
  static String whyInstall(Path module) throws IOException {
    Path modules = module.resolve("node_modules");
    if (!Files.isDirectory(modules)) {
      return "no node_modules";
    }
    Path stamp = modules.resolve(STAMP);
    if (!Files.isRegularFile(stamp)) {
      return "node_modules was not installed by this build";
    }
    if (!Files.readString(stamp, StandardCharsets.US_ASCII).trim().equals(lockHash(module))) {
      return "package-lock.json changed since the last install";
    }
    return "";
  }

  /** Records that node_modules now holds what the current lock names. */
  static void stamp(Path module) throws IOException {
    Files.writeString(
        module.resolve("node_modules").resolve(STAMP),
        lockHash(module) + "\n",
        StandardCharsets.US_ASCII);
  }

  /** The SHA-256 of {@code package-lock.json}, in hex. */
  static String lockHash(Path module) throws IOException {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      byte[] lock = Files.readAllBytes(module.resolve("package-lock.json"));
      return HexFormat.of().formatHex(digest.digest(lock));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
