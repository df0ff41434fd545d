package alfil.cli;

import alfil.chess.Pgn;
import alfil.core.InvalidInputException;
import alfil.xiangqi.XiangqiRecord;

/** Makes the {@link RefereedGame} of a game by name: new, or read from a record. */
final class RefereedGames {
  private RefereedGames() {}

  /**
   * A new game of {@code game} from {@code fen} ({@code startpos} or null: the initial position).
   */
  static RefereedGame fromFen(String game, String fen) throws InvalidInputException {
    if (game.equals(Games.XIANGQI)) {
      return XiangqiRefereedGame.fromFen(fen);
    }
    return ChessRefereedGame.fromFen(fen);
  }

  /**
   * A game read from a record (chess: PGN or plain SAN moves; xiangqi: the record form or moves in
   * ICCS, WXF or Chinese), every move played through the judge; only the first game of several.
   */
  static RefereedGame read(String game, String record) throws InvalidInputException {
    if (game.equals(Games.XIANGQI)) {
      return new XiangqiRefereedGame(XiangqiRecord.read(record));
    }
    return ChessRefereedGame.read(record);
  }

  /**
   * How many games {@code record} holds, read by its shape alone (tags, results, comments), no move
   * judged; {@link #read} judges the first.
   */
  static int count(String game, String record) throws InvalidInputException {
    if (game.equals(Games.XIANGQI)) {
      return XiangqiRecord.count(record);
    }
    return Pgn.count(record);
  }

  /**
   * The ply count of the game that {@code prefix} records when it reads and {@code move} is not
   * legal after it; -1 otherwise ({@link RecordErrors}).
   */
  static int pliesIfFails(String game, String prefix, String move) {
    RefereedGame g;
    try {
      g = read(game, prefix);
    } catch (InvalidInputException e) {
      return -1; // the prefix itself does not read: not the place of the failure
    }
    if (g.isOver()) {
      return g.plyCount();
    }
    try {
      g.parseMove(move);
      return -1; // legal here: the failure is at a later occurrence
    } catch (InvalidInputException e) {
      return g.plyCount();
    }
  }
}
