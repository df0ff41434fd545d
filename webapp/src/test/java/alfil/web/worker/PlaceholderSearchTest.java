package alfil.web.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.game.GameRules;
import alfil.web.game.Rules;
import alfil.web.protocol.Games;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import org.junit.jupiter.api.Test;

/** The placeholder must be deterministic, sliceable and legal, as the real search will be. */
class PlaceholderSearchTest {
  private static SearchRequest request(String fen, int steps, String... moves) {
    return new SearchRequest(7, Games.XIANGQI, fen, moves, 1, 0, steps, 0);
  }

  static SearchReply runInSlices(SearchRequest r, int slice) {
    SearchJob job = new PlaceholderSearch(r);
    while (!job.step(slice)) {
      // next slice
    }
    return job.reply();
  }

  @Test
  void sameAnswerWhateverTheSlices() {
    SearchRequest r = request(Games.startFen(Games.XIANGQI), 10_000, "h2e2");
    SearchReply whole = runInSlices(r, Integer.MAX_VALUE);
    SearchReply sliced = runInSlices(r, 333);
    assertEquals(whole.bestMove, sliced.bestMove);
    assertEquals(10_000, sliced.nodes);
    assertEquals(7, sliced.id);
    GameRules rules = Rules.of(Games.XIANGQI);
    rules.play(rules.parseEngineText("h2e2"));
    rules.parseEngineText(sliced.bestMove); // legal, or this throws
  }

  @Test
  void findsTheMateInOne() {
    // The b8 chariot holds rank 8; the other one mates on rank 9.
    String fen = "3k5/1R7/9/9/9/9/9/9/9/R4K3 w - - 0 1";
    SearchReply r = runInSlices(request(fen, 100), 100);
    assertEquals("a0a9", r.bestMove);
    assertTrue(r.value > 0);
  }

  @Test
  void answersNothingForAnIllegalGame() {
    SearchReply r = runInSlices(request(Games.startFen(Games.XIANGQI), 10, "a0a5"), 10);
    assertEquals("", r.bestMove);
  }

  @Test
  void stepsStopAtTheLimit() {
    SearchJob job = new PlaceholderSearch(request(Games.startFen(Games.XIANGQI), 0));
    assertEquals(false, job.step(PlaceholderSearch.DEFAULT_STEPS - 1));
    assertTrue(job.step(1_000_000));
    assertEquals(PlaceholderSearch.DEFAULT_STEPS, job.reply().nodes);
  }
}
