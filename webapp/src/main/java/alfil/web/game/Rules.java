package alfil.web.game;

import alfil.chess.ChessPosition;
import alfil.chess.ChessSearchPosition;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.search.Level;
import alfil.web.protocol.Games;
import alfil.xiangqi.XiangqiGame;
import alfil.xiangqi.XiangqiPosition;
import alfil.xiangqi.XiangqiSearchPosition;
import java.util.Arrays;

/**
 * The one place that names each game: its page adapter, its search position and its levels. The
 * worker and the page ask here and never name a game themselves.
 */
public final class Rules {
  private Rules() {}

  /** A fresh adapter in the start position, or null when the game is not available (yet). */
  public static GameRules of(String game) {
    return Games.isKnown(game) ? new GameRules(game) : null;
  }

  /**
   * The search's start after {@code moves} (engine text) from {@code startFen}: the position with
   * the game's history in it so the search sees repetitions, and for xiangqi the root moves the
   * judge allows. The search itself drops root moves that complete a perpetual check; the judge
   * also knows perpetual chases, so the engine never plays a move that loses on the spot.
   *
   * @throws IllegalArgumentException naming what is wrong (unknown game, bad FEN, illegal move)
   */
  public static SearchStart searchStart(String game, String startFen, String[] moves) {
    try {
      if (Games.XIANGQI.equals(game)) {
        // The xiangqi adapter reads the history from the position: play first, then wrap.
        XiangqiGame judged = XiangqiGame.fromFen(startFen);
        XiangqiPosition p = XiangqiPosition.fromFen(startFen);
        for (String m : moves) {
          int move = GameRules.find(p, m);
          judged.play(move);
          p.makeMove(move);
        }
        return new SearchStart(new XiangqiSearchPosition(p), allowed(judged, p));
      }
      if (Games.CHESS.equals(game)) {
        // The chess adapter records the history of moves made through it: wrap first, then play.
        ChessSearchPosition p = new ChessSearchPosition(ChessPosition.fromFen(startFen));
        for (String m : moves) {
          p.makeMove(GameRules.find(p, m));
        }
        return new SearchStart(p, null);
      }
    } catch (InvalidInputException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
    throw new IllegalArgumentException("unknown game: " + game);
  }

  /** The legal moves that do not lose on the spot, or null when none or all do. */
  private static int[] allowed(XiangqiGame judged, XiangqiPosition p) {
    int[] legal = new int[GamePosition.MAX_MOVES];
    int n = p.legalMoves(legal, 0);
    int kept = 0;
    for (int i = 0; i < n; i++) {
      if (!judged.wouldLoseOnTheSpot(legal[i])) {
        legal[kept++] = legal[i];
      }
    }
    return kept == n || kept == 0 ? null : Arrays.copyOf(legal, kept);
  }

  /** The playing level {@code number} (1 to 8) of a game. */
  public static Level level(String game, int number) {
    return Games.XIANGQI.equals(game) ? Level.xiangqi(number) : Level.chess(number);
  }
}
