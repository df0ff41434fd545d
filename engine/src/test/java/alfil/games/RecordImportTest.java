package alfil.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import alfil.chess.Chess;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.xiangqi.Xiangqi;
import org.junit.jupiter.api.Test;

/** A pasted or opened text becomes a game of whichever game it records. */
class RecordImportTest {
  private static final String OPERA =
      "[Event \"Paris\"]\n[White \"Paul Morphy\"]\n\n"
          + "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7"
          + " 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7"
          + " 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0";

  private static final String XIANGQI = "1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 C8+4 *";

  @Test
  void aRecordOfEitherGameReadsWhicheverGameIsOnTheBoard() throws InvalidInputException {
    for (var onBoard : Games.all()) {
      Judge chess = Games.readRecord(OPERA, onBoard);
      assertEquals(Chess.GAME, chess.game());
      assertEquals("white wins by checkmate", chess.outcomeText());
      Judge xiangqi = Games.readRecord(XIANGQI, onBoard);
      assertEquals(Xiangqi.GAME, xiangqi.game());
      assertEquals(6, xiangqi.plyCount());
      Judge iccs = Games.readRecord("h2e2 h9g7", onBoard);
      assertEquals(Xiangqi.GAME, iccs.game(), "ICCS is not UCI: rank 0 is no chess square");
    }
  }

  @Test
  void aFenAloneSetsUpItsGame() throws InvalidInputException {
    String chess = "4k3/8/4K3/8/8/8/8/R7 w - - 0 1";
    Judge judge = Games.readRecord("  " + chess + "\n", Xiangqi.GAME);
    assertEquals(Chess.GAME, judge.game());
    assertEquals(chess, judge.fen());
    assertEquals(0, judge.plyCount());
    String xiangqi = "3k5/1R7/9/9/9/9/9/9/9/R4K3 w - - 0 1";
    assertEquals(xiangqi, Games.readRecord(xiangqi, Chess.GAME).fen());
    String badFen = "4k3/8/4K3/8/8/8/8/R7 x - - 0 1";
    InvalidInputException bad =
        assertThrows(InvalidInputException.class, () -> Games.readRecord(badFen, Xiangqi.GAME));
    InvalidInputException own =
        assertThrows(InvalidInputException.class, () -> Chess.GAME.newJudge(badFen));
    assertEquals(own.getMessage(), bad.getMessage(), "the FEN's own error");
  }

  @Test
  void aBadRecordIsReportedByTheReaderThatGotFurthest() {
    String badTwelfth = OPERA.replace("12. O-O-O", "12. Nf3");
    for (var onBoard : Games.all()) {
      InvalidInputException e =
          assertThrows(InvalidInputException.class, () -> Games.readRecord(badTwelfth, onBoard));
      assertEquals("move 12 'Nf3'", e.field(), onBoard.name());
      assertEquals(12, e.moveNumber(), onBoard.name());
      InvalidInputException x =
          assertThrows(
              InvalidInputException.class,
              () -> Games.readRecord("[Variant \"xiangqi\"]\n1. C2.5 H8+7 2. K5+3 *", onBoard));
      assertEquals("move 2 'K5+3'", x.field(), onBoard.name());
      assertEquals(2, x.moveNumber(), onBoard.name());
    }
  }

  @Test
  void aTextNoGameReadsGetsTheErrorOfTheGameOnTheBoard() {
    for (var onBoard : Games.all()) {
      InvalidInputException e =
          assertThrows(InvalidInputException.class, () -> Games.readRecord("hello", onBoard));
      InvalidInputException own =
          assertThrows(InvalidInputException.class, () -> onBoard.readRecord("hello"));
      assertEquals("move 1 'hello'", e.field());
      assertEquals(own.getMessage(), e.getMessage(), onBoard.name());
    }
    InvalidInputException empty =
        assertThrows(InvalidInputException.class, () -> Games.readRecord(" \n ", Chess.GAME));
    assertEquals("record", empty.field(), "not an empty game of the other kind");
  }
}
