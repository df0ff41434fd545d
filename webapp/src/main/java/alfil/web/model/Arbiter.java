package alfil.web.model;

import alfil.core.Side;
import alfil.core.Text;
import alfil.web.game.GameRules;
import alfil.web.text.PageTexts;

/**
 * The arbiter's side of the game on the page: the resignation waiting for its confirmation (as
 * lichess asks), the draw claim armed for the next move (FIDE 9.2.1.1, 9.3.1), the engine's answer
 * to a draw offer, and what the controls offer now. Every ruling is the judge's, asked through
 * {@link GameRules}; the game's model holds this and is its only caller.
 */
public final class Arbiter {
  /** The steps of a resignation: asked, confirmed, cancelled. */
  public static final int ASK = 0;

  public static final int YES = 1;
  public static final int NO = 2;

  /**
   * The engine accepts a draw only when its own search scores the game this much or more against it
   * (centipawns, its own view): two pawns down it is clearly worse, and half a point is a gain. A
   * level game is never agreed drawn: a draw offer is no way to take half a point from the
   * strongest level (lichess's engine declines them all; pychess's accepts when it is lost).
   */
  static final int ENGINE_ACCEPTS_AT_MOST = -200;

  private boolean confirming;
  private boolean claimArmed;
  private boolean searched;
  private int score;

  /** Set by {@link #refresh}: what the controls offer now. */
  private boolean open;

  private Text claimable;
  private boolean claimWithMove;
  private int offerBy = -1;

  void reset() {
    confirming = false;
    claimArmed = false;
    searched = false;
  }

  /** The engine's last completed search scored the game {@code value} (its own view). */
  void engineSearched(int value) {
    searched = true;
    score = value;
  }

  /** A depth of the engine's search in progress scored the game {@code value}. */
  void engineProgress(int value) {
    if (searched) {
      score = value;
    }
  }

  void askResign(boolean asking) {
    confirming = asking;
  }

  void toggleClaim() {
    claimArmed = !claimArmed;
  }

  /**
   * The engine's rule for a draw offer (see {@link #ENGINE_ACCEPTS_AT_MOST}): after its first
   * completed search in the game, a score at or below the bound; a mate against it is far below.
   */
  static boolean engineAccepts(boolean searched, int score) {
    return searched && score <= ENGINE_ACCEPTS_AT_MOST;
  }

  /**
   * Against the engine ({@code engine} its side, -1 between two players), its answer to the
   * player's standing draw offer, given at once: null when it accepts (the game is drawn) or there
   * is nothing to answer; else that it declines, with the judge's reason when it would have
   * accepted but the rules did not allow an agreement yet (chess: FIDE 5.2.3).
   */
  Text engineAnswers(GameRules rules, int engine) {
    if (engine < 0 || rules.drawOfferBy() != Side.other(engine)) {
      return null;
    }
    Text refused =
        engineAccepts(searched, score) ? rules.declare(GameRules.ACCEPT_DRAW, engine) : null;
    if (engineAccepts(searched, score) && refused == null) {
      return null;
    }
    rules.declare(GameRules.DECLINE_DRAW, engine);
    return refused == null
        ? PageTexts.ENGINE_DECLINES
        : PageTexts.ENGINE_DECLINES_BECAUSE.with(refused);
  }

  /**
   * Plays a legal move: as the declared move of the armed draw claim, else plainly. A wrong claim
   * is the judge's to refuse (FIDE 9.5.3), and its draw offer the engine's to answer (9.1.2.3).
   *
   * @param engine the engine's side, or -1 between two players
   * @return the ruling on a claim (and the engine's answer), or null for a plain move
   */
  Text play(GameRules rules, int move, int engine) {
    if (!claimArmed) {
      rules.play(move);
      return null;
    }
    claimArmed = false;
    Text ruling = rules.claimDrawWithMove(move);
    Text answer = engineAnswers(rules, engine);
    return answer == null ? ruling : PageTexts.TWO_SENTENCES.with(ruling, answer);
  }

  /** What the controls offer, read from the judge now ({@code mayClaim}: the player is to move). */
  void refresh(GameRules rules, boolean mayClaim) {
    open = rules != null && rules.outcome() == null;
    if (!open) {
      confirming = false;
      claimArmed = false;
      return;
    }
    offerBy = rules.drawOfferBy();
    Text now = mayClaim ? rules.claimableDraw() : null;
    Text withMove = mayClaim && now == null ? rules.claimableDrawWithAMove() : null;
    claimArmed &= withMove != null;
    claimWithMove = now == null;
    claimable =
        now != null
            ? PageTexts.CLAIM_NOW.with(now)
            : withMove == null
                ? null
                : claimArmed ? PageTexts.CLAIMING : PageTexts.CLAIM_WITH_MOVE.with(withMove);
  }

  /** Whether the controls show: a game on. */
  public boolean open() {
    return open;
  }

  /** Whether the resignation waits for its confirmation. */
  public boolean confirming() {
    return confirming;
  }

  /** The side whose draw offer stands, or -1. */
  public int offerBy() {
    return offerBy;
  }

  /** The claim button's words, or null when no draw can be claimed now. */
  public Text claim() {
    return claimable;
  }

  /** Whether the claim goes with the next move (the button is a toggle then). */
  public boolean claimWithMove() {
    return claimWithMove;
  }

  public boolean claimArmed() {
    return claimArmed;
  }
}
