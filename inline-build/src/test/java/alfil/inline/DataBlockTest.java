package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DataBlockTest {
  private static final String TEMPLATE = "<template id=\"d\">{{DATA}}</template>";

  @Test
  void putsTheTextInAsItIs() {
    assertEquals(
        "<template id=\"d\">靜夜思\t李白\n行宮\t元稹\n</template>",
        DataBlock.fill(TEMPLATE, "{{DATA}}", "靜夜思\t李白\n行宮\t元稹\n"));
  }

  @Test
  void refusesTextTheParserWouldReadAsMarkup() {
    for (String text : new String[] {"a</template>", "a &amp; b", "x&y", "{{SCRIPT}}"}) {
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class, () -> DataBlock.fill(TEMPLATE, "{{DATA}}", text));
      assertTrue(e.getMessage().contains("{{DATA}}"), e.getMessage());
    }
  }

  @Test
  void needsTheMarkerExactlyOnce() {
    assertThrows(IllegalStateException.class, () -> DataBlock.fill("<p>", "{{DATA}}", "x"));
    assertThrows(
        IllegalStateException.class, () -> DataBlock.fill(TEMPLATE + TEMPLATE, "{{DATA}}", "x"));
  }
}
