package alfil.core;

/**
 * A line of moves as a record writes it in a variation: a move number before each of the first
 * player's moves, and before the first move when the second player makes it ({@code 14... Nc6 15.
 * O-O}), each move in the record's notation. Both games' record writers use it.
 */
public final class Variation {
  /** A legal move's text in the position as it stands when the move is about to be played. */
  public interface MoveText {
    String of(int move);
  }

  private Variation() {}

  /**
   * {@code moves} played from {@code position} (left as it was), whose fullmove number is {@code
   * number}, each written by {@code text}; the line stops before a move that is not legal where it
   * stands, so that a line from an untrusted source never writes a move that cannot be played.
   */
  public static String text(GamePosition position, int number, int[] moves, MoveText text) {
    StringBuilder out = new StringBuilder();
    int[] legal = new int[GamePosition.MAX_MOVES];
    int made = 0;
    int fullmove = number;
    for (int move : moves) {
      if (!contains(legal, position.legalMoves(legal, 0), move)) {
        break;
      }
      boolean first = position.sideToMove() == Side.FIRST;
      if (first || made == 0) {
        out.append(made == 0 ? "" : " ").append(fullmove).append(first ? "." : "...");
      }
      out.append(' ').append(text.of(move));
      position.makeMove(move);
      made++;
      if (!first) {
        fullmove++;
      }
    }
    for (int i = 0; i < made; i++) {
      position.unmakeMove();
    }
    return out.toString();
  }

  private static boolean contains(int[] moves, int count, int move) {
    for (int i = 0; i < count; i++) {
      if (moves[i] == move) {
        return true;
      }
    }
    return false;
  }
}
