package alfil.cli;

import alfil.core.InvalidInputException;

/** Makes the {@link RefereedGame} of a game by name. */
final class RefereedGames {
  private RefereedGames() {}

  /**
   * A new game of {@code game} from {@code fen} ({@code startpos} or null: the initial position).
   */
  static RefereedGame fromFen(String game, String fen) throws InvalidInputException {
    if (game.equals(Games.XIANGQI)) {
      return XiangqiRefereedGame.fromFen(fen);
    }
    throw new InvalidInputException("--game " + game, "not available until the chess judge lands");
  }
}
