package alfil.web.page;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.search.Score;
import org.junit.jupiter.api.Test;

/** The engine's answer to a draw offer: level or worse for it after its first move, it accepts. */
class EngineDrawRuleTest {
  @Test
  void acceptsAtPlusTwentyCentipawnsOrWorse() {
    assertTrue(ArbiterControls.engineAccepts(true, 20));
    assertTrue(ArbiterControls.engineAccepts(true, 0));
    assertTrue(ArbiterControls.engineAccepts(true, -350));
    assertFalse(ArbiterControls.engineAccepts(true, 21));
    assertFalse(ArbiterControls.engineAccepts(true, 900));
  }

  @Test
  void matesCountAsTheyLean() {
    assertFalse(ArbiterControls.engineAccepts(true, Score.MATE - 5), "it mates");
    assertTrue(ArbiterControls.engineAccepts(true, -(Score.MATE - 6)), "it is mated");
  }

  @Test
  void declinesBeforeItsFirstMove() {
    assertFalse(ArbiterControls.engineAccepts(false, -500));
  }
}
