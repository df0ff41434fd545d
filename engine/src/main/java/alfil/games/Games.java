package alfil.games;

import alfil.chess.Chess;
import alfil.core.Game;
import alfil.xiangqi.Xiangqi;

/**
 * The games Alfil plays, listed once: every face (command line, UCI, page, worker) and the bench
 * find a game here, by name or by its FEN, and ask the {@link Game} the rest. A third game is one
 * new package and one entry in {@link #ALL}.
 */
public final class Games {
  /** Every game, the default first; never written after class initialisation. */
  private static final Game[] ALL = {Chess.GAME, Xiangqi.GAME};

  private Games() {}

  /** Every game, the default first (a copy). */
  public static Game[] all() {
    return ALL.clone();
  }

  /** The default game: chess. */
  public static Game defaultGame() {
    return ALL[0];
  }

  /** The game of that name ({@code chess}, {@code xiangqi}), or null for none. */
  public static Game byName(String name) {
    for (Game game : ALL) {
      if (game.name().equals(name)) {
        return game;
      }
    }
    return null;
  }

  /** The game whose board a FEN has (by its rank count), or null when no game's. */
  public static Game ofFen(String fen) {
    for (Game game : ALL) {
      if (game.isFenOf(fen)) {
        return game;
      }
    }
    return null;
  }

  /** The names, the default first. */
  public static String[] names() {
    String[] names = new String[ALL.length];
    for (int i = 0; i < names.length; i++) {
      names[i] = ALL[i].name();
    }
    return names;
  }

  /** The names, joined by {@code separator}: {@code chess|xiangqi}. */
  public static String names(String separator) {
    StringBuilder out = new StringBuilder();
    for (Game game : ALL) {
      if (out.length() > 0) {
        out.append(separator);
      }
      out.append(game.name());
    }
    return out.toString();
  }
}
