package alfil.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/** The whitespace-separated fields of a FEN, however the spaces fall. */
class FenReaderTest {

  @Test
  void fieldsAreCutAtAnyRunOfWhitespace() {
    assertArrayEquals(new String[0], FenReader.fields(""));
    assertArrayEquals(new String[0], FenReader.fields(" \t \n"));
    assertArrayEquals(new String[] {"a"}, FenReader.fields("a"));
    assertArrayEquals(new String[] {"a", "bc", "d"}, FenReader.fields("  a \t bc\nd  "));
    assertArrayEquals(
        new String[] {"8/8/8/8/8/8/8/K6k", "w", "-", "-", "0", "1"},
        FenReader.fields("8/8/8/8/8/8/8/K6k w - - 0 1"));
  }
}
