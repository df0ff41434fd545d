package alfil.inline;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The page's controls as a player uses them, for the browser tests. */
final class Ui {
  /**
   * A random mover in the page: when a human is to move, it presses pieces of the side to move (in
   * random order) until the board offers destinations, then presses a random one; a promotion is
   * answered with the first choice. Resolves with false when it is not a human's turn.
   */
  static final String RANDOM_MOVE =
      "window.__alfilRandomMove = function () {"
          + " var board = document.getElementById('board');"
          + " if (board.dataset.turn !== 'human') return false;"
          + " var press = function (sq) { document.querySelector('[data-square=\"' + sq + '\"]')"
          + "   .dispatchEvent(new PointerEvent('pointerdown', {bubbles: true})); };"
          + " var first = board.dataset.fen.split(' ')[1] !== 'b';"
          + " var mine = Array.prototype.filter.call(board.querySelectorAll('use[data-at]'),"
          + "   function (u) { return /[A-Z]/.test(u.dataset.piece) === first; })"
          + "   .map(function (u) { return u.dataset.at; });"
          + " mine.sort(function () { return Math.random() - 0.5; });"
          + " for (var i = 0; i < mine.length; i++) {"
          + "   press(mine[i]);"
          + "   var dots = board.querySelectorAll('[data-to]');"
          + "   if (dots.length) {"
          + "     press(dots[Math.floor(Math.random() * dots.length)].dataset.to);"
          + "     var p = document.querySelector('#promotion:not([hidden]) button');"
          + "     if (p) p.click();"
          + "     return true; } }"
          + " return false; };";

  private final Chromium browser;

  Ui(Chromium browser) {
    this.browser = browser;
  }

  void click(String square) {
    square(square).click();
  }

  /** The board's hit cell of a square ("e2"), which takes clicks and drags. */
  WebElement square(String name) {
    return browser.driver.findElement(By.cssSelector("[data-square='" + name + "']"));
  }

  WebElement byId(String id) {
    return browser.driver.findElement(By.id(id));
  }

  /** Plays from-to with two clicks, as a player does. */
  void play(String from, String to) {
    click(from);
    click(to);
  }

  /** The engine texts of the moves in the move list. */
  List<String> moves() {
    return list("e.dataset.move");
  }

  /** The display texts of the moves in the move list. */
  List<String> texts() {
    return list("e.textContent");
  }

  /** One JS call, so a redraw between reading the cells cannot leave a stale element. */
  private List<String> list(String what) {
    @SuppressWarnings("unchecked")
    List<String> values =
        (List<String>)
            browser.js(
                "return Array.prototype.map.call(document.querySelectorAll('#moves [data-move]'),"
                    + " function (e) { return "
                    + what
                    + "; });");
    return new ArrayList<>(values);
  }

  String fen() {
    return browser.driver.findElement(By.id("board")).getAttribute("data-fen");
  }

  String message() {
    return browser.driver.findElement(By.id("message")).getText();
  }

  /** Waits until the move list holds {@code n} moves and a human is to move. */
  void awaitMoves(int n) {
    new WebDriverWait(browser.driver, Chromium.PATIENCE)
        .pollingEvery(Duration.ofMillis(25))
        .until(
            d ->
                moves().size() == n
                    && "human".equals(d.findElement(By.id("board")).getAttribute("data-turn")));
  }
}
