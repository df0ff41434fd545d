package alfil.xiangqi;

import static alfil.xiangqi.XiangqiTestSupport.point;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.Side;
import org.junit.jupiter.api.Test;

/**
 * The attack tests on hand-made boards, read from the board field of a FEN without the FEN's
 * validation (so that facing generals and checks of the side not to move can be set up).
 */
class XiangqiAttacksTest {
  private static final int RED = Side.FIRST;
  private static final int BLACK = Side.SECOND;

  /** The board of a FEN board field, ranks 9 to 0, unchecked. */
  private static int[] board(String field) {
    int[] b = new int[XiangqiGeometry.POINTS];
    String[] ranks = field.split("/");
    for (int r = 0; r < ranks.length; r++) {
      int file = 0;
      for (char c : ranks[r].toCharArray()) {
        if (Character.isDigit(c)) {
          file += c - '0';
        } else {
          int side = Character.isUpperCase(c) ? RED : BLACK;
          b[XiangqiGeometry.point(file++, 9 - r)] =
              XiangqiPiece.of(side, XiangqiPiece.typeOfLetter(c));
        }
      }
    }
    return b;
  }

  private static boolean attacked(String field, String point, int bySide) {
    return XiangqiAttacks.isAttacked(board(field), point(point), bySide);
  }

  private static boolean inCheck(String field, String general, int side) {
    return XiangqiAttacks.generalAttacked(board(field), point(general), side);
  }

  @Test
  void generalsFacingOnAnOpenFileAttackEachOther() {
    String open = "4k4/9/9/9/9/9/9/9/9/4K4";
    assertTrue(inCheck(open, "e0", RED));
    assertTrue(inCheck(open, "e9", BLACK));
    assertTrue(XiangqiAttacks.facesGeneral(board(open), point("e0"), XiangqiPiece.BLACK_BIT));
    assertTrue(attacked(open, "e0", BLACK), "the general is attacked by the facing general");
    String screened = "4k4/9/9/9/4P4/9/9/9/9/4K4";
    assertFalse(inCheck(screened, "e0", RED));
    assertFalse(XiangqiAttacks.facesGeneral(board(screened), point("e0"), 8));
    assertFalse(inCheck("3k5/9/9/9/9/9/9/9/9/4K4", "e0", RED), "different files");
  }

  @Test
  void facingCountsOnlyAgainstTheOtherGeneral() {
    // e1 is on the open file below the Black general, but it holds no general: not attacked.
    String field = "4k4/9/9/9/9/9/9/9/4A4/3K5";
    assertFalse(attacked(field, "e1", BLACK));
    assertFalse(attacked("4k4/9/9/9/9/9/9/9/9/3K5", "e0", BLACK), "an empty point");
  }

  @Test
  void cannonNeedsExactlyOneScreen() {
    assertFalse(inCheck("3k5/9/4c4/9/9/9/9/9/9/4K4", "e0", RED), "no screen");
    assertTrue(inCheck("3k5/9/4c4/9/9/4P4/9/9/9/4K4", "e0", RED), "one screen, either side's");
    assertTrue(inCheck("3k5/9/4c4/9/9/4p4/9/9/9/4K4", "e0", RED));
    assertFalse(inCheck("3k5/9/4c4/9/4p4/4P4/9/9/9/4K4", "e0", RED), "two screens");
    assertTrue(inCheck("3k5/9/9/9/9/9/9/9/9/c2NK4", "e0", RED), "along the rank");
    assertTrue(
        attacked("3k5/9/4c4/9/9/4P4/9/9/9/4R4", "e0", BLACK), "any piece, not only a general");
  }

  @Test
  void chariotIsStoppedByTheFirstPiece() {
    assertTrue(inCheck("3k5/9/9/9/9/9/9/9/9/r3K4", "e0", RED));
    assertFalse(inCheck("3k5/9/9/9/9/9/9/9/9/r1A1K4", "e0", RED));
    assertTrue(inCheck("3k5/9/9/9/4r4/9/9/9/9/4K4", "e0", RED));
  }

  @Test
  void horseIsBlockedByTheLegNextToItself() {
    // The Black horse on d2 reaches e0 through its leg d1; on c1 through its leg d1 as well.
    assertTrue(inCheck("3k5/9/9/9/9/9/9/3n5/9/4K4", "e0", RED));
    assertFalse(inCheck("3k5/9/9/9/9/9/9/3n5/3A5/4K4", "e0", RED), "leg d1 taken");
    assertTrue(inCheck("3k5/9/9/9/9/9/9/9/2n6/4K4", "e0", RED));
    assertFalse(inCheck("3k5/9/9/9/9/9/9/9/2nA5/4K4", "e0", RED), "leg d1 taken");
    // A piece next to the general, not next to the horse, does not block.
    assertTrue(inCheck("3k5/9/9/9/9/9/9/3n5/4P4/4K4", "e0", RED));
    assertEquals(
        point("d2"),
        XiangqiAttacks.horseAttacker(board("3k5/9/9/9/9/9/9/3n5/9/4K4"), point("e0"), 8));
  }

  @Test
  void soldierAttacksForwardAndSidewaysOnlyAcrossTheRiver() {
    // Black soldiers move down the board: one on e1 (across the river) attacks e0, d1 and f1.
    int[] crossed = board("3k5/9/9/9/9/9/9/9/4p4/9");
    for (String target : new String[] {"e0", "d1", "f1"}) {
      assertTrue(XiangqiAttacks.isAttacked(crossed, point(target), BLACK), target);
    }
    assertFalse(XiangqiAttacks.isAttacked(crossed, point("e2"), BLACK), "never backwards");
    // On e5 it has not crossed: e4 only.
    int[] home = board("3k5/9/9/9/4p4/9/9/9/9/9");
    assertTrue(XiangqiAttacks.isAttacked(home, point("e4"), BLACK));
    assertFalse(XiangqiAttacks.isAttacked(home, point("d5"), BLACK), "sideways before the river");
    assertFalse(XiangqiAttacks.isAttacked(home, point("e4"), RED), "no Red piece");
  }

  @Test
  void elephantIsBlockedByItsEye() {
    assertTrue(attacked("3k5/9/9/9/9/9/9/9/9/2B6", "e2", RED));
    assertFalse(attacked("3k5/9/9/9/9/9/9/9/3P5/2B6", "e2", RED), "eye d1 taken");
  }

  @Test
  void leastValuableAttackerComesFirst() {
    // The Black soldier on e5 is attacked by a Red soldier (e4), a horse (d3), a chariot (a5) and,
    // once e4 is gone, the cannon on e0 over the advisor on e1.
    int[] b = board("3k5/9/9/9/R3p4/4P4/3N5/9/4A4/4C4");
    int e5 = point("e5");
    assertEquals(point("e4"), XiangqiAttacks.leastValuableAttacker(b, e5, RED));
    b[point("e4")] = 0;
    assertEquals(point("d3"), XiangqiAttacks.leastValuableAttacker(b, e5, RED));
    b[point("d3")] = 0;
    assertEquals(point("e0"), XiangqiAttacks.leastValuableAttacker(b, e5, RED), "cannon first");
    b[point("e1")] = 0;
    assertEquals(point("a5"), XiangqiAttacks.leastValuableAttacker(b, e5, RED), "screen gone");
    b[point("a5")] = 0;
    assertEquals(0, XiangqiAttacks.leastValuableAttacker(b, e5, RED));
  }

  @Test
  void pieceAttacksByItsOwnRule() {
    int[] b = board("3k5/9/9/9/9/4p4/4C4/9/1N7/R3K4");
    assertTrue(XiangqiAttacks.attacks(b, point("a0"), point("a9")), "chariot up the open file");
    assertFalse(XiangqiAttacks.attacks(b, point("a0"), point("f0")), "the general is in between");
    assertTrue(XiangqiAttacks.attacks(b, point("a0"), point("d0")));
    assertTrue(XiangqiAttacks.attacks(b, point("e3"), point("e9")), "cannon over the e4 screen");
    assertFalse(XiangqiAttacks.attacks(b, point("e3"), point("e4")), "a cannon's screen is safe");
    assertTrue(XiangqiAttacks.attacks(b, point("b1"), point("c3")));
    b[point("b2")] = XiangqiPiece.of(RED, XiangqiPiece.SOLDIER);
    assertFalse(XiangqiAttacks.attacks(b, point("b1"), point("c3")), "horse leg b2 taken");
    assertFalse(XiangqiAttacks.attacks(b, point("a0"), point("b1")), "not on a line");
  }

  @Test
  void generalSafeAfterTriesTheMoveAndRestoresTheBoard() {
    // The Red cannon on e5 is the only piece between the generals.
    int[] b = board("4k4/9/9/9/4C4/9/9/9/9/4K4");
    int[] before = b.clone();
    assertFalse(XiangqiAttacks.generalSafeAfter(b, point("e5"), point("d5"), point("e0")));
    assertTrue(XiangqiAttacks.generalSafeAfter(b, point("e5"), point("e6"), point("e0")));
    assertTrue(XiangqiAttacks.generalSafeAfter(b, point("e0"), point("d0"), point("d0")));
    assertArrayEquals(before, b);
  }

  @Test
  void pseudoLegalMovesIgnoreTheGeneral() {
    // The pinned horse on e5 has no legal move, but its own rule gives it eight.
    int[] b = board("4k4/9/9/9/4N4/9/9/9/9/4K4");
    int[] horse = {point("e5")};
    int[] moves = new int[16];
    assertEquals(8, XiangqiMoveGenerator.pseudoLegalMoves(b, horse, 1, true, moves, 0));
    assertEquals(0, XiangqiMoveGenerator.pseudoLegalMoves(b, horse, 1, false, moves, 0));
    b[point("d7")] = XiangqiPiece.of(BLACK, XiangqiPiece.SOLDIER);
    b[point("f7")] = XiangqiPiece.of(RED, XiangqiPiece.SOLDIER);
    assertEquals(1, XiangqiMoveGenerator.pseudoLegalMoves(b, horse, 1, false, moves, 3));
    assertEquals("e5d7", Iccs.toText(moves[3]));
  }
}
