package alfil.core;

/**
 * What the game-agnostic search ({@code alfil.search}) needs from a position beyond the rules:
 * tactical moves for quiescence, move-ordering facts, a null move, a static evaluation and the
 * game's verdict on repetitions and move-count rules. Each game implements it beside its rules
 * (chess and xiangqi evaluation packages); the search never names a game.
 *
 * <p>Like {@link GamePosition}, no method allocates; every method except {@link #makeNullMove} and
 * {@link #unmakeNullMove} leaves the position as it was.
 */
public interface SearchPosition extends GamePosition {

  /** {@link #ruleStatus}: the game goes on. */
  int RULE_NONE = 0;

  /** {@link #ruleStatus}: the game is drawn here (repetition, move-count rule, dead material). */
  int RULE_DRAW = 1;

  /** {@link #ruleStatus}: the side to move has lost by rule (xiangqi: it checked perpetually). */
  int RULE_LOSS = 2;

  /** {@link #ruleStatus}: the side to move has won by rule (its opponent checked perpetually). */
  int RULE_WIN = 3;

  /**
   * Writes the legal captures and promotions of the side to move from {@code offset} on and returns
   * their count (quiescence search). Only called when the side to move is not in check.
   */
  int tacticalMoves(int[] moves, int offset);

  /** Whether a legal move of this position captures or promotes (it is not a quiet move). */
  boolean isTactical(int move);

  /**
   * What a legal move of this position wins at once, in centipawns: the value of the captured piece
   * plus, for a promotion, the promoted piece's gain over a pawn. 0 for a quiet move.
   */
  int gainValue(int move);

  /** The value of the piece that a legal move of this position moves, in centipawns. */
  int moverValue(int move);

  /**
   * The kind of piece that a legal move of this position moves, as a code from 0 to 7 (the game's
   * own piece type). The search keys its continuation statistics on it and the move's target.
   */
  int moverType(int move);

  /**
   * A static exchange estimate of a legal move, in centipawns, from the mover's view: negative when
   * the move loses material against best recaptures (a quiet move: when its piece can be taken for
   * less). An implementation may approximate (for example: gain minus mover value when the target
   * square is defended), but a move to an undefended square is never negative.
   */
  int staticExchange(int move);

  /**
   * Whether a legal move loses material by exchange: it wins less than its piece is worth and its
   * static exchange is negative (the dearer test, asked only when the first does not settle it).
   */
  default boolean losesExchange(int move) {
    return gainValue(move) < moverValue(move) && staticExchange(move) < 0;
  }

  /** Static evaluation in centipawns from the side to move's view (a chess knight is about 300). */
  int evaluate();

  /**
   * Whether passing the move is a safe guess here (null-move pruning): false when zugzwang is
   * likely, such as chess with only king and pawns left to the side to move, or xiangqi without
   * enough attacking pieces.
   */
  boolean nullMoveSafe();

  /**
   * Passes the move: the other side moves next, the hash changes accordingly. A repetition is never
   * detected across a null move.
   */
  void makeNullMove();

  /** Takes back the null move made last. */
  void unmakeNullMove();

  /**
   * The game's verdict on the current position reached {@code pliesFromRoot} moves after the search
   * root: {@link #RULE_NONE}, {@link #RULE_DRAW}, {@link #RULE_LOSS} or {@link #RULE_WIN} for the
   * side to move. A position that repeats one inside the search (after the root) counts as a
   * repetition at once; one that only repeats the game's history before the root needs the game's
   * full count. Checkmate and stalemate are not reported here (the search sees them by having no
   * legal move).
   */
  int ruleStatus(int pliesFromRoot);

  /** Whether having no legal move while not in check loses (xiangqi) rather than draws (chess). */
  boolean stalemateLoses();

  /**
   * How many centipawns the side to move at the root would give up to avoid a draw by repetition: 0
   * for chess, a small positive number for xiangqi.
   */
  int drawContempt();

  /**
   * A 32-bit hash of the position's slow-changing structure (chess: the pawns; xiangqi: soldiers,
   * advisors and elephants), which keys the search's correction of the static evaluation.
   */
  int structureKey();
}
