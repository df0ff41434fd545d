package alfil.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.Game;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Rng;
import alfil.core.SearchPosition;
import alfil.core.Side;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every game in the registry keeps the same contract: its FENs are told apart, its judge plays,
 * takes back, records and reads back its games, and its squares map to the board and back.
 */
class GameContractTest {

  /**
   * Xiangqi boards print each side's file numbers along its edge, 1 to 9 from that side's right
   * (Red's in Chinese numerals in the Chinese notation); chess boards print none besides the square
   * names.
   */
  @Test
  void printedFileNumbersCountFromEachSidesRight() {
    Game xiangqi = Games.byName("xiangqi");
    assertEquals("987654321", xiangqi.fileNumbers(Side.FIRST, "wxf"));
    assertEquals("九八七六五四三二一", xiangqi.fileNumbers(Side.FIRST, "chinese"));
    assertEquals("123456789", xiangqi.fileNumbers(Side.SECOND, "wxf"));
    assertEquals("123456789", xiangqi.fileNumbers(Side.SECOND, "chinese"));
    assertNull(Games.byName("chess").fileNumbers(Side.FIRST, "san"));
  }

  @Test
  void theRegistryNamesEachGameOnceAndFindsItByNameAndFen() {
    Set<String> names = new HashSet<>();
    for (Game game : Games.all()) {
      assertTrue(names.add(game.name()), "twice: " + game.name());
      assertEquals(game, Games.byName(game.name()));
      assertEquals(game, Games.ofFen(game.startFen()));
      for (Game other : Games.all()) {
        assertEquals(other == game, other.isFenOf(game.startFen()), other.name());
      }
    }
    assertEquals(Games.all()[0], Games.defaultGame());
    assertNull(Games.byName("shogi"));
    assertNull(Games.ofFen("8/8/8/8 w - - 0 1"), "four ranks: no game's board");
    assertEquals(String.join("|", names()), Games.names("|"));
  }

  /**
   * A game's engine notation numbers its ranks from 0 exactly when its first square's name ends in
   * 0 ({@code a0} in ICCS, {@code a1} in UCI); UCCI plays one game, the one whose moves are ICCS.
   */
  @Test
  void theEngineNotationsRanksAndUcciAgreeWithTheSquareNames() {
    int ucci = 0;
    for (Game game : Games.all()) {
      String first = game.squareName(game.square(0, 0));
      assertEquals(first.endsWith("0"), game.engineRanksFromZero(), game.name() + ": " + first);
      ucci += game.playedOverUcci() ? 1 : 0;
    }
    assertEquals(1, ucci, "games played over UCCI");
    assertTrue(Games.ofUcci().playedOverUcci());
    assertEquals("iccs", Games.ofUcci().engineNotation());
  }

  private static String[] names() {
    Game[] all = Games.all();
    String[] names = new String[all.length];
    for (int i = 0; i < all.length; i++) {
      names[i] = all[i].name();
    }
    return names;
  }

  @Test
  void startposAndNullMeanTheStartPosition() throws InvalidInputException {
    for (Game game : Games.all()) {
      assertEquals(game.startFen(), game.newPosition(null).toFen());
      assertEquals(game.startFen(), game.newPosition("startpos").toFen());
      assertEquals(game.startFen(), game.newSearchPosition("startpos").toFen());
      assertEquals(game.startFen(), game.newJudge(null).fen());
      assertThrows(InvalidInputException.class, () -> game.newJudge("no fen at all"));
    }
  }

  @Test
  void squaresMapToFilesAndRanksAndBack() {
    for (Game game : Games.all()) {
      Set<String> seen = new HashSet<>();
      for (int rank = 0; rank < game.ranks(); rank++) {
        for (int file = 0; file < game.files(); file++) {
          int square = game.square(file, rank);
          assertEquals(file, game.fileOf(square), game.name());
          assertEquals(rank, game.rankOf(square), game.name());
          assertTrue(seen.add(game.squareName(square)), game.squareName(square));
        }
      }
    }
  }

  /**
   * Random games through each judge: every ply can be taken back to exactly the position and
   * history before it, and the record written at the end reads back to the same moves and FEN.
   */
  @Test
  void judgesPlayTakeBackAndRecordTheSameWayInEveryGame() throws InvalidInputException {
    for (Game game : Games.all()) {
      for (int seed = 1; seed <= 6; seed++) {
        Rng rng = new Rng(seed);
        Judge judge = game.newJudge(null);
        int[] moves = new int[GamePosition.MAX_MOVES];
        for (int ply = 0; ply < 60 && !judge.isOver(); ply++) {
          String fenBefore = judge.fen();
          int n = judge.position().legalMoves(moves, 0);
          int move = moves[rng.nextInt(n)];
          assertEquals(move, judge.parseMove(judge.engineText(move)), game.name());
          assertEquals(move, judge.parseMove(judge.moveText(move, null)), game.name());
          judge.play(move);
          assertEquals(move, judge.moveAt(ply));
          assertTrue(judge.takeBack());
          assertEquals(fenBefore, judge.fen(), game.name() + " seed " + seed + " ply " + ply);
          assertEquals(ply, judge.plyCount());
          judge.play(move);
        }
        String record = judge.record("First", "Second", null);
        Judge read = game.readRecord(record);
        assertEquals(judge.fen(), read.fen(), record);
        assertEquals(String.join(" ", judge.engineMoves()), String.join(" ", read.engineMoves()));
        assertEquals(judge.isOver(), read.isOver(), record);
      }
    }
  }

  @Test
  void anAdjudicatedRecordIsADrawThatReadsBack() throws InvalidInputException {
    for (Game game : Games.all()) {
      Judge judge = game.newJudge(null);
      int[] moves = new int[GamePosition.MAX_MOVES];
      judge.position().legalMoves(moves, 0);
      judge.play(moves[0]);
      String record = judge.record("A", "B", "Move cap");
      assertTrue(record.contains("adjudication"), record);
      assertTrue(record.contains(Judge.DRAW), record);
      assertEquals(judge.fen(), game.readRecord(record).fen());
    }
  }

  /**
   * The search adapter a judge gives knows the game's earlier positions: a knight (horse) shuffle
   * brings the start position round a third time two plies after the root, which only the game's
   * history makes a repetition.
   */
  @Test
  void theSearchAdapterKnowsTheGamesHistory() throws InvalidInputException {
    String[][] shuffles = {
      {"chess", "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6", "f3g1 f6g8"},
      {"xiangqi", "b0c2 b9c7 c2b0 c7b9 b0c2 b9c7", "c2b0 c7b9"},
    };
    for (String[] shuffle : shuffles) {
      Judge judge = Games.byName(shuffle[0]).newJudge(null);
      for (String m : shuffle[1].split(" ")) {
        judge.play(judge.parseMove(m));
      }
      SearchPosition withHistory = judge.searchPosition();
      SearchPosition without = judge.game().newSearchPosition(judge.fen());
      for (String m : shuffle[2].split(" ")) {
        withHistory.makeMove(withHistory.parseMove(m));
        without.makeMove(without.parseMove(m));
      }
      assertEquals(SearchPosition.RULE_DRAW, withHistory.ruleStatus(2), shuffle[0]);
      assertEquals(SearchPosition.RULE_NONE, without.ruleStatus(2), shuffle[0]);
    }
  }

  @Test
  void sideNamesAndPieceNamesComeFromTheGame() {
    assertEquals("White", Games.byName("chess").sideName(Side.FIRST).toString());
    assertEquals("Red", Games.byName("xiangqi").sideName(Side.FIRST).toString());
    assertEquals("Black", Games.byName("xiangqi").sideName(Side.SECOND).toString());
    assertEquals("white knight", Games.byName("chess").pieceName('N').toString());
    assertEquals("red cannon \u70ae", Games.byName("xiangqi").pieceName('C').toString());
    assertNull(Games.byName("chess").pieceName((char) 0));
    assertNotNull(Games.byName("xiangqi").pieceName('k'));
    assertFalse(Games.byName("chess").onPoints());
    assertTrue(Games.byName("xiangqi").onPoints());
  }

  /** Chinese notation in either script: 傌八進七 for Red's traditional, 马八进七 simplified. */
  @Test
  void xiangqiWritesChineseInEitherScript() throws Exception {
    alfil.core.Judge judge = alfil.xiangqi.Xiangqi.GAME.newJudge(null);
    int horse = judge.parseMove("b0c2");
    assertEquals("傌八進七", judge.moveText(horse, "chinese"));
    assertEquals("马八进七", judge.moveText(horse, "chinese-simplified"));
    assertEquals("H8+7", judge.moveText(horse, "wxf"));
    assertEquals(
        "九八七六五四三二一",
        alfil.xiangqi.Xiangqi.GAME.fileNumbers(alfil.core.Side.FIRST, "chinese-simplified"));
  }
}
