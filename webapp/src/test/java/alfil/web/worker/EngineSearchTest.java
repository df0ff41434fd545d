package alfil.web.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.web.game.GameRules;
import alfil.web.protocol.SearchReply;
import alfil.web.protocol.SearchRequest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EngineSearchTest {
  private static SearchReply run(SearchRequest r, List<SearchReply> progress) {
    SearchJob job = SearchJobs.start(r, new KeptEngine(), null, progress::add);
    assertTrue(job.step(0));
    return job.reply();
  }

  @Test
  void answersALegalMoveInBothGames() {
    for (String game : new String[] {"chess", "xiangqi"}) {
      List<SearchReply> progress = new ArrayList<>();
      SearchReply r =
          run(
              new SearchRequest(
                  3,
                  game,
                  GameRules.of(alfil.games.Games.byName(game)).startFen(),
                  new String[0],
                  2,
                  0,
                  0,
                  0),
              progress);
      assertEquals(3, r.id);
      GameRules rules = GameRules.of(alfil.games.Games.byName(game));
      rules.parseEngineText(r.bestMove); // legal, or this throws
      assertFalse(progress.isEmpty());
      assertTrue(r.depth >= 1);
    }
  }

  @Test
  void sameRequestSameMove() {
    SearchRequest r =
        new SearchRequest(
            1,
            "xiangqi",
            GameRules.of(alfil.games.Games.byName("xiangqi")).startFen(),
            new String[] {"h2e2"},
            3,
            0,
            0,
            0);
    assertEquals(run(r, new ArrayList<>()).bestMove, run(r, new ArrayList<>()).bestMove);
  }

  @Test
  void findsTheMateInOneAtLevelOne() {
    SearchRequest r =
        new SearchRequest(
            1, "xiangqi", "3k5/1R7/9/9/9/9/9/9/9/R4K3 w - - 0 1", new String[0], 1, 0, 0, 0);
    assertEquals("a0a9", run(r, new ArrayList<>()).bestMove);
  }

  /**
   * Progress and the final reply carry the principal variation in engine text, the best move first,
   * at most {@link EngineSearch#PV_MOVES} moves: the analysis shows it.
   */
  @Test
  void repliesCarryTheLineFromTheBestMove() {
    SearchRequest r =
        new SearchRequest(
            1, "chess", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", new String[0], 8, 4, 0, 0);
    List<SearchReply> progress = new ArrayList<>();
    SearchReply reply = run(r, progress);
    assertEquals("a1a8", reply.bestMove);
    assertEquals("a1a8", reply.pv);
    for (SearchReply p : progress) {
      assertTrue(p.pv.startsWith(p.bestMove), p.pv);
    }
    SearchRequest longer =
        new SearchRequest(
            1, "chess", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", new String[0], 8, 18, 0, 0);
    SearchReply deep = run(longer, progress);
    String[] line = deep.pv.split(" ");
    assertEquals(deep.bestMove, line[0]);
    assertEquals(EngineSearch.PV_MOVES, line.length, deep.pv);
  }

  @Test
  void slicesGiveALegalMoveToo() {
    SearchRequest r =
        new SearchRequest(
            1,
            "chess",
            GameRules.of(alfil.games.Games.byName("chess")).startFen(),
            new String[] {"e2e4"},
            3,
            0,
            0,
            0);
    int[] now = {0};
    SearchJob job = SearchJobs.start(r, new KeptEngine(), () -> now[0]++, null);
    int slices = 0;
    while (!job.step(8)) {
      slices++;
    }
    assertTrue(slices >= 1, "one depth per slice");
    GameRules rules = GameRules.of(alfil.games.Games.byName("chess"));
    rules.play(rules.parseEngineText("e2e4"));
    rules.parseEngineText(job.reply().bestMove);
  }

  @Test
  void answersNothingForAnIllegalGame() {
    SearchRequest r =
        new SearchRequest(
            1,
            "xiangqi",
            GameRules.of(alfil.games.Games.byName("xiangqi")).startFen(),
            new String[] {"a0a5"},
            1,
            0,
            0,
            0);
    SearchReply reply = run(r, new ArrayList<>());
    assertEquals("", reply.bestMove);
  }

  @Test
  void pageSearchesAreCappedInNodes() {
    SearchRequest eight =
        new SearchRequest(
            1,
            "chess",
            GameRules.of(alfil.games.Games.byName("chess")).startFen(),
            new String[0],
            8,
            0,
            0,
            0);
    assertEquals(PageSearchRunner.NODE_CAP, PageSearchRunner.capped(eight).nodeLimit);
    SearchRequest small =
        new SearchRequest(
            1,
            "chess",
            GameRules.of(alfil.games.Games.byName("chess")).startFen(),
            new String[0],
            8,
            0,
            99,
            0);
    assertEquals(99, PageSearchRunner.capped(small).nodeLimit);
  }

  /**
   * The engine, Red, has chased the horse round twice: going round a third time loses on the spot,
   * so no level plays h1g1 (the judge's root filter; the search alone only knows perpetual check).
   */
  @Test
  void theEngineNeverCompletesALosingPerpetual() {
    String[] moves = {"g7h5", "g1h1", "h5g7", "h1g1", "g7h5", "g1h1", "h5g7"};
    for (int level = 1; level <= 8; level++) {
      SearchRequest r =
          new SearchRequest(
              1,
              "xiangqi",
              "4k4/9/6n2/9/9/9/9/9/6R2/3K5 b - - 0 1",
              moves,
              level,
              level == 8 ? 6 : 0,
              0,
              0);
      String best = run(r, new ArrayList<>()).bestMove;
      assertFalse(best.isEmpty());
      assertFalse("h1g1".equals(best), "level " + level);
    }
  }

  /** Perpetual check: the same in the search's own root filter. */
  @Test
  void theEngineNeverCompletesALosingPerpetualCheck() {
    String[] moves = {"e9f9", "e1f1", "f9e9", "f1e1", "e9f9", "e1f1", "f9e9"};
    for (int level = 1; level <= 7; level++) {
      SearchRequest r =
          new SearchRequest(
              1, "xiangqi", "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1", moves, level, 0, 0, 0);
      assertFalse("f1e1".equals(run(r, new ArrayList<>()).bestMove), "level " + level);
    }
  }

  /**
   * Level 8 without a clock answers a lone legal move at once and stops when it has found a mate,
   * where it used to think its whole time: the reply comes from the first iteration (or the one
   * that proved the mate), not the deepest the time allows.
   */
  @Test
  void level8AnswersADecidedMoveAtOnce() {
    String lone = "1R6/8/7k/8/8/7b/7P/r6K w - - 0 1"; // Rb1 alone answers the check
    SearchRequest move =
        alfil.web.model.Requests.forMove(alfil.chess.Chess.GAME, lone, new String[0], 8, 0, 0, 1);
    SearchReply r = run(move, new ArrayList<>());
    assertEquals("b8b1", r.bestMove);
    assertEquals(1, r.depth, "one iteration for one legal move");
    String mateInOne = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    SearchReply mate =
        run(
            alfil.web.model.Requests.forMove(
                alfil.chess.Chess.GAME, mateInOne, new String[0], 8, 0, 0, 1),
            new ArrayList<>());
    assertEquals("a1a8", mate.bestMove);
    assertTrue(mate.depth <= 2, "depth " + mate.depth);
    // An analysis of the same position goes on past the mate found.
    SearchRequest analysis =
        alfil.web.model.Requests.forAnalysis(alfil.chess.Chess.GAME, mateInOne, new String[0]);
    SearchRequest deep =
        new SearchRequest(0, analysis.game, analysis.startFen, analysis.moves, 8, 6, 0, 0);
    assertEquals(6, run(deep, new ArrayList<>()).depth);
  }
}
