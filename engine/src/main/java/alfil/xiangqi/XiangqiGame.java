package alfil.xiangqi;

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
import java.util.List;

/**
 * A xiangqi game: the start position, the moves, the record's tags, and the judge that says after
 * every move whether and how the game ended (Asian / AXF rules as Pikafish implements them,
 * rules.md).
 *
 * <p>After each move, in this order:
 *
 * <ol>
 *   <li>the side to move has no legal move: it loses, by checkmate when in check, else by
 *       stalemate;
 *   <li>the position (same side to move) occurs for the third time since the last capture: the
 *       {@link XiangqiJudge} examines the moves from its first occurrence to now (both cycles), and
 *       the game ends in a perpetual check or chase loss or in a draw by repetition;
 *   <li>60 moves each (120 plies) without a capture: draw (Chinese rules; AXF uses 50). As in
 *       Pikafish, a side's checks beyond the tenth in that span, and the replies to them, are not
 *       counted, so that a stream of checks cannot run out the clock;
 *   <li>neither side has a chariot, cannon, horse or soldier: draw.
 * </ol>
 *
 * <p><b>When a perpetual is ruled.</b> The verdict, draw or loss, is given on the third occurrence
 * of a position, whichever side's move completes it, over the two full cycles since the first
 * occurrence; the losing side is the one that checked or chased, which need not be the side that
 * moved last. Why the third: the Chinese Xiangqi Association's rules and the AXF rules let a
 * forbidden perpetual be played once and require the offender to change ("must change, else loses")
 * when it would go round again, and arbiters rule when the same cycle has come round a second time;
 * the common GUIs over Pikafish and Fairy-Stockfish adjudicate at the same point (three-fold).
 * Pikafish inside its search scores a forbidden perpetual already at the first repetition after the
 * root, so its search never walks into one: {@link #risksPerpetual} gives callers that earlier
 * warning (second occurrence), and {@link #wouldLoseOnTheSpot} the certain one.
 *
 * <p>Declared endings (resignation, flag fall, agreement) are told to the game. A rejected move or
 * declaration leaves the game as it was. Moves are ints in the {@link alfil.core.Move} layout, as
 * {@link XiangqiPosition} makes them.
 *
 * <p>An optional {@link GameClock}, as {@code alfil.chess.ChessGame} has: methods with a {@code
 * nowMs} argument drive it (the time of the action, from the caller's time source; the clock starts
 * at the first timed action), their overloads without it leave it alone. A flag that has fallen by
 * an action's time ends the game before the action, and in xiangqi a flag fall loses whatever
 * material is left (Asian rules; FIDE's draw when the opponent cannot mate has no counterpart).
 */
public final class XiangqiGame implements Judge {
  /** 60 moves each without a capture (Chinese rules, rules.md). */
  public static final int MOVE_LIMIT_PLIES = 120;

  /** Checks per side in the move-limit span that still count (Pikafish's check10). */
  public static final int COUNTED_CHECKS = 10;

  private static final int C_RULE60 = 0;
  private static final int C_CHECKS = 1;
  private static final int C_STRIDE = 3;

  /** Absent time: the action does not touch the clock. */
  private static final long NO_TIME = Long.MIN_VALUE;

  private final String startFen;
  private final XiangqiPosition position;
  private final GameClock clock;
  private final XiangqiJudge judge = new XiangqiJudge();
  private final int[] scratch = new int[GamePosition.MAX_MOVES];
  // The record's tags in the order first set: name, value, name, value, ... (in a StringList, not
  // a map: the page's script then carries no collection classes, its SizeBudget).
  private final StringList tags = new StringList();

  /** The notation of the record the game was read from (wxf, iccs, chinese). */
  private String recordNotation = Xiangqi.WXF;

  /**
   * Per ply k (the state after k moves): the plies counted towards the move limit, then Red's and
   * Black's checks in that span (Pikafish's rule60 and check10).
   */
  private int[] counters = new int[64 * C_STRIDE];

  private XiangqiOutcome outcome;

  /** The side whose draw offer stands, or -1. */
  private int drawOfferBy = -1;

  /** A game from the start position. */
  public XiangqiGame() {
    this(XiangqiPosition.start(), null);
  }

  private XiangqiGame(XiangqiPosition start, GameClock clock) {
    this.position = start;
    this.clock = clock;
    this.startFen = start.toFen();
    counters[C_RULE60] = start.halfmoveClock();
    outcome = judgeNow();
  }

  /**
   * A game from a FEN position.
   *
   * @throws InvalidInputException naming the FEN field and the reason
   */
  public static XiangqiGame fromFen(String fen) throws InvalidInputException {
    return new XiangqiGame(XiangqiFen.parse(fen), null);
  }

  /** A game from the start position on {@code clock} (which must not have started). */
  public static XiangqiGame newGame(GameClock clock) {
    return new XiangqiGame(XiangqiPosition.start(), clock);
  }

  /**
   * A game from a FEN position on {@code clock} (may be null: no clock).
   *
   * @throws InvalidInputException naming the FEN field and the reason
   */
  public static XiangqiGame fromFen(String fen, GameClock clock) throws InvalidInputException {
    return new XiangqiGame(XiangqiFen.parse(fen), clock);
  }

  /** The clock, or null when the game has none. */
  public GameClock clock() {
    return clock;
  }

  // ---------------------------------------------------------------- the record

  /** The start position's FEN. */
  public String startFen() {
    return startFen;
  }

  /** Moves played (plies). */
  public int plyCount() {
    return position.historyLength();
  }

  /** The {@code ply}-th move played, 0 = the first. */
  public int move(int ply) {
    return position.historyMove(ply);
  }

  /** All moves played, in order. */
  public int[] moves() {
    int[] result = new int[plyCount()];
    for (int i = 0; i < result.length; i++) {
      result[i] = position.historyMove(i);
    }
    return result;
  }

  /** A copy of the current position, its history included (repetitions stay visible). */
  public XiangqiPosition position() {
    return position.copy();
  }

  /** The live position, for this package's readers; never handed out. */
  XiangqiPosition positionView() {
    return position;
  }

  /** The current position's FEN. */
  public String fen() {
    return position.toFen();
  }

  public int sideToMove() {
    return position.sideToMove();
  }

  /** The move number of the side to move (FEN fullmove field): "move 12" in messages. */
  public int moveNumber() {
    return position.fullmoveNumber();
  }

  /** Whether {@code move} is legal in the current position (the game may be over). */
  public boolean isLegal(int move) {
    int n = position.legalMoves(scratch, 0);
    for (int i = 0; i < n; i++) {
      if (scratch[i] == move) {
        return true;
      }
    }
    return false;
  }

  /** A tag of the record ({@code Event}, {@code Red}, ...), or null when not set. */
  public String tag(String name) {
    return tags.pairValue(name);
  }

  /** Sets a tag; a null value removes it. */
  public void setTag(String name, String value) {
    int i = tags.pairIndex(name);
    if (value != null) {
      tags.putPair(name, value);
    } else if (i >= 0) {
      tags.remove(i + 1);
      tags.remove(i);
    }
  }

  /** The names of the tags set, in the order they were first set. */
  public List<String> tagNames() {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < tags.size(); i += 2) {
      names.add(tags.get(i));
    }
    return names;
  }

  /** The tags set, name, value, name, value, ..., for the record's writer (not to change). */
  StringList tagPairs() {
    return tags;
  }

  // ---------------------------------------------------------------- outcome

  public boolean isOver() {
    return outcome != null;
  }

  /** How the game ended, or null while it goes on. */
  public XiangqiOutcome outcome() {
    return outcome;
  }

  /**
   * Plies counted towards the move limit since the last capture (a side's checks beyond the tenth
   * and the replies to them not counted); the game is drawn at {@link #MOVE_LIMIT_PLIES}.
   */
  public int pliesTowardMoveLimit() {
    return counters[plyCount() * C_STRIDE + C_RULE60];
  }

  // ---------------------------------------------------------------- playing

  /**
   * Plays a move through the judge; {@link #outcome()} tells afterwards whether it ended the game.
   *
   * @throws InvalidInputException when the game is over or the move is not legal here (the game is
   *     left as it was)
   */
  public void play(int move) throws InvalidInputException {
    refuseUnlessPlayable(move);
    playLegal(move);
  }

  /**
   * Plays a move made at {@code nowMs} and presses the clock, as {@link #play(int)} does without
   * one. If the mover's flag had already fallen, the game ends on time instead and the move is not
   * played.
   *
   * @throws InvalidInputException when the game is over or the move is not legal here (the game and
   *     its clock are left as they were)
   */
  public void play(int move, long nowMs) throws InvalidInputException {
    refuseUnlessPlayable(move);
    if (flagFallen(nowMs)) {
      return;
    }
    playLegal(move);
    if (clock != null && nowMs != NO_TIME) {
      clock.press(nowMs);
      stopClockIfOver(nowMs);
    }
  }

  private void refuseUnlessPlayable(int move) throws InvalidInputException {
    Text field = moveField(moveNumber(), Iccs.toText(move));
    refuseWhenOver(field, moveNumber());
    if (!isLegal(move)) {
      throw new InvalidInputException(field, CoreTexts.MOVE_ILLEGAL, moveNumber());
    }
  }

  /** "move 12 'C2.5'": the move {@code text} as the move number {@code number}. */
  static Text moveField(int number, String text) {
    return CoreTexts.RECORD_MOVE.with(
        String.valueOf(number), text == null ? "" : Echo.clip(text.trim()));
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

  private void playLegal(int move) {
    if (drawOfferBy != position.sideToMove()) {
      drawOfferBy = -1; // moving declines the opponent's offer
    }
    apply(move);
    setTag("Result", null);
    outcome = judgeNow();
  }

  /**
   * Plays a move written in ICCS, WXF or Chinese notation (recognised from the text, {@link
   * XiangqiRecord#parseMove}) and returns it.
   *
   * @throws InvalidInputException naming the move number and text and why it was rejected
   */
  public int play(String text) throws InvalidInputException {
    return play(text, NO_TIME);
  }

  /**
   * Plays a move written in ICCS, WXF or Chinese notation made at {@code nowMs}, as {@link
   * #play(int, long)} does, and returns it.
   *
   * @throws InvalidInputException naming the move number and text and why it was rejected
   */
  public int play(String text, long nowMs) throws InvalidInputException {
    int number = moveNumber();
    Text field = moveField(number, text);
    refuseWhenOver(field, number);
    int move;
    try {
      move = XiangqiRecord.parseMove(position, text);
    } catch (InvalidInputException e) {
      throw e.about(field, number);
    }
    play(move, nowMs);
    return move;
  }

  /**
   * Takes back the last move and any ending (the judge's or a declared one) with it.
   *
   * @return false when no move was played
   */
  public boolean takeBack() {
    if (plyCount() == 0) {
      return false;
    }
    position.unmakeMove();
    setTag("Result", null);
    outcome = judgeNow();
    drawOfferBy = -1;
    return true;
  }

  /**
   * Takes back the last move at {@code nowMs}, as {@link #takeBack()} does; the clock is not
   * rewound ({@link GameClock#takeBack}): no one gets time back, and the side whose move is taken
   * back has the move, and the running clock, again.
   *
   * @return false when no move was played; nothing changes then
   */
  public boolean takeBack(long nowMs) {
    if (!takeBack()) {
      return false;
    }
    if (clock != null) {
      clock.takeBack(position.sideToMove(), nowMs);
    }
    return true;
  }

  /** {@code side} resigns; the other side wins. */
  public void resign(int side) {
    declare(XiangqiOutcome.win(Side.other(side), XiangqiOutcome.RESIGNATION));
  }

  /** {@code side} resigns at {@code nowMs}, unless its flag had fallen by then (a loss on time). */
  public void resign(int side, long nowMs) {
    refuseWhenOver();
    if (!flagFallen(nowMs)) {
      resign(side);
      stopClockIfOver(nowMs);
    }
  }

  /** {@code side}'s flag fell (the clock says so, the judge is told): the other side wins. */
  public void flagFell(int side) {
    declare(XiangqiOutcome.win(Side.other(side), XiangqiOutcome.FLAG_FALL));
  }

  /**
   * Looks at this game's clock at {@code nowMs}: if the running side's flag has fallen, the game
   * ends on time. Returns whether the game is over.
   */
  public boolean checkFlag(long nowMs) {
    if (outcome == null) {
      flagFallen(nowMs);
    }
    return outcome != null;
  }

  /** The players agreed to a draw. */
  public void agreeDraw() {
    declare(XiangqiOutcome.DRAW_BY_AGREEMENT);
  }

  /** The players agreed to a draw at {@code nowMs}, unless a flag had fallen by then. */
  public void agreeDraw(long nowMs) {
    refuseWhenOver();
    if (!flagFallen(nowMs)) {
      agreeDraw();
      stopClockIfOver(nowMs);
    }
  }

  /**
   * {@code side} offers a draw; it stands until the opponent accepts, declines or moves. Under the
   * Asian rules an agreement needs no move first.
   *
   * @throws InvalidInputException when the game is over
   */
  @Override
  public void offerDraw(int side) throws InvalidInputException {
    refuseWhenOver(CoreTexts.DRAW_OFFER, 0);
    drawOfferBy = side;
  }

  @Override
  public int drawOfferBy() {
    return outcome == null ? drawOfferBy : -1;
  }

  @Override
  public void acceptDraw(int side) throws InvalidInputException {
    refuseUnlessOffered(side);
    agreeDraw();
  }

  @Override
  public void declineDraw(int side) throws InvalidInputException {
    refuseUnlessOffered(side);
    drawOfferBy = -1;
  }

  private void refuseUnlessOffered(int side) throws InvalidInputException {
    refuseWhenOver(CoreTexts.DRAW_OFFER, 0);
    if (drawOfferBy != Side.other(side)) {
      throw new InvalidInputException(
          CoreTexts.DRAW_OFFER,
          CoreTexts.DRAW_NOT_OFFERED.with(XiangqiTexts.side(Side.other(side))));
    }
  }

  private void declare(XiangqiOutcome declared) {
    refuseWhenOver();
    outcome = declared;
  }

  private void refuseWhenOver() {
    if (outcome != null) {
      throw new IllegalStateException("the game is already over: " + outcome.text());
    }
  }

  /**
   * Ends the game on time if a flag has fallen by {@code nowMs}, and says whether it did; starts
   * the clock at the first timed action.
   */
  private boolean flagFallen(long nowMs) {
    if (clock == null || nowMs == NO_TIME) {
      return false;
    }
    int fallen = clock.fallenFlag(position.sideToMove(), nowMs);
    if (fallen == GameClock.NO_SIDE) {
      return false;
    }
    flagFell(fallen);
    stopClockIfOver(nowMs);
    return true;
  }

  private void stopClockIfOver(long nowMs) {
    if (outcome != null && clock != null && nowMs != NO_TIME && clock.isStarted()) {
      clock.stop(nowMs);
    }
  }

  // ---------------------------------------------------------------- questions before a move

  /**
   * Whether playing {@code move} now would lose the game at once for a forbidden perpetual: it
   * completes the third occurrence of a position and the cycles show the mover checking or chasing
   * perpetually. For the AI and the page to refuse such a move. False for an illegal move or when
   * the game is over. Allocates nothing.
   */
  public boolean wouldLoseOnTheSpot(int move) {
    return lossOnTheSpot(move) != null;
  }

  /**
   * The loss {@link #wouldLoseOnTheSpot} foresees ({@code black wins by perpetual check} for a move
   * of Red's), or null. Allocates nothing.
   */
  @Override
  public XiangqiOutcome lossOnTheSpot(int move) {
    if (outcome != null || !isLegal(move)) {
      return null;
    }
    int mover = position.sideToMove();
    position.makeMove(move);
    XiangqiOutcome loss = null;
    int first = occurrence(2);
    if (first >= 0) {
      XiangqiOutcome verdict = judge.cycleVerdict(position, plyCount() - first);
      loss = verdict.loser() == mover ? verdict : null;
    }
    position.unmakeMove();
    return loss;
  }

  /**
   * Whether {@code move} repeats a position (second or later occurrence) through a cycle in which
   * the mover checks or chases perpetually: the warning before the forbidden pattern goes round
   * again (Pikafish's search treats this as a loss already). Also true whenever {@link
   * #wouldLoseOnTheSpot} is. False for an illegal move or when the game is over. Allocates nothing.
   */
  public boolean risksPerpetual(int move) {
    if (outcome != null || !isLegal(move)) {
      return false;
    }
    int mover = position.sideToMove();
    position.makeMove(move);
    boolean risk = false;
    int last = occurrence(1);
    if (last >= 0) {
      risk = judge.cycleVerdict(position, plyCount() - last).loser() == mover;
      int first = occurrence(2);
      if (!risk && first >= 0) {
        risk = judge.cycleVerdict(position, plyCount() - first).loser() == mover;
      }
    }
    position.unmakeMove();
    return risk;
  }

  // ---------------------------------------------------------------- the judge

  private void apply(int move) {
    int k = plyCount();
    int us = position.sideToMove();
    int them = Side.other(us);
    boolean capture = position.isCapture(move);
    boolean wasInCheck = position.inCheck();
    position.makeMove(move);
    boolean gaveCheck = position.inCheck();
    int base = k * C_STRIDE;
    int rule60 = counters[base + C_RULE60];
    int ourChecks = counters[base + C_CHECKS + us];
    int theirChecks = counters[base + C_CHECKS + them];
    // Pikafish's do_move: a check beyond the tenth is not counted, nor the reply to one.
    if (!gaveCheck || ++ourChecks <= COUNTED_CHECKS) {
      if (theirChecks > COUNTED_CHECKS && wasInCheck) {
        theirChecks++;
      } else {
        rule60++;
      }
    }
    if (capture) {
      rule60 = 0;
      ourChecks = 0;
      theirChecks = 0;
    }
    int next = base + C_STRIDE;
    if (next + C_STRIDE > counters.length) {
      counters = java.util.Arrays.copyOf(counters, counters.length * 2);
    }
    counters[next + C_RULE60] = rule60;
    counters[next + C_CHECKS + us] = ourChecks;
    counters[next + C_CHECKS + them] = theirChecks;
  }

  /** The ending the current position brings, or null (see the class comment for the order). */
  private XiangqiOutcome judgeNow() {
    int side = position.sideToMove();
    if (position.legalMoves(scratch, 0) == 0) {
      return XiangqiOutcome.win(
          Side.other(side),
          position.inCheck() ? XiangqiOutcome.CHECKMATE : XiangqiOutcome.STALEMATE);
    }
    int first = occurrence(2);
    if (first >= 0) {
      return judge.cycleVerdict(position, plyCount() - first);
    }
    if (pliesTowardMoveLimit() >= MOVE_LIMIT_PLIES) {
      return XiangqiOutcome.DRAW_BY_MOVE_LIMIT;
    }
    if (insufficientMaterial()) {
      return XiangqiOutcome.DRAW_BY_INSUFFICIENT_MATERIAL;
    }
    return null;
  }

  /**
   * The ply at which the current position (same side to move) occurred for the {@code back}-th time
   * counting back from now (1 = the most recent earlier occurrence), or -1. Only positions since
   * the last capture can be equal.
   */
  private int occurrence(int back) {
    int n = plyCount();
    int lo = position.hashLo();
    int hi = position.hashHi();
    int oldest = n - Math.min(position.halfmoveClock(), n);
    int found = 0;
    for (int i = n - 2; i >= oldest; i -= 2) {
      if (position.historyHashLo(i) == lo && position.historyHashHi(i) == hi && ++found == back) {
        return i;
      }
    }
    return -1;
  }

  /** Neither side has a chariot, cannon, horse or soldier (rules.md). */
  private boolean insufficientMaterial() {
    for (int id = 0; id < 2 * XiangqiPosition.SLOTS_PER_SIDE; id++) {
      int p = position.pointOfPieceId(id);
      if (p == 0) {
        continue;
      }
      int type = XiangqiPiece.type(position.pieceAt(p));
      if (type == XiangqiPiece.CHARIOT
          || type == XiangqiPiece.CANNON
          || type == XiangqiPiece.HORSE
          || type == XiangqiPiece.SOLDIER) {
        return false;
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- the judge contract

  @Override
  public Game game() {
    return Xiangqi.GAME;
  }

  @Override
  public int moveAt(int ply) {
    return move(ply);
  }

  @Override
  public SearchPosition searchPosition() {
    // The position copy carries the game's history, which the adapter reads for repetitions.
    return new XiangqiSearchPosition(position());
  }

  @Override
  public int parseMove(String text) throws InvalidInputException {
    return XiangqiRecord.parseMove(position, text);
  }

  @Override
  public String engineText(int move) {
    return Iccs.toText(move);
  }

  /**
   * Chinese in traditional characters, the script the page's pieces show (帥 俥 傌, 將 車 馬 砲), or in
   * simplified ones ({@code chinese-simplified}); else WXF.
   */
  @Override
  public String moveText(int move, String notation) {
    return Xiangqi.isChinese(notation)
        ? ChineseNotation.toText(position, move, Xiangqi.CHINESE.equals(notation))
        : "iccs".equals(notation) ? Iccs.toText(move) : Wxf.toText(position, move);
  }

  @Override
  public String describe(int move) {
    int piece = position.pieceAt(Move.from(move));
    return (XiangqiPiece.side(piece) == Side.FIRST ? "RED" : "BLACK")
        + " "
        + XiangqiPiece.typeName(XiangqiPiece.type(piece))
        + " from "
        + XiangqiGeometry.name(Move.from(move))
        + " to "
        + XiangqiGeometry.name(Move.to(move));
  }

  @Override
  public Outcome verdict() {
    return outcome;
  }

  @Override
  public boolean risksLosing(int move) {
    return risksPerpetual(move);
  }

  /** Null: xiangqi has no claims, its judge rules every repetition itself. */
  @Override
  public Text claimableDrawName() {
    return null;
  }

  @Override
  public boolean claimDrawAsItStands() {
    return false;
  }

  @Override
  public Text claimableDrawName(int move) {
    return null;
  }

  /**
   * @throws InvalidInputException always: xiangqi has no draw claims
   */
  @Override
  public Text claimDrawWithMove(int move) throws InvalidInputException {
    throw new InvalidInputException(CoreTexts.DRAW_CLAIM, XiangqiTexts.CLAIM_NONE);
  }

  @Override
  public char pieceLetterAt(int square) {
    int piece = position.pieceAt(square);
    return piece == XiangqiPiece.EMPTY ? 0 : XiangqiPiece.fenLetter(piece);
  }

  @Override
  public int checkedKingSquare() {
    return position.inCheck() ? position.generalPoint(position.sideToMove()) : -1;
  }

  /**
   * The record form with the players' names as the Red and Black tags. A game ended outside the
   * judge is written as a draw with Termination "adjudication", as cutechess-cli writes one, so
   * that rating tools agree with the match's own score.
   */
  @Override
  public String record(String first, String second, String adjudication) {
    setTag("Red", first);
    setTag("Black", second);
    if (isOver() || adjudication == null) {
      return XiangqiRecord.write(this);
    }
    setTag("Result", DRAW);
    setTag("Termination", "adjudication");
    return XiangqiRecord.writeEnded(this, adjudication);
  }

  /** Sets the notation of the record the game was read from ({@link XiangqiRecord#read}). */
  void setRecordNotation(String notation) {
    recordNotation = notation;
  }

  @Override
  public String recordNotation() {
    return recordNotation;
  }

  /** The record form with the game's tags and {@code tags} over them, and the notes. */
  @Override
  public String annotatedRecord(String[] tags, String notation, MoveNotes[] notes) {
    StringList extra = new StringList();
    for (int i = 0; i + 1 < tags.length; i += 2) {
      extra.putPair(tags[i], tags[i + 1]);
    }
    return XiangqiRecord.writeAnnotated(
        this, extra, notation == null ? recordNotation : notation, notes);
  }

  /** The record form with Red and Black named, the other tags set on the game, and the clocks. */
  @Override
  public String record(
      String first, String second, String[] tags, String notation, int[] clockMillis) {
    for (int i = 0; i + 1 < tags.length; i += 2) {
      setTag(tags[i], tags[i + 1]);
    }
    setTag("Red", first);
    setTag("Black", second);
    return XiangqiRecord.write(this, notation, clockMillis);
  }
}
