package alfil.web.model;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.search.Score;
import org.junit.jupiter.api.Test;

/**
 * The engine's answer to a draw offer: only when its own search says it stands clearly worse, so
 * that a draw offer takes no half point from a level game (at move 1, a level game declined).
 */
class EngineDrawRuleTest {
  @Test
  void acceptsOnlyTwoPawnsDownOrWorse() {
    assertTrue(Arbiter.engineAccepts(true, -200));
    assertTrue(Arbiter.engineAccepts(true, -350));
    assertFalse(Arbiter.engineAccepts(true, -199));
    assertFalse(Arbiter.engineAccepts(true, 0), "a level game");
    assertFalse(Arbiter.engineAccepts(true, 20), "the old +0.20 rule's edge");
    assertFalse(Arbiter.engineAccepts(true, 900));
  }

  @Test
  void matesCountAsTheyLean() {
    assertFalse(Arbiter.engineAccepts(true, Score.MATE - 5), "it mates");
    assertTrue(Arbiter.engineAccepts(true, -(Score.MATE - 6)), "it is mated");
  }

  @Test
  void declinesBeforeItsFirstSearch() {
    assertFalse(Arbiter.engineAccepts(false, -500));
  }
}
