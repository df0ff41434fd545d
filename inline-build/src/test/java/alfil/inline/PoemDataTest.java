package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.text.PackedText;
import org.junit.jupiter.api.Test;

class PoemDataTest {
  @Test
  void dropsTheFormAndEachCoupletsCommaAndFullStop() {
    assertEquals(
        "雜詩\t王維\t君自故鄉來應知故鄉事\t來日綺窗前寒梅著花未？\n" + "次北固山下\t王灣\t鄉書何處達？歸雁洛陽邊\n",
        PoemData.compact(
            "雜詩\t王維\t五言絕句\t君自故鄉來，應知故鄉事。\t來日綺窗前，寒梅著花未？\n" + "次北固山下\t王灣\t五言律詩\t鄉書何處達？歸雁洛陽邊。\n"));
  }

  @Test
  void refusesAPoemThatIsNotWholeNamingItsLine() {
    String good = "相思\t王維\t五言絕句\t紅豆生南國，春來發幾枝。\n";
    for (String bad :
        new String[] {
          "相思\t王維\t五言絕句\n",
          "相思\t\t五言絕句\t紅豆生南國，春來發幾枝。\n",
          "相思\t王維\t五言絕句\t紅豆生南國，春來發幾。\n",
          "相思\t王維\t五言絕句\t紅豆生南國春來發幾枝。\n",
          "相思\t王維\t五言絕句\t紅豆生南國，春來發幾枝\n",
          "相思\t王維\t五言絕句\t紅豆生南國，春來發幾枝。\t\n",
          "相思。\t王維\t五言絕句\t紅豆生南國，春來發幾枝。\n",
          "相思\t王維\t五言絕句\t紅豆生南國。春來發幾枝。\n",
          "相思\t王維\t五言絕句\t紅豆生南國，春來發幾枝；\n",
          "相思\t王維\t五言絕句\t紅豆生、南國春來發幾枝。\n",
          "\n"
        }) {
      IllegalStateException e =
          assertThrows(IllegalStateException.class, () -> PoemData.compact(good + bad), bad);
      assertTrue(e.getMessage().startsWith("tang-poems.tsv line 2: "), e.getMessage());
    }
  }

  @Test
  void theBlockIsTheCountThenThePoemsPackedInPieces() {
    StringBuilder tsv = new StringBuilder();
    for (int i = 0; i < 10; i++) {
      tsv.append("相思").append(i).append("\t王維\t五言絕句\t紅豆生南國，春來發幾枝。\n");
    }
    String[] block = PoemData.block(tsv.toString()).split("\n");
    assertEquals(1 + PoemData.PIECES, block.length);
    assertEquals("10", block[0]);
    StringBuilder unpacked = new StringBuilder();
    for (int p = 1; p < block.length; p++) {
      String piece = PackedText.unpack(block[p])[0];
      assertEquals(
          p * 10 / PoemData.PIECES - (p - 1) * 10 / PoemData.PIECES,
          piece.split("\n").length,
          "poems in piece " + p);
      unpacked.append(piece).append('\n');
    }
    assertEquals(PoemData.compact(tsv.toString()), unpacked.toString());
  }

  @Test
  void refusesAnEmptyCollection() {
    assertThrows(IllegalStateException.class, () -> PoemData.compact(""));
  }

  @Test
  void theWalkTakesEveryPoemOnceAndNeverItsNeighbour() {
    for (int count : new int[] {5, 10, 135, 140, 141}) {
      boolean[] seen = new boolean[count];
      for (int n = 0; n < count; n++) {
        int i = PoemData.walk(n, count);
        assertTrue(!seen[i], count + ": poem " + i + " twice");
        seen[i] = true;
        int next = PoemData.walk((n + 1) % count, count);
        assertTrue(Math.abs(next - i) > 1, count + ": " + i + " then " + next);
      }
    }
    assertEquals(0, PoemData.walk(0, 1));
  }

  @Test
  void thePageTakesThePoemsInTheWalksOrder() {
    String tsv = "";
    for (int i = 0; i < 10; i++) {
      tsv += "題" + i + "\t詩人\t五言絕句\t一二三四五，六七八九十。\n";
    }
    String[] lines = PoemData.compact(tsv).split("\n");
    assertEquals(10, lines.length);
    for (int n = 0; n < 10; n++) {
      assertTrue(lines[n].startsWith("題" + PoemData.walk(n, 10) + "\t"), lines[n]);
    }
  }
}
