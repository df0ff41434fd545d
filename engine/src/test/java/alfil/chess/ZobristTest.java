package alfil.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import alfil.core.InvalidInputException;
import alfil.core.Rng;
import org.junit.jupiter.api.Test;

/** The incremental hash equals the from-scratch one everywhere, and hashes what FIDE 9.2.3 says. */
class ZobristTest {
  private static void assertHashFromScratch(ChessPosition position, String context) {
    assertEquals(position.computeHash(0), position.hashLo(), "hashLo after " + context);
    assertEquals(position.computeHash(1), position.hashHi(), "hashHi after " + context);
    assertEquals(position.computePawnKey(), position.pawnKey, "pawn key after " + context);
  }

  /** The piece lists agree with the board: every listed square holds a piece of that side. */
  private static void assertPieceListsMatchBoard(ChessPosition position, String context) {
    int pieces = 0;
    for (int side = 0; side < 2; side++) {
      for (int i = 0; i < position.pieceCount[side]; i++) {
        int square = position.squares[(side << 4) + i];
        assertEquals(side, Piece.side(position.board[square]), "list entry side " + context);
        assertEquals((side << 4) + i, position.listIndex[square], "list index " + context);
      }
      assertEquals(
          Piece.KING, Piece.type(position.board[position.kingSquare(side)]), "king " + context);
      pieces += position.pieceCount[side];
    }
    int onBoard = 0;
    for (int square = 0; square < 128; square++) {
      if (Square.isOnBoard(square) && position.board[square] != Piece.NONE) {
        onBoard++;
      }
    }
    assertEquals(onBoard, pieces, "pieces listed " + context);
  }

  /** Seeded random games from each perft position: hash, FEN and lists checked at every ply. */
  @Test
  void incrementalHashEqualsFromScratchOverRandomGames() throws InvalidInputException {
    int[] moves = new int[ChessPosition.MAX_MOVES];
    int games = 0;
    for (PerftSuites.NumberedCase perftCase : PerftSuites.all()) {
      for (int seed = 1; seed <= 4; seed++) {
        Rng rng = new Rng(perftCase.line * 31 + seed);
        ChessPosition position = ChessPosition.fromFen(perftCase.perft.fen());
        String startFen = position.toFen();
        int startLo = position.hashLo();
        int startHi = position.hashHi();
        assertHashFromScratch(position, "FEN " + startFen);
        int plies = 0;
        StringBuilder game = new StringBuilder(startFen);
        while (plies < 120) {
          int n = position.legalMoves(moves, 0);
          if (n == 0) {
            break;
          }
          int move = moves[rng.nextInt(n)];
          game.append(' ').append(Uci.toText(move));
          position.makeMove(move);
          plies++;
          assertHashFromScratch(position, game.toString());
          assertPieceListsMatchBoard(position, game.toString());
          ChessPosition reparsed = ChessPosition.fromFen(position.toFen());
          assertEquals(position.hashLo(), reparsed.hashLo(), "FEN round trip hash " + game);
          assertEquals(position.hashHi(), reparsed.hashHi(), "FEN round trip hash " + game);
        }
        for (int i = 0; i < plies; i++) {
          position.unmakeMove();
          assertHashFromScratch(position, "unmake in " + game);
        }
        assertEquals(startFen, position.toFen(), "unmade back to the start of " + game);
        assertEquals(startLo, position.hashLo());
        assertEquals(startHi, position.hashHi());
        games++;
      }
    }
    assertEquals(4 * PerftSuites.all().size(), games);
  }

  @Test
  void enPassantFileCountsOnlyWhenTheCaptureIsLegal() throws Exception {
    // 1. e4: no black pawn can capture on e3, so the position equals the one without the square.
    ChessPosition afterE4 = ChessPosition.start();
    afterE4.makeMove(afterE4.parseMove("e2e4"));
    ChessPosition withoutSquare =
        ChessPosition.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assertEquals(withoutSquare.hashLo(), afterE4.hashLo());
    assertEquals(withoutSquare.hashHi(), afterE4.hashHi());
    assertEquals(Square.NONE, afterE4.enPassantSquare());

    // A black pawn on d4 can take on e3: now the square is part of the position.
    ChessPosition capturable = ChessPosition.fromFen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    ChessPosition notCapturable = ChessPosition.fromFen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
    assertEquals(Square.parse("e3"), capturable.enPassantSquare());
    assertNotEquals(notCapturable.hashLo(), capturable.hashLo());
  }

  @Test
  void transpositionsHashAlike() throws Exception {
    ChessPosition position = ChessPosition.start();
    int lo = position.hashLo();
    int hi = position.hashHi();
    for (String move : new String[] {"g1f3", "g8f6", "f3g1", "f6g8"}) {
      position.makeMove(position.parseMove(move));
    }
    assertEquals(lo, position.hashLo());
    assertEquals(hi, position.hashHi());
    // Castling rights are part of the key: the same placement without them differs.
    ChessPosition noRights =
        ChessPosition.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    assertNotEquals(lo, noRights.hashLo());
  }
}
