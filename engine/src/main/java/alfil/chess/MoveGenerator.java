package alfil.chess;

import alfil.core.Move;
import alfil.core.Side;

/**
 * Legal move generation, directly rather than by trial: one pass over the enemy pieces finds the
 * checkers and the pinned pieces, then each piece generates only what is legal.
 *
 * <ul>
 *   <li>Pinned piece: only moves that stay on the line between its king and the pinner.
 *   <li>In single check: only moves that capture the checker or land between it and the king;
 *       pinned pieces cannot do either. In double check only the king moves (FIDE 3.9).
 *   <li>King: each destination is tested with the king lifted off the board, so that it cannot hide
 *       from a slider behind itself.
 *   <li>En passant: played on the board and the king tested, which covers the rank pin where both
 *       pawns leave the king's rank at once.
 *   <li>Castling: not out of, through or into check (FIDE 3.8.2.2); the rights guarantee that king
 *       and rook stand on their home squares.
 * </ul>
 *
 * <p>Scratch arrays live here, one generator per position, so generation allocates nothing.
 */
final class MoveGenerator {
  private static final int WHITE_KING_HOME = Square.E1;
  private static final int BLACK_KING_HOME = Square.E8;

  private final ChessPosition position;
  private final int[] board;
  private final int[] squares;
  private final int[] pieceCount;

  /** For a pinned piece, the unit step from its king towards the pinner; 0 otherwise. */
  private final int[] pinStep = new int[128];

  private final int[] pinnedSquares = new int[8];
  private int pinnedCount;

  /** While evading a single check: 1 on the checker's square and the squares between. */
  private final byte[] evasionTarget = new byte[128];

  MoveGenerator(ChessPosition position) {
    this.position = position;
    this.board = position.board;
    this.squares = position.squares;
    this.pieceCount = position.pieceCount;
  }

  /** While {@link #generateTactical} runs: quiet moves are left out. */
  private boolean tacticalOnly;

  // Set by scanCheckersAndPins: how many pieces give check, and the last one found.
  private int checkers;
  private int checker;

  int generate(int[] moves, int offset) {
    final int us = position.side;
    final int kingSquare = squares[us << 4];
    scanCheckersAndPins(us, kingSquare);

    int n = offset;
    if (checkers < 2) {
      n = pieceMoves(moves, n, us, kingSquare, checkers != 0);
      if (checkers == 1) {
        n = keepEvasions(moves, offset, n, kingSquare, checker);
      }
      if (position.enPassant != Square.NONE) {
        n = enPassantMoves(moves, n, us);
      }
    }
    n = kingMoves(moves, n, us, kingSquare);
    if (checkers == 0 && !tacticalOnly && position.castling != CastlingRights.NONE) {
      n = castlingMoves(moves, n, us);
    }
    clearPins();
    return n - offset;
  }

  /**
   * The legal captures (en passant included) and promotions (all four pieces, quiet or capturing),
   * in the order {@link #generate} lists them: the same generator with the quiet moves left out
   * (one generator, not a copy of it).
   */
  int generateTactical(int[] moves, int offset) {
    tacticalOnly = true;
    int n = generate(moves, offset);
    tacticalOnly = false;
    return n;
  }

  /**
   * Checkers and pins: one lookup per enemy piece; aligned sliders walk towards the king. Sets
   * {@link #checkers}, {@link #checker} and the pin steps ({@link #clearPins} resets them).
   */
  private void scanCheckersAndPins(int us, int kingSquare) {
    final int[] b = board;
    final int them = us ^ 1;
    final int ownBit = Piece.colourBit(us);
    int count = 0;
    int last = 0;
    int pinned = 0;
    final int enemyEnd = (them << 4) + pieceCount[them];
    for (int i = (them << 4) + 1; i < enemyEnd; i++) {
      int from = squares[i];
      int kinds = Geometry.attackers(from, kingSquare) & Geometry.pieceAttacks(b[from]);
      if (kinds == 0) {
        continue;
      }
      if ((kinds & Geometry.CONTACT_ATTACKS) != 0) {
        count++;
        last = from;
        continue;
      }
      int step = Geometry.step(from, kingSquare);
      int t = from + step;
      while (b[t] == Piece.NONE) {
        t += step;
      }
      if (t == kingSquare) {
        count++;
        last = from;
      } else if ((b[t] & ownBit) != 0) {
        int beyond = t + step;
        while (b[beyond] == Piece.NONE) {
          beyond += step;
        }
        if (beyond == kingSquare) {
          pinStep[t] = -step;
          pinnedSquares[pinned++] = t;
        }
      }
    }
    checkers = count;
    checker = last;
    pinnedCount = pinned;
  }

  private void clearPins() {
    for (int i = 0; i < pinnedCount; i++) {
      pinStep[pinnedSquares[i]] = 0;
    }
    pinnedCount = 0;
  }

  /** Moves of every piece but the king, pins respected; en passant comes separately. */
  private int pieceMoves(int[] moves, int n, int us, int kingSquare, boolean inCheck) {
    final int[] b = board;
    final int ownBit = Piece.colourBit(us);
    final int end = (us << 4) + pieceCount[us];
    for (int i = (us << 4) + 1; i < end; i++) {
      int from = squares[i];
      int pin = pinStep[from];
      if (pin == 0) {
        n = movesOf(moves, n, from, b[from], ownBit, us);
      } else if (!inCheck) {
        int start = n;
        n = movesOf(moves, n, from, b[from], ownBit, us);
        n = keepOnLine(moves, start, n, kingSquare, pin);
      }
    }
    return n;
  }

  private int movesOf(int[] moves, int n, int from, int piece, int ownBit, int us) {
    switch (piece & Piece.TYPE_MASK) {
      case Piece.PAWN:
        return pawnMoves(moves, n, from, us);
      case Piece.KNIGHT:
        return stepMoves(moves, n, from, ownBit, Geometry.KNIGHT_STEPS);
      case Piece.BISHOP:
        return slideMoves(moves, n, from, ownBit, Geometry.BISHOP_STEPS);
      case Piece.ROOK:
        return slideMoves(moves, n, from, ownBit, Geometry.ROOK_STEPS);
      default:
        return slideMoves(moves, n, from, ownBit, Geometry.KING_STEPS);
    }
  }

  private int stepMoves(int[] moves, int n, int from, int ownBit, int[] steps) {
    final int[] b = board;
    for (int step : steps) {
      int to = from + step;
      if ((to & Square.OFF_BOARD) == 0
          && (b[to] & ownBit) == 0
          && (b[to] != Piece.NONE || !tacticalOnly)) {
        moves[n++] = Move.of(from, to);
      }
    }
    return n;
  }

  private int slideMoves(int[] moves, int n, int from, int ownBit, int[] steps) {
    final int[] b = board;
    for (int step : steps) {
      int to = from + step;
      while ((to & Square.OFF_BOARD) == 0) {
        int target = b[to];
        if (target == Piece.NONE) {
          if (!tacticalOnly) {
            moves[n++] = Move.of(from, to);
          }
        } else {
          if ((target & ownBit) == 0) {
            moves[n++] = Move.of(from, to);
          }
          break;
        }
        to += step;
      }
    }
    return n;
  }

  private int pawnMoves(int[] moves, int n, int from, int us) {
    final int[] b = board;
    final int up = us == Side.FIRST ? 16 : -16;
    final int enemyBit = Piece.colourBit(us ^ 1);
    final int to = from + up;
    // A pawn one step from the last rank promotes with every move (FIDE 3.7.5).
    final boolean promotes = Square.rank(to) == (us == Side.FIRST ? 7 : 0);
    if (b[to] == Piece.NONE) {
      if (promotes) {
        n = promotions(moves, n, from, to);
      } else if (!tacticalOnly) {
        moves[n++] = Move.of(from, to);
        int startRank = us == Side.FIRST ? 1 : 6;
        if (Square.rank(from) == startRank && b[to + up] == Piece.NONE) {
          moves[n++] = ChessMove.of(from, to + up, ChessMove.DOUBLE_PUSH);
        }
      }
    }
    int left = to - 1;
    if ((left & Square.OFF_BOARD) == 0 && (b[left] & enemyBit) != 0) {
      n = promotes ? promotions(moves, n, from, left) : add(moves, n, Move.of(from, left));
    }
    int right = to + 1;
    if ((right & Square.OFF_BOARD) == 0 && (b[right] & enemyBit) != 0) {
      n = promotes ? promotions(moves, n, from, right) : add(moves, n, Move.of(from, right));
    }
    return n;
  }

  private static int add(int[] moves, int n, int move) {
    moves[n] = move;
    return n + 1;
  }

  /** All four promotions (FIDE 3.7.5.1), queen first. */
  private static int promotions(int[] moves, int n, int from, int to) {
    moves[n] = ChessMove.promotion(from, to, Piece.QUEEN);
    moves[n + 1] = ChessMove.promotion(from, to, Piece.ROOK);
    moves[n + 2] = ChessMove.promotion(from, to, Piece.BISHOP);
    moves[n + 3] = ChessMove.promotion(from, to, Piece.KNIGHT);
    return n + 4;
  }

  private int enPassantMoves(int[] moves, int n, int us) {
    final int passed = position.enPassant;
    final int victimSquare = us == Side.FIRST ? passed - 16 : passed + 16;
    final int pawn = Piece.of(us, Piece.PAWN);
    for (int from = victimSquare - 1; from <= victimSquare + 1; from += 2) {
      if ((from & Square.OFF_BOARD) == 0
          && board[from] == pawn
          && position.enPassantIsLegal(from, passed, victimSquare)) {
        moves[n++] = ChessMove.of(from, passed, ChessMove.EN_PASSANT);
      }
    }
    return n;
  }

  private int kingMoves(int[] moves, int n, int us, int kingSquare) {
    final int[] b = board;
    final int ownBit = Piece.colourBit(us);
    final int them = us ^ 1;
    final int king = b[kingSquare];
    b[kingSquare] = Piece.NONE;
    for (int step : Geometry.KING_STEPS) {
      int to = kingSquare + step;
      if ((to & Square.OFF_BOARD) == 0
          && (b[to] & ownBit) == 0
          && (b[to] != Piece.NONE || !tacticalOnly)
          && !Attacks.isAttacked(b, squares, pieceCount, to, them)) {
        moves[n++] = Move.of(kingSquare, to);
      }
    }
    b[kingSquare] = king;
    return n;
  }

  private int castlingMoves(int[] moves, int n, int us) {
    final int[] b = board;
    final int rights = position.castling;
    final int them = us ^ 1;
    final int home = us == Side.FIRST ? WHITE_KING_HOME : BLACK_KING_HOME;
    if ((rights & CastlingRights.kingside(us)) != 0
        && b[home + 1] == Piece.NONE
        && b[home + 2] == Piece.NONE
        && !Attacks.isAttacked(b, squares, pieceCount, home + 1, them)
        && !Attacks.isAttacked(b, squares, pieceCount, home + 2, them)) {
      moves[n++] = ChessMove.of(home, home + 2, ChessMove.CASTLING);
    }
    if ((rights & CastlingRights.queenside(us)) != 0
        && b[home - 1] == Piece.NONE
        && b[home - 2] == Piece.NONE
        && b[home - 3] == Piece.NONE
        && !Attacks.isAttacked(b, squares, pieceCount, home - 1, them)
        && !Attacks.isAttacked(b, squares, pieceCount, home - 2, them)) {
      moves[n++] = ChessMove.of(home, home - 2, ChessMove.CASTLING);
    }
    return n;
  }

  /** Keeps the moves of {@code [start, end)} whose destination lies on the pin line. */
  private static int keepOnLine(int[] moves, int start, int end, int kingSquare, int pin) {
    int n = start;
    for (int i = start; i < end; i++) {
      int move = moves[i];
      if (Geometry.step(kingSquare, Move.to(move)) == pin) {
        moves[n++] = move;
      }
    }
    return n;
  }

  /** Keeps the moves that capture the checker or block its line to the king. */
  private int keepEvasions(int[] moves, int start, int end, int kingSquare, int checker) {
    final byte[] target = evasionTarget;
    target[checker] = 1;
    int step = Geometry.step(checker, kingSquare);
    boolean slider = (board[checker] & Piece.TYPE_MASK) >= Piece.BISHOP;
    if (slider) {
      for (int s = checker + step; s != kingSquare; s += step) {
        target[s] = 1;
      }
    }
    int n = start;
    for (int i = start; i < end; i++) {
      int move = moves[i];
      if (target[Move.to(move)] != 0) {
        moves[n++] = move;
      }
    }
    target[checker] = 0;
    if (slider) {
      for (int s = checker + step; s != kingSquare; s += step) {
        target[s] = 0;
      }
    }
    return n;
  }
}
