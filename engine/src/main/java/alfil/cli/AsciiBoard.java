package alfil.cli;

import alfil.chess.ChessPosition;
import alfil.chess.Piece;
import alfil.chess.Square;
import alfil.core.GamePosition;
import alfil.xiangqi.XiangqiGeometry;
import alfil.xiangqi.XiangqiPiece;
import alfil.xiangqi.XiangqiPosition;

/**
 * A position drawn in plain ASCII for the terminal: FEN letters (upper case White/Red), {@code .}
 * for an empty square or point. Chess as the usual 8x8 grid, White at the bottom; xiangqi as the
 * lines of the board with its river and the diagonals of both palaces, Red at the bottom, ICCS
 * files and ranks at the edges and WXF file numbers (Red's along the bottom, Black's along the
 * top).
 */
final class AsciiBoard {
  private AsciiBoard() {}

  static String draw(GamePosition position) {
    if (position instanceof XiangqiPosition) {
      return xiangqi((XiangqiPosition) position);
    }
    return chess((ChessPosition) position);
  }

  static String chess(ChessPosition p) {
    StringBuilder sb = new StringBuilder();
    sb.append("   +-----------------+\n");
    for (int rank = 7; rank >= 0; rank--) {
      sb.append(' ').append(rank + 1).append(" | ");
      for (int file = 0; file < 8; file++) {
        int piece = p.pieceAt(Square.of(file, rank));
        sb.append(piece == Piece.NONE ? '.' : Piece.fenLetter(piece)).append(' ');
      }
      sb.append("|\n");
    }
    sb.append("   +-----------------+\n");
    sb.append("     a b c d e f g h\n");
    return sb.toString();
  }

  static String xiangqi(XiangqiPosition p) {
    StringBuilder sb = new StringBuilder();
    sb.append("    1 2 3 4 5 6 7 8 9\n"); // Black's files, counted from Black's right
    for (int rank = 9; rank >= 0; rank--) {
      sb.append(' ').append(rank).append("  ");
      for (int file = 0; file < 9; file++) {
        int piece = p.pieceAt(XiangqiGeometry.point(file, rank));
        if (file > 0) {
          sb.append('-');
        }
        sb.append(piece == XiangqiPiece.EMPTY ? '.' : XiangqiPiece.fenLetter(piece));
      }
      sb.append('\n');
      if (rank == 5) {
        sb.append("    |~~~~ river ~~~~|\n");
      } else if (rank > 0) {
        sb.append("    ").append(connectors(rank)).append('\n');
      }
    }
    sb.append("    a b c d e f g h i\n");
    sb.append("    9 8 7 6 5 4 3 2 1\n"); // Red's files, counted from Red's right (WXF)
    return sb.toString();
  }

  /** The line between rank {@code upper} and the rank below: files, and palace diagonals. */
  private static String connectors(int upper) {
    StringBuilder sb = new StringBuilder("| | | | | | | | |");
    // Each palace is an X through its centre: "\ /" above the centre, "/ \" below it.
    if (upper == 9 || upper == 2) {
      sb.setCharAt(7, '\\');
      sb.setCharAt(9, '/');
    } else if (upper == 8 || upper == 1) {
      sb.setCharAt(7, '/');
      sb.setCharAt(9, '\\');
    }
    return sb.toString();
  }
}
