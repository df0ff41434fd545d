package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.reference.ReferenceXiangqi;
import alfil.testing.RandomGameAgreement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The engine's xiangqi rules against the independent reference generator (alfil.reference, written
 * from the rules alone) on every position of 256 seeded random games started from the start
 * position and from every perft suite position.
 */
class ReferenceAgreementTest {

  private static final RandomGameAgreement.Reference REFERENCE =
      new RandomGameAgreement.Reference() {
        @Override
        public List<String> legalMoves(String fen) {
          return ReferenceXiangqi.legalMoves(fen);
        }

        @Override
        public String status(String fen) {
          return ReferenceXiangqi.status(fen);
        }

        @Override
        public String play(String fen, String move) {
          return ReferenceXiangqi.play(fen, move);
        }
      };

  @Test
  void engineAgreesWithReferenceOnRandomGames() throws Exception {
    List<String> starts = new ArrayList<>();
    starts.add(XiangqiPosition.START_FEN);
    starts.addAll(RandomGameAgreement.suiteFens("xiangqi.epd"));
    int compared =
        RandomGameAgreement.run(
            XiangqiPosition::fromFen, REFERENCE, starts, 256, 160, Function.identity());
    assertTrue(compared > 10_000, "positions compared: " + compared);
  }
}
