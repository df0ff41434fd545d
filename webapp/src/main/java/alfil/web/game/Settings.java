package alfil.web.game;

import alfil.core.Side;
import alfil.web.protocol.Games;

/**
 * How a game is set up: which game, against whom, at which level, from which position, and the
 * page's preferences that go with it. Plain values with their checks, shared by the new-game panel,
 * the hash parameters and the embed API, so all three accept exactly the same things.
 */
public final class Settings {
  public static final String MODE_AI = "ai";
  public static final String MODE_LOCAL = "local";

  public static final String TAKEBACKS_OFF = "off";
  public static final String TAKEBACKS_THREE = "three";
  public static final String TAKEBACKS_UNLIMITED = "unlimited";

  /** Takebacks a player has in a game under {@link #TAKEBACKS_THREE}. */
  public static final int THREE = 3;

  public static final int MIN_LEVEL = 1;
  public static final int MAX_LEVEL = 8;

  /** The human's side is drawn at random at each new game. */
  public static final int RANDOM_SIDE = -1;

  /** Chess by default; the game switch remembers the last choice (Preferences). */
  public String game = Games.CHESS;

  public String mode = MODE_AI;
  public int level = 3;

  /** The human's side in {@link #MODE_AI}: {@link Side#FIRST}, {@link Side#SECOND} or random. */
  public int side = Side.FIRST;

  /** Start position, or null for the game's standard start. */
  public String fen;

  /** The side drawn at the bottom, or -1 for "the human's side". */
  public int orientation = -1;

  public String takebacks = TAKEBACKS_UNLIMITED;

  public Settings copy() {
    Settings s = new Settings();
    s.game = game;
    s.mode = mode;
    s.level = level;
    s.side = side;
    s.fen = fen;
    s.orientation = orientation;
    s.takebacks = takebacks;
    return s;
  }

  public static boolean isMode(String v) {
    return MODE_AI.equals(v) || MODE_LOCAL.equals(v);
  }

  public static boolean isTakebacks(String v) {
    return TAKEBACKS_OFF.equals(v) || TAKEBACKS_THREE.equals(v) || TAKEBACKS_UNLIMITED.equals(v);
  }

  /** The level in text, or 0 when it is not a whole number from 1 to 8. */
  public static int parseLevel(String v) {
    if (v == null || v.length() != 1) {
      return 0;
    }
    int level = v.charAt(0) - '0';
    return level >= MIN_LEVEL && level <= MAX_LEVEL ? level : 0;
  }

  /**
   * A side named in words: white/red/first, black/second, random. Returns {@link Side#FIRST},
   * {@link Side#SECOND}, {@link #RANDOM_SIDE}, or -2 when the word names no side.
   */
  public static int parseSide(String v) {
    if ("white".equals(v) || "red".equals(v) || "first".equals(v)) {
      return Side.FIRST;
    }
    if ("black".equals(v) || "second".equals(v)) {
      return Side.SECOND;
    }
    if ("random".equals(v)) {
      return RANDOM_SIDE;
    }
    return -2;
  }
}
