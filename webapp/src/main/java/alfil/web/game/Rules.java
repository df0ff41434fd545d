package alfil.web.game;

import alfil.chess.ChessPosition;
import alfil.chess.ChessSearchPosition;
import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;
import alfil.search.Level;
import alfil.web.protocol.Games;
import alfil.xiangqi.XiangqiPosition;
import alfil.xiangqi.XiangqiSearchPosition;

/**
 * The one place that names each game: its page adapter, its search position and its levels. The
 * worker and the page ask here and never name a game themselves.
 */
public final class Rules {
  private Rules() {}

  /** A fresh adapter in the start position, or null when the game is not available (yet). */
  public static GameRules of(String game) {
    if (Games.XIANGQI.equals(game)) {
      return new XiangqiRules();
    }
    if (Games.CHESS.equals(game)) {
      return new ChessRules();
    }
    return null;
  }

  /**
   * The search's view of the position after {@code moves} (engine text) from {@code startFen}, with
   * the game's history in it so the search sees repetitions.
   *
   * @throws IllegalArgumentException naming what is wrong (unknown game, bad FEN, illegal move)
   */
  public static SearchPosition searchPosition(String game, String startFen, String[] moves) {
    try {
      if (Games.XIANGQI.equals(game)) {
        // The xiangqi adapter reads the history from the position: play first, then wrap.
        XiangqiPosition p = XiangqiPosition.fromFen(startFen);
        for (String m : moves) {
          p.makeMove(p.parseMove(m));
        }
        return new XiangqiSearchPosition(p);
      }
      if (Games.CHESS.equals(game)) {
        // The chess adapter records the history of moves made through it: wrap first, then play.
        ChessSearchPosition p = new ChessSearchPosition(ChessPosition.fromFen(startFen));
        for (String m : moves) {
          p.makeMove(p.parseMove(m));
        }
        return p;
      }
    } catch (InvalidInputException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
    throw new IllegalArgumentException("unknown game: " + game);
  }

  /** The playing level {@code number} (1 to 8) of a game. */
  public static Level level(String game, int number) {
    return Games.XIANGQI.equals(game) ? Level.xiangqi(number) : Level.chess(number);
  }
}
