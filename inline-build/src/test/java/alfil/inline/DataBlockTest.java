package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class DataBlockTest {
  private static final String TEMPLATE = "<script type=\"text/plain\" id=\"d\">{{D}}</script>";

  @Test
  void putsTheRawTextInPlace() {
    assertEquals(
        "<script type=\"text/plain\" id=\"d\">靜夜思\t李白\n</script>",
        DataBlock.fill(TEMPLATE, "{{D}}", "靜夜思\t李白\n"));
  }

  @Test
  void refusesTextThatWouldEndOrConfuseTheElement() {
    for (String bad :
        new String[] {"a</script>b", "a</SCRIPT b", "<!-- x", "<script>", "{{CSP}}"}) {
      assertThrows(IllegalStateException.class, () -> DataBlock.fill(TEMPLATE, "{{D}}", bad), bad);
    }
  }

  @Test
  void markerExactlyOnce() {
    assertThrows(IllegalStateException.class, () -> DataBlock.fill("x", "{{D}}", "t"));
    assertThrows(
        IllegalStateException.class, () -> DataBlock.fill(TEMPLATE + TEMPLATE, "{{D}}", "t"));
  }
}
