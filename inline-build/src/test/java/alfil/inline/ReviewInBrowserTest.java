package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.game.GameRules;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Review of the game on the page: the keys left, right, Home and End and a click on a move show
 * earlier positions (the board replayed by the judge, the move marked); the end goes on with the
 * game; a press on the board during review returns to the end; moves slide unless reduced motion.
 */
class ReviewInBrowserTest extends BrowserTest {
  /** The FEN after the first {@code plies} of the moves (engine text), by the page's own rules. */
  private static String fenAfter(String game, List<String> moves, int plies) {
    GameRules rules = GameRules.of(alfil.games.Games.byName(game));
    for (int i = 0; i < plies; i++) {
      rules.play(rules.parseEngineText(moves.get(i)));
    }
    return rules.fen();
  }

  private static void press(CharSequence key) {
    new Actions(browser.driver).sendKeys(key).perform();
  }

  /** The ply of the move marked in the move list, or null when none is. */
  private static String marked() {
    return (String)
        browser.js(
            "var m = document.querySelectorAll('#moves [aria-current]');"
                + " return m.length === 1 ? m[0].dataset.ply : m.length ? 'several' : null;");
  }

  private static String turn() {
    return browser.driver.findElement(By.id("board")).getAttribute("data-turn");
  }

  /** The squares marked as the last move's (a point may carry a halo and corner brackets). */
  private static long lastMoveMarks() {
    return (Long)
        browser.js(
            "var s = new Set(); document.querySelectorAll('#board .last')"
                + ".forEach(function (e) { s.add(e.dataset.mark); }); return s.size;");
  }

  private static void assertShows(String game, List<String> moves, int ply) {
    assertEquals(fenAfter(game, moves, ply), ui.fen(), "ply " + ply);
    assertEquals(ply == 0 ? null : Integer.toString(ply), marked(), "ply " + ply);
    assertEquals(ply == 0 ? 0L : 2L, lastMoveMarks(), "ply " + ply);
    if (ply == moves.size()) {
      assertEquals("human", turn(), "ply " + ply);
    }
  }

  @Test
  void theKeysAloneReviewTheGameAndEndGoesOnWithIt() {
    browser.openPageAfresh("#game=chess&mode=ai&side=white&level=1");
    browser.awaitReady("chess");
    ui.play("e2", "e4");
    ui.awaitMoves(2);
    browser.js(Ui.RANDOM_MOVE + " __alfilRandomMove();");
    ui.awaitMoves(4);
    List<String> moves = ui.moves();
    assertShows("chess", moves, 4);

    press(Keys.ARROW_LEFT);
    assertShows("chess", moves, 3);
    press(Keys.ARROW_LEFT);
    assertShows("chess", moves, 2);
    press(Keys.HOME);
    assertShows("chess", moves, 0);
    press(Keys.ARROW_LEFT);
    assertShows("chess", moves, 0);
    press(Keys.ARROW_RIGHT);
    assertShows("chess", moves, 1);
    press(Keys.END);
    assertShows("chess", moves, 4);
    press(Keys.ARROW_RIGHT);
    assertShows("chess", moves, 4);

    // The game goes on from the end: a move, and the engine answers it.
    press(Keys.HOME);
    press(Keys.END);
    browser.js("__alfilRandomMove();");
    ui.awaitMoves(6);
    assertEquals(moves, ui.moves().subList(0, 4));
    assertEquals(fenAfter("chess", ui.moves(), 6), ui.fen());
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }

  /** Keys typed in a field or a select are not review keys, nor are the board's own arrows. */
  @Test
  void keysForSomethingElseAreLeftAlone() {
    browser.openPageAfresh("#game=xiangqi&mode=local");
    browser.awaitReady("xiangqi");
    ui.play("h2", "e2");
    ui.awaitMoves(1);
    ui.play("h9", "g7");
    ui.awaitMoves(2);
    List<String> moves = ui.moves();
    browser.driver.findElement(By.id("notation")).sendKeys(Keys.HOME);
    assertShows("xiangqi", moves, 2);
    browser.driver.findElement(By.cssSelector("#board svg")).sendKeys(Keys.ARROW_LEFT);
    assertShows("xiangqi", moves, 2);
    press(Keys.HOME);
    assertShows("xiangqi", moves, 0);
    press(Keys.chord(Keys.ALT, Keys.ARROW_RIGHT));
    assertShows("xiangqi", moves, 0);
  }

  /** Clicks the move list's move that leaves {@code ply} plies played. */
  private static void clickMove(int ply) {
    browser.driver.findElement(By.cssSelector("#moves [data-ply='" + ply + "']")).click();
  }

  /** On a xiangqi page for two players: 1. C2.5 H8+7 2. H2+3 (h2e2 h9g7 h0g2). */
  private static void playThreeXiangqiMoves() {
    browser.awaitReady("xiangqi");
    String[][] plays = {{"h2", "e2"}, {"h9", "g7"}, {"h0", "g2"}};
    for (int i = 0; i < plays.length; i++) {
      ui.play(plays[i][0], plays[i][1]);
      ui.awaitMoves(i + 1);
    }
  }

  /**
   * Where a takeback is allowed, a move on a past position truncates the game there: the later
   * moves go, one takeback is used, and the game goes on from the new move.
   */
  @Test
  void aMoveOnAPastPositionTruncatesTheGame() {
    browser.openPageAfresh("#game=xiangqi&mode=local&takebacks=three");
    playThreeXiangqiMoves();
    clickMove(1);
    assertEquals("human", turn(), "Black may move on the position after C2.5");
    ui.play("b9", "c7");
    // The page asks before it takes the later moves back.
    assertEquals(List.of("h2e2", "h9g7", "h0g2"), ui.moves(), "nothing is taken back unasked");
    String asked = ui.byId("ask").getText();
    assertTrue(asked.startsWith("Play ") && asked.contains(" here? The 2 later moves"), asked);
    ui.byId("ask").findElement(By.cssSelector("[data-act=yes]")).click();
    ui.awaitMoves(2);
    assertEquals(List.of("h2e2", "b9c7"), ui.moves());
    assertEquals("2", marked(), "the new move is shown, at the game's end");
    assertEquals("Take back (2 left)", browser.driver.findElement(By.id("undo")).getText());
  }

  /**
   * Against the engine the player moves on a past position of their own turn only (the engine's
   * moves after it are taken back with theirs); on the engine's turn a press returns to the end.
   */
  @Test
  void againstTheEngineOnlyThePlayersOwnTurnTakesAMove() {
    browser.openPageAfresh("#game=chess&mode=ai&side=white&level=1");
    browser.awaitReady("chess");
    ui.play("e2", "e4");
    ui.awaitMoves(2);
    clickMove(1);
    assertEquals("wait", turn(), "Black's turn there is the engine's");
    press(Keys.HOME);
    assertEquals("human", turn(), "White's turn at the start is the player's");
    ui.play("d2", "d4");
    ui.byId("ask").findElement(By.cssSelector("[data-act=yes]")).click();
    ui.awaitMoves(2);
    assertEquals("d2d4", ui.moves().get(0));
  }

  /**
   * A click on a move shows its position; a press on the board there makes no move but returns to
   * the end, where the player moves (as lichess's board snaps back).
   */
  @Test
  void aClickedMoveShowsItsPositionAndTheBoardSnapsBackToTheEnd() {
    browser.openPageAfresh("#game=xiangqi&mode=local&takebacks=off");
    playThreeXiangqiMoves();
    List<String> moves = ui.moves();
    clickMove(1);
    assertShows("xiangqi", moves, 1);
    assertEquals(
        "C2.5", browser.driver.findElement(By.cssSelector("#moves [aria-current]")).getText());
    assertEquals("wait", turn(), "takebacks are off: no move from a past position");
    ui.click("b9"); // Black's horse: it may move here, but not on a past position
    assertShows("xiangqi", moves, 3);
    assertEquals(0L, browser.js("return document.querySelectorAll('#board .sel').length;"));
    ui.play("b9", "c7");
    ui.awaitMoves(4);
    assertEquals("b9c7", ui.moves().get(3));
  }

  /** The move list is two columns of buttons after each move number, as lichess lays it out. */
  @Test
  void theMoveListIsNumberedRowsOfTwoMoveButtons() {
    browser.openPageAfresh("#game=chess&mode=local&fen=4k3/8/8/8/8/8/4P3/4K3_b_-_-_0_7");
    browser.awaitReady("chess");
    ui.play("e8", "d8");
    ui.awaitMoves(1);
    ui.play("e2", "e4");
    ui.awaitMoves(2);
    @SuppressWarnings("unchecked")
    List<String> rows =
        (List<String>)
            browser.js(
                "return Array.prototype.map.call(document.querySelectorAll('#moves li'),"
                    + " function (li) { return Array.prototype.map.call(li.children,"
                    + " function (c) { return c.tagName + ':' + c.textContent; }).join(' '); });");
    assertEquals(List.of("SPAN:7. SPAN:\u2026 BUTTON:Kd8", "SPAN:8. BUTTON:e4"), rows);
  }

  /** A move slides its piece for about 150 ms; not at all under prefers-reduced-motion. */
  @Test
  void movesSlideUnlessMotionIsReduced() {
    browser.openPageAfresh("#game=chess&mode=local");
    browser.awaitReady("chess");
    ui.play("g1", "f3");
    ui.awaitMoves(1);
    assertEquals("slide", animation("f3"));
    assertNull(animation("e2"), "no other piece slides");
    press(Keys.HOME);
    press(Keys.END);
    assertEquals("slide", animation("f3"), "stepping forward shows the move again");
    press(Keys.ARROW_LEFT);
    assertNull(animation("g1"), "a step back does not slide");

    browser.driver.executeCdpCommand(
        "Emulation.setEmulatedMedia",
        Map.of("features", List.of(Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
    try {
      press(Keys.END);
      new WebDriverWait(browser.driver, Chromium.PATIENCE)
          .until(d -> "none".equals(animation("f3")));
    } finally {
      browser.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
    }
  }

  /** The CSS animation of the piece on a square when it has the slide class, else null. */
  private static String animation(String square) {
    return (String)
        browser.js(
            "var u = document.querySelector('use.slide[data-at=\"' + arguments[0] + '\"]');"
                + " return u ? getComputedStyle(u).animationName : null;",
            square);
  }
}
