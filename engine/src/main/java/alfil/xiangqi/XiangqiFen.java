package alfil.xiangqi;

import alfil.core.Ascii;
import alfil.core.Echo;
import alfil.core.FenReader;
import alfil.core.InvalidInputException;
import alfil.core.Side;

/**
 * Xiangqi FEN as Pikafish and Fairy-Stockfish read and write it (rules.md): ten ranks from Black's
 * back rank (rank 9) down to Red's (rank 0), K A B N R C P with uppercase for Red, {@code w} for
 * Red to move ({@code r} accepted) or {@code b}, then {@code - -} and the halfmove and fullmove
 * counters. On input {@code E} (elephant) and {@code H} (horse) are accepted, and the fields after
 * the side to move may be left out (they default to {@code - - 0 1}).
 *
 * <p>The reader is strict: it rejects any position that cannot arise in a game (a piece off the
 * points its moves can reach, too many pieces of a kind, facing generals, the side not to move in
 * check) with the field and the reason.
 */
public final class XiangqiFen {
  private static final String BOARD = "FEN board";

  /** Why a general, advisor or elephant cannot stand where it is, by type; its points follow. */
  private static final String[] REGIONS = {
    "",
    " is outside its palace (",
    " is not on one of the five advisor points (",
    " is not on one of the seven elephant points ("
  };

  private XiangqiFen() {}

  /** Reads a FEN; see the class comment for what is accepted. */
  public static XiangqiPosition parse(String fen) throws InvalidInputException {
    String[] fields = fen == null ? new String[0] : FenReader.fields(fen);
    if (fields.length == 0) {
      throw new InvalidInputException("FEN", "empty");
    }
    if (fields.length > 6) {
      throw new InvalidInputException(
          "FEN",
          fields.length
              + " fields, expected at most 6: board, side to move, '-', '-', halfmove, fullmove");
    }
    int[] pieces = parseBoard(fields[0]);
    if (fields.length < 2) {
      throw new InvalidInputException(
          "FEN side to move", "missing; expected 'w' (Red) or 'b' (Black)");
    }
    // An if chain, not a switch on the string: that costs the web page a hash switch.
    int side;
    String toMove = fields[1];
    if (toMove.equals("w") || toMove.equals("r")) {
      side = Side.FIRST;
    } else if (toMove.equals("b")) {
      side = Side.SECOND;
    } else {
      throw new InvalidInputException(
          "FEN side to move", "'" + Echo.clip(toMove) + "', expected 'w' (Red) or 'b' (Black)");
    }
    for (int i = 2; i < Math.min(4, fields.length); i++) {
      if (!fields[i].equals("-")) {
        throw new InvalidInputException(
            i == 2 ? "FEN castling field" : "FEN en passant field",
            "'" + Echo.clip(fields[i]) + "', xiangqi has none: expected '-'");
      }
    }
    int halfmove = fields.length > 4 ? FenReader.counter(fields[4], "FEN halfmove clock", 0) : 0;
    int fullmove = fields.length > 5 ? FenReader.counter(fields[5], "FEN fullmove number", 1) : 1;
    validatePieces(pieces);
    XiangqiPosition position = new XiangqiPosition(pieces, side, halfmove, fullmove);
    int red = position.generalPoint(Side.FIRST);
    if (XiangqiAttacks.facesGeneral(pieces, red, XiangqiPiece.BLACK_BIT)) {
      throw new InvalidInputException(
          BOARD,
          "the generals face each other on file "
              + (char) ('a' + XiangqiGeometry.fileOf(red))
              + " with no piece between");
    }
    int waiting = Side.other(side);
    if (position.generalAttacked(waiting)) {
      throw new InvalidInputException(
          BOARD,
          XiangqiPiece.sideName(waiting)
              + " is in check but it is "
              + XiangqiPiece.sideName(side)
              + "'s move");
    }
    return position;
  }

  private static int[] parseBoard(String field) throws InvalidInputException {
    char[] letters =
        FenReader.board(
            field,
            BOARD,
            XiangqiGeometry.FILES,
            XiangqiGeometry.RANKS,
            0,
            "KABNRCPEHkabnrcpeh",
            "K A B N R C P, also E H; lowercase for Black");
    int[] pieces = new int[XiangqiGeometry.POINTS];
    for (int i = 0; i < letters.length; i++) {
      char c = letters[i];
      if (c != 0) {
        pieces[XiangqiGeometry.point(i % XiangqiGeometry.FILES, i / XiangqiGeometry.FILES)] =
            XiangqiPiece.of(
                Ascii.isUpper(c) ? Side.FIRST : Side.SECOND, XiangqiPiece.typeOfLetter(c));
      }
    }
    return pieces;
  }

  private static void validatePieces(int[] pieces) throws InvalidInputException {
    for (int side = 0; side < 2; side++) {
      for (int type = XiangqiPiece.GENERAL; type <= XiangqiPiece.SOLDIER; type++) {
        int code = XiangqiPiece.of(side, type);
        int count = 0;
        for (int p = 0; p < XiangqiGeometry.POINTS; p++) {
          if (pieces[p] == code) {
            count++;
          }
        }
        String name = XiangqiPiece.sideName(side) + " " + XiangqiPiece.typeName(type);
        if (type == XiangqiPiece.GENERAL && count == 0) {
          throw new InvalidInputException(BOARD, "no " + name);
        }
        int max = XiangqiPosition.MAX_COUNT[type];
        if (count > max) {
          throw new InvalidInputException(
              BOARD,
              count
                  + " pieces '"
                  + XiangqiPiece.fenLetter(code)
                  + "' ("
                  + name
                  + "), at most "
                  + max);
        }
      }
    }
    // Ranks from the top, as the FEN lists them, so the first bad piece named is the first typed.
    for (int rank = XiangqiGeometry.RANKS - 1; rank >= 0; rank--) {
      for (int file = 0; file < XiangqiGeometry.FILES; file++) {
        int p = XiangqiGeometry.point(file, rank);
        int code = pieces[p];
        if (code != 0 && !XiangqiGeometry.canStand(code, p)) {
          throw new InvalidInputException(BOARD, regionReason(code, p));
        }
      }
    }
  }

  private static String regionReason(int code, int p) {
    int side = XiangqiPiece.side(code);
    int type = XiangqiPiece.type(code);
    String what =
        XiangqiPiece.sideName(side)
            + " "
            + XiangqiPiece.typeName(type)
            + " '"
            + XiangqiPiece.fenLetter(code)
            + "' on "
            + XiangqiGeometry.name(p);
    if (type <= XiangqiPiece.ELEPHANT) {
      return what + REGIONS[type] + pointsOf(code) + ")";
    }
    int rank = XiangqiGeometry.rankOf(p);
    boolean behind = side == Side.FIRST ? rank < 3 : rank > 6;
    return what
        + (behind
            ? " is behind its start rank"
            : " cannot get there: before crossing the river a soldier keeps to files a c e g i");
  }

  private static String pointsOf(int code) {
    StringBuilder sb = new StringBuilder();
    for (int rank = 0; rank < XiangqiGeometry.RANKS; rank++) {
      for (int file = 0; file < XiangqiGeometry.FILES; file++) {
        int p = XiangqiGeometry.point(file, rank);
        if (XiangqiGeometry.canStand(code, p)) {
          sb.append(sb.length() == 0 ? "" : " ").append(XiangqiGeometry.name(p));
        }
      }
    }
    return sb.toString();
  }

  /** The FEN of a position, with K A B N R C P letters and {@code w}/{@code b}. */
  public static String write(XiangqiPosition position) {
    StringBuilder sb = new StringBuilder(90);
    for (int rank = XiangqiGeometry.RANKS - 1; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < XiangqiGeometry.FILES; file++) {
        int piece = position.pieceAt(XiangqiGeometry.point(file, rank));
        if (piece == XiangqiPiece.EMPTY) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(XiangqiPiece.fenLetter(piece));
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    sb.append(position.sideToMove() == Side.FIRST ? " w" : " b");
    sb.append(" - - ").append(position.halfmoveClock()).append(' ');
    sb.append(position.fullmoveNumber());
    return sb.toString();
  }
}
