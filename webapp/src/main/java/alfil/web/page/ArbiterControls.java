package alfil.web.page;

import alfil.core.Side;
import alfil.web.dom.Dom;
import alfil.web.game.GameRules;
import alfil.web.game.ResultWords;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The arbiter's controls under the game: resign (click, then confirm, as lichess asks), offer a
 * draw and answer one, and claim a draw (chess: threefold repetition or the fifty-move rule, FIDE
 * 9.2 and 9.3, as the position stands or by declaring the move that makes it). Every ruling is the
 * judge's, asked through {@link GameRules}; the template's buttons carry a {@code data-act} each.
 *
 * <p>Against the engine, the page's player acts for the human's side and the engine answers a draw
 * offer at once (see {@link #engineAccepts}); between two players on one board, the side to move
 * resigns, offers or claims, and the other side's Accept and Decline answer a standing offer.
 */
final class ArbiterControls implements EventListener<Event> {
  /**
   * The best evaluation at which the engine accepts a draw: +0.20 pawns from its own side's view
   * (centipawns, as the search reports them to the side to move, which was the engine's).
   */
  static final int ENGINE_ACCEPTS_AT_MOST = 20;

  private final GameController controller;
  private final HTMLElement box = Dom.byId("arbiter");
  private final HTMLElement resign = part("resign");
  private final HTMLElement confirm = part("resign-yes");
  private final HTMLElement cancel = part("resign-no");
  private final HTMLElement offer = part("offer");
  private final HTMLElement claim = part("claim");
  private final HTMLElement offered = box.querySelector(".offered");

  /** The resignation waits for its confirmation. */
  private boolean confirming;

  /** The player chose "Claim draw" and the next move declares the claim (FIDE 9.2.1.1, 9.3.1). */
  private boolean claimArmed;

  /** The engine's evaluation from its last search, and whether it has searched in this game. */
  private int engineScore;

  private boolean engineSearched;

  ArbiterControls(GameController controller) {
    this.controller = controller;
    Dom.onClick(box, this);
  }

  private HTMLElement part(String act) {
    return box.querySelector("[data-act=" + act + "]");
  }

  /** A new game: the engine has not searched yet, nothing waits. */
  void reset() {
    engineSearched = false;
    confirming = false;
    claimArmed = false;
  }

  /** The engine's score (centipawns, its own view) from a search in progress or finished. */
  void engineScore(int score, boolean finished) {
    engineScore = score;
    engineSearched |= finished;
  }

  /**
   * The engine's rule for a draw offer: it accepts when its own evaluation from its last search is
   * level or worse for it, at most {@link #ENGINE_ACCEPTS_AT_MOST} centipawns (+0.20 pawns) from
   * its view, once it has made at least its first move in this game; else it declines. A mate score
   * for it is far above, one against it far below.
   */
  static boolean engineAccepts(boolean searched, int score) {
    return searched && score <= ENGINE_ACCEPTS_AT_MOST;
  }

  /**
   * Plays the human's or the engine's legal move: as the declared move of a draw claim when the
   * player armed one, else plainly. A wrong claim's penalty, two minutes on the opponent's clock
   * (FIDE 9.5.3), is the judge's: ChessGame adds them to the game's GameClock when it has one.
   *
   * @return the judge's ruling on the claim and, against the engine, its answer to the draw offer
   *     that a refused claim makes (FIDE 9.1.2.3); null for a plain move
   */
  String play(GameRules rules, int move) {
    if (!claimArmed) {
      rules.play(move);
      return null;
    }
    claimArmed = false;
    String ruling = ResultWords.capitalized(rules.claimDrawWithMove(move));
    String answer = answerForEngine(rules);
    return answer == null ? ruling : ruling + ". " + answer;
  }

  /**
   * The page's one listener for the controls (one dispatcher, not a lambda class per button), told
   * apart by the button's {@code data-act}.
   */
  @Override
  public void handleEvent(Event e) {
    String act = Dom.attributeOfTarget(e, "data-act");
    GameRules rules = controller.rules();
    if (act == null || rules == null || controller.outcome() != null) {
      return;
    }
    boolean confirmed = confirming && act.equals("resign-yes");
    confirming = act.equals("resign");
    int side = controller.playerSide();
    String message = null;
    if (confirmed) {
      message = rules.declare(GameRules.RESIGN, side);
    } else if (act.equals("offer")) {
      message = rules.declare(GameRules.OFFER_DRAW, side);
      if (message == null) {
        message = answerForEngine(rules);
      }
    } else if (act.equals("accept") || act.equals("decline")) {
      int answering = Side.other(rules.drawOfferBy());
      message =
          rules.declare(
              act.equals("accept") ? GameRules.ACCEPT_DRAW : GameRules.DECLINE_DRAW, answering);
    } else if (act.equals("claim")) {
      if (rules.claimableDraw() != null) {
        rules.claimDraw();
      } else {
        claimArmed = !claimArmed;
      }
    }
    controller.judged(message);
  }

  /**
   * Against the engine, its answer to the human's standing draw offer, given at once by {@link
   * #engineAccepts}: null when it accepts (the game is drawn), else that it declines, and why the
   * judge refused the agreement when it would have accepted (chess: not before both players have
   * moved, FIDE 5.2.3). Null too in a game between two players, or when no offer of the human's
   * stands.
   */
  private String answerForEngine(GameRules rules) {
    int human = controller.playerSide();
    if (!controller.vsEngine() || rules.drawOfferBy() != human) {
      return null;
    }
    int engine = Side.other(human);
    String refused =
        engineAccepts(engineSearched, engineScore)
            ? rules.declare(GameRules.ACCEPT_DRAW, engine)
            : "";
    if (refused == null) {
      return null;
    }
    rules.declare(GameRules.DECLINE_DRAW, engine);
    return ("The engine declines the draw. " + refused).trim();
  }

  /** Shows the controls the game's state allows (none when it is over). */
  void show() {
    GameRules rules = controller.rules();
    boolean on = rules != null && controller.outcome() == null;
    box.setHidden(!on);
    if (!on) {
      confirming = false;
      claimArmed = false;
      return;
    }
    int side = controller.playerSide();
    resign.setHidden(confirming);
    confirm.setHidden(!confirming);
    cancel.setHidden(!confirming);
    Dom.setText(
        confirm,
        controller.vsEngine() ? "Yes, resign" : "Yes, " + rules.sideName(side) + " resigns");
    int offerBy = rules.drawOfferBy();
    offer.setHidden(offerBy >= 0);
    offered.setHidden(offerBy < 0 || controller.vsEngine());
    if (offerBy >= 0) {
      Dom.setText(offered.querySelector("span"), rules.sideName(offerBy) + " offers a draw");
    }
    boolean mayClaim = controller.humanToMove() && !controller.isThinking();
    String now = mayClaim ? rules.claimableDraw() : null;
    String withMove = mayClaim && now == null ? rules.claimableDrawWithAMove() : null;
    claimArmed &= withMove != null;
    claim.setHidden(now == null && withMove == null);
    claim.setAttribute("aria-pressed", claimArmed ? "true" : "false");
    Dom.setText(
        claim,
        now != null
            ? "Claim draw (" + now + ")"
            : claimArmed
                ? "Claiming: make your move"
                : "Claim draw (" + withMove + ") with your move");
  }
}
