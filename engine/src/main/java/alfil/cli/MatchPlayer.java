package alfil.cli;

import alfil.core.Game;
import alfil.core.Judge;

/** One side of a {@code match}: Alfil in-process, or any UCI engine as a process. */
interface MatchPlayer extends AutoCloseable {
  /** The name in the match report. */
  String name();

  /** A new game of {@code game} begins (clear tables, tell the engine). */
  void newGame(Game game) throws MatchPlayerException;

  /**
   * The move, in engine notation of Alfil (UCI, ICCS), that the player chooses in {@code game}'s
   * current position; {@code clocks} are the remaining times of both sides (ms) with a clock.
   *
   * @throws MatchPlayerException when the player fails: no answer in time, a crash, garbage
   */
  String move(Judge game, TimeControl control, int[] clocks) throws MatchPlayerException;

  @Override
  void close();
}
