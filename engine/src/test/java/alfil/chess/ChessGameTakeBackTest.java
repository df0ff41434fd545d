package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GameClock;
import alfil.core.InvalidInputException;
import alfil.core.Rng;
import alfil.core.Side;
import alfil.core.TimeControl;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link ChessGame#takeBack}: after N plies and a takeback, the game is the game of the first N-1
 * plies played afresh, in everything the arbiter judges by.
 */
class ChessGameTakeBackTest {
  private static final int W = Side.FIRST;
  private static final int B = Side.SECOND;

  private static List<String> moves(String text) {
    List<String> list = new ArrayList<>(Arrays.asList(text.trim().split("\\s+")));
    list.removeIf(String::isEmpty);
    return list;
  }

  private static ChessGame replay(String fen, List<String> moves) throws InvalidInputException {
    ChessGame game = ChessGame.fromFen(fen);
    for (String move : moves) {
      game.move(move);
    }
    return game;
  }

  /** Everything a game's judgement depends on, as text, so that a difference shows in full. */
  private static String state(ChessGame game) {
    StringBuilder s = new StringBuilder();
    s.append("fen ").append(game.fen());
    s.append("\nsan ").append(game.sanMoves());
    s.append("\nuci ").append(game.uciMoves());
    s.append("\nplies ").append(game.plyCount()).append(' ').append(game.plies().size());
    s.append("\nhistory");
    for (int i = 0; i <= game.plyCount(); i++) {
      s.append(' ').append(game.hashLoAfter(i)).append('/').append(game.hashHiAfter(i));
    }
    for (ChessGame.Ply ply : game.plies()) {
      s.append("\nply ").append(ply.move()).append(' ').append(ply.halfmoveClock());
    }
    s.append("\nrepetitions ").append(game.repetitionCount());
    s.append("\nhalfmove clock ").append(game.halfmoveClock());
    s.append("\nclaimable ").append(game.claimableDraw());
    s.append("\noutcome ").append(game.outcome());
    s.append("\nresult ").append(game.result());
    s.append("\ndraw offer ").append(game.drawOfferBy());
    return s.toString();
  }

  /**
   * Plays {@code moves} from {@code fen}, takes the last one back and checks the game against the
   * same moves less the last one played afresh; then plays the last move again and checks it
   * against the whole game played afresh. Returns the game after the takeback and replay.
   */
  private static ChessGame assertTakeBackOfLast(String fen, String text)
      throws InvalidInputException {
    List<String> all = moves(text);
    ChessGame game = replay(fen, all);
    ChessGame whole = replay(fen, all);
    assertTrue(game.takeBack());
    ChessGame fresh = replay(fen, all.subList(0, all.size() - 1));
    assertEquals(state(fresh), state(game));
    game.move(all.get(all.size() - 1));
    assertEquals(state(whole), state(game), "the move played again");
    return game;
  }

  @Test
  void takeBackOnAnEmptyGameReturnsFalseAndChangesNothing() throws InvalidInputException {
    ChessGame game = ChessGame.newGame();
    game.offerDraw(W);
    String before = state(game);
    assertFalse(game.takeBack());
    assertEquals(before, state(game));
    assertEquals(W, game.drawOfferBy());
  }

  @Test
  void takeBackOfACheckmateReopensTheGame() throws InvalidInputException {
    ChessGame game = assertTakeBackOfLast(ChessPosition.START_FEN, "f3 e5 g4 Qh4#");
    assertEquals(ChessOutcome.BLACK_CHECKMATES, game.outcomeOrNull());
    assertTrue(game.takeBack());
    assertFalse(game.isOver());
    game.move("Nc6");
    assertFalse(game.isOver());
    assertEquals("f3 e5 g4 Nc6", String.join(" ", game.sanMoves()));
  }

  @Test
  void takeBackOfCastlingRestoresTheRookAndTheRights() throws InvalidInputException {
    ChessGame game = assertTakeBackOfLast(ChessPosition.START_FEN, "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O");
    game.takeBack();
    assertEquals("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", game.fen());
    assertTakeBackOfLast(
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O O-O"); // both wings, both sides
    assertTakeBackOfLast("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O");
  }

  @Test
  void takeBackOfAnEnPassantCaptureRestoresThePawnAndTheSquare() throws InvalidInputException {
    ChessGame game = assertTakeBackOfLast(ChessPosition.START_FEN, "e4 a6 e5 d5 exd6");
    game.takeBack();
    assertEquals("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", game.fen());
    assertTakeBackOfLast("4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1", "a4 bxa3");
  }

  @Test
  void takeBackOfAPromotionRestoresThePawnAndTheCapturedPiece() throws InvalidInputException {
    String fen = "1r2k3/P7/8/8/8/8/8/4K3 w - - 3 40";
    ChessGame game = assertTakeBackOfLast(fen, "a8=Q");
    assertTakeBackOfLast(fen, "axb8=N");
    assertTakeBackOfLast(fen, "axb8=Q+ Kd7 Qb7+"); // the queen a promotion made
    game.takeBack();
    assertEquals(fen, game.fen());
  }

  @Test
  void takeBackOfTheThirdOccurrenceRemovesTheClaim() throws InvalidInputException {
    String dance = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";
    ChessGame game = assertTakeBackOfLast(ChessPosition.START_FEN, dance);
    assertEquals(ChessGame.ClaimableDraw.THREEFOLD_REPETITION, game.claimableDraw());
    game.takeBack();
    assertEquals(ChessGame.ClaimableDraw.NONE, game.claimableDraw());
    assertEquals(2, game.repetitionCount());
    // A claim granted with a declared move (9.2.1.1) is taken back with the move.
    ChessGame claimed = replay(ChessPosition.START_FEN, moves(dance).subList(0, 7));
    assertTrue(claimed.claimDraw("Ng8").granted());
    assertTrue(claimed.takeBack());
    assertEquals(
        state(replay(ChessPosition.START_FEN, moves(dance).subList(0, 7))), state(claimed));
  }

  @Test
  void takeBackOfTheFifthOccurrenceReopensTheGame() throws InvalidInputException {
    String dance = "Nf3 Nf6 Ng1 Ng8 ".repeat(4);
    ChessGame game = assertTakeBackOfLast(ChessPosition.START_FEN, dance);
    assertEquals(ChessOutcome.FIVEFOLD_REPETITION, game.outcomeOrNull());
  }

  @Test
  void takeBackOfTheMoveBeforeADeclaredEndingRemovesTheEndingAndTheOffer()
      throws InvalidInputException {
    List<String> moves = moves("e4 e5 Nf3");
    ChessGame resigned = replay(ChessPosition.START_FEN, moves);
    resigned.resign(B);
    ChessGame agreed = replay(ChessPosition.START_FEN, moves);
    agreed.offerDraw(W);
    agreed.acceptDraw(B);
    ChessGame offered = replay(ChessPosition.START_FEN, moves);
    offered.offerDraw(B);
    String fresh = state(replay(ChessPosition.START_FEN, moves.subList(0, 2)));
    for (ChessGame game : List.of(resigned, agreed, offered)) {
      assertTrue(game.takeBack());
      assertEquals(fresh, state(game));
    }
  }

  @Test
  void takeBackAtEveryPlyOfSeededRandomGamesEqualsTheShorterGame() throws InvalidInputException {
    Rng rng = new Rng(77);
    int[] legal = new int[ChessPosition.MAX_MOVES];
    int checked = 0;
    for (int g = 0; g < 12; g++) {
      ChessGame game = ChessGame.newGame();
      List<String> played = new ArrayList<>();
      while (!game.isOver() && played.size() < 300) {
        ChessPosition position = game.position();
        String move = Uci.toText(legal[rng.nextInt(position.legalMoves(legal, 0))]);
        String before = state(game);
        game.move(move);
        String after = state(game);
        assertTrue(game.takeBack());
        assertEquals(before, state(game), "after " + played + " " + move);
        game.move(move);
        assertEquals(after, state(game), "played again after " + played);
        played.add(move);
        checked++;
      }
      while (game.plyCount() > 0) {
        game.takeBack();
        played.remove(played.size() - 1);
      }
      assertEquals(state(ChessGame.newGame()), state(game));
    }
    assertTrue(checked > 1000, "plies checked: " + checked);
  }

  // ---------------------------------------------------------------------------------------------
  // The clock: not rewound, the turn changes back (GameClock.takeBack)

  @Test
  void takeBackGivesTheTurnBackWithoutGivingTimeBack() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.fischer(60_000, 1_000));
    ChessGame game = ChessGame.newGame(clock);
    game.move("e4", 0); // starts the clock: no time used, 1 s added
    game.move("e5", 10_000); // black used 10 s, got 1 s
    assertEquals(51_000, clock.remainingMs(B, 10_000));
    // White thinks 4 s, then black takes back e5: white's 4 s stay used, black gets nothing back.
    assertTrue(game.takeBack(14_000));
    assertEquals(B, clock.running());
    assertEquals(57_000, clock.remainingMs(W, 14_000));
    assertEquals(51_000, clock.remainingMs(B, 14_000));
    assertEquals(50_000, clock.remainingMs(B, 15_000), "black's clock runs again");
    assertEquals(57_000, clock.remainingMs(W, 15_000));
    game.move("c5", 16_000);
    assertEquals(50_000, clock.remainingMs(B, 16_000));
    assertEquals(W, clock.running());
  }

  @Test
  void takeBackWithoutATimeLeavesTheClockAlone() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.suddenDeath(60_000));
    ChessGame game = ChessGame.newGame(clock);
    game.move("e4", 0);
    game.move("e5", 10_000);
    assertTrue(game.takeBack());
    assertEquals(W, clock.running());
    assertEquals(60_000, clock.remainingMs(W, 10_000));
  }

  @Test
  void takeBackOfACheckmateStartsTheStoppedClockAgain() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.suddenDeath(60_000));
    ChessGame game = ChessGame.newGame(clock);
    game.move("f3", 0);
    game.move("e5", 1_000);
    game.move("g4", 2_000);
    game.move("Qh4#", 5_000);
    assertTrue(clock.isStopped());
    assertEquals(56_000, clock.remainingMs(B, 9_000));
    assertTrue(game.takeBack(9_000));
    assertFalse(clock.isStopped());
    assertEquals(B, clock.running());
    assertEquals(55_000, clock.remainingMs(B, 10_000));
    assertEquals(59_000, clock.remainingMs(W, 10_000), "white's time stopped with the mate");
    game.move("Nc6", 10_000);
    assertFalse(game.isOver());
    assertNotEquals(GameClock.NO_SIDE, clock.running());
  }
}
