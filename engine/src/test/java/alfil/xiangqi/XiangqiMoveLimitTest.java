package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The move limit (60 moves each without a capture, Chinese rules; rules.md) on real games. The
 * games are walked move by move: each move the first legal one, in a rotating order, that captures
 * nothing, reaches a position not seen before (so no repetition rule interferes), and gives check
 * exactly when the walk wants one.
 */
class XiangqiMoveLimitTest {

  /**
   * Plays until the game ends or {@code maxPlies}; Red gives check with its first {@code redChecks}
   * moves, no other move gives check. Returns the plies played.
   */
  static int walk(XiangqiGame game, int redChecks, int maxPlies) throws InvalidInputException {
    Set<String> seen = new HashSet<>();
    seen.add(boardOf(game.fen()));
    int checksGiven = 0;
    while (!game.isOver() && game.plyCount() < maxPlies) {
      XiangqiPosition p = game.position();
      boolean wantCheck = p.sideToMove() == Side.FIRST && checksGiven < redChecks;
      int chosen = pick(p, wantCheck, seen, game.plyCount());
      if (chosen < 0 && wantCheck) {
        // No good check here: a quiet move now, and check later.
        wantCheck = false;
        chosen = pick(p, false, seen, game.plyCount());
      }
      assertTrue(chosen >= 0, "the walk is stuck at ply " + game.plyCount() + ": " + game.fen());
      game.play(chosen);
      seen.add(boardOf(game.fen()));
      if (wantCheck) {
        checksGiven++;
      }
    }
    assertEquals(redChecks, checksGiven, "checks the walk gave");
    return game.plyCount();
  }

  /** The first fitting move in a rotating order, or -1. */
  private static int pick(XiangqiPosition p, boolean check, Set<String> seen, int ply) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = p.legalMoves(moves, 0);
    for (int k = 0; k < n; k++) {
      int m = moves[(k + 7 * ply) % n];
      if (p.isCapture(m)) {
        continue;
      }
      p.makeMove(m);
      boolean ok =
          p.inCheck() == check && !seen.contains(boardOf(p.toFen())) && quietReply(p, seen);
      p.unmakeMove();
      if (ok) {
        return m;
      }
    }
    return -1;
  }

  /** Whether the side to move has a reply that captures nothing, checks not, and is new. */
  private static boolean quietReply(XiangqiPosition p, Set<String> seen) {
    int[] replies = new int[GamePosition.MAX_MOVES];
    int n = p.legalMoves(replies, 0);
    for (int i = 0; i < n; i++) {
      if (p.isCapture(replies[i])) {
        continue;
      }
      p.makeMove(replies[i]);
      boolean ok = !p.inCheck() && !seen.contains(boardOf(p.toFen()));
      p.unmakeMove();
      if (ok) {
        return true;
      }
    }
    return false;
  }

  /** Board and side to move: the FEN without its counters. */
  private static String boardOf(String fen) {
    String[] f = fen.split(" ");
    return f[0] + " " + f[1];
  }

  @Test
  void sixtyMovesEachWithoutACaptureDraw() throws InvalidInputException {
    XiangqiGame g = new XiangqiGame();
    walk(g, 0, 119);
    assertFalse(g.isOver(), "119 plies: not yet");
    assertEquals(119, g.pliesTowardMoveLimit());
    walk(g, 0, 200);
    assertEquals(XiangqiGame.MOVE_LIMIT_PLIES, g.plyCount());
    assertEquals(XiangqiOutcome.DRAW_BY_MOVE_LIMIT, g.outcome());
    assertEquals("draw by move limit", g.outcome().text());
  }

  @Test
  void checksBeyondTenAndTheirRepliesDoNotCount() throws InvalidInputException {
    // Red checks with its first 14 moves: the 4 checks beyond ten and Black's 4 replies to them
    // are not counted (Pikafish), so the limit comes 8 plies later.
    XiangqiGame g = XiangqiGame.fromFen("2b3bn1/4k4/9/9/9/9/9/R8/9/1N1K5 w - - 0 1");
    walk(g, 14, 127);
    assertFalse(g.isOver(), "127 plies: not yet");
    assertEquals(119, g.pliesTowardMoveLimit());
    walk(g, 0, 200);
    assertEquals(128, g.plyCount());
    assertEquals(XiangqiOutcome.DRAW_BY_MOVE_LIMIT, g.outcome());
  }

  @Test
  void tenChecksStillCount() throws InvalidInputException {
    XiangqiGame g = XiangqiGame.fromFen("2b3bn1/4k4/9/9/9/9/9/R8/9/1N1K5 w - - 0 1");
    walk(g, 10, 200);
    assertEquals(120, g.plyCount());
    assertEquals(XiangqiOutcome.DRAW_BY_MOVE_LIMIT, g.outcome());
  }

  @Test
  void aCaptureStartsTheCountAgain() throws InvalidInputException {
    XiangqiGame g = new XiangqiGame();
    walk(g, 0, 100);
    assertEquals(100, g.pliesTowardMoveLimit());
    // Any capture now resets the count.
    XiangqiPosition p = g.position();
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = p.legalMoves(moves, 0);
    int capture = -1;
    for (int i = 0; i < n && capture < 0; i++) {
      if (p.isCapture(moves[i])) {
        capture = moves[i];
      }
    }
    assertTrue(capture >= 0, "no capture available in " + g.fen());
    g.play(capture);
    assertEquals(0, g.pliesTowardMoveLimit());
    assertFalse(g.isOver());
  }
}
