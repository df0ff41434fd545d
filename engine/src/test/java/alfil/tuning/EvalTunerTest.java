package alfil.tuning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.ChessEvalWeights;
import alfil.chess.Piece;
import alfil.core.InvalidInputException;
import alfil.core.Rng;
import alfil.core.SearchPosition;
import alfil.core.SquareText;
import alfil.xiangqi.XiangqiEvalWeights;
import alfil.xiangqi.XiangqiFen;
import alfil.xiangqi.XiangqiPiece;
import alfil.xiangqi.XiangqiSearchPosition;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tuner finds weights it was not told: positions are labelled by an evaluation whose horse is
 * worth 150 more than the engine's, and tuning from the engine's weights must come most of the way
 * there, on positions it was not fitted to.
 */
class EvalTunerTest {
  private static final String START =
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

  @Test
  void recoversAHorseValueFromLabelledPositions() throws InvalidInputException {
    TuningSubject subject = TuningSubject.forGame("xiangqi");
    int[] truth = subject.defaults();
    truth[XiangqiEvalWeights.VALUE + 2 * XiangqiPiece.HORSE] += 150; // middlegame
    truth[XiangqiEvalWeights.VALUE + 2 * XiangqiPiece.HORSE + 1] += 150; // endgame
    TuningSubject.Evaluator labeller = subject.evaluator(truth);

    List<SearchPosition> positions = randomQuietPositions(subject, 1500);
    List<Double> targets = new ArrayList<>();
    for (SearchPosition p : positions) {
      targets.add(EvalTuner.expectation(1.0, labeller.evaluate(p)));
    }
    EvalTuner tuner =
        new EvalTuner(
            subject, positions, targets, new PrintStream(OutputStream.nullOutputStream()));
    int[] start = subject.defaults();
    int[] tuned = tuner.round(start, 1.0, 1500);

    double before = tuner.heldOutLoss(start, 1.0);
    double after = tuner.heldOutLoss(tuned, 1.0);
    assertTrue(after < before / 4, "held-out loss " + before + " -> " + after);
    double errorBefore = meanError(subject, start, labeller, positions);
    double errorAfter = meanError(subject, tuned, labeller, positions);
    assertTrue(
        errorAfter < errorBefore / 2, "mean error " + errorBefore + " -> " + errorAfter + " cp");
  }

  @Test
  void writesWeightsAsSourceItReadsBack() {
    // A chariot's and a bishop's middlegame square entry, and the chess rook's middlegame value.
    // A square value between the tables' steps is written as the nearer step; a head value as is.
    assertRoundTrip("xiangqi", XiangqiEvalWeights.SQUARE + 2 * 170, 4 * SquareText.STEP + 1, 16);
    assertRoundTrip("chess", ChessEvalWeights.SQUARE + 2 * 100, -3 * SquareText.STEP - 1, -12);
    assertRoundTrip("chess", ChessEvalWeights.VALUE + 2 * Piece.ROOK, 503, 503);
  }

  /** The engine's weights read back as written, and {@code value} at {@code index} as expected. */
  private static void assertRoundTrip(String game, int index, int value, int expected) {
    TuningSubject subject = TuningSubject.forGame(game);
    int[] weights = subject.defaults();
    assertArrayEquals(weights, subject.read(subject.format(weights)), game);
    weights[index] = value;
    assertEquals(expected, subject.read(subject.format(weights))[index], game + " " + index);
  }

  private static double meanError(
      TuningSubject subject,
      int[] weights,
      TuningSubject.Evaluator truth,
      List<SearchPosition> positions) {
    TuningSubject.Evaluator evaluator = subject.evaluator(weights);
    double sum = 0;
    for (SearchPosition p : positions) {
      sum += Math.abs(evaluator.evaluate(p) - truth.evaluate(p));
    }
    return sum / positions.size();
  }

  /** Quiet positions from seeded random games, each a position of its own. */
  private static List<SearchPosition> randomQuietPositions(TuningSubject subject, int count)
      throws InvalidInputException {
    Rng rng = new Rng(7);
    int[] moves = new int[256];
    List<SearchPosition> positions = new ArrayList<>();
    while (positions.size() < count) {
      XiangqiSearchPosition game = XiangqiSearchPosition.fromFen(START);
      int plies = 10 + rng.nextInt(60);
      for (int ply = 0; ply < plies; ply++) {
        int n = game.legalMoves(moves, 0);
        if (n == 0) {
          break;
        }
        game.makeMove(moves[rng.nextInt(n)]);
      }
      SearchPosition p = subject.parse(XiangqiFen.write(game.position()));
      if (EvalTuner.quiet(p)) {
        positions.add(p);
      }
    }
    return positions;
  }
}
