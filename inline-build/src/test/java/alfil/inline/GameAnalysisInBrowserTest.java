package alfil.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The game's review in the page, run by the worker: offered at the game's end, its graph, marks,
 * advice and better-move arrow drawn, a click on the graph going to the move, the review kept with
 * the game over a reload (the embed API's analysis: {@code EmbeddedInBrowserTest}).
 */
class GameAnalysisInBrowserTest extends BrowserTest {
  /** 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6?? 4.Qxf7#: Black's third move is the plain blunder. */
  private static final String SCHOLARS_MATE = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#";

  private static void importGame(String record) {
    browser.js(
        "postMessage({target: 'alfil', type: 'importRecord', text: arguments[0]}, '*');", record);
    browser.await(
        "the game is over", () -> "over".equals(browser.status().getAttribute("data-state")));
  }

  private static boolean shown(String id) {
    return (Boolean) browser.js("return !document.getElementById(arguments[0]).hidden;", id);
  }

  private static String text(String selector) {
    return (String)
        browser.js(
            "var e = document.querySelector(arguments[0]); return e && e.textContent;", selector);
  }

  private static void awaitReview() {
    browser.await("the review's graph", () -> shown("review-chart"));
  }

  @Test
  void theResultPanelsAnalysisMarksTheBlunderAndTheGraphGoesToIt() {
    browser.openPageAfresh("#game=chess&mode=local");
    browser.awaitReady("chess");
    importGame(SCHOLARS_MATE);
    assertTrue(shown("result-analyse"), "offered at the game's end");
    browser.js("document.getElementById('result-analyse').click();");
    awaitReview();
    assertTrue(!shown("analyse-game") && !shown("review-run"), "offered no more, not running");

    assertEquals(
        List.of("6"),
        browser.js(
            "return Array.from(document.querySelectorAll('#review-graph .dot.m3'))"
                + ".map(function (d) { return d.getAttribute('data-ply'); });"),
        "one blunder, Nf6, on the graph");
    assertEquals("??", text("#moves [data-ply=\"6\"] .nag.m3"), "and in the move list");
    assertEquals(
        0L,
        browser.js("return document.querySelectorAll('#moves [data-ply=\"7\"] .nag').length;"),
        "the mate is no mistake");

    // A click on the graph at the sixth move's x goes there.
    browser.js(
        "var g = document.getElementById('review-graph'), r = g.getBoundingClientRect();"
            + " g.dispatchEvent(new MouseEvent('click', {bubbles: true,"
            + " clientX: r.left + r.width * 6 / 7, clientY: r.top + r.height / 2}));");
    browser.await(
        "the sixth move shown",
        () ->
            "6"
                .equals(
                    browser.js(
                        "var m = document.querySelector('#moves [aria-current]'); return m && m.dataset.ply;")));
    String advice = text("#review-advice");
    assertTrue(advice.startsWith("Blunder. ") && advice.endsWith(" was best."), advice);
    assertEquals(1L, browser.js("return document.querySelectorAll('#board .hint.best').length;"));
    assertTrue(
        text("#review-summary").contains("Blunders"),
        "the summary counts: " + text("#review-summary"));

    // Kept with the game: a reload brings the review back without running it again.
    browser.driver.navigate().refresh();
    awaitReview();
    assertEquals(
        1L, browser.js("return document.querySelectorAll('#review-graph .dot.m3').length;"));
    assertEquals(List.of(), browser.js("return __alfilProbe.errors;"));
  }
}
