package alfil.web.protocol;

/**
 * The game names of the protocol and their standard start positions.
 *
 * <p>The FENs are the standard ones (chess: FIDE start position; xiangqi: the UCCI/WXF start FEN).
 * Once {@code alfil.chess} and {@code alfil.xiangqi} publish their start FENs, take them from there
 * so that no rule lives in the web app.
 */
public final class Games {
  public static final String CHESS = "chess";
  public static final String XIANGQI = "xiangqi";

  private Games() {}

  /** True for a game name this protocol knows. */
  public static boolean isKnown(String game) {
    return CHESS.equals(game) || XIANGQI.equals(game);
  }

  /** Start FEN of a known game. */
  public static String startFen(String game) {
    if (XIANGQI.equals(game)) {
      return "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    }
    if (CHESS.equals(game)) {
      return "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    }
    throw new IllegalArgumentException("unknown game: " + game);
  }
}
