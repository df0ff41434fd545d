package alfil.web.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

  @Test
  void idsAreDistinctAndNeverNone() {
    RequestTracker t = new RequestTracker();
    int a = t.open();
    int b = t.open();
    assertEquals(a + 1, b);
  }
}
