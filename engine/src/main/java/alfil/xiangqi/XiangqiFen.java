package alfil.xiangqi;

import alfil.core.Ascii;
import alfil.core.CoreTexts;
import alfil.core.Echo;
import alfil.core.FenReader;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import alfil.core.Text;

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
  private XiangqiFen() {}

  /** Reads a FEN; see the class comment for what is accepted. */
  public static XiangqiPosition parse(String fen) throws InvalidInputException {
    String[] fields = fen == null ? new String[0] : FenReader.fields(fen);
    if (fields.length == 0) {
      throw new InvalidInputException(CoreTexts.FEN, CoreTexts.FEN_EMPTY);
    }
    if (fields.length > 6) {
      throw new InvalidInputException(
          CoreTexts.FEN, CoreTexts.FEN_FIELD_COUNT.with("2", String.valueOf(fields.length)));
    }
    int[] pieces = parseBoard(fields[0]);
    if (fields.length < 2) {
      throw new InvalidInputException(
          CoreTexts.FEN, CoreTexts.FEN_FIELD_COUNT.with("2", String.valueOf(fields.length)));
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
          CoreTexts.FEN_SIDE, CoreTexts.FEN_NOT_ONE_OF.with(Echo.clip(toMove), "w r b"));
    }
    for (int i = 2; i < Math.min(4, fields.length); i++) {
      if (!fields[i].equals("-")) {
        // Xiangqi has neither castling nor en passant: the fields keep the FEN's shape.
        throw new InvalidInputException(
            i == 2 ? CoreTexts.FEN_CASTLING : CoreTexts.FEN_EN_PASSANT,
            CoreTexts.FEN_NOT_ONE_OF.with(Echo.clip(fields[i]), "-"));
      }
    }
    int halfmove = fields.length > 4 ? FenReader.counter(fields[4], CoreTexts.FEN_HALFMOVE, 0) : 0;
    int fullmove = fields.length > 5 ? FenReader.counter(fields[5], CoreTexts.FEN_FULLMOVE, 1) : 1;
    validatePieces(pieces);
    XiangqiPosition position = new XiangqiPosition(pieces, side, halfmove, fullmove);
    int red = position.generalPoint(Side.FIRST);
    if (XiangqiAttacks.facesGeneral(pieces, red, XiangqiPiece.BLACK_BIT)) {
      throw boardError(
          XiangqiTexts.FEN_FACING_GENERALS.with(
              String.valueOf((char) ('a' + XiangqiGeometry.fileOf(red)))));
    }
    int waiting = Side.other(side);
    if (position.generalAttacked(waiting)) {
      throw new InvalidInputException(
          CoreTexts.FEN_SIDE,
          CoreTexts.FEN_IN_CHECK.with(XiangqiTexts.side(waiting), XiangqiTexts.side(side)));
    }
    return position;
  }

  private static int[] parseBoard(String field) throws InvalidInputException {
    char[] letters =
        FenReader.board(
            field,
            XiangqiGeometry.FILES,
            XiangqiGeometry.RANKS,
            0,
            "KABNRCPEHkabnrcpeh",
            "KABNRCP kabnrcp, EH eh");
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
        Text name = XiangqiTexts.piece(side, type);
        if (type == XiangqiPiece.GENERAL && count == 0) {
          throw boardError(CoreTexts.FEN_NO_KING.with(name));
        }
        int max = XiangqiPosition.MAX_COUNT[type];
        if (count > max) {
          throw boardError(
              CoreTexts.FEN_TOO_MANY.with(name, String.valueOf(count), String.valueOf(max)));
        }
      }
    }
    // Ranks from the top, as the FEN lists them, so the first bad piece named is the first typed.
    for (int rank = XiangqiGeometry.RANKS - 1; rank >= 0; rank--) {
      for (int file = 0; file < XiangqiGeometry.FILES; file++) {
        int p = XiangqiGeometry.point(file, rank);
        int code = pieces[p];
        if (code != 0 && !XiangqiGeometry.canStand(code, p)) {
          throw boardError(regionReason(code, p));
        }
      }
    }
  }

  private static InvalidInputException boardError(Text why) {
    return new InvalidInputException(CoreTexts.FEN_PLACEMENT, why);
  }

  /**
   * Why the piece {@code code} cannot stand on {@code p}: a general, advisor or elephant is off the
   * points of its palace or its side (named); a soldier behind its start rank, or off files a c e g
   * i before crossing the river.
   */
  private static Text regionReason(int code, int p) {
    Text piece = XiangqiTexts.piece(XiangqiPiece.side(code), XiangqiPiece.type(code));
    String point = XiangqiGeometry.name(p);
    return XiangqiPiece.type(code) <= XiangqiPiece.ELEPHANT
        ? XiangqiTexts.FEN_OFF_POINTS.with(piece, point, pointsOf(code))
        : XiangqiTexts.FEN_SOLDIER_POINT.with(piece, point);
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
