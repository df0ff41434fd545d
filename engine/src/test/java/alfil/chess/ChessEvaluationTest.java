package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Rng;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The evaluation and its weights: a position is worth the same to the side to move whichever colour
 * that side has and whichever way the board is mirrored, and a square table's value counts where
 * its layout says and nowhere else.
 */
class ChessEvaluationTest {

  @Test
  void aPositionIsWorthTheSameWithColoursSwappedOrMirroredLeftToRight() throws Exception {
    ChessEvaluation evaluation = new ChessEvaluation();
    Rng rng = new Rng(17);
    int[] moves = new int[GamePosition.MAX_MOVES];
    Set<Integer> scores = new HashSet<>();
    for (int game = 0; game < 40; game++) {
      ChessPosition position = ChessPosition.start();
      for (int ply = 0; ply < 100; ply++) {
        int n = position.legalMoves(moves, 0);
        if (n == 0) {
          break;
        }
        position.makeMove(moves[rng.nextInt(n)]);
        String[] f = position.toFen().split(" ");
        int score = evaluation.evaluate(fen(f[0], f[1]));
        assertEquals(score, evaluation.evaluate(swapColours(f[0], f[1])), "colours: " + f[0]);
        assertEquals(score, evaluation.evaluate(mirror(f[0], f[1])), "mirror: " + f[0]);
        scores.add(score);
      }
    }
    // Not met by a constant: the positions are judged apart.
    assertTrue(scores.size() > 1000, scores.size() + " distinct scores");
  }

  @Test
  void theTablesHaveTheirLayoutsLengthAndPawnsNeverStandOnTheEndRanks() {
    assertEquals(ChessEvalWeights.SQUARE, ChessEvalWeights.HEAD.length);
    assertEquals(
        ChessEvalWeights.COUNT - ChessEvalWeights.SQUARE, ChessEvalWeights.SQUARES.length());
    int[] w = ChessEvalWeights.defaults();
    for (int rank : new int[] {0, 7}) {
      for (int middle = 0; middle < 4; middle++) {
        int square = ChessEvalWeights.SQUARE + 2 * ((Piece.PAWN - 1) * 32 + rank * 4 + middle);
        assertEquals(0, w[square], "rank " + rank);
        assertEquals(0, w[square + 1], "rank " + rank);
      }
    }
  }

  @Test
  void aSquareValueCountsForItsSquareItsMirrorAndBlacksCounterpartAlone() throws Exception {
    // A knight on its third rank, two files from the middle: g3 and b3 for White.
    int[] w = raised(ChessEvalWeights.SQUARE + 2 * ((Piece.KNIGHT - 1) * 32 + 2 * 4 + 2), 40);
    // Four pawns a side, so that no endgame scaling applies (nor the mop-up). The score is
    // tapered with integer division, so a change may come out a centipawn short.
    assertEquals(40, change(w, "4k3/4pppp/8/8/8/6N1/PPPP4/4K3 w - - 0 1"), 1); // g3
    assertEquals(40, change(w, "4k3/4pppp/8/8/8/1N6/PPPP4/4K3 w - - 0 1"), 1); // b3
    assertEquals(40, change(w, "4k3/4pppp/6n1/8/8/8/PPPP4/4K3 b - - 0 1"), 1); // g6 for Black
    assertEquals(
        -40, change(w, "4k3/4pppp/6n1/8/8/8/PPPP4/4K3 w - - 0 1"), 1); // the same, White to move
    assertEquals(0, change(w, "4k3/4pppp/8/8/6N1/8/PPPP4/4K3 w - - 0 1")); // g4
    assertEquals(0, change(w, "4k3/4pppp/8/8/8/5N2/PPPP4/4K3 w - - 0 1")); // f3
    assertEquals(0, change(w, "4k3/4pppp/8/8/8/6n1/PPPP4/4K3 b - - 0 1")); // g3, Black's
  }

  @Test
  void materialWeightsCountPerPiece() throws Exception {
    int[] w = raised(ChessEvalWeights.VALUE + 2 * Piece.ROOK, 24);
    assertEquals(48, change(w, "4k3/4pppp/8/8/8/8/PPPP4/R3K2R w - - 0 1"), 1);
    assertEquals(0, change(w, "r3k2r/7p/8/8/8/8/P7/R3K2R w - - 0 1"));
  }

  @Test
  void anEnemyPawnTwoOrThreeRanksInFrontOfTheKingCostsItsSide() throws Exception {
    // Only Black's g-pawn moves, against its place on g5. Each difference is taken once with
    // White's king on g1, in the pawn's path, and once on b1, far from it: every other term
    // cancels and the storm alone remains (threats left out: the king defends f2 and h2 on g1).
    // Queens and rooks make half the middlegame phase, so the storm's (mg, eg) pair counts at half
    // weight each (the endgame half a little less, scaled for White's three pawns). Ranks 7 to 3:
    int[] w = ChessEvalWeights.defaults();
    int twoAhead = storm("8/8/8/8/6p1"); // g3
    assertEquals((w[ChessEvalWeights.STORM] + w[ChessEvalWeights.STORM + 1]) / 2.0, twoAhead, 2);
    assertTrue(twoAhead < 0, "a pawn on g3 costs the king on g1: " + twoAhead);
    int threeAhead = storm("8/8/8/6p1/8"); // g4
    assertEquals(
        (w[ChessEvalWeights.STORM + 2] + w[ChessEvalWeights.STORM + 3]) / 2.0, threeAhead, 2);
    assertTrue(threeAhead < 0, "a pawn on g4 costs the king on g1: " + threeAhead);
    assertEquals(0, storm("8/6p1/8/8/8"), 1); // g6, five ranks in front: no storm yet
  }

  @Test
  void aPieceAttackedByAPawnThatCannotBeTakenForFreeIsAThreat() throws Exception {
    int[] w = raised(ChessEvalWeights.THREAT_BY_SAFE_PAWN, 40);
    // White's d5 pawn attacks Black's knight on c6; four black pawns keep the scaling off.
    assertEquals(40, change(w, "4k3/4pppp/2n5/3P4/8/8/8/4K3 w - - 0 1"), 1);
    assertEquals(-40, change(w, "4k3/4pppp/2n5/3P4/8/8/8/4K3 b - - 0 1"), 1);
    // Two pieces forked by a defended pawn: twice (undefended, the bishop would take it).
    assertEquals(80, change(w, "4k3/4pppp/2n1b3/3P4/4P3/8/8/4K3 w - - 0 1"), 1);
    assertEquals(0, change(w, "4k3/4pppp/2n1b3/3P4/8/8/8/4K3 w - - 0 1"));
    // The pawn attacked by Black's rook and defended by nothing: no threat from it.
    assertEquals(0, change(w, "3rk3/4pppp/2n5/3P4/8/8/8/4K3 w - - 0 1"));
    // Defended by the e4 pawn, it is safe again.
    assertEquals(40, change(w, "3rk3/4pppp/2n5/3P4/4P3/8/8/4K3 w - - 0 1"), 1);
    // A pawn attacking a pawn or the king is no such threat.
    assertEquals(0, change(w, "8/2k4p/2p5/3P4/8/8/8/4K3 w - - 0 1"));
  }

  @Test
  void aHangingPieceCostsItsSideAndADefenderTakesThatAway() throws Exception {
    int[] w = raised(ChessEvalWeights.HANGING, 40);
    // Black's knight on c6 attacked by the rook on c1, defended by nothing; then by the b7 pawn.
    assertEquals(40, change(w, "4k3/4pppp/2n5/8/8/8/4PPPP/2R1K3 w - - 0 1"), 1);
    assertEquals(0, change(w, "4k3/1p2pppp/2n5/8/8/8/4PPPP/2R1K3 w - - 0 1"));
  }

  @Test
  void bishopsOfOppositeColoursAndTheFiftyMoveCountScaleAnAdvantageDown() throws Exception {
    // White a pawn up with a dark-squared bishop (c1); Black's bishop on d7 (light) or on e7
    // (dark). Bishops alone of opposite colours keep 22 of 64 of the endgame score.
    int opposite = eval("4k3/p2b4/8/8/8/2P5/PP6/2B1K3");
    int same = eval("4k3/p3b3/8/8/8/2P5/PP6/2B1K3");
    assertTrue(same > 50, "same colours " + same);
    assertTrue(opposite > 0 && opposite * 2 < same, opposite + " against " + same);
    // The fifty-move count: from 12 half-moves on, a 64th less of the endgame score every 4 (the
    // middlegame score, a 24th of the whole with one knight, is left as it is).
    ChessEvaluation evaluation = new ChessEvaluation();
    String knightUp = "4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - ";
    int fresh = evaluation.evaluate(ChessPosition.fromFen(knightUp + "0 40"));
    int late = evaluation.evaluate(ChessPosition.fromFen(knightUp + "92 40"));
    assertTrue(fresh > 200, "fresh " + fresh);
    assertEquals((fresh - 6) * 44 / 64, late - 6, 8); // 6: the tempo
  }

  @Test
  void aPassedPawnWhoseNextSquareIsEmptyIsWorthMore() throws Exception {
    // White's d5 pawn with Black's knight in front of it (d6) or away (h8), once passed and once
    // held by a black pawn on e6: the difference of the differences is the free path alone. With
    // one knight the phase is 1 of 24: (mg * 1 + eg * 23) / 24 for a pawn on its fifth rank
    // (relative rank 4).
    int passed = eval("k6n/5ppp/p7/3P4/8/8/8/K7") - eval("k7/5ppp/p2n4/3P4/8/8/8/K7");
    int held = eval("k6n/5ppp/p3p3/3P4/8/8/8/K7") - eval("k7/5ppp/p2np3/3P4/8/8/8/K7");
    int[] w = ChessEvalWeights.defaults();
    int fifthRank = ChessEvalWeights.PASSED_FREE + 2 * 4 - 6;
    assertEquals((w[fifthRank] + w[fifthRank + 1] * 23) / 24.0, passed - held, 1);
    assertTrue(passed - held > 0, "a free path is worth " + (passed - held));
  }

  private static int eval(String board) throws InvalidInputException {
    return new ChessEvaluation().evaluate(ChessPosition.fromFen(board + " w - - 0 1"));
  }

  /** What Black's g-pawn on {@code ranks7to3} costs White's king on g1 more than on b1. */
  private static int storm(String ranks7to3) throws InvalidInputException {
    return stormOn(ranks7to3, "Q2R2K1") - stormOn(ranks7to3, "QK1R4");
  }

  private static int stormOn(String ranks7to3, String rank1) throws InvalidInputException {
    int[] w = ChessEvalWeights.defaults();
    java.util.Arrays.fill(w, ChessEvalWeights.THREAT_BY_MINOR, ChessEvalWeights.DOUBLED, 0);
    ChessEvaluation evaluation = new ChessEvaluation(w);
    ChessPosition moved =
        ChessPosition.fromFen("q2rk3/" + ranks7to3 + "/5PPP/" + rank1 + " w - - 0 1");
    ChessPosition onG5 = ChessPosition.fromFen("q2rk3/8/8/6p1/8/8/5PPP/" + rank1 + " w - - 0 1");
    return evaluation.evaluate(moved) - evaluation.evaluate(onG5);
  }

  /** The engine's weights with the (mg, eg) pair at {@code index} raised by {@code amount}. */
  private static int[] raised(int index, int amount) {
    int[] w = ChessEvalWeights.defaults();
    w[index] += amount;
    w[index + 1] += amount;
    return w;
  }

  /** How much {@code fen} gains for its side to move with the weights {@code w}. */
  private static int change(int[] w, String fen) throws InvalidInputException {
    ChessPosition p = ChessPosition.fromFen(fen);
    return new ChessEvaluation(w).evaluate(p) - new ChessEvaluation().evaluate(p);
  }

  private static ChessPosition fen(String board, String side) throws InvalidInputException {
    // Castling and en passant rights do not count in the evaluation, and a swapped or mirrored
    // board would not keep them valid.
    return ChessPosition.fromFen(board + " " + side + " - - 0 1");
  }

  /** The same position with White and Black swapped: ranks turned over, case and side swapped. */
  private static ChessPosition swapColours(String board, String side) throws InvalidInputException {
    String[] rows = board.split("/");
    StringBuilder swapped = new StringBuilder();
    for (int i = rows.length - 1; i >= 0; i--) {
      for (char c : rows[i].toCharArray()) {
        swapped.append(
            Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
      }
      swapped.append(i > 0 ? "/" : "");
    }
    return fen(swapped.toString(), side.equals("w") ? "b" : "w");
  }

  /** The same position mirrored left to right. */
  private static ChessPosition mirror(String board, String side) throws InvalidInputException {
    String[] rows = board.split("/");
    for (int i = 0; i < rows.length; i++) {
      rows[i] = new StringBuilder(rows[i]).reverse().toString();
    }
    return fen(String.join("/", rows), side);
  }
}
