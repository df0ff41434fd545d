package alfil.cli;

import alfil.core.Game;
import alfil.core.Judge;

/**
 * A position drawn in plain ASCII for the terminal: FEN letters (upper case for the first player),
 * {@code .} for an empty square or point, the first player at the bottom, the engine notation's
 * files and ranks at the edges. A board of squares (chess) is the usual grid; a board of points
 * (xiangqi) is drawn as its lines, with the river across the middle, the diagonals of both palaces,
 * and the WXF file numbers each side counts from its own right (the first player's along the
 * bottom, the second's along the top).
 */
final class AsciiBoard {
  private AsciiBoard() {}

  static String draw(Judge g) {
    return g.game().onPoints() ? points(g) : squares(g);
  }

  private static String squares(Judge g) {
    Game game = g.game();
    int files = game.files();
    String edge = "   +" + "-".repeat(2 * files + 1) + "+\n";
    StringBuilder sb = new StringBuilder(edge);
    for (int rank = game.ranks() - 1; rank >= 0; rank--) {
      sb.append(' ').append(rank + 1).append(" | ");
      for (int file = 0; file < files; file++) {
        sb.append(letter(g, file, rank)).append(' ');
      }
      sb.append("|\n");
    }
    sb.append(edge).append("    ");
    for (int file = 0; file < files; file++) {
      sb.append(' ').append((char) ('a' + file));
    }
    return sb.append('\n').toString();
  }

  private static String points(Judge g) {
    Game game = g.game();
    int files = game.files();
    int ranks = game.ranks();
    StringBuilder sb = new StringBuilder("   ");
    for (int file = 1; file <= files; file++) {
      sb.append(' ').append(file); // the second player's files, counted from its right
    }
    sb.append('\n');
    for (int rank = ranks - 1; rank >= 0; rank--) {
      sb.append(' ').append(rank).append("  ");
      for (int file = 0; file < files; file++) {
        if (file > 0) {
          sb.append('-');
        }
        sb.append(letter(g, file, rank));
      }
      sb.append('\n');
      if (rank == ranks / 2) {
        sb.append("    |~~~~ river ~~~~|\n");
      } else if (rank > 0) {
        sb.append("    ").append(connectors(rank, files, ranks)).append('\n');
      }
    }
    sb.append("   ");
    for (int file = 0; file < files; file++) {
      sb.append(' ').append((char) ('a' + file));
    }
    sb.append("\n   ");
    for (int file = files; file >= 1; file--) {
      sb.append(' ').append(file); // the first player's files, counted from its right (WXF)
    }
    return sb.append('\n').toString();
  }

  private static char letter(Judge g, int file, int rank) {
    char letter = g.pieceLetterAt(g.game().square(file, rank));
    return letter == 0 ? '.' : letter;
  }

  /**
   * The line between rank {@code upper} and the rank below: files, and the palace diagonals (each
   * palace an X through its centre, the middle three files of the three ranks at each end).
   */
  private static String connectors(int upper, int files, int ranks) {
    StringBuilder sb = new StringBuilder("| ".repeat(files - 1) + "|");
    if (upper == ranks - 1 || upper == 2) {
      sb.setCharAt(7, '\\');
      sb.setCharAt(9, '/');
    } else if (upper == ranks - 2 || upper == 1) {
      sb.setCharAt(7, '/');
      sb.setCharAt(9, '\\');
    }
    return sb.toString();
  }
}
