package alfil.games;

import static alfil.testing.CatalogTexts.assertFromCatalog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import alfil.chess.ChessTexts;
import alfil.core.CoreTexts;
import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Side;
import alfil.core.Text;
import alfil.xiangqi.XiangqiTexts;
import org.junit.jupiter.api.Test;

/**
 * What a player of the page can meet from the engine comes as catalog texts with their arguments
 * ({@code alfil.testing.CatalogTexts}): the FEN readers', the move readers' and the record readers'
 * errors, the judges' refusals, the endings, the claims and the names of sides and pieces.
 */
class EngineErrorTextsTest {
  private static final Game CHESS = Games.byName("chess");
  private static final Game XIANGQI = Games.byName("xiangqi");

  private static final String[] BAD_FENS = {
    "",
    "8/8/8 w - - 0 1",
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1",
    "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
    "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
    "rnbqkknr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
    "Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
    "4k3/8/8/8/8/8/PPPPPPPP/PPPPPPPP w - - 0 1",
    "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R8/RNBAKABNR w - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBKAABNR w - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/1P7/2P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
    "3k5/4R4/9/9/9/9/9/9/9/3K5 w - - 0 1",
  };

  @Test
  void fenErrorsAreCatalogTexts() {
    for (String fen : BAD_FENS) {
      Game game = fen.isEmpty() || CHESS.isFenOf(fen) ? CHESS : XIANGQI;
      assertFromCatalog(assertThrows(InvalidInputException.class, () -> game.newJudge(fen)), fen);
    }
  }

  @Test
  void moveErrorsAreCatalogTexts() throws InvalidInputException {
    Judge chess = CHESS.newJudge("r3k2r/8/8/8/8/8/3q4/R3K2R w KQkq - 0 1");
    for (String move :
        new String[] {
          "", "hello", "Nf3", "e2e4", "e7e5", "a8a7", "a1a1", "a1h1", "O-O", "O-O-O", "Ke1e2",
          "Ra2", "a1a8q", "e1g1x", "Rd1", "Rb1", "Rad1=Q"
        }) {
      assertFromCatalog(
          assertThrows(InvalidInputException.class, () -> chess.parseMove(move)), move);
    }
    Judge xiangqi = XIANGQI.newJudge(null);
    for (String move :
        new String[] {
          "", "h2e3", "h7e7", "e5e4", "j2e2", "Q2.5", "C2*5", "R1+3", "H2+4", "P+.1", "车一进三",
          "哈二平五", "炮二走五", "马八进六"
        }) {
      assertFromCatalog(
          assertThrows(InvalidInputException.class, () -> xiangqi.parseMove(move)), move);
    }
  }

  @Test
  void recordErrorsAreCatalogTextsWithTheMoveNumber() {
    String[] records = {
      "   ",
      "1. e4 e5 2. Nf3 Nf3",
      "[Variant \"Chess960\"]\n1. e4",
      "[FEN \"8/8/8 w - - 0 1\"]\n1. e4",
      "[Event \"x\"\n1. e4",
      "[Bad-Name \"v\"]\n1. e4",
      "[Event v]\n1. e4",
      "1. e4 { never closed",
      "1. e4 (1. d4",
      "1. e4 } e5",
      "$1 1. e4",
      "1. e4 $x",
      "1. e4 -- 2. d4",
      "1. C2.5 H8+7 2. R1+3",
      "1. 炮二平五 马8进7 2. 马二进三 车9平8 3. 车一进一 哈",
      "[Variant \"chess\"]\n1. h2e2",
    };
    for (String record : records) {
      InvalidInputException e =
          assertThrows(InvalidInputException.class, () -> Games.readRecord(record, CHESS), record);
      assertFromCatalog(e, record);
    }
    InvalidInputException second =
        assertThrows(
            InvalidInputException.class, () -> Games.readRecord("1. e4 e5 2. Nf3 Nf3", CHESS));
    assertEquals(2, second.moveNumber());
    assertEquals(CoreTexts.RECORD_MOVE.key(), second.what().key());
    assertEquals("2...", second.what().argument(0));
    assertEquals(ChessTexts.MOVE_NO_PIECE_REACHES.key(), second.why().key());
    InvalidInputException third =
        assertThrows(
            InvalidInputException.class,
            () -> Games.readRecord("1. C2.5 H8+7 2. H2+3 R9.8 3. R1+3", XIANGQI));
    assertEquals(3, third.moveNumber());
    assertEquals("move 3 'R1+3'", third.field());
    assertEquals(
        0, assertThrows(InvalidInputException.class, () -> CHESS.newJudge("8")).moveNumber());
  }

  @Test
  void judgesRefuseInCatalogTexts() throws InvalidInputException {
    for (Game game : Games.all()) {
      Judge judge = game.newJudge(null);
      assertFromCatalog(
          assertThrows(InvalidInputException.class, () -> judge.acceptDraw(Side.FIRST)),
          game.name());
      int first = judge.parseMove(game == CHESS ? "e4" : "h2e2");
      judge.play(first);
      judge.resign(Side.SECOND);
      assertFromCatalog(judge.verdict().reason(), game.name());
      assertSame(CoreTexts.RESIGNATION, judge.verdict().reason());
      assertFromCatalog(
          assertThrows(InvalidInputException.class, () -> judge.offerDraw(Side.SECOND)),
          game.name());
      InvalidInputException over =
          assertThrows(InvalidInputException.class, () -> judge.play(first));
      assertFromCatalog(over, game.name());
      assertEquals("the game is over (resignation)", over.reason());
    }
    Judge chess = CHESS.newJudge(null);
    chess.offerDraw(Side.FIRST);
    InvalidInputException early =
        assertThrows(InvalidInputException.class, () -> chess.acceptDraw(Side.SECOND));
    assertFromCatalog(early, "before both moved");
    assertSame(ChessTexts.DRAW_TOO_EARLY, early.why());
    Judge xiangqi = XIANGQI.newJudge(null);
    InvalidInputException noClaim =
        assertThrows(
            InvalidInputException.class,
            () -> xiangqi.claimDrawWithMove(xiangqi.parseMove("h2e2")));
    assertSame(XiangqiTexts.CLAIM_NONE, noClaim.why());
  }

  @Test
  void claimsNameTheirDrawAndRuleInCatalogTexts() throws InvalidInputException {
    Judge judge = CHESS.newJudge(null);
    for (String move : new String[] {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"}) {
      judge.play(judge.parseMove(move));
    }
    assertNull(judge.claimableDrawName());
    int ng8 = judge.parseMove("Ng8");
    assertSame(ChessTexts.THREEFOLD, judge.claimableDrawName(ng8));
    Text ruling = judge.claimDrawWithMove(ng8);
    assertFromCatalog(ruling, "claim with Ng8");
    assertEquals("Ng8 is played; claim granted: threefold repetition", ruling.toString());
    assertSame(ChessTexts.THREEFOLD, judge.verdict().reason());

    Judge wrong = CHESS.newJudge(null);
    Text refused = wrong.claimDrawWithMove(wrong.parseMove("e4"));
    assertFromCatalog(refused, "claim with e4");
    assertEquals(
        "e4 is played; claim refused: the position has appeared 1 of 3 times (FIDE 9.2), and 0"
            + " of 100 half-moves have passed without a capture or a pawn move (FIDE 9.3)",
        refused.toString());
  }

  @Test
  void sidesAndPiecesAreNamedOneTextEach() {
    assertSame(CoreTexts.WHITE, CHESS.sideName(Side.FIRST));
    assertSame(CoreTexts.BLACK, CHESS.sideName(Side.SECOND));
    assertSame(CoreTexts.RED, XIANGQI.sideName(Side.FIRST));
    assertSame(CoreTexts.BLACK, XIANGQI.sideName(Side.SECOND));
    java.util.Set<String> keys = new java.util.HashSet<>();
    for (char letter : "PNBRQKpnbrqk".toCharArray()) {
      assertFromCatalog(CHESS.pieceName(letter), String.valueOf(letter));
      keys.add(CHESS.pieceName(letter).key());
    }
    for (char letter : "KABNRCPkabnrcp".toCharArray()) {
      assertFromCatalog(XIANGQI.pieceName(letter), String.valueOf(letter));
      keys.add(XIANGQI.pieceName(letter).key());
    }
    assertEquals(26, keys.size(), "one key per side and kind");
    assertEquals("black cannon \u7832", XIANGQI.pieceName('c').toString());
    assertSame(XIANGQI.pieceName('H'), XIANGQI.pieceName('N'), "H and N are both the horse");
  }
}
