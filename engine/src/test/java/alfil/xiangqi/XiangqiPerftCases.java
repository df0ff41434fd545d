package alfil.xiangqi;

import alfil.core.InvalidInputException;
import alfil.core.PerftCase;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The xiangqi perft suite, engine/src/test/resources/perft/xiangqi.epd. */
final class XiangqiPerftCases {
  private XiangqiPerftCases() {}

  static List<PerftCase> load() {
    List<PerftCase> cases = new ArrayList<>();
    try (InputStream in = XiangqiPerftCases.class.getResourceAsStream("/perft/xiangqi.epd")) {
      if (in == null) {
        throw new IllegalStateException("perft/xiangqi.epd not on the test class path");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String line;
      while ((line = reader.readLine()) != null) {
        PerftCase c = PerftCase.parse(line);
        if (c != null) {
          cases.add(c);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InvalidInputException e) {
      throw new IllegalStateException("bad line in xiangqi.epd: " + e.getMessage(), e);
    }
    return cases;
  }
}
