package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StringListTest {
  @Test
  void growsAndRemovesAsAListDoes() {
    StringList list = new StringList();
    List<String> expected = new ArrayList<>();
    assertTrue(list.isEmpty());
    for (int i = 0; i < 100; i++) {
      list.add("s" + i);
      expected.add("s" + i);
    }
    list.remove(0);
    expected.remove(0);
    list.remove(50);
    expected.remove(50);
    list.remove(list.size() - 1);
    expected.remove(expected.size() - 1);
    list.set(3, "three");
    expected.set(3, "three");
    assertEquals(expected.size(), list.size());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i), list.get(i));
    }
    assertThrows(IndexOutOfBoundsException.class, () -> list.get(expected.size()));
    assertThrows(IndexOutOfBoundsException.class, () -> list.remove(-1));
  }

  @Test
  void pairsAreNamedValuesThatKeepTheirFirstPlace() {
    StringList tags = new StringList();
    tags.putPair("Event", "A");
    tags.putPair("Site", "B");
    tags.putPair("Event", "C");
    assertEquals(4, tags.size());
    assertEquals("Event", tags.get(0));
    assertEquals("C", tags.pairValue("Event"));
    assertEquals(2, tags.pairIndex("Site"));
    assertNull(tags.pairValue("B"), "values are not names");
    assertNull(tags.pairValue("Round"));
  }
}
