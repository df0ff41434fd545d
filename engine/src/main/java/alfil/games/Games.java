package alfil.games;

import alfil.chess.Chess;
import alfil.core.CoreTexts;
import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Text;
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

  /** The game UCCI plays, which its handshake sets: the first {@link Game#playedOverUcci}. */
  public static Game ofUcci() {
    for (Game game : ALL) {
      if (game.playedOverUcci()) {
        return game;
      }
    }
    throw new IllegalStateException("no game is played over UCCI");
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

  /**
   * The game a player pasted or opened, of whichever game it is: a FEN alone (its board has a
   * game's shape) starts that game there; any other text is a record (PGN, a xiangqi record, a move
   * list), read by {@code first}'s reader (the game on the board), then by each other game's until
   * one reads it. When none does, the error is that of the reader that got furthest, the highest
   * move number its error names (a chess PGN with a bad 12th move read on the xiangqi board fails
   * there, not at 'e4'), the earlier reader on a tie.
   *
   * @throws InvalidInputException naming the move number, the text and why, or the FEN's field
   */
  public static Judge readRecord(String text, Game first) throws InvalidInputException {
    if (text.trim().isEmpty()) {
      throw new InvalidInputException(CoreTexts.RECORD, CoreTexts.RECORD_EMPTY);
    }
    Game fenGame = ofFen(text);
    if (fenGame != null) {
      return fenGame.newJudge(text.trim());
    }
    InvalidInputException furthest = null;
    for (int i = -1; i < ALL.length; i++) {
      Game game = i < 0 ? first : ALL[i];
      if (i >= 0 && game == first) {
        continue;
      }
      try {
        return game.readRecord(text);
      } catch (InvalidInputException e) {
        if (furthest == null || e.moveNumber() > furthest.moveNumber()) {
          furthest = e;
        }
      }
    }
    throw furthest;
  }

  /**
   * Every text the engine says to a player, the shared ones first, then each game's: the keys and
   * English patterns that each of the page's languages must translate, with the same arguments.
   * Made on each call.
   */
  public static Text[] texts() {
    Text[][] lists = new Text[ALL.length + 1][];
    lists[0] = CoreTexts.all();
    for (int i = 0; i < ALL.length; i++) {
      lists[i + 1] = ALL[i].texts();
    }
    return CoreTexts.joined(lists);
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
