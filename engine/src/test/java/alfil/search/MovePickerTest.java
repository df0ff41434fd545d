package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.ChessSearchPosition;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.SearchPosition;
import alfil.xiangqi.XiangqiSearchPosition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The staged move picker: every move once, the table move first, the stages in their order. */
class MovePickerTest {
  private static final String[] CHESS = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Kiwipete: castling, en passant, many captures.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10",
    // Promotions with and without capture.
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    // In check.
    "4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1",
    // Captures that lose material by exchange (a queen takes defended pawns).
    "4k3/8/2p1p3/3p4/8/3Q4/8/4K3 w - - 0 1",
  };

  private static final String[] XIANGQI = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r1c1/B2CC2R1/4A4/3AK1B2 b - - 0 1",
    // In check (the chariot on the open file).
    "4k4/9/9/9/4r4/9/9/9/9/4K4 w - - 0 1",
  };

  private static List<SearchPosition> positions() throws InvalidInputException {
    List<SearchPosition> list = new ArrayList<>();
    for (String fen : CHESS) {
      list.add(ChessSearchPosition.fromFen(fen));
    }
    for (String fen : XIANGQI) {
      list.add(XiangqiSearchPosition.fromFen(fen));
    }
    return list;
  }

  private static int[] legalMoves(SearchPosition pos) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    return Arrays.copyOf(moves, pos.legalMoves(moves, 0));
  }

  private static int[] tacticalMoves(SearchPosition pos) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    return Arrays.copyOf(moves, pos.tacticalMoves(moves, 0));
  }

  /** A fresh history with a null move played at ply 0, so that the picker may look back. */
  private static MoveHistory freshHistory() {
    MoveHistory history = new MoveHistory();
    history.clear();
    history.playNull(0);
    return history;
  }

  /** Picks every move; the picker's stage of each is written to {@code bad} (a bad capture). */
  private static int[] pickAll(MovePicker picker, boolean[] bad) {
    int[] picked = new int[GamePosition.MAX_MOVES];
    int n = 0;
    for (int m = picker.next(); m != Move.NONE; m = picker.next()) {
      if (bad != null) {
        bad[n] = picker.isBadCapture();
      }
      picked[n++] = m;
    }
    assertEquals(Move.NONE, picker.next(), "exhausted stays exhausted");
    return Arrays.copyOf(picked, n);
  }

  private static void assertSameMoves(int[] expected, int[] actual, SearchPosition pos) {
    int[] a = expected.clone();
    int[] b = actual.clone();
    Arrays.sort(a);
    Arrays.sort(b);
    assertEquals(Arrays.toString(a), Arrays.toString(b), "every move exactly once: " + pos.toFen());
  }

  @Test
  void mainSearchYieldsEveryLegalMoveOnceTableMoveFirst() throws InvalidInputException {
    for (SearchPosition pos : positions()) {
      int[] legal = legalMoves(pos);
      assertTrue(legal.length > 1, pos.toFen());
      // Each legal move as the table move in turn, and no table move at all.
      for (int t = -1; t < legal.length; t++) {
        int ttMove = t < 0 ? Move.NONE : legal[t];
        MovePicker picker = new MovePicker(freshHistory());
        assertEquals(legal.length, picker.startSearch(pos, ttMove, 1));
        int[] picked = pickAll(picker, null);
        assertSameMoves(legal, picked, pos);
        if (ttMove != Move.NONE) {
          assertEquals(ttMove, picked[0], "table move first: " + pos.toFen());
        }
      }
    }
  }

  @Test
  void aTableMoveThatIsNotLegalHereIsIgnored() throws InvalidInputException {
    for (SearchPosition pos : positions()) {
      int[] legal = legalMoves(pos);
      MovePicker picker = new MovePicker(freshHistory());
      picker.startSearch(pos, Move.of(0, 1), 1); // never legal: square 0 is off every board
      assertSameMoves(legal, pickAll(picker, null), pos);
    }
  }

  @Test
  void stagesComeInOrderGoodCapturesQuietsBadCaptures() throws InvalidInputException {
    boolean sawBad = false;
    boolean sawGood = false;
    for (SearchPosition pos : positions()) {
      MovePicker picker = new MovePicker(freshHistory());
      picker.startSearch(pos, Move.NONE, 1);
      boolean[] bad = new boolean[GamePosition.MAX_MOVES];
      int[] picked = pickAll(picker, bad);
      int stage = 0; // 0 good captures, 1 quiet moves, 2 bad captures
      for (int i = 0; i < picked.length; i++) {
        int m = picked[i];
        int s = !pos.isTactical(m) ? 1 : bad[i] ? 2 : 0;
        assertTrue(s >= stage, "stage " + s + " after " + stage + " at " + i + ": " + pos.toFen());
        stage = s;
        if (pos.isTactical(m)) {
          boolean losing = pos.gainValue(m) < pos.moverValue(m) && pos.staticExchange(m) < 0;
          assertEquals(losing, bad[i], "bad exactly when the exchange loses: " + pos.toFen());
          sawBad |= losing;
          sawGood |= !losing;
        }
      }
    }
    assertTrue(sawBad && sawGood, "the positions have good and bad captures");
  }

  @Test
  void killersThenCounterMoveLeadTheQuietMoves() throws InvalidInputException {
    SearchPosition pos = ChessSearchPosition.fromFen(CHESS[1]);
    int[] quiets = Arrays.stream(legalMoves(pos)).filter(m -> !pos.isTactical(m)).toArray();
    int side = pos.sideToMove();
    int previous = quiets[0];
    int counter = quiets[quiets.length - 1];
    int killer2 = quiets[quiets.length - 2];
    int killer1 = quiets[quiets.length - 3];
    int[] none = new int[0];
    MoveHistory history = new MoveHistory();
    history.clear();
    // Two cutoffs at ply 1 after a null move: the killers, the latest first.
    history.playNull(0);
    history.updateOnCutoff(pos, 1, side, 1, killer2, false, none, 0, none, 0);
    history.updateOnCutoff(pos, 1, side, 1, killer1, false, none, 0, none, 0);
    // A cutoff elsewhere after `previous`: the counter move of `previous`.
    history.play(pos, 4, previous);
    history.updateOnCutoff(pos, 5, side, 1, counter, false, none, 0, none, 0);
    history.play(pos, 0, previous);
    MovePicker picker = new MovePicker(history);
    picker.startSearch(pos, Move.NONE, 1);
    int[] picked = pickAll(picker, null);
    int first = 0;
    while (pos.isTactical(picked[first])) {
      first++;
    }
    assertEquals(killer1, picked[first]);
    assertEquals(killer2, picked[first + 1]);
    assertEquals(counter, picked[first + 2]);
  }

  @Test
  void quiescenceYieldsCapturesOrEvasionsOnceTableMoveFirstThenMvvLva()
      throws InvalidInputException {
    for (SearchPosition pos : positions()) {
      boolean inCheck = pos.inCheck();
      int[] expected = inCheck ? legalMoves(pos) : tacticalMoves(pos);
      for (int t = -1; t < expected.length; t++) {
        int ttMove = t < 0 ? Move.NONE : expected[t];
        MovePicker picker = new MovePicker(freshHistory());
        assertEquals(expected.length, picker.startQuiescence(pos, ttMove, inCheck));
        int[] picked = pickAll(picker, null);
        assertSameMoves(expected, picked, pos);
        int from = 0;
        if (ttMove != Move.NONE) {
          assertEquals(ttMove, picked[0], "table move first: " + pos.toFen());
          from = 1;
        }
        for (int i = from + 1; i < picked.length; i++) {
          assertFalse(
              MovePicker.captureOrder(pos, picked[i]) > MovePicker.captureOrder(pos, picked[i - 1]),
              "MVV-LVA order: " + pos.toFen());
        }
      }
    }
  }
}
