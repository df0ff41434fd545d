package alfil.cli;

import alfil.core.Game;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;

/**
 * Engine move text in the two dialects that xiangqi engines speak over UCI: ICCS (ranks 0-9, as
 * Pikafish, UCCI engines and Alfil write {@code h2e2}) and Fairy-Stockfish's UCI form (ranks 1-10,
 * {@code h3e3}, rules.md). Chess moves are the same in both.
 */
final class EngineNotation {
  private EngineNotation() {}

  /** ICCS {@code h2e2} as ranks 1-10: {@code h3e3}; {@code a9a8} as {@code a10a9}. */
  static String toOneBasedRanks(String iccs) {
    if (iccs.length() != 4) {
      return iccs;
    }
    return ""
        + iccs.charAt(0)
        + (iccs.charAt(1) - '0' + 1)
        + iccs.charAt(2)
        + (iccs.charAt(3) - '0' + 1);
  }

  /** The inverse of {@link #toOneBasedRanks}, or null when {@code text} is not of that form. */
  static String fromOneBasedRanks(String text) {
    String s = text.trim();
    int i = 0;
    StringBuilder out = new StringBuilder(4);
    for (int half = 0; half < 2; half++) {
      if (i >= s.length() || s.charAt(i) < 'a' || s.charAt(i) > 'i') {
        return null;
      }
      out.append(s.charAt(i++));
      int start = i;
      while (i < s.length() && alfil.core.Ascii.isDigit(s.charAt(i))) {
        i++;
      }
      if (i == start || i - start > 2) {
        return null;
      }
      int rank = Integer.parseInt(s.substring(start, i));
      if (rank < 1 || rank > 10) {
        return null;
      }
      out.append((char) ('0' + rank - 1));
    }
    return i == s.length() ? out.toString() : null;
  }

  /**
   * The legal move that engine text names: the game's own notation first; where that numbers its
   * ranks from 0 (xiangqi's ICCS), text that is not a legal move in it is tried as
   * Fairy-Stockfish's ranks 1-10.
   *
   * @throws InvalidInputException with the reason of the game's own notation
   */
  static int parse(Game game, GamePosition position, String text, boolean oneBasedFirst)
      throws InvalidInputException {
    String converted = fromOneBasedRanks(text);
    // Only a notation that numbers its ranks from 0 (ICCS) can tell ranks 1-10 from its own.
    boolean fromZero = game.engineRanksFromZero();
    if (fromZero && oneBasedFirst && converted != null) {
      try {
        return position.parseMove(converted);
      } catch (InvalidInputException e) {
        // fall through to ICCS
      }
    }
    try {
      return position.parseMove(text);
    } catch (InvalidInputException e) {
      if (fromZero && !oneBasedFirst && converted != null) {
        try {
          return position.parseMove(converted);
        } catch (InvalidInputException ignored) {
          // report the ICCS reason below
        }
      }
      throw e;
    }
  }
}
