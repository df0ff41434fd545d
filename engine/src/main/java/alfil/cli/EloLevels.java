package alfil.cli;

import alfil.search.Level;

/**
 * UCI_Elo mapped onto Alfil's levels 1-8. The anchors are nominal: the Elo each level is meant to
 * play at, to be calibrated by {@code match} against Stockfish's own UCI_Elo (1350 and up) and
 * between levels; a request between two anchors gets the weaker level, so a GUI asking for a
 * strength never meets a stronger engine than it asked for.
 */
final class EloLevels {
  /** Nominal Elo of levels 1..8. */
  private static final int[] ANCHOR = {800, 1000, 1200, 1400, 1600, 1850, 2100, 2400};

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
