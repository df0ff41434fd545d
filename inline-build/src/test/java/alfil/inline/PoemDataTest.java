package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
  void refusesAnEmptyCollection() {
    assertThrows(IllegalStateException.class, () -> PoemData.compact(""));
  }
}
