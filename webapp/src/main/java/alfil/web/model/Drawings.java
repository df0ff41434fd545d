package alfil.web.model;

/**
 * What the player put on the board besides the pieces: the premove queued during the engine's turn
 * (one, as lichess allows), and the arrows and circles drawn with the right button (chessground's
 * drawable shapes), cleared by a left press or the next move.
 */
public final class Drawings {
  /** Most shapes on the board at once. */
  static final int MAX_SHAPES = 32;

  private int premoveFrom = -1;
  private int premoveTo = -1;
  private char premovePromotion;

  /** Each shape as from * 256 + to; a circle has from == to. */
  private final int[] shapes = new int[MAX_SHAPES];

  private int count;

  void setPremove(int from, int to, char promotion) {
    premoveFrom = from;
    premoveTo = to;
    premovePromotion = promotion;
  }

  void clearPremove() {
    premoveFrom = -1;
    premoveTo = -1;
  }

  public int premoveFrom() {
    return premoveFrom;
  }

  public int premoveTo() {
    return premoveTo;
  }

  char premovePromotion() {
    return premovePromotion;
  }

  /** Draws a shape, or takes it off when the same one is drawn again (as chessground does). */
  void toggle(int from, int to) {
    int shape = from * 256 + to;
    for (int i = 0; i < count; i++) {
      if (shapes[i] == shape) {
        shapes[i] = shapes[--count];
        return;
      }
    }
    if (count < MAX_SHAPES) {
      shapes[count++] = shape;
    }
  }

  /** Clears the shapes and the premove. */
  void clear() {
    count = 0;
    clearPremove();
  }

  /** Clears the shapes: a move was made (a premove waits for its turn). */
  void clearShapes() {
    count = 0;
  }

  public int shapeCount() {
    return count;
  }

  void drawInto(BoardState b) {
    b.premoveFrom = premoveFrom;
    b.premoveTo = premoveTo;
    b.shapes = new int[count];
    System.arraycopy(shapes, 0, b.shapes, 0, count);
  }
}
