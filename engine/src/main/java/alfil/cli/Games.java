package alfil.cli;

import alfil.chess.ChessPosition;
import alfil.chess.ChessSearchPosition;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;
import alfil.search.Level;
import alfil.xiangqi.XiangqiPosition;
import alfil.xiangqi.XiangqiSearchPosition;

/** The games the command line knows, by the names used in {@code --game}. */
final class Games {
  static final String CHESS = "chess";
  static final String XIANGQI = "xiangqi";
  static final String[] NAMES = {CHESS, XIANGQI};

  private Games() {}

  /** The position {@code fen} describes; {@code startpos} means the game's initial position. */
  static GamePosition position(String game, String fen) throws InvalidInputException {
    boolean start = isStart(fen);
    if (game.equals(CHESS)) {
      return start ? ChessPosition.start() : ChessPosition.fromFen(fen);
    }
    if (game.equals(XIANGQI)) {
      return start ? XiangqiPosition.start() : XiangqiPosition.fromFen(fen);
    }
    throw new IllegalArgumentException("unknown game " + game);
  }

  /**
   * The position as the search sees it. Moves played afterwards must go through the returned
   * adapter so that it knows every repetition.
   */
  static SearchPosition searchPosition(String game, String fen) throws InvalidInputException {
    GamePosition position = position(game, fen);
    if (position instanceof ChessPosition) {
      return new ChessSearchPosition((ChessPosition) position);
    }
    return new XiangqiSearchPosition((XiangqiPosition) position);
  }

  static boolean isStart(String fen) {
    return fen == null || fen.trim().equals("startpos");
  }

  /** The game a FEN belongs to, by its board's row count: 8 ranks chess, 10 ranks xiangqi. */
  static String gameOfFen(String fen, String fallback) {
    String board = fen.trim();
    int space = board.indexOf(' ');
    if (space >= 0) {
      board = board.substring(0, space);
    }
    int rows = board.split("/", -1).length;
    return rows == 10 ? XIANGQI : rows == 8 ? CHESS : fallback;
  }

  /** The playing level {@code number} of a game (levels differ in node caps). */
  static Level level(String game, int number) {
    return game.equals(XIANGQI) ? Level.xiangqi(number) : Level.chess(number);
  }

  /** The name of a side: White/Black in chess, Red/Black in xiangqi. */
  static String sideName(String game, int side) {
    if (side == alfil.core.Side.FIRST) {
      return game.equals(XIANGQI) ? "Red" : "White";
    }
    return "Black";
  }
}
