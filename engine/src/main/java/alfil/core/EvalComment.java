package alfil.core;

/**
 * An evaluation as a record's move comment, {@code [%eval 0.35]} or {@code [%eval #-3]}: the
 * command that lichess writes after each move of an analysed game and python-chess reads ({@code
 * GameNode.eval}). Both forms are from the first player's view (White, Red): pawns with two
 * decimals, or {@code #} and the moves to mate, negative when the second player mates. {@code #0}
 * says that the side to move after the move is mated, as python-chess resolves that case.
 */
public final class EvalComment {
  private EvalComment() {}

  /** {@code [%eval 0.35]}, {@code [%eval -1.05]}, {@code [%eval 0.00]} for centipawns. */
  public static String ofCentipawns(int centipawns) {
    int abs = Math.abs(centipawns);
    int hundredths = abs % 100;
    return "[%eval "
        + (centipawns < 0 ? "-" : "")
        + abs / 100
        + (hundredths < 10 ? ".0" : ".")
        + hundredths
        + "]";
  }

  /** {@code [%eval #3]}: the first player mates in 3 moves; {@code #-3}: the second player does. */
  public static String ofMate(int moves) {
    return "[%eval #" + moves + "]";
  }
}
