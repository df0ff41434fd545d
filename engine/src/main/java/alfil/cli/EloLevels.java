package alfil.cli;

import alfil.search.Level;

/**
 * UCI_Elo mapped onto Alfil's levels 1-8, on the scale of Stockfish 15.1's own UCI_Elo at 200 ms a
 * move, calibrated from {@code match} games written up in docs/benchmarks.md (2026-11-29):
 *
 * <ul>
 *   <li>Level 8 against Stockfish with UCI_LimitStrength: 82.5% at UCI_Elo 1800 (20 games), 62.5%
 *       at 2000 (20 games), 9% at 2200 (80 games): about 2000.
 *   <li>Level 7 against level 8 at 100 ms a move: 30% (10 games), about 150 below.
 *   <li>Level 6 against level 7: 5% (10 games), about 500 below: 1400, near the bottom of
 *       Stockfish's range (1350).
 *   <li>Levels 1-5 are below what Stockfish's UCI_Elo reaches; each lost 9 or 10 of 10 games to the
 *       next level up, so they are placed 150-200 apart below level 6 (a floor, not a measurement).
 * </ul>
 *
 * A request between two anchors gets the weaker level, so a GUI asking for a strength never meets a
 * stronger engine than it asked for.
 */
final class EloLevels {
  /** Elo of levels 1..8 (see the class comment for where each comes from). */
  private static final int[] ANCHOR = {600, 800, 950, 1100, 1250, 1400, 1850, 2000};

  static final int MIN_ELO = ANCHOR[0];
  static final int MAX_ELO = ANCHOR[ANCHOR.length - 1];

  private EloLevels() {}

  /** The level for a requested Elo (clamped to the anchors' range). */
  static int levelFor(int elo) {
    int level = 1;
    for (int i = 0; i < ANCHOR.length; i++) {
      if (elo >= ANCHOR[i]) {
        level = i + 1;
      }
    }
    return Math.min(level, Level.MAX);
  }
}
