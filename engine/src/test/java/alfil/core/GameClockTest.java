package alfil.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class GameClockTest {
  private static final int W = Side.FIRST;
  private static final int B = Side.SECOND;
  private static final int MINUTE = 60_000;

  @Test
  void suddenDeathRunsOnlyTheSideToMove() {
    GameClock clock = new GameClock(TimeControl.suddenDeath(5 * MINUTE));
    assertEquals(5 * MINUTE, clock.remainingMs(W, 1_000));
    clock.start(W, 1_000);
    assertEquals(5 * MINUTE - 2_500, clock.remainingMs(W, 3_500));
    assertEquals(5 * MINUTE, clock.remainingMs(B, 3_500));
    assertTrue(clock.press(4_000));
    assertEquals(5 * MINUTE - 3_000, clock.remainingMs(W, 10_000));
    assertEquals(5 * MINUTE - 6_000, clock.remainingMs(B, 10_000));
    assertEquals(B, clock.running());
  }

  @Test
  void flagFallsWhenTimeIsUsedUpAndPressingThenFails() {
    GameClock clock = new GameClock(TimeControl.fischer(10_000, 5_000));
    clock.start(W, 0);
    assertFalse(clock.flagFell(W, 9_999));
    assertTrue(clock.flagFell(W, 10_000));
    assertEquals(0, clock.remainingMs(W, 12_000));
    assertFalse(clock.press(12_000), "an increment cannot save a fallen flag");
    assertTrue(clock.flagFell(W, 12_000));
    assertEquals(0, clock.remainingMs(W, 20_000));
    assertTrue(clock.isStopped());
    assertFalse(clock.flagFell(B, 50_000));
  }

  @Test
  void fischerIncrementFollowsEveryMoveFromTheFirst() {
    GameClock clock = new GameClock(TimeControl.fischer(3 * MINUTE, 2_000));
    clock.start(W, 0);
    clock.press(1_000);
    assertEquals(3 * MINUTE + 1_000, clock.remainingMs(W, 1_000));
    clock.press(6_000);
    assertEquals(3 * MINUTE - 3_000, clock.remainingMs(B, 6_000));
    assertEquals(1, clock.movesMade(W));
    assertEquals(1, clock.movesMade(B));
  }

  @Test
  void bronsteinGivesBackTheTimeUsedUpToTheDelay() {
    GameClock clock = new GameClock(TimeControl.bronstein(MINUTE, 3_000));
    clock.start(W, 0);
    assertEquals(MINUTE - 1_000, clock.remainingMs(W, 1_000), "Bronstein counts down at once");
    clock.press(1_000);
    assertEquals(MINUTE, clock.remainingMs(W, 1_000), "a fast move costs nothing");
    clock.press(11_000);
    assertEquals(MINUTE - 7_000, clock.remainingMs(B, 11_000), "10 s used, 3 s back");
  }

  @Test
  void bronsteinCanFlagDuringTheDelay() {
    GameClock clock = new GameClock(TimeControl.bronstein(1_000, 5_000));
    clock.start(W, 0);
    assertTrue(clock.flagFell(W, 1_000));
  }

  @Test
  void simpleDelayWaitsBeforeCounting() {
    GameClock clock = new GameClock(TimeControl.simpleDelay(MINUTE, 5_000));
    clock.start(W, 0);
    assertEquals(MINUTE, clock.remainingMs(W, 4_000));
    assertEquals(1_000, clock.delayLeftMs(4_000));
    assertEquals(MINUTE - 2_000, clock.remainingMs(W, 7_000));
    assertEquals(0, clock.delayLeftMs(7_000));
    clock.press(7_000);
    assertEquals(MINUTE - 2_000, clock.remainingMs(W, 7_000), "no bonus on top");
    assertEquals(5_000, clock.delayLeftMs(7_000), "a fresh delay for black");
  }

  @Test
  void simpleDelayCannotFlagInsideTheDelay() {
    GameClock clock = new GameClock(TimeControl.simpleDelay(1_000, 5_000));
    clock.start(W, 0);
    assertFalse(clock.flagFell(W, 5_500));
    assertTrue(clock.flagFell(W, 6_000));
  }

  @Test
  void periodsAddTimeWhenTheirMovesAreMade() {
    // FIDE classical: 90 minutes for 40 moves, then 30 minutes, 30 s per move from move 1.
    TimeControl classical =
        new TimeControl(
            List.of(
                new TimeControl.Period(40, 90 * MINUTE, TimeControl.Bonus.INCREMENT, 30_000),
                new TimeControl.Period(0, 30 * MINUTE, TimeControl.Bonus.INCREMENT, 30_000)));
    GameClock clock = new GameClock(classical);
    long now = 0;
    clock.start(W, now);
    for (int move = 1; move <= 39; move++) {
      now += 60_000;
      clock.press(now); // white used a minute
      now += 30_000;
      clock.press(now); // black used 30 s
    }
    assertEquals(90 * MINUTE - 39 * 60_000 + 39 * 30_000, clock.remainingMs(W, now));
    assertEquals(90 * MINUTE, clock.remainingMs(B, now));
    assertEquals(0, clock.period(W));
    now += 60_000;
    clock.press(now); // white's 40th move
    assertEquals(1, clock.period(W));
    assertEquals(90 * MINUTE - 40 * 60_000 + 40 * 30_000 + 30 * MINUTE, clock.remainingMs(W, now));
    assertEquals(0, clock.period(B));
    now += 30_000;
    clock.press(now);
    assertEquals(1, clock.period(B));
    assertEquals(120 * MINUTE, clock.remainingMs(B, now));
  }

  @Test
  void aLastPeriodWithMovesRepeats() {
    TimeControl control = new TimeControl(List.of(new TimeControl.Period(2, 10_000)));
    GameClock clock = new GameClock(control);
    long now = 0;
    clock.start(W, now);
    for (int i = 0; i < 4; i++) {
      now += 1_000;
      clock.press(now);
      clock.press(now);
    }
    assertEquals(10_000 - 4_000 + 2 * 10_000, clock.remainingMs(W, now));
    assertEquals(2, clock.period(W));
  }

  @Test
  void pauseStopsTheRunningTime() {
    GameClock clock = new GameClock(TimeControl.simpleDelay(MINUTE, 2_000));
    clock.start(W, 0);
    clock.pause(1_000);
    assertTrue(clock.isPaused());
    assertEquals(MINUTE, clock.remainingMs(W, 100_000));
    clock.resume(100_000);
    // One second of the delay was used before the pause: one more second is free.
    assertEquals(MINUTE, clock.remainingMs(W, 101_000));
    assertEquals(MINUTE - 3_000, clock.remainingMs(W, 104_000));
    clock.press(104_000);
    assertEquals(MINUTE - 3_000, clock.remainingMs(W, 200_000));
  }

  @Test
  void stopFreezesForGood() {
    GameClock clock = new GameClock(TimeControl.suddenDeath(MINUTE));
    clock.start(W, 0);
    clock.stop(5_000);
    clock.resume(6_000);
    assertEquals(MINUTE - 5_000, clock.remainingMs(W, 100_000));
    assertTrue(clock.isStopped());
  }

  @Test
  void addedTimeCountsForTheRunningSideToo() {
    GameClock clock = new GameClock(TimeControl.suddenDeath(MINUTE));
    clock.start(W, 0);
    clock.addTime(W, 120_000);
    clock.addTime(B, 120_000);
    assertEquals(3 * MINUTE - 10_000, clock.remainingMs(W, 10_000));
    assertEquals(3 * MINUTE, clock.remainingMs(B, 10_000));
  }

  @Test
  void timeOddsGiveEachSideItsControl() {
    GameClock clock =
        new GameClock(TimeControl.suddenDeath(5 * MINUTE), TimeControl.fischer(MINUTE, 1_000));
    assertEquals(5 * MINUTE, clock.remainingMs(W, 0));
    assertEquals(MINUTE, clock.remainingMs(B, 0));
    clock.start(B, 0);
    clock.press(500);
    assertEquals(MINUTE + 500, clock.remainingMs(B, 500));
  }

  @Test
  void aTimeSourceGoingBackwardsCostsNothing() {
    GameClock clock = new GameClock(TimeControl.suddenDeath(MINUTE));
    clock.start(W, 10_000);
    assertEquals(MINUTE, clock.remainingMs(W, 5_000));
  }

  @Test
  void takeBackChargesTheRunningTurnAndRunsTheOtherSideWithoutBonusOrRefund() {
    GameClock clock = new GameClock(TimeControl.fischer(MINUTE, 2_000));
    clock.takeBack(B, 0);
    assertFalse(clock.isStarted(), "before the start a takeback does nothing");
    clock.start(W, 0);
    clock.press(5_000); // white: 60 - 5 + 2
    clock.takeBack(W, 8_000); // black thought 3 s; white's move taken back
    assertEquals(W, clock.running());
    assertEquals(MINUTE - 3_000, clock.remainingMs(W, 8_000));
    assertEquals(MINUTE - 3_000, clock.remainingMs(B, 8_000), "no increment for a taken-back turn");
    assertEquals(MINUTE - 4_000, clock.remainingMs(W, 9_000));
    assertEquals(1, clock.movesMade(W), "moves counted stay counted");
    assertEquals(0, clock.movesMade(B));
  }

  @Test
  void takeBackRunsAStoppedClockAgainAndKeepsAFallenFlag() {
    GameClock clock = new GameClock(TimeControl.suddenDeath(10_000));
    clock.start(W, 0);
    clock.press(1_000);
    clock.stop(4_000);
    clock.takeBack(W, 50_000);
    assertFalse(clock.isStopped());
    assertEquals(7_000, clock.remainingMs(B, 50_000), "stopped time is not charged");
    assertEquals(8_000, clock.remainingMs(W, 51_000));
    clock.takeBack(B, 70_000); // white's 9 s ran out at 59 s
    assertTrue(clock.flagFell(W, 70_000));
    assertEquals(0, clock.remainingMs(W, 70_000));
    assertEquals(6_000, clock.remainingMs(B, 71_000));
  }

  @Test
  void fallenFlagStartsTheClockAtTheFirstActionThenNamesTheRunningSidesFlag() {
    GameClock clock = new GameClock(TimeControl.suddenDeath(MINUTE));
    assertEquals(GameClock.NO_SIDE, clock.fallenFlag(B, 5_000));
    assertEquals(B, clock.running(), "started for the side to move");
    assertEquals(GameClock.NO_SIDE, clock.fallenFlag(B, 5_000 + MINUTE - 1));
    assertEquals(B, clock.fallenFlag(B, 5_000 + MINUTE));
    clock.stop(5_000 + MINUTE);
    assertEquals(B, clock.fallenFlag(W, 99 * MINUTE), "a stopped clock still shows the flag");
  }

  @Test
  void aRestoredClockGoesOnAsThePlayedOneFromTheSamePeriodAndTime() {
    // Two periods, the last repeating: 3 moves in 10 s, then 2 moves in 5 s, 1 s increment.
    TimeControl control =
        new TimeControl(
            List.of(
                new TimeControl.Period(3, 10_000, TimeControl.Bonus.INCREMENT, 1_000),
                new TimeControl.Period(2, 5_000, TimeControl.Bonus.INCREMENT, 1_000)));
    for (int made = 0; made <= 9; made++) {
      GameClock played = new GameClock(control);
      long now = 0;
      played.start(W, now);
      for (int i = 0; i < made; i++) {
        now += 500;
        played.press(now); // white
        played.press(now); // black, at once
      }
      GameClock resumed = new GameClock(control);
      resumed.restore(W, made, played.remainingMs(W, now));
      resumed.restore(B, made, played.remainingMs(B, now));
      assertEquals(played.period(W), resumed.period(W), "period after " + made + " moves");
      resumed.start(W, now);
      for (int i = 0; i < 4; i++) {
        now += 700;
        played.press(now);
        resumed.press(now);
        assertEquals(played.remainingMs(W, now), resumed.remainingMs(W, now), "after " + made);
        assertEquals(played.movesMade(W), resumed.movesMade(W));
        played.press(now);
        resumed.press(now);
      }
    }
  }

  @Test
  void aRestoredClockWithNoTimeLeftHasAFallenFlag() {
    GameClock clock = new GameClock(TimeControl.fischer(MINUTE, 0));
    clock.restore(B, 12, 0);
    clock.restore(W, 12, 30_000);
    assertTrue(clock.flagFell(B, 0));
    assertFalse(clock.flagFell(W, 0));
    clock.start(W, 1_000);
    assertEquals(20_000, clock.remainingMs(W, 11_000));
    assertThrows(IllegalStateException.class, () -> clock.restore(W, 0, 1_000));
    assertThrows(
        IllegalArgumentException.class,
        () -> new GameClock(TimeControl.fischer(1, 0)).restore(W, -1, 0));
  }

  @Test
  void misuseIsReported() {
    GameClock clock = new GameClock(TimeControl.suddenDeath(MINUTE));
    assertThrows(IllegalStateException.class, () -> clock.press(0));
    clock.start(W, 0);
    assertThrows(IllegalStateException.class, () -> clock.start(B, 0));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new TimeControl(
                List.of(new TimeControl.Period(0, 1_000), new TimeControl.Period(0, 1))));
    assertThrows(
        IllegalArgumentException.class,
        () -> new TimeControl.Period(0, 1_000, TimeControl.Bonus.NONE, 5));
  }
}
