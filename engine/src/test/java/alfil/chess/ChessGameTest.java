package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GameClock;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import alfil.core.TimeControl;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Every way a game ends, each reached by moves played through {@link ChessGame}. */
class ChessGameTest {
  private static final int W = Side.FIRST;
  private static final int B = Side.SECOND;
  private static final String KNIGHT_DANCE = "Nf3 Nf6 Ng1 Ng8";

  private static ChessGame play(ChessGame game, String moves) throws InvalidInputException {
    for (String move : moves.trim().split("\\s+")) {
      if (!move.isEmpty()) {
        game.move(move);
      }
    }
    return game;
  }

  private static ChessGame play(String moves) throws InvalidInputException {
    return play(ChessGame.newGame(), moves);
  }

  private static ChessGame fromFen(String fen, String moves) throws InvalidInputException {
    return play(ChessGame.fromFen(fen), moves);
  }

  private static void assertOutcome(ChessOutcome expected, ChessGame game) {
    assertEquals(Optional.of(expected), game.outcome(), game.sanMoves().toString());
  }

  /**
   * Plays {@code plies} quiet moves (no capture, no pawn move, no mate or stalemate), each time the
   * one whose position has appeared least often, so that nothing repeats much.
   */
  private static void walk(ChessGame game, int plies) throws InvalidInputException {
    Map<String, Integer> seen = new HashMap<>();
    int[] moves = new int[ChessPosition.MAX_MOVES];
    for (int i = 0; i < plies; i++) {
      ChessPosition position = game.position();
      int count = position.legalMoves(moves, 0);
      int best = -1;
      int bestSeen = Integer.MAX_VALUE;
      for (int k = 0; k < count; k++) {
        int move = moves[k];
        if (position.isCapture(move) || Piece.type(position.movingPiece(move)) == Piece.PAWN) {
          continue;
        }
        position.makeMove(move);
        boolean ends = position.legalMoves(new int[ChessPosition.MAX_MOVES], 0) == 0;
        String key = position.toFen().split(" ")[0] + position.sideToMove();
        position.unmakeMove();
        int times = seen.getOrDefault(key, 0);
        if (!ends && times < bestSeen) {
          best = move;
          bestSeen = times;
        }
      }
      position.makeMove(best);
      seen.merge(position.toFen().split(" ")[0] + position.sideToMove(), 1, Integer::sum);
      position.unmakeMove();
      game.move(Uci.toText(best));
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Automatic endings

  @Test
  void whiteCheckmates() throws InvalidInputException {
    ChessGame game = play("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
    assertOutcome(ChessOutcome.WHITE_CHECKMATES, game);
    assertEquals("1-0", game.result());
    assertEquals("white wins by checkmate", game.outcome().get().text());
    assertEquals("5.1.1", game.outcome().get().article());
  }

  @Test
  void blackCheckmates() throws InvalidInputException {
    ChessGame game = play("f3 e5 g4 Qh4#");
    assertOutcome(ChessOutcome.BLACK_CHECKMATES, game);
    assertEquals("0-1", game.result());
    assertEquals(List.of("f3", "e5", "g4", "Qh4#"), game.sanMoves());
    assertEquals(List.of("f2f3", "e7e5", "g2g4", "d8h4"), game.uciMoves());
  }

  @Test
  void noMoveAfterTheEnd() throws InvalidInputException {
    ChessGame game = play("f3 e5 g4 Qh4#");
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> game.move("a3"));
    assertEquals("move 3 'a3'", e.field());
    assertEquals("the game is over (checkmate)", e.reason());
    assertThrows(InvalidInputException.class, () -> game.resign(W));
    assertThrows(InvalidInputException.class, game::claimDraw);
  }

  @Test
  void stalemateInTenMoves() throws InvalidInputException {
    // Sam Loyd's shortest stalemate.
    ChessGame game =
        play("e3 a5 Qh5 Ra6 Qxa5 h5 h4 Rah6 Qxc7 f6 Qxd7+ Kf7 Qxb7 Qd3 Qxb8 Qh7 Qxc8 Kg6 Qe6");
    assertOutcome(ChessOutcome.STALEMATE, game);
    assertEquals("1/2-1/2", game.result());
    assertEquals("draw by stalemate", game.outcome().get().text());
  }

  @Test
  void capturesDownToBishopAgainstKingAreADeadPosition() throws InvalidInputException {
    ChessGame game = fromFen("4k3/8/8/8/8/8/1p3r2/B3K3 w - - 0 1", "Kxf2 Kd7");
    assertTrue(game.outcome().isEmpty(), "K+B v K+P lives");
    game.move("Bxb2");
    assertOutcome(ChessOutcome.DEAD_POSITION, game);
    assertEquals("draw by insufficient material", game.outcome().get().text());
  }

  @Test
  void lockedPawnsAreADeadPosition() throws InvalidInputException {
    ChessGame game = fromFen("8/8/4k3/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1", "");
    assertOutcome(ChessOutcome.DEAD_POSITION, game);
    ChessGame live = fromFen("8/8/4k3/p1p1p3/P1P1P3/8/8/4K3 w - - 0 1", "Kf2 Kf6 Kg3 Kg6");
    assertTrue(live.outcome().isEmpty());
  }

  @Test
  void fivefoldRepetitionEndsTheGame() throws InvalidInputException {
    ChessGame game = play(KNIGHT_DANCE + " " + KNIGHT_DANCE + " " + KNIGHT_DANCE + " Nf3 Nf6 Ng1");
    assertTrue(game.outcome().isEmpty());
    assertEquals(4, game.repetitionCount(), "the position after Ng1 has appeared 4 times");
    game.move("Ng8");
    assertEquals(5, game.repetitionCount());
    assertOutcome(ChessOutcome.FIVEFOLD_REPETITION, game);
    assertEquals("draw by fivefold repetition", game.outcome().get().text());
  }

  @Test
  void seventyFiveMoveRuleEndsTheGame() throws InvalidInputException {
    ChessGame game = ChessGame.fromFen("r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
    walk(game, 100);
    assertEquals(ChessGame.ClaimableDraw.FIFTY_MOVE_RULE, game.claimableDraw());
    walk(game, 49);
    assertTrue(game.outcome().isEmpty());
    walk(game, 1);
    assertEquals(150, game.halfmoveClock());
    assertOutcome(ChessOutcome.SEVENTY_FIVE_MOVE_RULE, game);
    assertEquals("draw by seventy-five-move rule", game.outcome().get().text());
  }

  @Test
  void mateOnTheHundredAndFiftiethHalfMoveIsMate() throws InvalidInputException {
    ChessGame game = fromFen("6k1/8/6K1/8/8/8/8/R7 b - - 148 80", "Kh8");
    assertTrue(game.outcome().isEmpty());
    game.move("Ra8#");
    assertEquals(150, game.halfmoveClock());
    assertOutcome(ChessOutcome.WHITE_CHECKMATES, game);

    ChessGame quiet = fromFen("6k1/8/6K1/8/8/8/8/R7 b - - 148 80", "Kh8 Rb1");
    assertOutcome(ChessOutcome.SEVENTY_FIVE_MOVE_RULE, quiet);
  }

  @Test
  void mateDeclaredWithADrawClaimIsMate() throws InvalidInputException {
    // A checkmate can never complete a repetition (a position that is mate was mate when it first
    // appeared), so precedence over a claim is the case to test: the move mates, the claim is moot.
    ChessGame game = play("e4 e5 Bc4 Nc6 Qh5 Nf6");
    ChessGame.ClaimVerdict verdict = game.claimDraw("Qxf7#");
    assertFalse(verdict.granted());
    assertOutcome(ChessOutcome.WHITE_CHECKMATES, game);
  }

  @Test
  void aStartPositionThatIsOverIsJudged() throws InvalidInputException {
    assertOutcome(
        ChessOutcome.WHITE_CHECKMATES, ChessGame.fromFen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"));
    assertOutcome(
        ChessOutcome.SEVENTY_FIVE_MOVE_RULE,
        ChessGame.fromFen("r3k3/8/8/8/8/8/8/4K2R w - - 150 90"));
  }

  // ---------------------------------------------------------------------------------------------
  // Repetition: what "the same position" means (9.2.3)

  @Test
  void enPassantPossibleTheFirstTimeMakesADifferentPosition() throws InvalidInputException {
    ChessGame game = fromFen("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1", "e4");
    assertTrue(game.fen().contains(" e3 "), "black could take en passant");
    play(game, "Kd8 Kd1 Ke8 Ke1");
    assertEquals(1, game.repetitionCount(), "same squares, but no en passant now");
    play(game, "Kd8 Kd1 Ke8 Ke1");
    assertEquals(2, game.repetitionCount());
    assertEquals(ChessGame.ClaimableDraw.NONE, game.claimableDraw());
    play(game, "Kd8 Kd1 Ke8 Ke1");
    assertEquals(ChessGame.ClaimableDraw.THREEFOLD_REPETITION, game.claimableDraw());
  }

  @Test
  void aDoublePushWithoutLegalEnPassantRepeatsNormally() throws InvalidInputException {
    ChessGame game = fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e4 Kd8 Kd1 Ke8 Ke1");
    assertEquals(2, game.repetitionCount());
  }

  @Test
  void lostCastlingRightsMakeADifferentPosition() throws InvalidInputException {
    ChessGame game = play("Nf3 Nf6 Rg1 Ng8 Rh1 Nf6 Ng1 Ng8");
    assertEquals(
        ChessPosition.START_FEN.replace("KQkq", "Qkq").split(" ")[0], game.fen().split(" ")[0]);
    assertEquals(1, game.repetitionCount(), "the start had the right to castle kingside");
    play(game, KNIGHT_DANCE);
    assertEquals(2, game.repetitionCount());
    assertEquals(ChessGame.ClaimableDraw.NONE, game.claimableDraw());
  }

  // ---------------------------------------------------------------------------------------------
  // Claims (9.2, 9.3, 9.5)

  @Test
  void threefoldClaimOnTheBoard() throws InvalidInputException {
    ChessGame game = play(KNIGHT_DANCE + " " + KNIGHT_DANCE);
    assertEquals(3, game.repetitionCount());
    assertEquals(ChessGame.ClaimableDraw.THREEFOLD_REPETITION, game.claimableDraw());
    ChessGame.ClaimVerdict verdict = game.claimDraw();
    assertTrue(verdict.granted(), verdict.explanation());
    assertEquals("claim granted: threefold repetition", verdict.explanation());
    assertOutcome(ChessOutcome.THREEFOLD_REPETITION, game);
    assertEquals("draw by threefold repetition", game.outcome().get().text());
  }

  @Test
  void threefoldClaimWithTheDeclaredMove() throws InvalidInputException {
    ChessGame game = play(KNIGHT_DANCE + " Nf3 Nf6 Ng1");
    assertEquals(ChessGame.ClaimableDraw.NONE, game.claimableDraw());
    ChessGame.ClaimVerdict verdict = game.claimDraw("Ng8");
    assertTrue(verdict.granted(), verdict.explanation());
    assertOutcome(ChessOutcome.THREEFOLD_REPETITION, game);
    assertEquals(8, game.plies().size(), "the declared move is recorded");
  }

  @Test
  void wrongThreefoldClaimOnTheBoardCostsTwoMinutes() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.suddenDeath(600_000));
    ChessGame game = ChessGame.newGame(clock);
    game.move("Nf3", 0);
    game.move("Nf6", 1_000);
    game.move("Ng1", 2_000);
    game.move("Ng8", 3_000);
    String fen = game.fen();
    ChessGame.ClaimVerdict verdict = game.claimDraw(4_000);
    assertFalse(verdict.granted());
    assertEquals(
        "claim refused: the position has appeared 2 of 3 times (FIDE 9.2), and 4 of 100 half-moves"
            + " have passed without a capture or a pawn move (FIDE 9.3); two minutes added to"
            + " Black's clock (FIDE 9.5.3)",
        verdict.explanation());
    assertTrue(game.outcome().isEmpty());
    assertEquals(fen, game.fen());
    assertEquals(600_000 - 2_000 + 120_000, clock.remainingMs(B, 4_000));
    assertEquals(W, game.drawOfferBy(), "a claim is a draw offer (9.1.2.3)");
    game.acceptDraw(B, 5_000);
    assertOutcome(ChessOutcome.AGREEMENT, game);
  }

  @Test
  void wrongThreefoldClaimWithAMoveStillPlaysIt() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.suddenDeath(600_000));
    ChessGame game = ChessGame.newGame(clock);
    game.move("Nf3", 0);
    game.move("Nf6", 1_000);
    game.move("Ng1", 2_000);
    ChessGame.ClaimVerdict verdict = game.claimDraw("Ng8", 5_000);
    assertFalse(verdict.granted());
    assertTrue(game.outcome().isEmpty());
    assertEquals(List.of("Nf3", "Nf6", "Ng1", "Ng8"), game.sanMoves(), "bound to the move (9.5.3)");
    assertEquals(600_000 - 1_000 + 120_000, clock.remainingMs(W, 5_000));
    assertEquals(600_000 - 1_000 - 3_000, clock.remainingMs(B, 5_000));
  }

  @Test
  void anIllegalDeclaredMoveChangesNothing() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.suddenDeath(600_000));
    ChessGame game = ChessGame.newGame(clock);
    game.move("e4", 0);
    InvalidInputException e =
        assertThrows(InvalidInputException.class, () -> game.claimDraw("Ke7", 1_000));
    assertEquals("move 1... 'Ke7'", e.field());
    assertEquals(600_000, clock.remainingMs(W, 1_000));
    assertEquals(1, game.plies().size());
    assertEquals(ChessGame.NO_SIDE, game.drawOfferBy());
  }

  @Test
  void fiftyMoveClaimOnTheBoard() throws InvalidInputException {
    ChessGame game = ChessGame.fromFen("r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
    walk(game, 98);
    ChessGame.ClaimVerdict early = game.claimDraw();
    assertFalse(early.granted());
    assertTrue(early.explanation().contains("98 of 100 half-moves"), early.explanation());
    walk(game, 2);
    ChessGame.ClaimVerdict verdict = game.claimDraw();
    assertTrue(verdict.granted(), verdict.explanation());
    assertOutcome(ChessOutcome.FIFTY_MOVE_RULE, game);
    assertEquals("draw by fifty-move rule", game.outcome().get().text());
  }

  @Test
  void fiftyMoveClaimWithTheDeclaredMove() throws InvalidInputException {
    ChessGame game = ChessGame.fromFen("r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
    walk(game, 98);
    ChessGame ahead = ChessGame.fromFen("r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
    walk(ahead, 100);
    String move98 = ahead.uciMoves().get(98);
    String move99 = ahead.uciMoves().get(99);
    ChessGame.ClaimVerdict wrong = game.claimDraw(move98);
    assertFalse(wrong.granted(), "after it only 99 half-moves");
    assertEquals(99, game.plies().size(), "the declared move is played");
    ChessGame.ClaimVerdict right = game.claimDraw(move99);
    assertTrue(right.granted(), right.explanation());
    assertOutcome(ChessOutcome.FIFTY_MOVE_RULE, game);
    assertEquals(100, game.plies().size());
  }

  @Test
  void aCaptureDeclaredForTheFiftyMoveClaimResetsTheCount() throws InvalidInputException {
    ChessGame game = fromFen("r3k3/8/8/8/8/8/8/R3K3 w - - 99 80", "");
    ChessGame.ClaimVerdict verdict = game.claimDraw("Rxa8+");
    assertFalse(verdict.granted());
    assertEquals(0, game.halfmoveClock());
  }

  // ---------------------------------------------------------------------------------------------
  // Agreement (9.1, 5.2.3)

  @Test
  void drawOfferAccepted() throws InvalidInputException {
    ChessGame game = play("e4 e5 Nf3");
    game.offerDraw(W);
    game.acceptDraw(B);
    assertOutcome(ChessOutcome.AGREEMENT, game);
    assertEquals("draw by agreement", game.outcome().get().text());
  }

  @Test
  void drawOfferDeclined() throws InvalidInputException {
    ChessGame game = play("e4 e5 Nf3");
    game.offerDraw(W);
    game.declineDraw(B);
    assertEquals(ChessGame.NO_SIDE, game.drawOfferBy());
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> game.acceptDraw(B));
    assertEquals("White has not offered a draw", e.reason());
    assertTrue(game.outcome().isEmpty());
  }

  @Test
  void drawOfferLapsesWhenTheOpponentMoves() throws InvalidInputException {
    ChessGame game = play("e4 e5 Nf3");
    game.offerDraw(W);
    game.move("Nc6");
    assertEquals(ChessGame.NO_SIDE, game.drawOfferBy());
    assertThrows(InvalidInputException.class, () -> game.acceptDraw(B));
    game.offerDraw(B);
    game.move("Bb5");
    assertEquals(ChessGame.NO_SIDE, game.drawOfferBy());
  }

  @Test
  void drawOfferSurvivesTheOfferersOwnMove() throws InvalidInputException {
    ChessGame game = play("e4 e5");
    game.offerDraw(W); // offered before moving: still valid (9.1.2.1)
    game.move("Nf3");
    assertEquals(W, game.drawOfferBy());
    game.acceptDraw(B);
    assertOutcome(ChessOutcome.AGREEMENT, game);
  }

  @Test
  void agreementRefusedBeforeBothHaveMoved() throws InvalidInputException {
    ChessGame game = play("e4");
    game.offerDraw(W);
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> game.acceptDraw(B));
    assertTrue(e.reason().contains("5.2.3"), e.reason());
    assertTrue(game.outcome().isEmpty());
    assertEquals(W, game.drawOfferBy(), "the offer keeps standing");
    ChessGame fresh = ChessGame.newGame();
    fresh.offerDraw(B);
    assertThrows(InvalidInputException.class, () -> fresh.acceptDraw(W));
  }

  // ---------------------------------------------------------------------------------------------
  // Resignation (5.1.2)

  @Test
  void whiteResigns() throws InvalidInputException {
    ChessGame game = play("e4 e5");
    game.resign(W);
    assertOutcome(ChessOutcome.WHITE_RESIGNS, game);
    assertEquals("0-1", game.result());
    assertEquals("black wins by resignation", game.outcome().get().text());
  }

  @Test
  void blackResigns() throws InvalidInputException {
    ChessGame game = play("e4");
    game.resign(B);
    assertOutcome(ChessOutcome.BLACK_RESIGNS, game);
    assertEquals("1-0", game.result());
  }

  @Test
  void resigningAgainstAKnightThatCannotMateIsADraw() throws InvalidInputException {
    ChessGame game = fromFen("4k3/8/8/8/8/1n6/8/R3K2Q b - - 0 1", "Nxa1");
    assertTrue(game.outcome().isEmpty(), "K+Q v K+N is not dead: the queen can mate");
    game.resign(W);
    assertOutcome(ChessOutcome.RESIGNATION_DRAW, game);
    ChessGame other = fromFen("4k3/8/8/8/8/1n6/8/R3K2Q b - - 0 1", "Nxa1");
    other.resign(B);
    assertOutcome(ChessOutcome.BLACK_RESIGNS, other);
  }

  // ---------------------------------------------------------------------------------------------
  // Flag fall (6.9)

  @Test
  void whiteFlagFallsOnTheNextMove() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.suddenDeath(60_000));
    ChessGame game = ChessGame.newGame(clock);
    game.move("e4", 1_000);
    game.move("e5", 5_000);
    game.move("Nf3", 70_000);
    assertOutcome(ChessOutcome.WHITE_FLAG_FALLS, game);
    assertEquals(2, game.plies().size(), "the move after the flag fell is not played");
    assertEquals("black wins on time", game.outcome().get().text());
    assertEquals("time forfeit", game.outcome().get().pgnTermination());
  }

  @Test
  void blackFlagFallsSeenByTheClockCheck() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.fischer(60_000, 1_000));
    ChessGame game = ChessGame.newGame(clock);
    game.move("e4", 0);
    // The clock started with white's first move at 0: black's minute runs from then.
    assertFalse(game.checkFlag(59_999));
    assertTrue(game.checkFlag(60_000));
    assertOutcome(ChessOutcome.BLACK_FLAG_FALLS, game);
    assertEquals("1-0", game.result());
  }

  @Test
  void flagFallAgainstAKnightThatCannotMateIsADraw() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.suddenDeath(60_000));
    ChessGame game = ChessGame.fromFen("4k3/8/8/8/8/1n6/8/R3K2Q b - - 0 1", clock);
    game.move("Nxa1", 0);
    assertTrue(game.checkFlag(61_000));
    assertOutcome(ChessOutcome.FLAG_FALL_DRAW, game);
  }

  @Test
  void flagFallWithABareKingAgainstARookLoses() throws InvalidInputException {
    ChessGame game = fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Ra7 Kf8");
    game.flagFell(B);
    assertOutcome(ChessOutcome.BLACK_FLAG_FALLS, game);
    ChessGame other = fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Ra7 Kf8");
    other.flagFell(W);
    assertOutcome(ChessOutcome.FLAG_FALL_DRAW, other);
  }

  @Test
  void flagFallWithTheFlaggedSidesPawnHelpingLoses() throws InvalidInputException {
    // K+N can mate when the opponent's own pawn may block a flight square.
    ChessGame game = fromFen("4k3/4p3/8/8/8/8/8/1N2K3 w - - 0 1", "Nc3 Kd8");
    game.flagFell(B);
    assertOutcome(ChessOutcome.BLACK_FLAG_FALLS, game);
  }

  @Test
  void seededRandomGamesEndOnlyByTheirDefinitions() throws InvalidInputException {
    alfil.core.Rng rng = new alfil.core.Rng(2023);
    int[] moves = new int[ChessPosition.MAX_MOVES];
    Map<String, Integer> seen = new java.util.TreeMap<>();
    for (int g = 0; g < 150; g++) {
      ChessGame game = ChessGame.newGame();
      while (!game.isOver() && game.plies().size() < 500) {
        ChessPosition position = game.position();
        game.move(Uci.toText(moves[rng.nextInt(position.legalMoves(moves, 0))]));
      }
      if (!game.isOver()) {
        continue;
      }
      ChessOutcome outcome = game.outcome().get();
      seen.merge(outcome.text(), 1, Integer::sum);
      ChessPosition end = game.position();
      int count = end.legalMoves(moves, 0);
      if (outcome == ChessOutcome.WHITE_CHECKMATES || outcome == ChessOutcome.BLACK_CHECKMATES) {
        assertTrue(count == 0 && end.inCheck());
      } else if (outcome == ChessOutcome.STALEMATE) {
        assertTrue(count == 0 && !end.inCheck());
      } else if (outcome == ChessOutcome.DEAD_POSITION) {
        for (int side = W; side <= B; side++) {
          assertEquals(
              DeadPosition.Verdict.CANNOT_CHECKMATE,
              DeadPosition.verdict(end, side, DeadPosition.DEFAULT_BUDGET),
              end.toFen());
        }
      } else if (outcome == ChessOutcome.FIVEFOLD_REPETITION) {
        assertEquals(5, game.repetitionCount());
      } else if (outcome == ChessOutcome.SEVENTY_FIVE_MOVE_RULE) {
        assertEquals(150, end.halfmoveClock());
      } else {
        throw new AssertionError(outcome.text() + " without a claim or a clock");
      }
    }
    assertTrue(seen.containsKey(ChessOutcome.DEAD_POSITION.text()), seen.toString());
  }

  // ---------------------------------------------------------------------------------------------
  // Rejected input

  @Test
  void illegalMoveIsRejectedWithItsNumberAndLeavesTheGame() throws InvalidInputException {
    ChessGame game = play("e4 e5 Nf3");
    String fen = game.fen();
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> game.move("Ke7x"));
    assertEquals("move 2... 'Ke7x'", e.field());
    InvalidInputException e2 = assertThrows(InvalidInputException.class, () -> game.move("Nf3"));
    assertEquals("move 2... 'Nf3'", e2.field());
    assertTrue(e2.reason().contains("knight"), e2.reason());
    assertEquals(fen, game.fen());
    assertEquals(3, game.plies().size());
    ChessGame white = play("e4 e5");
    InvalidInputException e3 = assertThrows(InvalidInputException.class, () -> white.move("e5"));
    assertEquals("move 2 'e5'", e3.field());
  }

  @Test
  void pliesCarryWhatRepetitionNeeds() throws InvalidInputException {
    ChessGame game = play(KNIGHT_DANCE);
    ChessPosition start = ChessPosition.start();
    assertEquals(start.hashLo(), game.hashLoAfter(0));
    assertEquals(start.hashHi(), game.hashHiAfter(0));
    ChessGame.Ply last = game.plies().get(3);
    assertEquals(start.hashLo(), last.hashLo());
    assertEquals(start.hashHi(), last.hashHi());
    assertEquals(game.hashLoAfter(4), last.hashLo());
    assertEquals(4, last.halfmoveClock());
    assertThrows(IndexOutOfBoundsException.class, () -> game.hashLoAfter(5));
  }

  @Test
  void sanAndUciBothPlay() throws InvalidInputException {
    ChessGame game = play("e2e4 e5 g1f3 Nc6 f1b5 a6 e1g1");
    assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"), game.sanMoves());
    assertEquals(-1, game.plies().get(0).clockMs());
  }

  @Test
  void timedMovesRecordTheMoversClock() throws InvalidInputException {
    GameClock clock = new GameClock(TimeControl.fischer(60_000, 2_000));
    ChessGame game = ChessGame.newGame(clock);
    game.move("e4", 0);
    game.move("e5", 3_000);
    assertEquals(62_000, game.plies().get(0).clockMs());
    assertEquals(59_000, game.plies().get(1).clockMs());
  }

  @Test
  void movesGivenAsIntsAreJudgedLikeText() throws InvalidInputException {
    ChessGame game = ChessGame.newGame();
    for (String m : new String[] {"f2f3", "e7e5", "g2g4"}) {
      game.play(game.position().parseMove(m));
    }
    int mate = game.position().parseMove("d8h4");
    ChessGame copy = ChessGame.newGame();
    for (String m : new String[] {"f3", "e5", "g4"}) {
      copy.move(m);
    }
    assertEquals(copy.fen(), game.fen());
    assertEquals(List.of("f3", "e5", "g4"), game.sanMoves());
    int whites = ChessGame.newGame().position().parseMove("e2e4"); // Black is to move now
    InvalidInputException illegal =
        assertThrows(InvalidInputException.class, () -> game.play(whites));
    assertTrue(illegal.getMessage().contains("move 2..."), illegal.getMessage());
    game.play(mate);
    assertEquals(ChessOutcome.BLACK_CHECKMATES, game.outcome().orElseThrow());
    assertThrows(InvalidInputException.class, () -> game.play(mate));
  }
}
