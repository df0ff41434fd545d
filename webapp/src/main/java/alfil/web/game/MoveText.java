package alfil.web.game;

import alfil.core.GamePosition;

/**
 * Finds the legal move that engine text (UCI or ICCS) names, by asking the position for its legal
 * moves and their texts: the page and the worker need no notation parser of their own, and a text
 * that names no legal move is simply not one.
 */
final class MoveText {
  private MoveText() {}

  /**
   * @throws IllegalArgumentException when the text names no legal move here
   */
  static int find(GamePosition position, String text) {
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = position.legalMoves(moves, 0);
    for (int i = 0; i < n; i++) {
      if (position.moveToText(moves[i]).equals(text)) {
        return moves[i];
      }
    }
    throw new IllegalArgumentException("'" + text + "' is not a legal move here");
  }
}
