package alfil.web.view;

import alfil.core.Text;
import alfil.web.dom.Dom;
import alfil.web.model.Arbiter;
import alfil.web.model.GameModel;
import alfil.web.text.PageTexts;
import alfil.web.text.Words;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The arbiter's controls under the game: resign (then confirm, as lichess asks), offer a draw and
 * answer one, and claim a draw (chess: threefold repetition or the fifty-move rule, FIDE 9.2 and
 * 9.3, as the position stands or by declaring the move that makes it). The template's buttons carry
 * a {@code data-act} each, which the page's shell hands to the model.
 */
public final class ArbiterView {
  private final Words words;
  private final HTMLElement box;
  private final HTMLElement resign;
  private final HTMLElement confirm;
  private final HTMLElement cancel;
  private final HTMLElement offer;
  private final HTMLElement claim;
  private final HTMLElement offered;

  public ArbiterView(Words words, HTMLElement box) {
    this.words = words;
    this.box = box;
    resign = part("resign");
    confirm = part("resign-yes");
    cancel = part("resign-no");
    offer = part("offer");
    claim = part("claim");
    offered = box.querySelector(".offered");
  }

  private HTMLElement part(String act) {
    return box.querySelector("[data-act=" + act + "]");
  }

  public void draw(GameModel m) {
    Arbiter a = m.arbiter();
    box.setHidden(!a.open());
    if (!a.open()) {
      return;
    }
    resign.setHidden(a.confirming());
    confirm.setHidden(!a.confirming());
    cancel.setHidden(!a.confirming());
    Dom.setText(
        confirm,
        words.of(
            m.vsEngine()
                ? PageTexts.YES_RESIGN
                : PageTexts.YES_SIDE_RESIGNS.with(m.sideName(m.playerSide()))));
    int offerBy = a.offerBy();
    offer.setHidden(offerBy >= 0);
    offered.setHidden(offerBy < 0 || m.vsEngine());
    if (offerBy >= 0) {
      Dom.setText(
          offered.querySelector("span"), words.of(PageTexts.OFFERS_DRAW.with(m.sideName(offerBy))));
    }
    Text claimText = a.claim();
    claim.setHidden(claimText == null);
    claim.setAttribute("aria-pressed", a.claimArmed() ? "true" : "false");
    if (claimText != null) {
      Dom.setText(claim, words.of(claimText));
    }
  }
}
