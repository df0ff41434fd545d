package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NodeModulesTest {
  @Test
  void installsOnlyWhenNodeModulesIsMissingOrTheLockChanged(@TempDir Path module)
      throws IOException {
    Files.writeString(module.resolve("package-lock.json"), "{\"lockfileVersion\": 3}\n");
    assertEquals("no node_modules", NodeModules.whyInstall(module));

    Files.createDirectory(module.resolve("node_modules"));
    assertEquals("node_modules was not installed by this build", NodeModules.whyInstall(module));

    NodeModules.stamp(module);
    assertEquals("", NodeModules.whyInstall(module));

    Files.writeString(module.resolve("package-lock.json"), "{\"lockfileVersion\": 2}\n");
    assertEquals(
        "package-lock.json changed since the last install", NodeModules.whyInstall(module));
  }

  @Test
  void theStampIsTheLocksSha256(@TempDir Path module) throws IOException {
    // printf 'abc' | sha256sum
    Files.writeString(module.resolve("package-lock.json"), "abc");
    assertEquals(
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        NodeModules.lockHash(module));
  }
}
