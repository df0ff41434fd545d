package alfil.web.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.search.Bench;
import alfil.search.TranspositionTable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The engine compiled by TeaVM searches exactly as on the JVM: the bench (every position, the full
 * depth) run in node from {@code target/bench/bench.js} gives the same node count per position,
 * hence the same signature, as {@link Bench} run here. Integer overflow, long emulation, array
 * defaults or a TeaVM optimisation that changed behaviour would show up as a different count.
 */
class BenchInJavaScriptTest {
  private static final Path NODE = Path.of("/usr/bin/node");
  private static final Path SCRIPT = Path.of("target/bench/bench.js");
  private static final int TABLE_MB = 16;

  @Test
  void javaScriptBenchEqualsTheJvmBench() throws Exception {
    assertTrue(Files.isExecutable(NODE), "this test needs node at " + NODE);
    assertTrue(Files.isRegularFile(SCRIPT), "no " + SCRIPT + ": TeaVM runs at process-classes");
    int depth = Bench.DEFAULT_DEPTH;
    List<String> lines = runNode(depth);

    int[] jvm = Bench.run(alfil.games.Games.all(), depth, TranspositionTable.ofMegabytes(TABLE_MB));
    List<String> expected = new ArrayList<>();
    for (int c : jvm) {
      expected.add(Integer.toString(c));
    }
    expected.add("total " + (long) Bench.total(jvm));
    assertEquals(expected, lines);
  }

  private static List<String> runNode(int depth) throws IOException, InterruptedException {
    Process p =
        new ProcessBuilder(
                NODE.toString(),
                "-e",
                "require(process.argv[1]).main([process.argv[2], process.argv[3]]);",
                SCRIPT.toAbsolutePath().toString(),
                Integer.toString(depth),
                Integer.toString(TABLE_MB))
            .redirectErrorStream(true)
            .start();
    p.getOutputStream().close();
    byte[] out = p.getInputStream().readAllBytes();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "node did not finish");
    String text = new String(out, StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), text);
    List<String> lines = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (!line.isBlank()) {
        lines.add(line.trim());
      }
    }
    return lines;
  }
}
