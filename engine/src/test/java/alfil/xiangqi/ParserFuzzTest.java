package alfil.xiangqi;

import static alfil.testing.CatalogTexts.assertFromCatalog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Rng;
import alfil.testing.FuzzText;
import alfil.testing.RandomGameAgreement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every xiangqi parser either accepts its input or rejects it with an {@link InvalidInputException}
 * (architecture decision 5), and a rejected move leaves the position as it was: seeded random
 * strings over each notation's characters, and mutations of valid inputs. {@code
 * -Dalfil.fuzz.count=100000} runs the long version.
 */
class ParserFuzzTest {
  private static final int COUNT = Integer.getInteger("alfil.fuzz.count", 10_000);
  private static final String FEN_ALPHABET = "rnbakcpRNBAKCPEHeh123456789/ wbr-0 x";
  private static final String MOVE_ALPHABET =
      "KAEHRCPBNabcdefghi0123456789+-.=前中后後一二三四五六七八九进退平進车車马馬炮砲兵卒帅帥将將士仕相象 ";

  private static List<String> fens() throws Exception {
    List<String> fens = new ArrayList<>(RandomGameAgreement.suiteFens("xiangqi.epd"));
    fens.add(XiangqiPosition.START_FEN);
    return fens;
  }

  @Test
  void fenReaderOnlyRejectsWithReasons() throws Exception {
    Rng rng = new Rng(11);
    List<String> valid = fens();
    int accepted = 0;
    for (int i = 0; i < COUNT; i++) {
      String fen =
          i % 2 == 0
              ? FuzzText.random(rng, FEN_ALPHABET, 90)
              : FuzzText.mutate(rng, valid.get(i % valid.size()), FEN_ALPHABET);
      try {
        XiangqiPosition position = XiangqiPosition.fromFen(fen);
        assertEquals(position.toFen(), XiangqiPosition.fromFen(position.toFen()).toFen(), fen);
        accepted++;
      } catch (InvalidInputException expected) {
        assertTrue(!expected.reason().isEmpty(), fen);
        assertFromCatalog(expected, fen);
      }
    }
    assertTrue(accepted > 0, "some mutations stay valid FENs");
  }

  @Test
  void moveReadersOnlyRejectAndLeaveThePositionAsItWas() throws Exception {
    Rng rng = new Rng(12);
    List<String> fens = fens();
    int[] moves = new int[GamePosition.MAX_MOVES];
    int accepted = 0;
    for (int i = 0; i < COUNT; i++) {
      XiangqiPosition position = XiangqiPosition.fromFen(fens.get(i % fens.size()));
      String before = position.toFen();
      int hashLo = position.hashLo();
      int hashHi = position.hashHi();
      int n = position.legalMoves(moves, 0);
      int legal = moves[rng.nextInt(n)];
      String text;
      switch (i % 5) {
        case 4:
          // Unmutated text of every notation must be accepted: the accept path is fuzzed too.
          text =
              (i & 1) == 0
                  ? Wxf.toText(position, legal)
                  : ChineseNotation.toText(position, legal, (i & 2) != 0);
          break;
        case 0:
          text = FuzzText.mutate(rng, Wxf.toText(position, legal), MOVE_ALPHABET);
          break;
        case 1:
          text =
              FuzzText.mutate(
                  rng, ChineseNotation.toText(position, legal, (i & 8) != 0), MOVE_ALPHABET);
          break;
        case 2:
          text = FuzzText.mutate(rng, Iccs.toText(legal), MOVE_ALPHABET);
          break;
        default:
          text = FuzzText.random(rng, MOVE_ALPHABET, 8);
      }
      try {
        int move = XiangqiRecord.parseMove(position, text);
        boolean isLegal = false;
        for (int k = 0; k < n; k++) {
          isLegal |= moves[k] == move;
        }
        assertTrue(isLegal, "'" + text + "' parsed to a move that is not legal");
        accepted++;
      } catch (InvalidInputException expected) {
        assertTrue(!expected.reason().isEmpty(), text);
        assertFromCatalog(expected, text);
      }
      assertEquals(before, position.toFen(), "position changed by parsing '" + text + "'");
      assertEquals(hashLo, position.hashLo());
      assertEquals(hashHi, position.hashHi());
    }
    assertTrue(accepted >= COUNT / 5, "accepted " + accepted);
  }

  @Test
  void recordReaderOnlyRejectsWithReasons() throws Exception {
    Rng rng = new Rng(13);
    String valid =
        "[Event \"Test\"]\n[Variant \"xiangqi\"]\n[Result \"*\"]\n\n"
            + "1. C2.5 h8+7 2. H2+3 r9.8 3. R1.2 c8.9 *\n";
    String alphabet = MOVE_ALPHABET + "[]\"{}();*\n1/2";
    int accepted = 0;
    for (int i = 0; i < COUNT / 2; i++) {
      String text = valid;
      int edits = 1 + rng.nextInt(4);
      for (int e = 0; e < edits; e++) {
        text = FuzzText.mutate(rng, text, alphabet);
      }
      try {
        XiangqiGame game = XiangqiRecord.read(text);
        assertTrue(game.toString() != null);
        accepted++;
      } catch (InvalidInputException expected) {
        assertTrue(!expected.reason().isEmpty(), text);
        assertFromCatalog(expected, text);
      }
    }
    assertTrue(accepted > 0, "some edits leave a readable record");
  }

  @Test
  void gameRefusesMovesWithoutChange() throws Exception {
    Rng rng = new Rng(14);
    List<String> fens = fens();
    int[] moves = new int[GamePosition.MAX_MOVES];
    int accepted = 0;
    for (int i = 0; i < COUNT; i++) {
      XiangqiGame game = XiangqiGame.fromFen(fens.get(i % fens.size()));
      // A few random legal moves first, so that histories and the judge are fuzzed too.
      for (int k = rng.nextInt(6); k > 0 && !game.isOver(); k--) {
        int n = game.position().legalMoves(moves, 0);
        game.play(moves[rng.nextInt(n)]);
      }
      if (i % 17 == 0 && !game.isOver()) {
        game.resign(game.sideToMove());
      }
      int n = game.position().legalMoves(moves, 0);
      String valid = n == 0 ? "C2.5" : Wxf.toText(game.position(), moves[rng.nextInt(n)]);
      String text =
          i % 8 == 0
              ? valid
              : i % 4 == 3
                  ? FuzzText.random(rng, MOVE_ALPHABET, 6)
                  : FuzzText.mutate(rng, valid, MOVE_ALPHABET);
      String before =
          game.fen() + " " + java.util.Arrays.toString(game.moves()) + " " + game.outcome();
      try {
        game.play(text);
        assertEquals(fens.get(i % fens.size()), game.startFen());
        accepted++;
      } catch (InvalidInputException expected) {
        assertTrue(!expected.reason().isEmpty(), text);
        assertFromCatalog(expected, text);
        assertEquals(
            before,
            game.fen() + " " + java.util.Arrays.toString(game.moves()) + " " + game.outcome(),
            "game changed by refused '" + text + "'");
      }
    }
    assertTrue(accepted > COUNT / 20, "accepted " + accepted);
  }
}
