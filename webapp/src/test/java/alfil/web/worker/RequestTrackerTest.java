package alfil.web.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import org.junit.jupiter.api.Test;

class RequestTrackerTest {
  @Test
  void acceptsOnlyTheOpenRequestOnce() {
    RequestTracker t = new RequestTracker();
    assertFalse(t.hasOpen());
    int id = t.open();
    assertTrue(id != RequestTracker.NONE);
    assertFalse(t.accept(id + 1));
    assertTrue(t.accept(id));
    assertFalse(t.accept(id), "a second reply with the same id");
    assertFalse(t.hasOpen());
  }

  @Test
  void aNewerRequestDropsTheOlderReply() {
    RequestTracker t = new RequestTracker();
    int old = t.open();
    int newer = t.open();
    assertFalse(t.accept(old));
    assertTrue(t.accept(newer));
  }

  @Test
  void aCancelledRequestIsNotAccepted() {
    RequestTracker t = new RequestTracker();
    int id = t.open();
    t.cancel();
    assertFalse(t.accept(id));
    assertFalse(t.accept(RequestTracker.NONE));
  }

  /**
   * Ids are never NONE (which would read as no request open), also where the count wraps: after the
   * largest id it starts again at 1. The wrap is 2^31 requests away, so the test sets the last id.
   */
  @Test
  void idsAreDistinctAndNeverNone() throws ReflectiveOperationException {
    RequestTracker t = new RequestTracker();
    int a = t.open();
    int b = t.open();
    assertNotEquals(RequestTracker.NONE, a);
    assertNotEquals(RequestTracker.NONE, b);
    assertEquals(a + 1, b);

    Field lastId = RequestTracker.class.getDeclaredField("lastId");
    lastId.setAccessible(true);
    lastId.setInt(t, Integer.MAX_VALUE - 1);
    assertEquals(Integer.MAX_VALUE, t.open());
    int wrapped = t.open();
    assertNotEquals(RequestTracker.NONE, wrapped);
    assertEquals(1, wrapped);
    assertTrue(t.hasOpen(), "the id after the wrap counts as an open request");
    assertTrue(t.accept(wrapped));
  }
}
