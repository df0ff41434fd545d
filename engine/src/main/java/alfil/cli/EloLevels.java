package alfil.cli;

import alfil.search.Level;

/**
 * UCI_Elo mapped onto Alfil's levels 1-8, on the scale of Stockfish 15.1's own UCI_Elo at 200 ms a
 * move: a level's anchor is the UCI_Elo at which a limited-strength Stockfish would score 50%
 * against it. Calibrated from {@code match} games written up in docs/benchmarks.md ("Strength",
 * 2026-12-01), 40 games a row unless noted:
 *
 * <ul>
 *   <li>Level 8: 61.7% against UCI_Elo 2000 (60 games), 8.8% against 2200 (80 games); the score
 *       falls through 50% at about 2040.
 *   <li>Level 7: 85% against 1600, about 1900.
 *   <li>Level 4: 67.5% against 1350, about 1480. Level 3: 30% against 1350, about 1200.
 *   <li>Levels 5 and 6 scored 90% and 92.5% against 1350, too near the top to place them; they sit
 *       between levels 4 and 7 in proportion to their steps in the self-play ladder (1660, 1800),
 *       inside both rows' 95% intervals.
 *   <li>Levels 1 and 2 are below what Stockfish's UCI_Elo reaches (1350). They are placed below
 *       level 3 by their self-play steps (338 and 319) times 0.41. That is the ratio of the
 *       Stockfish-scale span from level 3 to level 8 (840) to the self-play span (2,024).
 * </ul>
 *
 * A request between two anchors gets the weaker level, so a GUI asking for a strength never meets a
 * stronger engine than it asked for.
 */
final class EloLevels {
  /** Elo of levels 1..8 (see the class comment for where each comes from). */
  private static final int[] ANCHOR = {930, 1060, 1200, 1480, 1660, 1800, 1900, 2040};

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
