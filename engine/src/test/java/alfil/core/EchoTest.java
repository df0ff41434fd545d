package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class EchoTest {
  @Test
  void shortInputIsShownWholeAndLongInputByItsStart() {
    String eighty = "a".repeat(80);
    assertEquals(eighty, Echo.clip(eighty));
    assertEquals("a".repeat(77) + "...", Echo.clip(eighty + "b"));
    assertEquals(80, Echo.clip("x".repeat(10_000_000)).length());
    assertEquals("", Echo.clip(""));
    assertNull(Echo.clip(null));
  }

  @Test
  void aCharacterOutsideTheBasicPlaneIsNotCutInHalf() {
    String horses = "a".repeat(76) + "\uD83D\uDC0E".repeat(10);
    String clipped = Echo.clip(horses);
    assertEquals("a".repeat(76) + "...", clipped);
  }
}
