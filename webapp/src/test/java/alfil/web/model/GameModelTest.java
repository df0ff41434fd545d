package alfil.web.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.chess.Chess;
import alfil.core.Game;
import alfil.core.Side;
import alfil.web.game.Settings;
import alfil.web.protocol.SearchReply;
import alfil.xiangqi.Xiangqi;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The page's game model, every transition on the JVM: what it changes, what it refuses (leaving the
 * game as it was) and the effects it asks for. No browser: the clock is a hand-moved {@link Now}.
 */
class GameModelTest {
  /** A clock the test moves by hand. */
  static final class HandClock implements Now {
    long t = 1_000;

    @Override
    public long millis() {
      return t;
    }
  }

  final HandClock clock = new HandClock();
  final GameModel m = new GameModel(clock, 42);

  static Settings settings(Game game, int mode) {
    Settings s = new Settings();
    s.game = game;
    s.mode = mode;
    return s;
  }

  /** Plays from-to by square names, as the board reports it. */
  Effects play(String from, String to) {
    return m.move(square(from), square(to), (char) 0);
  }

  int square(String name) {
    Game g = m.game();
    for (int sq = 0; sq < g.files() * g.ranks(); sq++) {
      if (g.squareName(g.square(sq % g.files(), sq / g.files())).equals(name)) {
        return sq;
      }
    }
    throw new IllegalArgumentException(name);
  }

  static SearchReply reply(String move, int value) {
    return new SearchReply(1, move, value, 1000, 5);
  }

  // ---------------------------------------------------------------- starting

  @Test
  void aNewGameAgainstTheEngineAsWhiteWaitsForTheHuman() {
    Effects e = m.start(settings(Chess.GAME, Settings.AI));
    assertTrue(e.started && e.keep && e.cancelSearch);
    assertNull(e.search, "White is the human's: nothing to search");
    assertEquals(BoardState.MOVE, m.board().mode);
    assertEquals("Your turn (White)", m.status().toString());
    assertEquals(20, m.board().moves, "the twenty legal first moves are offered");
  }

  @Test
  void aNewGameAsBlackAsksTheEngineAtOnceAndFlipsTheBoard() {
    Settings s = settings(Xiangqi.GAME, Settings.AI);
    s.side = Side.SECOND;
    s.level = 2;
    Effects e = m.start(s);
    assertNotNull(e.search);
    assertEquals("xiangqi", e.search.game);
    assertEquals(2, e.search.level);
    assertTrue(m.flipped());
    assertTrue(m.thinking());
    assertEquals("Engine thinking\u2026", m.status().toString());
    assertEquals(BoardState.PREMOVE, m.board().mode, "the human may premove meanwhile");
  }

  /**
   * After playing Black against the engine, Two players and New game: the first player at the
   * bottom, the first player to move.
   */
  @Test
  void twoPlayersAfterAGameAsBlackStartWithTheFirstPlayerAtTheBottom() {
    Settings s = settings(Chess.GAME, Settings.AI);
    s.side = Side.SECOND;
    m.start(s);
    assertTrue(m.flipped());
    m.start(settings(Chess.GAME, Settings.LOCAL));
    assertFalse(m.flipped());
    assertEquals("White to move", m.status().toString());
    Settings black = settings(Chess.GAME, Settings.LOCAL);
    black.orientation = Side.SECOND;
    m.start(black);
    assertTrue(m.flipped(), "an orientation asked for is kept");
  }

  @Test
  void aRefusedPositionLeavesTheGameAsItWas() {
    m.start(settings(Chess.GAME, Settings.LOCAL));
    play("e2", "e4");
    Settings bad = settings(Chess.GAME, Settings.LOCAL);
    bad.fen = "8/8/8/8/8/8/8/8 w - - 0 1";
    Effects e = m.start(bad);
    assertNotNull(e.refused);
    assertTrue(e.refused.toString().startsWith("Position refused: "), e.refused.toString());
    assertEquals(1, m.plies());
    assertEquals("e2e4", m.engineText(0));
  }

  @Test
  void eachGameDrawsAFreshSeedUnlessOneIsSet() {
    Settings s = settings(Chess.GAME, Settings.AI);
    s.side = Side.SECOND;
    int first = m.start(s).search.seed;
    int second = m.start(s).search.seed;
    assertNotEquals(first, second, "a fresh seed per game: two games at level 1 differ");
    s.seed = 7;
    assertEquals(7, m.start(s).search.seed);
    assertEquals(7, m.start(s).search.seed, "a seed set replays the game");
  }

  // ---------------------------------------------------------------- moves and the engine

  @Test
  void aMoveAgainstTheEngineAsksForItsReplyAndItsReplyIsPlayed() {
    m.start(settings(Chess.GAME, Settings.AI));
    Effects e = play("e2", "e4");
    assertEquals("e2e4", e.moved);
    assertEquals("e4", e.movedText);
    assertEquals(Effects.BY_HUMAN, e.movedBy);
    assertEquals(Effects.MOVE, e.sound);
    assertEquals("White: e4", e.announce.toString());
    assertNotNull(e.search);
    assertEquals(Arrays.asList("e2e4"), Arrays.asList(e.search.moves));
    Effects r = m.engineReplied(reply("e7e5", 10), false);
    assertEquals("e7e5", r.moved);
    assertEquals(Effects.BY_ENGINE, r.movedBy);
    assertTrue(r.announceQueued, "the engine's move is read after the player's");
    assertEquals(2, m.plies());
    assertEquals("Your turn (White)", m.status().toString());
  }

  @Test
  void aMoveNotOfferedIsRefusedWithItsSound() {
    m.start(settings(Chess.GAME, Settings.LOCAL));
    Effects e = play("e2", "e5");
    assertEquals(Effects.ILLEGAL, e.sound);
    assertEquals(0, m.plies());
  }

  @Test
  void aCaptureAndACheckSoundAsWhatTheyAre() {
    Settings s = settings(Chess.GAME, Settings.LOCAL);
    s.fen = "4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1";
    m.start(s);
    assertEquals(Effects.CAPTURE, play("e4", "d5").sound);
    play("e8", "f8");
    Effects check = play("a1", "a8");
    assertEquals(Effects.CHECK, check.sound);
    assertEquals("White: Ra8+, check", check.announce.toString());
  }

  @Test
  void theEnginesStaleOrIllegalAnswerChangesNothing() {
    m.start(settings(Chess.GAME, Settings.AI));
    assertNull(m.engineReplied(reply("e7e5", 0), false).moved, "no search was open");
    play("e2", "e4");
    Effects e = m.engineReplied(reply("e2e4", 0), false);
    assertNull(e.moved);
    assertEquals(1, m.plies());
    assertTrue(m.message().toString().startsWith("The engine's move was refused"));
  }

  @Test
  void theEnginesAnswerOnThePageSaysWhy() {
    m.start(settings(Chess.GAME, Settings.AI));
    play("e2", "e4");
    m.engineReplied(reply("e7e5", 0), true);
    assertTrue(m.answeredOnPage());
    assertEquals("No worker: the engine thinks briefly on this page", m.message().toString());
  }

  @Test
  void aPremoveIsPlayedWhenTheEngineHasMovedAndDroppedWhenIllegal() {
    m.start(settings(Chess.GAME, Settings.AI));
    play("e2", "e4");
    assertEquals(BoardState.PREMOVE, m.board().mode);
    Effects queued = play("d2", "d4");
    assertNull(queued.moved, "queued, not played");
    assertEquals(square("d2"), m.board().premoveFrom);
    Effects both = m.engineReplied(reply("e7e5", 0), false);
    assertEquals("d2d4", both.moved, "played at once");
    assertEquals(3, m.plies());
    assertNotNull(both.search, "and the engine asked again");
    // A premove the engine's move makes illegal is dropped: the pawn on d4 is taken.
    play("d4", "e5"); // queued
    m.engineReplied(reply("e5d4", 0), false);
    assertEquals(Arrays.asList("e2e4", "e7e5", "d2d4", "e5d4"), Arrays.asList(m.engineMoves()));
    assertEquals(-1, m.board().premoveFrom);
    assertEquals("Your turn (White)", m.status().toString());
  }

  @Test
  void aPressElsewhereCancelsThePremove() {
    m.start(settings(Chess.GAME, Settings.AI));
    play("e2", "e4");
    play("d2", "d4");
    m.clearDrawings();
    assertEquals(-1, m.board().premoveFrom);
    m.engineReplied(reply("e7e5", 0), false);
    assertEquals(2, m.plies());
  }

  @Test
  void shapesToggleAndGoWithALeftPressOrAMove() {
    m.start(settings(Chess.GAME, Settings.LOCAL));
    m.drawShape(square("e2"), square("e4"));
    m.drawShape(square("d4"), square("d4"));
    assertEquals(2, m.board().shapes.length);
    m.drawShape(square("e2"), square("e4"));
    assertEquals(1, m.board().shapes.length, "the same arrow again takes it off");
    m.clearDrawings();
    assertEquals(0, m.board().shapes.length);
    m.drawShape(square("e2"), square("e4"));
    play("e2", "e4");
    assertEquals(0, m.board().shapes.length);
  }

  // ---------------------------------------------------------------- takebacks and review

  @Test
  void aTakebackAgainstTheEngineGoesBackToThePlayersMove() {
    Settings s = settings(Chess.GAME, Settings.AI);
    s.takebacks = Settings.THREE;
    m.start(s);
    play("e2", "e4");
    m.engineReplied(reply("e7e5", 0), false);
    Effects e = m.takeBack(false);
    assertNull(e.refused);
    assertEquals(0, m.plies());
    assertEquals("Takebacks left: 2", m.message().toString());
    assertEquals(2, m.takebacksLeft());
  }

  @Test
  void takebacksRefusedAreSaidAndChangeNothing() {
    Settings s = settings(Chess.GAME, Settings.LOCAL);
    s.takebacks = Settings.OFF;
    m.start(s);
    assertEquals("There is no move to take back", m.takeBack(false).refused.toString());
    play("e2", "e4");
    assertEquals("Takebacks are off in this game", m.takeBack(false).refused.toString());
    assertNull(m.takeBack(true).refused, "the host page is the arbiter");
    assertEquals(0, m.plies());
    m.setTakebacks(Settings.UNLIMITED); // applies at once
    play("e2", "e4");
    assertNull(m.takeBack(false).refused);
  }

  @Test
  void reviewSaysWhichMoveIsShownAndTheBoardShowsThatPosition() {
    m.start(settings(Xiangqi.GAME, Settings.LOCAL));
    play("h2", "e2");
    play("h9", "g7");
    play("h0", "g2");
    m.review(1);
    assertEquals("Move 1 of 2", m.status().toString(), "not 'Red to move': moves, not plies");
    BoardState b = m.board();
    assertEquals(square("h2"), b.lastFrom);
    assertEquals('C', b.pieces[square("e2")]);
    assertEquals(0, b.pieces[square("g7")]);
    m.review(0);
    assertEquals("Start position", m.status().toString());
    m.review(99);
    assertEquals(3, m.shown());
    assertEquals("Black to move", m.status().toString());
  }

  @Test
  void aMoveInReviewAsksBeforeItTakesTheLaterMovesBack() {
    m.start(settings(Xiangqi.GAME, Settings.LOCAL));
    play("h2", "e2");
    play("h9", "g7");
    play("h0", "g2");
    m.review(1);
    play("b9", "c7");
    assertEquals(3, m.plies(), "nothing taken back yet");
    assertNotNull(m.pendingMove());
    assertEquals(2, m.pendingTakesBack());
    assertEquals(BoardState.VIEW, m.board().mode, "the board waits for the answer");
    m.answerPendingMove(false);
    assertNull(m.pendingMove());
    assertEquals(3, m.plies());
    play("b9", "c7");
    Effects e = m.answerPendingMove(true);
    assertEquals("b9c7", e.moved);
    assertEquals(Arrays.asList("h2e2", "b9c7"), Arrays.asList(m.engineMoves()));
    assertEquals(1, m.takebacksUsed());
  }

  @Test
  void inReviewAgainstTheEngineOnlyThePlayersTurnTakesAMove() {
    m.start(settings(Chess.GAME, Settings.AI));
    play("e2", "e4");
    m.engineReplied(reply("e7e5", 0), false);
    m.review(1);
    assertEquals(BoardState.VIEW, m.board().mode, "Black's turn there is the engine's");
    m.review(0);
    assertEquals(BoardState.MOVE, m.board().mode);
  }

  // ---------------------------------------------------------------- asking before a new game

  @Test
  void aNewGameDuringAGameInProgressAsksFirst() {
    m.start(settings(Chess.GAME, Settings.LOCAL));
    play("e2", "e4");
    Effects aborted = m.askNewGame(settings(Chess.GAME, Settings.LOCAL));
    assertTrue(aborted.started, "before each side has moved the game is aborted");
    play("e2", "e4");
    play("e7", "e5");
    Effects asked = m.askNewGame(settings(Xiangqi.GAME, Settings.LOCAL));
    assertFalse(asked.started);
    assertNotNull(m.pendingGame());
    assertEquals(BoardState.VIEW, m.board().mode);
    m.answerNewGame(false);
    assertEquals(2, m.plies());
    m.askNewGame(settings(Xiangqi.GAME, Settings.LOCAL));
    assertTrue(m.answerNewGame(true).started);
    assertEquals(Xiangqi.GAME, m.game());
  }

  // ---------------------------------------------------------------- the arbiter

  @Test
  void theEngineDeclinesADrawInALevelGame() {
    m.start(settings(Chess.GAME, Settings.AI));
    play("e2", "e4");
    m.engineReplied(reply("e7e5", 30), false);
    Effects e = m.offerDraw();
    assertNull(m.outcome(), "level 8 does not give away a half point at move 1");
    assertEquals("The engine declines the draw.", m.message().toString());
    assertTrue(e.keep);
  }

  @Test
  void theEngineAcceptsADrawWhenItStandsClearlyWorse() {
    m.start(settings(Chess.GAME, Settings.AI));
    play("e2", "e4");
    m.engineReplied(reply("e7e5", -250), false);
    Effects e = m.offerDraw();
    assertNotNull(m.outcome());
    assertEquals("Draw by agreement", m.headline().toString());
    assertNotNull(e.ended);
  }

  @Test
  void resignationAsksFirst() {
    m.start(settings(Chess.GAME, Settings.AI));
    m.resign(Arbiter.ASK);
    assertTrue(m.arbiter().confirming());
    m.resign(Arbiter.NO);
    assertFalse(m.arbiter().confirming());
    assertNull(m.outcome());
    m.resign(Arbiter.ASK);
    Effects e = m.resign(Arbiter.YES);
    assertEquals("You resigned", m.headline().toString());
    assertEquals(Effects.END, e.sound);
    assertEquals("0-1", e.ended.resultToken());
  }

  @Test
  void betweenTwoPlayersTheOfferIsAnswered() {
    m.start(settings(Chess.GAME, Settings.LOCAL));
    play("e2", "e4");
    play("e7", "e5");
    m.offerDraw();
    assertEquals(Side.FIRST, m.arbiter().offerBy());
    m.answerDraw(false);
    assertEquals(-1, m.arbiter().offerBy());
    assertNull(m.outcome());
    m.offerDraw();
    m.answerDraw(true);
    assertEquals("Draw by agreement", m.headline().toString());
  }

  @Test
  void threefoldRepetitionIsClaimedAsItStandsOrWithTheMove() {
    m.start(settings(Chess.GAME, Settings.LOCAL));
    String[][] shuffle = {{"g1", "f3"}, {"g8", "f6"}, {"f3", "g1"}, {"f6", "g8"}};
    for (int round = 0; round < 2; round++) {
      for (String[] mv : shuffle) {
        if (round == 1 && mv[0].equals("f6")) {
          break;
        }
        play(mv[0], mv[1]);
      }
    }
    // Black's Nf6-g8 would repeat the start a third time: claimable with the move.
    assertEquals(
        "Claim draw (threefold repetition) with your move", m.arbiter().claim().toString());
    m.claimDraw();
    assertTrue(m.arbiter().claimArmed());
    play("f6", "g8");
    assertNotNull(m.outcome());
    assertEquals("Draw: threefold repetition", m.headline().toString());
  }

  // ---------------------------------------------------------------- clocks

  @Test
  void aFlagFallsOnTheModelsOwnClockAndTheJudgeDecides() {
    Settings s = settings(Chess.GAME, Settings.LOCAL);
    s.clock = "1+0";
    m.start(s);
    play("e2", "e4"); // the clock starts with the first move
    assertEquals(Side.SECOND, m.clocks().runningSide());
    clock.t += 50_500;
    assertEquals(Effects.LOW_TIME, m.tick().sound, "under ten seconds: warned once");
    assertEquals(Effects.NO_SOUND, m.tick().sound);
    clock.t += 10_000;
    Effects e = m.tick();
    assertNotNull(e.ended);
    assertEquals("White wins on time", m.headline().toString());
    assertEquals(-1, m.clocks().runningSide(), "the clocks stop");
  }

  @Test
  void aKeptGameResumesWithItsClocksAndAFlagThatFellMeanwhile() {
    Settings s = settings(Xiangqi.GAME, Settings.LOCAL);
    s.clock = "1+0";
    m.start(s);
    play("h2", "e2");
    clock.t += 5_000;
    int[] kept = m.keptClocks();
    String[] moves = m.engineMoves();
    Settings settings = m.settings();
    GameModel other = new GameModel(clock, 7);
    Effects e = other.resume(settings, moves, Side.FIRST, true, 0, kept);
    assertNull(e.refused);
    assertTrue(other.flipped());
    assertEquals(Side.SECOND, other.clocks().runningSide());
    assertEquals(55_000, other.clocks().left(Side.SECOND));
    // The same record a minute later: Black's flag fell while the page was closed.
    kept[Clocks.KEPT_AGE] += 60_000;
    GameModel late = new GameModel(clock, 7);
    Effects ended = late.resume(settings, moves, Side.FIRST, false, 0, kept);
    assertNotNull(ended.ended);
    assertEquals("Red wins on time", late.headline().toString());
  }

  @Test
  void aKeptGameWithMovesThatDoNotReplayIsRefused() {
    GameModel other = new GameModel(clock, 7);
    Effects e =
        other.resume(
            settings(Chess.GAME, Settings.LOCAL), new String[] {"e2e4", "e2e4"}, 0, false, 0, null);
    assertEquals("move 2: 'e2e4' is not a legal move here", e.refused.toString());
    assertFalse(other.hasGame());
  }

  // ---------------------------------------------------------------- records

  @Test
  void anImportBecomesAGameForTwoAtItsEnd() {
    m.start(settings(Chess.GAME, Settings.AI));
    Effects e = m.importRecord("1. e4 e5 2. Nf3 Nc6 3. Bb5");
    assertNull(e.refused);
    assertTrue(e.started);
    assertEquals(Chess.GAME, m.game());
    assertFalse(m.vsEngine());
    assertEquals(5, m.plies());
    assertEquals("Bb5", m.moveText(4));
    assertEquals("Black to move", m.status().toString());
  }

  @Test
  void anImportedRecordGoesBackOutWithItsTagsAndComments() {
    m.start(settings(Chess.GAME, Settings.LOCAL));
    assertNull(
        m.importRecord(
                "[Event \"Club\"]\n[White \"Alice\"]\n[Black \"Bob\"]\n\n"
                    + "1. e4 {Alice's favourite} e5 2. Nf3 *")
            .refused);
    String out = m.record("2026-12-06").replace('\n', ' ');
    assertTrue(out.contains("[Event \"Club\"]") && out.contains("[White \"Alice\"]"), out);
    assertTrue(out.contains("1. e4 { Alice's favourite } 1... e5 2. Nf3 *"), out);
    assertFalse(out.contains("Casual game"), out);
  }

  @Test
  void anImportOfTheOtherGameSwitchesToIt() {
    m.start(settings(Chess.GAME, Settings.LOCAL));
    assertNull(m.importRecord("1. C2.5 H8+7").refused);
    assertEquals(Xiangqi.GAME, m.game());
    assertEquals(2, m.plies());
  }

  @Test
  void aRefusedImportLeavesTheGameAsItWas() {
    m.start(settings(Chess.GAME, Settings.LOCAL));
    play("d2", "d4");
    Effects e = m.importRecord("1. e4 e5 2. Nf3 Nf3");
    assertNotNull(e.refused);
    assertTrue(e.refused.toString().contains("'Nf3'"), e.refused.toString());
    assertEquals(1, m.plies());
    assertEquals("d2d4", m.engineText(0));
    assertEquals(Settings.LOCAL, m.settings().mode);
  }

  @Test
  void theRecordNamesTheEngineWithItsLevel() {
    Settings s = settings(Chess.GAME, Settings.AI);
    s.level = 5;
    m.start(s);
    play("e2", "e4");
    String pgn = m.record("2026-12-06");
    assertTrue(pgn.contains("[Black \"Alfil level 5\"]"), pgn);
    assertTrue(pgn.contains("[Date \"2026.12.06\"]"), pgn);
    assertTrue(pgn.contains("1. e4"), pgn);
  }

  // ---------------------------------------------------------------- settings at once

  @Test
  void theNotationRewritesTheMovesAndIsKeptForTheNextGame() {
    m.start(settings(Xiangqi.GAME, Settings.LOCAL));
    play("h2", "e2");
    m.setNotation("chinese");
    assertEquals("炮二平五", m.moveText(0));
    m.start(settings(Chess.GAME, Settings.LOCAL));
    assertEquals("san", m.notation(), "chess has SAN only");
    m.start(settings(Xiangqi.GAME, Settings.LOCAL));
    assertEquals("chinese", m.notation(), "the choice comes back with xiangqi");
  }

  @Test
  void flipTurnsTheBoardAndIsKept() {
    m.start(settings(Chess.GAME, Settings.LOCAL));
    Effects e = m.flip();
    assertTrue(m.flipped());
    assertTrue(e.keep);
  }

  // ---------------------------------------------------------------- xiangqi's forbidden moves

  /** Red's chariot checking round: the move that would complete the perpetual shows no dot. */
  @Test
  void aForbiddenXiangqiMoveIsNotOfferedAndRefusedWithItsRule() {
    Settings s = settings(Xiangqi.GAME, Settings.LOCAL);
    s.fen = "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1";
    m.start(s);
    for (String mv : "e9f9 e1f1 f9e9 f1e1 e9f9 e1f1 f9e9".split(" ")) {
      assertNull(m.playText(mv).refused, mv);
    }
    // The next f1e1 would check round once more: a perpetual check, forbidden.
    int from = square("f1");
    int to = square("e1");
    BoardState b = m.board();
    boolean offered = false;
    for (int i = 0; i < b.moves; i++) {
      if (b.from[i] == from && b.to[i] == to) {
        offered = true;
        assertTrue(b.forbidden[i], "no dot for the forbidden move");
      }
    }
    assertTrue(offered, "still a move the board knows, so that a press on it is answered");
    Effects e = m.move(from, to, (char) 0);
    assertEquals("Forbidden: perpetual check. Choose another move.", e.refused.toString());
    assertEquals(7, m.plies());
  }

  // ---------------------------------------------------------------- analysis

  @Test
  void analysisFollowsThePositionInViewAndWaitsForTheEngine() {
    m.start(settings(Chess.GAME, Settings.AI));
    Effects on = m.setAnalysis(true);
    assertNotNull(on.analyse);
    assertEquals(0, on.analyse.moves.length);
    Effects moved = play("e2", "e4");
    assertTrue(moved.stopAnalysis, "it waits while the engine thinks");
    assertEquals(-1, m.analysis().ply());
    Effects replied = m.engineReplied(reply("e7e5", 0), false);
    assertNotNull(replied.analyse);
    assertEquals(2, replied.analyse.moves.length);
    SearchReply r = new SearchReply(1, "g1f3", 35, 5000, 9);
    r.pv = "g1f3 b8c6";
    m.analysisReport(r);
    assertEquals(35, m.analysis().score(), "White is to move: White's view as it is");
    assertEquals("2. Nf3 Nc6", m.analysis().line());
    assertEquals(square("g1"), m.board().hintFrom);
    Effects off = m.setAnalysis(false);
    assertTrue(off.stopAnalysis);
    assertEquals(-1, m.board().hintFrom);
  }
}
