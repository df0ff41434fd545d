package alfil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.xiangqi.Xiangqi;
import org.junit.jupiter.api.Test;

/** Alfil as a player in games the judges keep: it never walks into a loss by rule. */
class AlfilPlayerTest {

  @Test
  void neverCompletesAPerpetualChase() throws InvalidInputException {
    // The Red chariot chases the unprotected Black horse g7/h5; h1g1 next would repeat the start
    // a third time with Red chasing throughout: Red would lose on the spot.
    Judge g = Xiangqi.GAME.newJudge("4k4/9/6n2/9/9/9/9/9/6R2/3K5 b - - 0 1");
    for (String m : "g7h5 g1h1 h5g7 h1g1 g7h5 g1h1 h5g7".split(" ")) {
      g.play(g.parseMove(m));
    }
    int losing = g.parseMove("h1g1");
    assertTrue(g.wouldLoseOnTheSpot(losing));
    AlfilPlayer alfil = new AlfilPlayer(Xiangqi.GAME, 8, 1, 1);
    int move = alfil.choose(g, 100, 300);
    assertNotEquals(losing, move, g.engineText(move));
    g.play(move);
    assertEquals(null, g.outcomeText());
  }
}
