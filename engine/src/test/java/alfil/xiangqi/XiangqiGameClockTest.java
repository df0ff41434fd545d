package alfil.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GameClock;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import alfil.core.TimeControl;
import org.junit.jupiter.api.Test;

/** {@link XiangqiGame} on a {@link GameClock}, with the same methods and meaning as ChessGame's. */
class XiangqiGameClockTest {
  private static final int RED = Side.FIRST;
  private static final int BLACK = Side.SECOND;
  private static final int MINUTE = 60_000;

  /** Red chariot a8 holds rank 8, the Red general on d0 the d file: b1-b9 mates on e9. */
  private static final String MATE_IN_ONE = "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1";

  /** A bare Red general against a Black chariot. */
  private static final String BARE_GENERAL = "3k5/9/9/9/9/9/9/9/r8/4K4 w - - 0 1";

  @Test
  void aFlagThatFellEndsTheGameOnTheNextMoveWhichIsNotPlayed() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.suddenDeath(MINUTE));
    XiangqiGame game = XiangqiGame.newGame(clock);
    assertEquals(clock, game.clock());
    game.play("h2e2", 0); // starts the clock: Red used nothing
    game.play("h9g7", 5_000);
    assertEquals(MINUTE - 5_000, clock.remainingMs(BLACK, 5_000));
    game.play("h0g2", 70_000); // Red ran from 5 s: the minute was used up at 65 s
    assertEquals(XiangqiOutcome.BLACK_WINS_ON_TIME, game.outcome());
    assertEquals(2, game.plyCount(), "the move after the flag fell is not played");
    assertTrue(clock.isStopped());
  }

  @Test
  void aFlagFallLosesEvenAgainstABareGeneral() throws InvalidInputException {
    // FIDE would call this a draw (6.9: the opponent cannot mate); xiangqi rules have no such case.
    XiangqiGame game =
        XiangqiGame.fromFen(BARE_GENERAL, new GameClock(TimeControl.fischer(MINUTE, 1_000)));
    game.play("e0f0", 0);
    assertFalse(game.checkFlag(MINUTE - 1));
    assertTrue(game.checkFlag(MINUTE));
    assertEquals(XiangqiOutcome.RED_WINS_ON_TIME, game.outcome());
  }

  @Test
  void theJudgesEndingStopsTheClockAndATakeBackRunsItAgain() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.fischer(MINUTE, 2_000));
    XiangqiGame game = XiangqiGame.fromFen(MATE_IN_ONE, clock);
    game.play("b1b9", 1_000);
    assertEquals(XiangqiOutcome.RED_WINS_BY_CHECKMATE, game.outcome());
    assertTrue(clock.isStopped());
    assertEquals(MINUTE + 2_000, clock.remainingMs(RED, 9_000));
    assertEquals(MINUTE, clock.remainingMs(BLACK, 9_000), "stopped: Black's time does not run");

    assertTrue(game.takeBack(9_000));
    assertNull(game.outcome());
    assertFalse(clock.isStopped());
    assertEquals(RED, clock.running());
    assertEquals(MINUTE + 2_000 - 1_000, clock.remainingMs(RED, 10_000), "no time given back");
    assertEquals(MINUTE, clock.remainingMs(BLACK, 10_000));
  }

  @Test
  void declaredEndingsAtATimeStopTheClockUnlessTheFlagFellFirst() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.suddenDeath(MINUTE));
    XiangqiGame resigned = XiangqiGame.newGame(clock);
    resigned.play("h2e2", 0);
    resigned.resign(BLACK, 30_000);
    assertEquals(XiangqiOutcome.RED_WINS_BY_RESIGNATION, resigned.outcome());
    assertTrue(clock.isStopped());
    assertEquals(MINUTE - 30_000, clock.remainingMs(BLACK, 99_000));
    assertThrows(IllegalStateException.class, () -> resigned.resign(RED, 99_000));

    XiangqiGame late = XiangqiGame.newGame(new GameClock(TimeControl.suddenDeath(MINUTE)));
    late.play("h2e2", 0);
    late.resign(RED, 61_000); // Black's flag fell at 60 s, before Red resigned
    assertEquals(XiangqiOutcome.RED_WINS_ON_TIME, late.outcome());

    XiangqiGame agreed = XiangqiGame.newGame(new GameClock(TimeControl.suddenDeath(MINUTE)));
    agreed.play("h2e2", 0);
    agreed.agreeDraw(10_000);
    assertEquals(XiangqiOutcome.DRAW_BY_AGREEMENT, agreed.outcome());
    assertTrue(agreed.clock().isStopped());
  }

  @Test
  void anIllegalTimedMoveChangesNothingAndUntimedMovesLeaveTheClockAlone()
      throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.suddenDeath(MINUTE));
    XiangqiGame game = XiangqiGame.newGame(clock);
    assertThrows(InvalidInputException.class, () -> game.play("h2h8", 0));
    assertFalse(clock.isStarted(), "a rejected move does not start the clock");
    game.play("h2e2");
    game.play(game.position().parseMove("h9g7"));
    assertFalse(clock.isStarted());
    assertEquals(2, game.plyCount());
    game.play("h0g2", 1_000);
    assertEquals(BLACK, clock.running());
    assertTrue(game.takeBack());
    assertEquals(BLACK, clock.running(), "an untimed takeback leaves the clock alone");
  }
}
