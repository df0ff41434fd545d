package alfil.xiangqi;

import alfil.core.CoreTexts;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Side;
import alfil.core.Text;

/**
 * A move as the file-based notations see it (WXF and Chinese, rules.md): the piece, the file it
 * stands on counted 1-9 from the mover's own right, forward / back / sideways, and the target (the
 * destination file for sideways moves and for the diagonal movers advisor, elephant and horse;
 * otherwise the number of steps). When pieces of one kind stand on one file, their order from the
 * front (the side nearer the enemy) replaces the file; {@link Wxf} and {@link ChineseNotation}
 * render the same description in their own signs.
 *
 * <p>Advisors and elephants are never given a front/back marker: two of them on one file can never
 * make the same move (one can only go forward, the other only back), so the file names the move, as
 * the Chinese competition rules write it (仕六进五).
 */
final class FileMoveDescription {
  static final int FORWARD = 0;
  static final int BACK = 1;
  static final int SIDEWAYS = 2;

  final int type;
  final int side;

  /** 1-9 from the mover's right. */
  final int file;

  final int op;
  final int target;

  /** Pieces of this kind and side on the from-file that take part in marking (1 when none). */
  final int countOnFile;

  /** 0 = the front one. */
  final int indexOnFile;

  /** Soldiers only: another file also holds two or more of the mover's soldiers. */
  final boolean twoTandemFiles;

  private FileMoveDescription(XiangqiPosition position, int move) {
    int from = Move.from(move);
    int to = Move.to(move);
    int piece = position.pieceAt(from);
    type = XiangqiPiece.type(piece);
    side = XiangqiPiece.side(piece);
    file = fileNumber(side, XiangqiGeometry.fileOf(from));
    int rankFrom = XiangqiGeometry.rankOf(from);
    int rankTo = XiangqiGeometry.rankOf(to);
    int ahead = side == Side.FIRST ? rankTo - rankFrom : rankFrom - rankTo;
    op = ahead > 0 ? FORWARD : ahead < 0 ? BACK : SIDEWAYS;
    boolean diagonal =
        type == XiangqiPiece.ADVISOR || type == XiangqiPiece.ELEPHANT || type == XiangqiPiece.HORSE;
    target =
        diagonal || op == SIDEWAYS
            ? fileNumber(side, XiangqiGeometry.fileOf(to))
            : Math.abs(rankTo - rankFrom);
    boolean marked =
        type != XiangqiPiece.GENERAL
            && type != XiangqiPiece.ADVISOR
            && type != XiangqiPiece.ELEPHANT;
    int count = 0;
    int index = 0;
    if (marked) {
      int fileIndex = XiangqiGeometry.fileOf(from);
      for (int r = 0; r < XiangqiGeometry.RANKS; r++) {
        if (position.pieceAt(XiangqiGeometry.point(fileIndex, r)) == piece) {
          count++;
          boolean inFront = side == Side.FIRST ? r > rankFrom : r < rankFrom;
          if (inFront) {
            index++;
          }
        }
      }
    }
    countOnFile = Math.max(1, count);
    indexOnFile = index;
    boolean other = false;
    if (type == XiangqiPiece.SOLDIER && count >= 2) {
      for (int f = 0; f < XiangqiGeometry.FILES; f++) {
        if (f == XiangqiGeometry.fileOf(from)) {
          continue;
        }
        int onFile = 0;
        for (int r = 0; r < XiangqiGeometry.RANKS; r++) {
          if (position.pieceAt(XiangqiGeometry.point(f, r)) == piece) {
            onFile++;
          }
        }
        other |= onFile >= 2;
      }
    }
    twoTandemFiles = other;
  }

  static FileMoveDescription of(XiangqiPosition position, int move) {
    return new FileMoveDescription(position, move);
  }

  /** File 1-9 counted from {@code side}'s right: Red's right is file i, Black's is file a. */
  static int fileNumber(int side, int fileIndex) {
    return side == Side.FIRST ? XiangqiGeometry.FILES - fileIndex : fileIndex + 1;
  }

  /** Renders moves of a position as text, full or in the plain file form. */
  interface Renderer {
    String render(FileMoveDescription description, boolean plainFileForm);
  }

  /**
   * The legal move whose canonical text equals {@code normalized}; failing that, the one whose
   * plain file form (piece, file, direction, target, markers ignored) does, if only one does, so
   * that older texts like {@code C3.5} for a unique tandem move still read. When several do, the
   * error lists their full forms; when none does, it names the piece of {@code type} the text
   * names.
   */
  static int find(
      XiangqiPosition position, String normalized, Renderer renderer, Text field, int type)
      throws InvalidInputException {
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = position.legalMoves(moves, 0);
    FileMoveDescription[] descriptions = new FileMoveDescription[n];
    for (int i = 0; i < n; i++) {
      descriptions[i] = of(position, moves[i]);
      if (renderer.render(descriptions[i], false).equals(normalized)) {
        return moves[i];
      }
    }
    int found = Move.NONE;
    int matches = 0;
    for (int i = 0; i < n; i++) {
      if (renderer.render(descriptions[i], true).equals(normalized)) {
        found = moves[i];
        matches++;
      }
    }
    if (matches == 1) {
      return found;
    }
    if (matches > 1) {
      // The candidates in their full forms, the front piece first: "R+.6, R-.6".
      StringBuilder candidates = new StringBuilder();
      for (int front = 0; front < XiangqiGeometry.RANKS; front++) {
        for (int i = 0; i < n; i++) {
          if (descriptions[i].indexOnFile == front
              && renderer.render(descriptions[i], true).equals(normalized)) {
            candidates.append(candidates.length() == 0 ? "" : ", ");
            candidates.append(renderer.render(descriptions[i], false));
          }
        }
      }
      throw new InvalidInputException(field, CoreTexts.MOVE_AMBIGUOUS.with(candidates.toString()));
    }
    throw new InvalidInputException(
        field,
        XiangqiTexts.MOVE_NO_PIECE_MOVES.with(XiangqiTexts.piece(position.sideToMove(), type)));
  }
}
