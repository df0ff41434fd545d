package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.reference.ReferenceChess;
import alfil.testing.RandomGameAgreement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The engine's chess rules against the independent reference generator (alfil.reference, written
 * from the FIDE Laws alone) on every position of 256 seeded random games started from the start
 * position and from every perft suite position (castling, en passant, promotions, pins).
 */
class ReferenceAgreementTest {

  private static final RandomGameAgreement.Reference REFERENCE =
      new RandomGameAgreement.Reference() {
        @Override
        public List<String> legalMoves(String fen) {
          return ReferenceChess.legalMoves(fen);
        }

        @Override
        public String status(String fen) {
          return ReferenceChess.status(fen);
        }

        @Override
        public String play(String fen, String move) {
          return ReferenceChess.play(fen, move);
        }
      };

  @Test
  void engineAgreesWithReferenceOnRandomGames() throws Exception {
    List<String> starts = new ArrayList<>();
    starts.add(ChessPosition.START_FEN);
    starts.addAll(RandomGameAgreement.suiteFens("chess.epd"));
    starts.addAll(RandomGameAgreement.suiteFens("chess-suite.epd"));
    int compared =
        RandomGameAgreement.run(
            ChessPosition::fromFen, REFERENCE, starts, 256, 160, Function.identity());
    assertTrue(compared > 10_000, "positions compared: " + compared);
  }
}
