package alfil.web.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.protocol.Games;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import org.junit.jupiter.api.Test;

/** The placeholder must be deterministic and sliceable, as the real search will be. */
class PlaceholderSearchTest {
  private static SearchRequest request(String game, int steps, String... moves) {
    return new SearchRequest(7, game, Games.startFen(game), moves, 1, 0, steps, 0);
  }

  private static SearchReply runInSlices(SearchRequest r, int slice) {
    SearchJob job = new PlaceholderSearch(r);
    while (!job.step(slice)) {
      // next slice
    }
    return job.reply();
  }

  @Test
  void sameAnswerWhateverTheSlices() {
    SearchRequest r = request(Games.CHESS, 10_000);
    SearchReply whole = runInSlices(r, Integer.MAX_VALUE);
    SearchReply sliced = runInSlices(r, 333);
    assertEquals(whole.value, sliced.value);
    assertEquals(10_000, sliced.nodes);
    assertEquals(7, sliced.id);
  }

  @Test
  void answerDependsOnTheGame() {
    assertNotEquals(
        runInSlices(request(Games.CHESS, 1000), 100).value,
        runInSlices(request(Games.XIANGQI, 1000), 100).value);
    assertNotEquals(
        runInSlices(request(Games.CHESS, 1000), 100).value,
        runInSlices(request(Games.CHESS, 1000, "e2e4"), 100).value);
  }

  @Test
  void stepsStopAtTheLimit() {
    SearchJob job = new PlaceholderSearch(request(Games.CHESS, 0));
    assertFalse(job.step(PlaceholderSearch.DEFAULT_STEPS - 1));
    assertTrue(job.step(1_000_000));
    assertEquals(PlaceholderSearch.DEFAULT_STEPS, job.reply().nodes);
  }
}
