package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The arbiter's controls and the result panel in real Chromium: resignation with its confirmation,
 * draw offers answered by the other player or by the engine, chess's draw claims (as the position
 * stands and with the declared move, right and wrong), xiangqi's refusal of a perpetual check, and
 * the panel that says how the game ended.
 */
class ArbiterInBrowserTest extends BrowserTest {
  /** The clipboard as a test sees it: what the page wrote to it. */
  private static final String CLIPBOARD =
      "navigator.clipboard.writeText = function (t) { window.__copied = t;"
          + " return Promise.resolve(); };";

  private static WebElement button(String act) {
    return browser.driver.findElement(By.cssSelector("[data-act='" + act + "']"));
  }

  private static void act(String act) {
    button(act).click();
  }

  private static WebElement panel() {
    return browser.driver.findElement(By.id("result"));
  }

  private static String headline() {
    return browser.driver.findElement(By.id("result-head")).getText();
  }

  private static String citation() {
    return browser.driver.findElement(By.id("result-rule")).getText();
  }

  private static void awaitOver() {
    new WebDriverWait(browser.driver, Chromium.PATIENCE)
        .pollingEvery(Duration.ofMillis(25))
        .until(d -> "over".equals(browser.status().getAttribute("data-state")));
  }

  /** Plays moves in engine text ("g1f3 g8f6") on the board, two clicks each. */
  private static void play(String moves) {
    int played = ui.moves().size();
    for (String m : moves.split(" ")) {
      ui.play(m.substring(0, 2), m.substring(2, 4));
      ui.awaitMoves(++played);
    }
  }

  @Test
  void resigningAgainstTheEngineAsksFirstThenShowsTheResult() {
    browser.openPage("#game=chess&mode=ai&side=white&level=1");
    browser.awaitReady("chess");
    browser.js(CLIPBOARD);
    assertFalse(panel().isDisplayed());
    act("resign");
    assertFalse(button("resign").isDisplayed(), "the resignation waits for its confirmation");
    assertEquals("Yes, resign", button("resign-yes").getText());
    act("resign-no");
    assertEquals("ready", browser.status().getAttribute("data-state"), "cancelled");
    assertTrue(button("resign").isDisplayed());

    act("resign");
    act("resign-yes");
    awaitOver();
    assertTrue(panel().isDisplayed());
    assertEquals("You resigned", headline());
    assertEquals("0-1 \u00b7 FIDE 5.1.2", citation());
    assertEquals("You resigned", browser.status().getText());
    assertEquals("0-1", browser.status().getAttribute("data-result"));
    assertFalse(browser.driver.findElement(By.id("arbiter")).isDisplayed());

    act("copy");
    String record = (String) browser.js("return window.__copied;");
    assertTrue(record.contains("[Result \"0-1\"]"), record);
    assertTrue(record.contains("[Black \"Alfil level 1\"]"), record);
    assertEquals("Copied.", button("copy").getText());

    act("review");
    assertFalse(panel().isDisplayed(), "Review closes the panel");
    assertEquals("You resigned", browser.status().getText(), "the result stays in the status");
  }

  @Test
  void resigningInAXiangqiGameBetweenTwoPlayers() {
    browser.openPage("#game=xiangqi&mode=local");
    browser.awaitReady("xiangqi");
    play("h2e2");
    act("resign");
    assertEquals("Yes, Black resigns", button("resign-yes").getText());
    act("resign-yes");
    awaitOver();
    assertEquals("Red wins: Black resigned", headline());
    assertEquals("1-0", citation(), "the Asian rules cite no article");
    assertEquals("1-0", browser.status().getAttribute("data-result"));
    // New game from the panel: the new-game form's settings, a fresh board.
    browser.driver.findElement(By.cssSelector("#result button[form='new-game']")).click();
    browser.awaitReady("xiangqi");
    assertEquals(List.of(), ui.moves());
    assertFalse(panel().isDisplayed());
  }

  @Test
  void theOtherPlayerDeclinesThenAcceptsADrawOffer() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    play("e2e4 e7e5");
    WebElement offered = browser.driver.findElement(By.cssSelector("#arbiter .offered"));
    assertFalse(offered.isDisplayed());
    act("offer");
    assertTrue(offered.isDisplayed());
    assertTrue(offered.getText().startsWith("White offers a draw"), offered.getText());
    assertFalse(button("offer").isDisplayed(), "one offer at a time");
    act("decline");
    assertFalse(offered.isDisplayed());
    assertEquals("ready", browser.status().getAttribute("data-state"));

    act("offer");
    play("g1f3");
    assertTrue(offered.isDisplayed(), "the offerer's own move keeps the offer (FIDE 9.1.2.1)");
    play("b8c6");
    assertFalse(offered.isDisplayed(), "the opponent's move declines it");

    act("offer"); // White, to move, offers; Black accepts
    act("accept");
    awaitOver();
    assertEquals("Draw by agreement", headline());
    assertEquals("1/2-1/2 \u00b7 FIDE 5.2.3", citation());
    assertEquals("1/2-1/2", browser.status().getAttribute("data-result"));
    act("close");
    assertFalse(panel().isDisplayed());
  }

  @Test
  void theEngineDeclinesWhenWinning() {
    // Black, the engine, has two queens against a bare king.
    browser.openPage(
        "#game=chess&mode=ai&side=white&level=2&fen=3qk3/3q4/8/8/8/8/P7/4K3_w_-_-_0_1");
    browser.awaitReady("chess");
    ui.play("a2", "a3");
    ui.awaitMoves(2);
    act("offer");
    assertEquals("The engine declines the draw.", ui.message());
    assertEquals("ready", browser.status().getAttribute("data-state"));
    assertFalse(browser.driver.findElement(By.cssSelector("#arbiter .offered")).isDisplayed());
    assertTrue(button("offer").isDisplayed());
  }

  @Test
  void theEngineAcceptsWhenLosing() {
    // Black, the engine, has a bare king against two queens.
    browser.openPage("#game=chess&mode=ai&side=white&level=2&fen=4k3/8/8/8/8/8/3Q4/3QK3_w_-_-_0_1");
    browser.awaitReady("chess");
    ui.play("e1", "f2");
    ui.awaitMoves(2);
    act("offer");
    awaitOver();
    assertEquals("Draw by agreement", headline());
  }

  @Test
  void aThreefoldRepetitionCanBeClaimedAsItStands() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    play("g1f3 g8f6 f3g1 f6g8");
    assertFalse(button("claim").isDisplayed(), "twice is not enough");
    play("g1f3 g8f6 f3g1 f6g8");
    assertEquals("Claim draw (threefold repetition)", button("claim").getText());
    assertEquals("White to move", browser.status().getText());
    act("claim");
    awaitOver();
    assertEquals("Draw: threefold repetition", headline());
    assertEquals("1/2-1/2 \u00b7 FIDE 9.2", citation());
    assertEquals("Draw: threefold repetition", browser.status().getText());
  }

  @Test
  void aFivefoldRepetitionEndsTheGameWithoutAClaim() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    for (int round = 0; round < 3; round++) {
      play("g1f3 g8f6 f3g1 f6g8");
    }
    play("g1f3 g8f6 f3g1");
    ui.play("f6", "g8"); // the start position a fifth time: the arbiter ends the game (9.6.1)
    awaitOver();
    assertEquals("Draw: fivefold repetition", headline());
    assertEquals("1/2-1/2 \u00b7 FIDE 9.6.1", citation());
  }

  @Test
  void aClaimWithTheMoveThatRepeatsIsGranted() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    play("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    assertEquals("Claim draw (threefold repetition) with your move", button("claim").getText());
    act("claim");
    assertEquals("true", button("claim").getAttribute("aria-pressed"));
    assertEquals("Claiming: make your move", button("claim").getText());
    ui.play("f6", "g8");
    awaitOver();
    assertEquals(8, ui.moves().size(), "the declared move is played");
    assertEquals("Draw: threefold repetition", headline());
  }

  @Test
  void aWrongClaimIsRefusedAndTheGameGoesOn() {
    browser.openPage("#game=chess&mode=local");
    browser.awaitReady("chess");
    play("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    act("claim");
    play("b8c6"); // not the move that repeats
    assertEquals(8, ui.moves().size(), "the move stands (FIDE 9.5.3)");
    assertTrue(ui.message().startsWith("Nc6 is played; claim refused"), ui.message());
    assertEquals("ready", browser.status().getAttribute("data-state"));
    assertFalse(panel().isDisplayed());
    WebElement offered = browser.driver.findElement(By.cssSelector("#arbiter .offered"));
    assertTrue(offered.getText().startsWith("Black offers a draw"), "a claim is also an offer");
    play("e2e4");
    assertFalse(offered.isDisplayed());
  }

  @Test
  void xiangqiRefusesAPerpetualCheckByName() {
    browser.openPage("#game=xiangqi&mode=local&fen=4k4/9/9/9/9/9/9/9/4R4/3K5_b_-_-_0_1");
    browser.awaitReady("xiangqi");
    play("e9f9 e1f1 f9e9 f1e1 e9f9 e1f1 f9e9");
    String fen = ui.fen();
    ui.play("f1", "e1");
    assertEquals("Forbidden: perpetual check. Choose another move.", ui.message());
    assertEquals(7, ui.moves().size());
    assertEquals(fen, ui.fen());
    assertFalse(button("claim").isDisplayed(), "xiangqi has no claims");
    play("f1f2");
    assertEquals("", ui.message());
  }
}
