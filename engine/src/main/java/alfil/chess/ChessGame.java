package alfil.chess;

import alfil.core.CoreTexts;
import alfil.core.Echo;
import alfil.core.Game;
import alfil.core.GameClock;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Move;
import alfil.core.MoveNotes;
import alfil.core.Outcome;
import alfil.core.SearchPosition;
import alfil.core.Side;
import alfil.core.StringList;
import alfil.core.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A chess game and its arbiter (FIDE Laws of Chess, 2023): the start position, the moves played,
 * the position history that repetition needs, draw offers, and an optional {@link GameClock}.
 *
 * <p>After every move the arbiter ends the game by itself on checkmate (5.1.1, which takes
 * precedence over everything the same move also completes), stalemate (5.2.1), dead position
 * (5.2.2, see {@link DeadPosition}), fivefold repetition (9.6.1) and the seventy-five-move rule
 * (9.6.2), in that order. Threefold repetition (9.2) and the fifty-move rule (9.3) end it only on a
 * correct claim by the player having the move, either about the position on the board or about the
 * position the player's declared move will produce.
 *
 * <p>Decisions where the Laws leave the software to choose:
 *
 * <ul>
 *   <li>A claim with a declared move (9.2.1.1, 9.3.1): the move is played and recorded whether the
 *       claim is right or wrong. Right, the game is drawn in the position it produced; wrong, the
 *       game goes on with the move made, as 9.5.3 binds the claimant to it. A declared move that is
 *       not legal is rejected as any illegal move is, and nothing else happens (no penalty).
 *   <li>A wrong claim adds two minutes to the opponent's clock when there is one (9.5.3) and, as a
 *       claim counts as a draw offer (9.1.2.3), leaves the claimant's offer standing.
 *   <li>A draw offer may be made at any moment (9.1.2.1 only advises when) and stands until the
 *       opponent accepts, declines or moves. Agreement needs both players to have made a move in
 *       this game (5.2.3); an earlier acceptance is rejected and the offer keeps standing.
 *   <li>When a declared move also ends the game by itself (checkmate, stalemate, fivefold ...),
 *       that ending stands and the claim is moot.
 *   <li>A takeback (not in the Laws: for casual play and analysis) undoes the last move and any
 *       ending or draw offer with it; the clock is not rewound (see {@link #takeBack(long)}).
 *   <li>A start position that is already over (checkmate, stalemate, dead, 150 half-moves on the
 *       FEN's clock) is judged at once.
 * </ul>
 *
 * <p>Every method that fails with {@link InvalidInputException} leaves the game as it was. Methods
 * with a {@code nowMs} argument drive the clock, if there is one (the time of the action, from the
 * caller's time source); their overloads without it leave the clock alone.
 */
public final class ChessGame implements Judge {
  /** Two minutes for the opponent of a wrong claimant (FIDE 9.5.3). */
  public static final int WRONG_CLAIM_PENALTY_MS = 120_000;

  /** Half-moves after which the seventy-five-move rule ends the game (9.6.2). */
  public static final int SEVENTY_FIVE_MOVES = 150;

  /** Half-moves a fifty-move claim needs (9.3). */
  public static final int FIFTY_MOVES = 100;

  /** No side (no draw offer standing). */
  public static final int NO_SIDE = -1;

  /** Absent time: the action does not touch the clock. */
  private static final long NO_TIME = Long.MIN_VALUE;

  /**
   * A move as played: the move, its SAN and UCI text, the hash halves and halfmove clock of the
   * position it produced (what repetition and the move counters need, e.g. for a search that must
   * see the game's history), and the mover's remaining time after it (-1 without a clock or when
   * the move was entered without a time). A class, not a record: TeaVM would carry the record's
   * generated equals into the page.
   */
  public static final class Ply {
    private final int move;
    private final String san;
    private final String uci;
    private final int hashLo;
    private final int hashHi;
    private final int halfmoveClock;
    private final int clockMs;

    /** The arbiter's dead-position state before the move, for a takeback to restore. */
    private final boolean deadSearchUndecidedBefore;

    Ply(
        int move,
        String san,
        String uci,
        int hashLo,
        int hashHi,
        int halfmoveClock,
        int clockMs,
        boolean deadSearchUndecidedBefore) {
      this.move = move;
      this.san = san;
      this.uci = uci;
      this.hashLo = hashLo;
      this.hashHi = hashHi;
      this.halfmoveClock = halfmoveClock;
      this.clockMs = clockMs;
      this.deadSearchUndecidedBefore = deadSearchUndecidedBefore;
    }

    public int move() {
      return move;
    }

    public String san() {
      return san;
    }

    public String uci() {
      return uci;
    }

    public int hashLo() {
      return hashLo;
    }

    public int hashHi() {
      return hashHi;
    }

    public int halfmoveClock() {
      return halfmoveClock;
    }

    public int clockMs() {
      return clockMs;
    }
  }

  /** What a draw claim may be founded on, for the player having the move. */
  public enum ClaimableDraw {
    NONE,
    THREEFOLD_REPETITION,
    FIFTY_MOVE_RULE
  }

  /**
   * The arbiter's answer to a draw claim. {@code granted}: the game is drawn on the claim. {@code
   * outcome}: how the game stands after the claim (empty while it goes on). {@code explanation}:
   * one sentence for the players.
   */
  public record ClaimVerdict(boolean granted, Optional<ChessOutcome> outcome, String explanation) {}

  private final String startFen;
  private final ChessPosition position;
  private final GameClock clock;
  // An array, not a list: the page's script then carries no collection classes (its SizeBudget).
  private Ply[] plies = new Ply[64];
  private int plyCount;
  private final int[] moveBuffer = new int[GamePosition.MAX_MOVES];

  /** Hash halves of every position so far: index 0 the start, index i after ply i. */
  private int[] historyLo = new int[64];

  private int[] historyHi = new int[64];
  private int historySize;

  private ChessOutcome outcome;
  private int drawOfferBy = NO_SIDE;

  /** What the position after a declared move would count, as {@link #lookAhead} left them. */
  private int aheadRepetitions;

  private int aheadHalfmoves;

  /**
   * The last dead-position search ran out of budget. Every move can only shrink the set of
   * positions still reachable, but after a quiet move (no capture, pawn move or castling) it is
   * almost surely still too big, so the search waits for a move that is not quiet. A skipped search
   * answers "not dead", the safe side.
   */
  private boolean deadSearchUndecided;

  /** The tags of the PGN the game was read from, name, value, ... (none for a game played). */
  private StringList recordTags = new StringList();

  /** The result that PGN gave (its movetext's, else its Result tag's), or "*". */
  private String recordResult = "*";

  /**
   * That PGN's main-line comments, as triples: the ply they follow (-1: before the first move), the
   * move's UCI there (so that a comment never lands on another move after a takeback), the text.
   */
  private final StringList recordComments = new StringList();

  private ChessGame(ChessPosition position, GameClock clock) {
    this.startFen = position.toFen();
    this.position = position;
    this.clock = clock;
    record();
    judgeStart();
  }

  /** A game from the initial position, without clock. */
  public static ChessGame newGame() {
    return new ChessGame(ChessPosition.start(), null);
  }

  /** A game from the initial position on {@code clock} (which must not have started). */
  public static ChessGame newGame(GameClock clock) {
    return new ChessGame(ChessPosition.start(), clock);
  }

  /** A game from a FEN, without clock. */
  public static ChessGame fromFen(String fen) throws InvalidInputException {
    return new ChessGame(ChessPosition.fromFen(fen), null);
  }

  /** A game from a FEN on {@code clock} (may be null: no clock). */
  public static ChessGame fromFen(String fen, GameClock clock) throws InvalidInputException {
    return new ChessGame(ChessPosition.fromFen(fen), clock);
  }

  // ---------------------------------------------------------------------------------------------
  // State

  public String startFen() {
    return startFen;
  }

  /** The current position (a copy: changing it does not change the game). */
  public ChessPosition position() {
    return position.copy();
  }

  public String fen() {
    return position.toFen();
  }

  public int sideToMove() {
    return position.sideToMove();
  }

  /** The clock, or null when the game has none. */
  public GameClock clock() {
    return clock;
  }

  /** How many moves have been played. */
  public int plyCount() {
    return plyCount;
  }

  /**
   * The moves played so far, a snapshot. Not for the web page: copying an object array brings
   * {@code Array.newInstance} back into its script.
   */
  public List<Ply> plies() {
    return List.of(Arrays.copyOf(plies, plyCount));
  }

  /** The move played at {@code ply} (0 is the first), with its texts: the page's way to them. */
  public Ply ply(int ply) {
    if (ply < 0 || ply >= plyCount) {
      throw new IndexOutOfBoundsException("ply " + ply + " of " + plyCount);
    }
    return plies[ply];
  }

  public List<String> sanMoves() {
    List<String> sans = new ArrayList<>(plyCount);
    for (int i = 0; i < plyCount; i++) {
      sans.add(plies[i].san());
    }
    return sans;
  }

  public List<String> uciMoves() {
    List<String> ucis = new ArrayList<>(plyCount);
    for (int i = 0; i < plyCount; i++) {
      ucis.add(plies[i].uci());
    }
    return ucis;
  }

  /** Low hash half of the position after {@code ply} plies (0: the start position). */
  public int hashLoAfter(int ply) {
    checkPly(ply);
    return historyLo[ply];
  }

  /** High hash half of the position after {@code ply} plies (0: the start position). */
  public int hashHiAfter(int ply) {
    checkPly(ply);
    return historyHi[ply];
  }

  private void checkPly(int ply) {
    if (ply < 0 || ply >= historySize) {
      throw new IndexOutOfBoundsException("ply " + ply + " of " + (historySize - 1));
    }
  }

  /** How the game ended; empty while it goes on. */
  public Optional<ChessOutcome> outcome() {
    return Optional.ofNullable(outcome);
  }

  /**
   * How the game ended, or null while it goes on: {@link #outcome()} without the Optional, which
   * the web page would otherwise carry for this one call.
   */
  public ChessOutcome outcomeOrNull() {
    return outcome;
  }

  public boolean isOver() {
    return outcome != null;
  }

  /** The PGN result: "1-0", "0-1", "1/2-1/2", or "*" while the game goes on. */
  public String result() {
    return outcome == null ? "*" : outcome.result();
  }

  /** The side whose draw offer stands, or {@link #NO_SIDE}. */
  public int drawOfferBy() {
    return drawOfferBy;
  }

  /** How many times the current position has appeared, this time included (9.2.3). */
  public int repetitionCount() {
    return occurrences(position.hashLo(), position.hashHi(), historySize - 1);
  }

  /** Half-moves since the last capture or pawn move. */
  public int halfmoveClock() {
    return position.halfmoveClock();
  }

  /**
   * What the player having the move could claim now without declaring a move: a threefold
   * repetition (9.2.1.2), the fifty-move rule (9.3.2), or nothing.
   */
  public ClaimableDraw claimableDraw() {
    Text name = claimableDrawName();
    if (name == null) {
      return ClaimableDraw.NONE;
    }
    return name == ChessTexts.THREEFOLD
        ? ClaimableDraw.THREEFOLD_REPETITION
        : ClaimableDraw.FIFTY_MOVE_RULE;
  }

  /**
   * The name of the draw a claim is founded on (the reason of the outcome it brings), or null:
   * threefold first, as 9.2 comes first.
   */
  private static Text claimName(int repetitions, int halfmoves) {
    return repetitions >= 3
        ? ChessTexts.THREEFOLD
        : halfmoves >= FIFTY_MOVES ? ChessTexts.FIFTY_MOVES : null;
  }

  // ---------------------------------------------------------------------------------------------
  // Moves

  /**
   * Plays a move in SAN ({@code Nf3}) or UCI ({@code g1f3}) text, then applies every automatic
   * ending. Check {@link #outcome()} after it.
   *
   * @throws InvalidInputException naming the move ({@code move 12 'Nf3'}) when it is not legal or
   *     the game is over
   */
  public void move(String text) throws InvalidInputException {
    move(text, NO_TIME);
  }

  /**
   * Plays a move made at {@code nowMs} and presses the clock. If the mover's flag had already
   * fallen, the game ends on time instead (6.9) and the move is not played. The clock starts at the
   * first timed action if it was not started.
   */
  public void move(String text, long nowMs) throws InvalidInputException {
    Text field = moveField(position, text);
    refuseWhenOver(field, position.fullmoveNumber());
    int move = parse(text, field);
    if (flagFallen(nowMs)) {
      return;
    }
    play(move, nowMs);
  }

  /**
   * Plays a move given as an int of the current position ({@link ChessPosition#legalMoves}), like
   * {@link #move(String)} without a clock: for callers that already hold the move, so that no SAN
   * parser need be linked in (the web page).
   *
   * @throws InvalidInputException naming the move when it is not legal here or the game is over
   */
  public void play(int move) throws InvalidInputException {
    refuseUnlessPlayable(move);
    play(move, NO_TIME);
  }

  /**
   * @throws InvalidInputException naming the move when it is not legal here or the game is over
   */
  private void refuseUnlessPlayable(int move) throws InvalidInputException {
    Text field = moveField(position, Uci.toText(move));
    refuseWhenOver(field, position.fullmoveNumber());
    if (!isLegal(move)) {
      throw new InvalidInputException(field, CoreTexts.MOVE_ILLEGAL, position.fullmoveNumber());
    }
  }

  private boolean isLegal(int move) {
    int n = position.legalMoves(moveBuffer, 0);
    for (int i = 0; i < n; i++) {
      if (moveBuffer[i] == move) {
        return true;
      }
    }
    return false;
  }

  private int parse(String text, Text field) throws InvalidInputException {
    try {
      return San.parse(position, text);
    } catch (InvalidInputException e) {
      throw e.about(field, position.fullmoveNumber());
    }
  }

  /** "move 12 'Nf3'" for White, "move 12... 'Nf6'" for Black, in {@code position}. */
  static Text moveField(ChessPosition position, String text) {
    return CoreTexts.RECORD_MOVE.with(
        position.fullmoveNumber() + (position.sideToMove() == Side.FIRST ? "" : "..."),
        text == null ? "" : Echo.clip(text.trim()));
  }

  private void play(int move, long nowMs) {
    int mover = position.sideToMove();
    String san = San.toSan(position, move);
    boolean quiet =
        !position.isCapture(move)
            && Piece.type(position.movingPiece(move)) != Piece.PAWN
            && ChessMove.kind(move) != ChessMove.CASTLING;
    position.makeMove(move);
    record();
    int clockMs = -1;
    if (clock != null && nowMs != NO_TIME) {
      clock.press(nowMs);
      clockMs = clock.remainingMs(mover, nowMs);
    }
    if (plyCount == plies.length) {
      Ply[] more = new Ply[plyCount * 2];
      for (int i = 0; i < plyCount; i++) {
        more[i] = plies[i]; // a loop: System.arraycopy of objects costs the page a type check
      }
      plies = more;
    }
    plies[plyCount++] =
        new Ply(
            move,
            san,
            Uci.toText(move),
            position.hashLo(),
            position.hashHi(),
            position.halfmoveClock(),
            clockMs,
            deadSearchUndecided);
    if (drawOfferBy != NO_SIDE && drawOfferBy != mover) {
      drawOfferBy = NO_SIDE; // 9.1.2.1: moving rejects the opponent's offer
    }
    ChessOutcome automatic = automaticEnding(quiet);
    if (automatic != null) {
      end(automatic, nowMs);
    }
  }

  /** Takes back the last move without touching the clock; see {@link #takeBack(long)}. */
  @Override
  public boolean takeBack() {
    return takeBack(NO_TIME);
  }

  /**
   * Takes back the last move at {@code nowMs}, and with it any ending of the game (the arbiter's, a
   * granted claim's, a resignation, an agreement, a flag fall) and any standing draw offer: the
   * game is then what the same moves without the last one make, with its repetitions and move
   * counters. The FIDE Laws know no takeback; this is for casual play and analysis.
   *
   * <p>The clock is not rewound (see {@link GameClock#takeBack}): no one gets time back, and the
   * side whose move is taken back has the move, and the running clock, again.
   *
   * @return false when no move was played; nothing changes then
   */
  public boolean takeBack(long nowMs) {
    if (plyCount == 0) {
      return false;
    }
    Ply last = plies[--plyCount];
    plies[plyCount] = null;
    position.unmakeMove();
    historySize--;
    deadSearchUndecided = last.deadSearchUndecidedBefore;
    outcome = null; // the game went on after the position before the last move
    drawOfferBy = NO_SIDE;
    if (clock != null && nowMs != NO_TIME) {
      clock.takeBack(position.sideToMove(), nowMs);
    }
    return true;
  }

  /** The endings the arbiter applies after a move without any claim, in order of precedence. */
  private ChessOutcome automaticEnding(boolean quiet) {
    int count = position.legalMoves(moveBuffer, 0);
    if (count == 0) {
      return position.inCheck()
          ? ChessOutcome.checkmateBy(Side.other(position.sideToMove()))
          : ChessOutcome.STALEMATE;
    }
    int dead = DeadPosition.check(position, !(quiet && deadSearchUndecided));
    if (dead == DeadPosition.Check.DEAD) {
      return ChessOutcome.DEAD_POSITION;
    }
    if (!quiet || dead == DeadPosition.Check.UNDECIDED) {
      deadSearchUndecided = dead == DeadPosition.Check.UNDECIDED;
    }
    if (repetitionCount() >= 5) {
      return ChessOutcome.FIVEFOLD_REPETITION;
    }
    if (position.halfmoveClock() >= SEVENTY_FIVE_MOVES) {
      return ChessOutcome.SEVENTY_FIVE_MOVE_RULE;
    }
    return null;
  }

  private void judgeStart() {
    outcome = automaticEnding(false);
  }

  // ---------------------------------------------------------------------------------------------
  // Draw claims (9.2, 9.3, 9.5)
  //
  // The claims answer with the explanation alone and the game's outcome says whether the claim was
  // granted (claimGranted): the judge contract's claims, which the web page calls, then
  // carry no ClaimVerdict record and no Optional into its script.

  /** A claim about the position on the board (9.2.1.2, 9.3.2), without clock. */
  public ClaimVerdict claimDraw() throws InvalidInputException {
    return claimDraw(NO_TIME);
  }

  /**
   * The player having the move claims a draw at {@code nowMs}: the position on the board has
   * appeared three times (9.2.1.2) or the last fifty moves of each player had no capture and no
   * pawn move (9.3.2). Wrong, it is refused with two minutes for the opponent (9.5.3).
   *
   * @throws InvalidInputException when the game is over
   */
  public ClaimVerdict claimDraw(long nowMs) throws InvalidInputException {
    return verdictOfClaim(claimAsItStands(nowMs));
  }

  private Text claimAsItStands(long nowMs) throws InvalidInputException {
    refuseWhenOver(CoreTexts.DRAW_CLAIM);
    if (flagFallen(nowMs)) {
      return CoreTexts.GAME_OVER.with(outcome.reason());
    }
    Text claim = claimName(repetitionCount(), position.halfmoveClock());
    if (claim != null) {
      return grant(claim, nowMs);
    }
    return refuse(position.sideToMove(), repetitionCount(), position.halfmoveClock());
  }

  /** A claim with a declared move (9.2.1.1, 9.3.1), without clock. */
  public ClaimVerdict claimDraw(String move) throws InvalidInputException {
    return claimDraw(move, NO_TIME);
  }

  /**
   * The player having the move declares {@code move} and claims that it produces a position that
   * has then appeared three times (9.2.1.1), or completes fifty moves of each player without
   * capture or pawn move (9.3.1). The move is played either way (see the class comment).
   *
   * @throws InvalidInputException when the move is not legal or the game is over; nothing changes
   */
  public ClaimVerdict claimDraw(String move, long nowMs) throws InvalidInputException {
    Text field = moveField(position, move);
    refuseWhenOver(field, position.fullmoveNumber());
    return verdictOfClaim(claimWith(parse(move, field), nowMs));
  }

  /**
   * The claim with a legal declared move; the explanation, as {@link #claimDraw(String, long)}: the
   * move played, then the ruling on the position it produced ("Nc6 is played; claim refused: ..."),
   * then the game's end when the move itself ended it.
   */
  private Text claimWith(int move, long nowMs) {
    if (flagFallen(nowMs)) {
      return CoreTexts.GAME_OVER.with(outcome.reason());
    }
    int claimant = position.sideToMove();
    Text claim = lookAhead(move);
    int repetitions = aheadRepetitions;
    int halfmoves = aheadHalfmoves;
    Text said = ChessTexts.CLAIM_PLAYED.with(San.toSan(position, move));
    if (claim == null) {
      said = CoreTexts.THEN.with(said, refuse(claimant, repetitions, halfmoves));
    }
    play(move, nowMs);
    if (outcome != null) {
      // The move ended the game by itself (checkmate, stalemate, fivefold ...): a claim is moot.
      return CoreTexts.THEN.with(said, CoreTexts.GAME_OVER.with(outcome.reason()));
    }
    return claim == null ? said : CoreTexts.THEN.with(said, grant(claim, nowMs));
  }

  /**
   * The claim the legal {@code move} would found, or null; leaves the repetitions and half-moves of
   * the position it produces in {@link #aheadRepetitions} and {@link #aheadHalfmoves}.
   */
  private Text lookAhead(int move) {
    position.makeMove(move);
    aheadRepetitions = occurrences(position.hashLo(), position.hashHi(), historySize) + 1;
    aheadHalfmoves = position.halfmoveClock();
    position.unmakeMove();
    return claimName(aheadRepetitions, aheadHalfmoves);
  }

  /** Whether the last claim ended the game on its own ground, not on a move's automatic ending. */
  private boolean claimGranted() {
    return outcome == ChessOutcome.THREEFOLD_REPETITION || outcome == ChessOutcome.FIFTY_MOVE_RULE;
  }

  private ClaimVerdict verdictOfClaim(Text explanation) {
    return new ClaimVerdict(claimGranted(), outcome(), explanation.toString());
  }

  /** Ends the game on the right claim {@code claim} (threefold or fifty moves); the ruling. */
  private Text grant(Text claim, long nowMs) {
    end(
        claim == ChessTexts.THREEFOLD
            ? ChessOutcome.THREEFOLD_REPETITION
            : ChessOutcome.FIFTY_MOVE_RULE,
        nowMs);
    return ChessTexts.CLAIM_GRANTED.with(claim);
  }

  /**
   * The wrong claim's ruling, with what the position counts (how often it has appeared, the
   * half-moves without capture or pawn move), and its penalty (9.5.3).
   */
  private Text refuse(int claimant, int repetitions, int halfmoves) {
    int opponent = Side.other(claimant);
    Text why =
        ChessTexts.CLAIM_REFUSED.with(String.valueOf(repetitions), String.valueOf(halfmoves));
    if (clock != null) {
      clock.addTime(opponent, WRONG_CLAIM_PENALTY_MS);
      why = CoreTexts.THEN.with(why, ChessTexts.CLAIM_PENALTY.with(ChessTexts.side(opponent)));
    }
    drawOfferBy = claimant; // 9.1.2.3: a claim is also a draw offer
    return why;
  }

  // ---------------------------------------------------------------------------------------------
  // Draw offers (9.1.2, 5.2.3)

  /**
   * {@code side} offers a draw; it stands until the opponent accepts, declines or moves.
   *
   * @throws InvalidInputException when the game is over
   */
  public void offerDraw(int side) throws InvalidInputException {
    refuseWhenOver(CoreTexts.DRAW_OFFER);
    drawOfferBy = side;
  }

  /** Accepts the standing offer, without clock. */
  public void acceptDraw(int side) throws InvalidInputException {
    acceptDraw(side, NO_TIME);
  }

  /**
   * {@code side} accepts the opponent's standing offer: the game is drawn (5.2.3).
   *
   * @throws InvalidInputException when no offer of the opponent stands, before both players have
   *     made a move, or when the game is over; the offer keeps standing
   */
  public void acceptDraw(int side, long nowMs) throws InvalidInputException {
    refuseUnlessOffered(side);
    if (!bothHaveMoved()) {
      throw new InvalidInputException(CoreTexts.DRAW_OFFER, ChessTexts.DRAW_TOO_EARLY);
    }
    if (flagFallen(nowMs)) {
      return;
    }
    end(ChessOutcome.AGREEMENT, nowMs);
  }

  /**
   * {@code side} declines the opponent's offer.
   *
   * @throws InvalidInputException when no offer of the opponent stands
   */
  public void declineDraw(int side) throws InvalidInputException {
    refuseUnlessOffered(side);
    drawOfferBy = NO_SIDE;
  }

  /** Accepting or declining needs the opponent's standing offer in a game that goes on. */
  private void refuseUnlessOffered(int side) throws InvalidInputException {
    refuseWhenOver(CoreTexts.DRAW_OFFER);
    if (drawOfferBy != Side.other(side)) {
      throw new InvalidInputException(
          CoreTexts.DRAW_OFFER, CoreTexts.DRAW_NOT_OFFERED.with(ChessTexts.side(Side.other(side))));
    }
  }

  private boolean bothHaveMoved() {
    return plyCount >= 2;
  }

  // ---------------------------------------------------------------------------------------------
  // Resignation and flag fall

  /** {@code side} resigns, without clock. */
  public void resign(int side) throws InvalidInputException {
    resign(side, NO_TIME);
  }

  /**
   * {@code side} resigns (5.1.2): the opponent wins, unless the opponent cannot checkmate by any
   * series of legal moves, and then the game is drawn.
   *
   * @throws InvalidInputException when the game is over
   */
  public void resign(int side, long nowMs) throws InvalidInputException {
    refuseWhenOver(CoreTexts.RESIGNATION);
    if (flagFallen(nowMs)) {
      return;
    }
    end(
        DeadPosition.canCheckmate(position, Side.other(side))
            ? ChessOutcome.resignationBy(side)
            : ChessOutcome.RESIGNATION_DRAW,
        nowMs);
  }

  /**
   * {@code side}'s flag fell on a clock the caller keeps (6.9): the opponent wins, unless the
   * opponent cannot checkmate by any series of legal moves, {@code side}'s pieces helping; then the
   * game is drawn.
   *
   * @throws InvalidInputException when the game is over
   */
  public void flagFell(int side) throws InvalidInputException {
    refuseWhenOver(CoreTexts.FLAG_FALL);
    endOnTime(side, NO_TIME);
  }

  /**
   * Looks at this game's clock at {@code nowMs}: if the running side's flag has fallen the game
   * ends on time (6.9). Returns whether the game is over.
   */
  public boolean checkFlag(long nowMs) {
    if (outcome == null) {
      flagFallen(nowMs);
    }
    return outcome != null;
  }

  /** Ends the game if a flag has fallen by {@code nowMs}; starts the clock at the first action. */
  private boolean flagFallen(long nowMs) {
    if (clock == null || nowMs == NO_TIME) {
      return false;
    }
    int fallen = clock.fallenFlag(position.sideToMove(), nowMs);
    if (fallen == GameClock.NO_SIDE) {
      return false;
    }
    endOnTime(fallen, nowMs);
    return true;
  }

  private void endOnTime(int side, long nowMs) {
    end(
        DeadPosition.canCheckmate(position, Side.other(side))
            ? ChessOutcome.flagFallOf(side)
            : ChessOutcome.FLAG_FALL_DRAW,
        nowMs);
  }

  // ---------------------------------------------------------------------------------------------
  // Helpers

  private void end(ChessOutcome ending, long nowMs) {
    outcome = ending;
    drawOfferBy = NO_SIDE;
    if (clock != null && nowMs != NO_TIME && clock.isStarted()) {
      clock.stop(nowMs);
    }
  }

  private void refuseWhenOver(Text field) throws InvalidInputException {
    refuseWhenOver(field, 0);
  }

  /**
   * @param moveNumber the number of the move {@code field} names, 0 when it names none
   */
  private void refuseWhenOver(Text field, int moveNumber) throws InvalidInputException {
    if (outcome != null) {
      throw new InvalidInputException(
          field, CoreTexts.GAME_OVER.with(outcome.reason()), moveNumber);
    }
  }

  /** Appends the current position to the history. */
  private void record() {
    if (historySize == historyLo.length) {
      historyLo = Arrays.copyOf(historyLo, historySize * 2);
      historyHi = Arrays.copyOf(historyHi, historySize * 2);
    }
    historyLo[historySize] = position.hashLo();
    historyHi[historySize] = position.hashHi();
    historySize++;
  }

  /**
   * How often a position with these hash halves appears among history entries {@code 0..last}.
   * Equal hashes mean the same position in the sense of 9.2.3: the hash covers side to move,
   * castling rights, and the en passant square only when the capture is legal.
   */
  private int occurrences(int lo, int hi, int last) {
    int count = 0;
    for (int i = Math.min(last, historySize - 1); i >= 0; i--) {
      if (historyLo[i] == lo && historyHi[i] == hi) {
        count++;
      }
    }
    return count;
  }

  // ---------------------------------------------------------------------------------------------
  // The judge contract

  @Override
  public Game game() {
    return Chess.GAME;
  }

  @Override
  public int moveAt(int ply) {
    return ply(ply).move();
  }

  /** The adapter replays the game from its start, so that it knows every repetition. */
  @Override
  public SearchPosition searchPosition() {
    ChessSearchPosition p = new ChessSearchPosition(positionOf(startFen));
    for (int i = 0; i < plyCount; i++) {
      p.makeMove(plies[i].move());
    }
    return p;
  }

  /** SAN, or UCI long algebraic, which {@link San#parse} reads too. */
  @Override
  public int parseMove(String text) throws InvalidInputException {
    return San.parse(position, text);
  }

  @Override
  public String engineText(int move) {
    return Uci.toText(move);
  }

  @Override
  public String moveText(int move, String notation) {
    return "uci".equals(notation) ? Uci.toText(move) : San.toSan(position, move);
  }

  @Override
  public String describe(int move) {
    int piece = position.pieceAt(Move.from(move));
    return (Piece.side(piece) == Side.FIRST ? "WHITE " : "BLACK ")
        + Piece.typeName(Piece.type(piece))
        + " from "
        + Square.name(Move.from(move))
        + " to "
        + Square.name(Move.to(move));
  }

  @Override
  public Outcome verdict() {
    return outcome;
  }

  /** False: no chess rule loses on a move's repetition. */
  @Override
  public boolean wouldLoseOnTheSpot(int move) {
    return false;
  }

  @Override
  public boolean risksLosing(int move) {
    return false;
  }

  @Override
  public Text claimableDrawName() {
    return outcome == null ? claimName(repetitionCount(), position.halfmoveClock()) : null;
  }

  @Override
  public boolean claimDrawAsItStands() {
    try {
      claimAsItStands(NO_TIME);
    } catch (InvalidInputException e) {
      return false; // the game is over: nothing to claim
    }
    return claimGranted();
  }

  /**
   * What the player having the move could claim by declaring the legal {@code move}: the position
   * it produces will have appeared three times (9.2.1.1), or it completes fifty moves of each
   * player without capture or pawn move (9.3.1); null when the game is over.
   */
  @Override
  public Text claimableDrawName(int move) {
    return outcome != null || !isLegal(move) ? null : lookAhead(move);
  }

  @Override
  public Text claimDrawWithMove(int move) throws InvalidInputException {
    refuseUnlessPlayable(move);
    return claimWith(move, NO_TIME);
  }

  /** Null: no chess rule loses on a move's repetition. */
  @Override
  public Outcome lossOnTheSpot(int move) {
    return null;
  }

  @Override
  public char pieceLetterAt(int square) {
    int piece = position.pieceAt(square);
    return piece == Piece.NONE ? 0 : Piece.fenLetter(piece);
  }

  @Override
  public int checkedKingSquare() {
    return position.inCheck() ? position.kingSquare(position.sideToMove()) : -1;
  }

  /**
   * PGN with the players as the White and Black tags. A game ended outside the judge (a match's
   * move cap) is written as a draw with Termination "adjudication" (PGN standard 9.8.1) and the
   * reason after the last move, the way cutechess-cli writes an adjudicated game: a "*" would leave
   * rating tools (Ordo, BayesElo) out of step with the match's own score, as they skip unfinished
   * games.
   */
  @Override
  public String record(String first, String second, String adjudication) {
    java.util.Map<String, String> tags = new java.util.LinkedHashMap<>();
    tags.put("White", first);
    tags.put("Black", second);
    PgnGame record = Pgn.of(this, tags);
    if (isOver() || adjudication == null) {
      return Pgn.write(record);
    }
    java.util.Map<String, String> ended = new java.util.LinkedHashMap<>(record.tags());
    ended.put("Termination", "adjudication");
    return Pgn.write(
        Pgn.ended(
            ended,
            record.startFen(),
            record.moves(),
            adjudication.toLowerCase(java.util.Locale.ROOT),
            DRAW));
  }

  /**
   * Keeps the tags and the result of the PGN the game was read from, for {@link #annotatedRecord}.
   */
  void keepRecord(StringList tags, String result) {
    recordTags = tags;
    recordResult = result;
  }

  /** The tags of the PGN the game was read from (not to change). */
  StringList recordTags() {
    return recordTags;
  }

  /** A main-line comment of the PGN the game is read from, after the moves played so far. */
  void keepComment(String text) {
    int ply = plyCount() - 1;
    recordComments.add(Integer.toString(ply));
    recordComments.add(ply < 0 ? "" : ply(ply).uci());
    recordComments.add(text);
  }

  /**
   * The kept comments after ply {@code ply} (-1: before the first move) if the game's move there is
   * still the record's.
   */
  StringList recordComments(int ply) {
    StringList out = new StringList();
    String at = Integer.toString(ply);
    String uci = ply < 0 ? "" : ply(ply).uci();
    for (int i = 0; i + 2 < recordComments.size(); i += 3) {
      if (recordComments.get(i).equals(at) && recordComments.get(i + 1).equals(uci)) {
        out.add(recordComments.get(i + 2));
      }
    }
    return out;
  }

  /** The result of the PGN the game was read from, or "*". */
  String recordResult() {
    return recordResult;
  }

  /** SAN, the one notation of chess records. */
  @Override
  public String recordNotation() {
    return "san";
  }

  @Override
  public String annotatedRecord(String[] tags, String notation, MoveNotes[] notes) {
    StringList all = new StringList();
    for (int i = 0; i + 1 < tags.length; i += 2) {
      all.putPair(tags[i], tags[i + 1]);
    }
    return Pgn.writeAnnotated(this, all, notes);
  }

  /** PGN with White and Black named, the other tags, SAN moves and their clock comments. */
  @Override
  public String record(
      String first, String second, String[] tags, String notation, int[] clockMillis) {
    StringList all = new StringList();
    for (int i = 0; i + 1 < tags.length; i += 2) {
      all.putPair(tags[i], tags[i + 1]);
    }
    all.putPair("White", first);
    all.putPair("Black", second);
    return Pgn.write(this, all, clockMillis);
  }

  private static ChessPosition positionOf(String fen) {
    try {
      return ChessPosition.fromFen(fen);
    } catch (InvalidInputException e) {
      throw new IllegalStateException("the game's own start FEN was rejected", e);
    }
  }
}
