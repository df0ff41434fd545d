package alfil.cli;

import alfil.chess.ChessPosition;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.xiangqi.XiangqiPosition;

/** The games the command line knows, by the names used in {@code --game}. */
final class Games {
  static final String CHESS = "chess";
  static final String XIANGQI = "xiangqi";
  static final String[] NAMES = {CHESS, XIANGQI};

  private Games() {}

  /** The position {@code fen} describes; {@code startpos} means the game's initial position. */
  static GamePosition position(String game, String fen) throws InvalidInputException {
    boolean start = fen == null || fen.trim().equals("startpos");
    if (game.equals(CHESS)) {
      return start ? ChessPosition.start() : ChessPosition.fromFen(fen);
    }
    if (game.equals(XIANGQI)) {
      return start ? XiangqiPosition.start() : XiangqiPosition.fromFen(fen);
    }
    throw new IllegalArgumentException("unknown game " + game);
  }
}
