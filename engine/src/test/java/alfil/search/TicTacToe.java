package alfil.search;

import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.SearchPosition;

/**
 * Tic-tac-toe as a {@link SearchPosition}, for search tests with real mates and draws. A completed
 * line ends the game: the side to move then has no move and is "in check" (mated); a full board
 * without a line is a stalemate (draw). The null move is allowed (passing never helps here).
 */
final class TicTacToe implements SearchPosition {
  private static final int[][] LINES = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
  };
  private final int[] board = new int[9]; // 0 empty, 1 first side, 2 second side
  private final int[] history = new int[32];
  private int count;
  private int side;

  static int move(int square) {
    return Move.of(square + 1, square + 20);
  }

  private boolean lineOf(int mark) {
    for (int[] l : LINES) {
      if (board[l[0]] == mark && board[l[1]] == mark && board[l[2]] == mark) {
        return true;
      }
    }
    return false;
  }

  @Override
  public int sideToMove() {
    return side;
  }

  @Override
  public int legalMoves(int[] moves, int offset) {
    if (lineOf(2 - side)) {
      return 0;
    }
    int n = 0;
    for (int sq = 0; sq < 9; sq++) {
      if (board[sq] == 0) {
        moves[offset + n++] = move(sq);
      }
    }
    return n;
  }

  @Override
  public void makeMove(int m) {
    int sq = Move.from(m) - 1;
    board[sq] = side + 1;
    history[count++] = sq;
    side ^= 1;
  }

  @Override
  public void unmakeMove() {
    int sq = history[--count];
    board[sq] = 0;
    side ^= 1;
  }

  @Override
  public boolean inCheck() {
    return lineOf(2 - side);
  }

  @Override
  public int hashLo() {
    int h = side * 0x3C6EF372;
    for (int sq = 0; sq < 9; sq++) {
      h = h * 31 + board[sq] + 7;
    }
    return h;
  }

  @Override
  public int hashHi() {
    int h = 0x12345 + side;
    for (int sq = 0; sq < 9; sq++) {
      h = (h ^ (board[sq] * (sq + 3))) * 0x01000193;
    }
    return h;
  }

  @Override
  public String moveToText(int m) {
    return Integer.toString(Move.from(m) - 1);
  }

  @Override
  public int parseMove(String text) throws InvalidInputException {
    return move(Integer.parseInt(text));
  }

  @Override
  public String toFen() {
    StringBuilder sb = new StringBuilder();
    for (int v : board) {
      sb.append(".XO".charAt(v));
    }
    return sb.append(' ').append(side).toString();
  }

  @Override
  public int tacticalMoves(int[] moves, int offset) {
    return 0;
  }

  @Override
  public boolean isTactical(int m) {
    return false;
  }

  @Override
  public int gainValue(int m) {
    return 0;
  }

  @Override
  public int moverValue(int m) {
    return 0;
  }

  @Override
  public int moverType(int m) {
    return 0;
  }

  @Override
  public int staticExchange(int m) {
    return 0;
  }

  @Override
  public int evaluate() {
    int score = 0;
    for (int[] l : LINES) {
      int mine = 0;
      int theirs = 0;
      for (int sq : l) {
        if (board[sq] == side + 1) {
          mine++;
        } else if (board[sq] != 0) {
          theirs++;
        }
      }
      if (theirs == 0) {
        score += mine * 10;
      }
      if (mine == 0) {
        score -= theirs * 10;
      }
    }
    return score;
  }

  @Override
  public boolean nullMoveSafe() {
    return true;
  }

  @Override
  public void makeNullMove() {
    side ^= 1;
  }

  @Override
  public void unmakeNullMove() {
    side ^= 1;
  }

  @Override
  public int ruleStatus(int pliesFromRoot) {
    return RULE_NONE;
  }

  @Override
  public boolean stalemateLoses() {
    return false;
  }

  @Override
  public int drawContempt() {
    return 0;
  }

  @Override
  public int structureKey() {
    return 0; // no structure to key a correction by
  }
}
