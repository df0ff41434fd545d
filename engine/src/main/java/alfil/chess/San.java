package alfil.chess;

import alfil.core.Ascii;
import alfil.core.CoreTexts;
import alfil.core.Echo;
import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Side;
import alfil.core.Text;

/**
 * Standard Algebraic Notation (FIDE Laws, Appendix C; PGN standard 8.2.3).
 *
 * <p>Writing: piece letter, the least disambiguation that works (file, else rank, else both), 'x'
 * on captures, {@code =Q} on promotion, {@code O-O}/{@code O-O-O}, then {@code +} or {@code #}.
 *
 * <p>Reading is lenient in the way python-chess is, because people and tools write SAN loosely:
 * {@code 0-0}, UCI ({@code e2e4}), {@code Pe2-e4}, a missing 'x', {@code e8=Q} or {@code e8Q},
 * needless disambiguation, and trailing {@code + # ! ? !? ?!} are all accepted. What it cannot
 * resolve it rejects with the move text as the field: an ambiguous move names its candidates, an
 * illegal one says why ("no white knight can reach f3", "would leave the king in check").
 */
public final class San {
  /** What SAN and the long algebraic form look like, for the error of a text that is neither. */
  private static final String EXAMPLES = "Nf3, exd5, O-O, e8=Q, e2e4";

  private San() {}

  /** The SAN of a legal move of {@code position} (which is left as it was). */
  public static String toSan(ChessPosition position, int move) {
    StringBuilder san = new StringBuilder(8);
    int from = Move.from(move);
    int to = Move.to(move);
    int piece = position.pieceAt(from);
    int type = Piece.type(piece);
    int[] moves = new int[ChessPosition.MAX_MOVES];
    if (ChessMove.kind(move) == ChessMove.CASTLING) {
      san.append(to > from ? "O-O" : "O-O-O");
    } else if (type == Piece.PAWN) {
      if (position.isCapture(move)) {
        san.append((char) ('a' + Square.file(from))).append('x');
      }
      san.append(Square.name(to));
      int promotion = ChessMove.promotionType(move);
      if (promotion != Piece.NONE) {
        san.append('=').append(Piece.typeLetter(promotion));
      }
    } else {
      san.append(Piece.typeLetter(type));
      int count = position.legalMoves(moves, 0);
      boolean ambiguous = false;
      boolean sameFile = false;
      boolean sameRank = false;
      for (int i = 0; i < count; i++) {
        int other = moves[i];
        int otherFrom = Move.from(other);
        if (otherFrom != from && Move.to(other) == to && position.pieceAt(otherFrom) == piece) {
          ambiguous = true;
          sameFile |= Square.file(otherFrom) == Square.file(from);
          sameRank |= Square.rank(otherFrom) == Square.rank(from);
        }
      }
      if (ambiguous) {
        if (!sameFile) {
          san.append((char) ('a' + Square.file(from)));
        } else if (!sameRank) {
          san.append((char) ('1' + Square.rank(from)));
        } else {
          san.append(Square.name(from));
        }
      }
      if (position.isCapture(move)) {
        san.append('x');
      }
      san.append(Square.name(to));
    }
    position.makeMove(move);
    if (position.inCheck()) {
      san.append(position.legalMoves(moves, 0) == 0 ? '#' : '+');
    }
    position.unmakeMove();
    return san.toString();
  }

  /**
   * The legal move that {@code text} names.
   *
   * @throws InvalidInputException with {@code move 'text'} as the field when the text is no move,
   *     names no legal move (the reason says why) or more than one (the reason lists them)
   */
  public static int parse(ChessPosition position, String text) throws InvalidInputException {
    String raw = text == null ? "" : text;
    Text field = CoreTexts.MOVE.with(Echo.clip(raw));
    String san = stripAnnotations(raw.trim());
    if (san.isEmpty()) {
      throw new InvalidInputException(field, CoreTexts.MOVE_EMPTY);
    }
    if (san.equals("O-O") || san.equals("0-0")) {
      return castle(position, field, true);
    }
    if (san.equals("O-O-O") || san.equals("0-0-0")) {
      return castle(position, field, false);
    }
    if (looksLikeUci(san)) {
      int from = Square.parse(san.charAt(0), san.charAt(1));
      int to = Square.parse(san.charAt(2), san.charAt(3));
      int promotion =
          san.length() == 5 ? Piece.typeOfLetter(Ascii.toUpper(san.charAt(4))) : Piece.NONE;
      return Uci.find(position, field, from, to, promotion);
    }

    int end = san.length();
    int promotion = Piece.NONE;
    char last = san.charAt(end - 1);
    if ("QRBNqrbn".indexOf(last) >= 0) {
      promotion = Piece.typeOfLetter(Ascii.toUpper(last));
      end--;
      if (end > 0 && san.charAt(end - 1) == '=') {
        end--;
      }
    } else if ("KkPp".indexOf(last) >= 0
        && end >= 2
        && (san.charAt(end - 2) == '=' || Ascii.isDigit(san.charAt(end - 2)))) {
      throw new InvalidInputException(field, ChessTexts.MOVE_PROMOTION_PIECE);
    }
    int to = end < 2 ? Square.NONE : Square.parse(san.charAt(end - 2), san.charAt(end - 1));
    if (to == Square.NONE) {
      throw notSan(field);
    }
    int start = 0;
    int type = Piece.PAWN;
    int letterType = Piece.typeOfLetter(san.charAt(0));
    if (letterType != Piece.NONE) {
      type = letterType;
      start = 1;
    }
    // Between the piece and the destination: an optional file, an optional rank, and capture or
    // hyphen signs, which are ignored.
    int fromFile = -1;
    int fromRank = -1;
    for (int i = start; i < end - 2; i++) {
      char c = san.charAt(i);
      if (c == 'x' || c == 'X' || c == ':' || c == '-') {
        continue;
      }
      if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0) {
        fromFile = c - 'a';
      } else if (c >= '1' && c <= '8' && fromRank < 0) {
        fromRank = c - '1';
      } else {
        throw notSan(field);
      }
    }
    if (promotion != Piece.NONE && type != Piece.PAWN) {
      throw new InvalidInputException(field, ChessTexts.MOVE_ONLY_PAWN_PROMOTES);
    }
    return find(position, field, type, fromFile, fromRank, to, promotion);
  }

  private static InvalidInputException notSan(Text field) {
    return new InvalidInputException(field, CoreTexts.MOVE_SYNTAX.with(EXAMPLES));
  }

  private static int find(
      ChessPosition position,
      Text field,
      int type,
      int fromFile,
      int fromRank,
      int to,
      int promotion)
      throws InvalidInputException {
    int[] moves = new int[ChessPosition.MAX_MOVES];
    int count = position.legalMoves(moves, 0);
    int found = Move.NONE;
    int matches = 0;
    int promotionsWithoutPiece = 0;
    StringBuilder candidates = new StringBuilder();
    for (int i = 0; i < count; i++) {
      int move = moves[i];
      int from = Move.from(move);
      if (Move.to(move) != to
          || Piece.type(position.pieceAt(from)) != type
          || (fromFile >= 0 && Square.file(from) != fromFile)
          || (fromRank >= 0 && Square.rank(from) != fromRank)) {
        continue;
      }
      if (ChessMove.promotionType(move) != promotion) {
        if (promotion == Piece.NONE) {
          promotionsWithoutPiece++;
        }
        continue;
      }
      if (matches > 0) {
        candidates.append(", ");
      }
      candidates.append(toSan(position, move));
      matches++;
      found = move;
    }
    if (matches == 1) {
      return found;
    }
    if (matches > 1) {
      throw new InvalidInputException(field, CoreTexts.MOVE_AMBIGUOUS.with(candidates.toString()));
    }
    if (promotionsWithoutPiece > 0) {
      throw new InvalidInputException(field, ChessTexts.MOVE_MUST_PROMOTE);
    }
    throw new InvalidInputException(
        field, whyNoMove(position, type, fromFile, fromRank, to, promotion));
  }

  /** No legal move matched: say whether no such piece reaches the square, or check forbids it. */
  private static Text whyNoMove(
      ChessPosition position, int type, int fromFile, int fromRank, int to, int promotion) {
    int us = position.sideToMove();
    int piece = Piece.of(us, type);
    int reaching = Square.NONE;
    for (int from = 0; from < 128; from++) {
      if (Square.isOnBoard(from)
          && position.pieceAt(from) == piece
          && (fromFile < 0 || Square.file(from) == fromFile)
          && (fromRank < 0 || Square.rank(from) == fromRank)
          && IllegalMoveReason.reachesIgnoringCheck(position, from, to)) {
        reaching = from;
      }
    }
    if (reaching == Square.NONE) {
      return ChessTexts.MOVE_NO_PIECE_REACHES.with(ChessTexts.piece(piece), Square.name(to));
    }
    return IllegalMoveReason.explain(position, reaching, to, promotion);
  }

  private static int castle(ChessPosition position, Text field, boolean kingside)
      throws InvalidInputException {
    int us = position.sideToMove();
    int home = us == Side.FIRST ? Square.E1 : Square.E8;
    int from = position.kingSquare(us);
    int to = kingside ? home + 2 : home - 2;
    if (from != home) {
      throw new InvalidInputException(field, IllegalMoveReason.noCastlingRight(us, kingside));
    }
    return Uci.find(position, field, from, to, Piece.NONE);
  }

  private static boolean looksLikeUci(String text) {
    if (text.length() != 4 && text.length() != 5) {
      return false;
    }
    return Square.parse(text.charAt(0), text.charAt(1)) != Square.NONE
        && Square.parse(text.charAt(2), text.charAt(3)) != Square.NONE
        && (text.length() == 4 || "qrbnQRBN".indexOf(text.charAt(4)) >= 0);
  }

  /** Drops trailing check, mate and judgement signs: {@code + # ! ?} in any combination. */
  private static String stripAnnotations(String text) {
    int end = text.length();
    while (end > 0 && "+#!?".indexOf(text.charAt(end - 1)) >= 0) {
      end--;
    }
    return text.substring(0, end);
  }
}
