package alfil.web.game;

import alfil.core.Side;
import alfil.games.Games;
import alfil.search.Level;

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

  /** The human's side is drawn at random at each new game. */
  public static final int RANDOM_SIDE = -1;

  /** Chess by default; the game switch remembers the last choice (Preferences). */
  public String game = Games.defaultGame().name();

  public String mode = MODE_AI;
  public int level = 3;

  /** The human's side in {@link #MODE_AI}: {@link Side#FIRST}, {@link Side#SECOND} or random. */
  public int side = Side.FIRST;

  /** Start position, or null for the game's standard start. */
  public String fen;

  /** The side drawn at the bottom, or -1 for "the human's side". */
  public int orientation = -1;

  public String takebacks = TAKEBACKS_UNLIMITED;

  /** The time control in {@link TimeControlText}'s form, or {@link TimeControlText#NONE}. */
  public String clock = TimeControlText.NONE;

  public Settings copy() {
    Settings s = new Settings();
    s.game = game;
    s.mode = mode;
    s.level = level;
    s.side = side;
    s.fen = fen;
    s.orientation = orientation;
    s.takebacks = takebacks;
    s.clock = clock;
    return s;
  }

  /**
   * The settings a person or a host page names in text, each with one check for every way in (the
   * new-game panel, the hash parameters, the embed API, the stored preferences). The first {@link
   * #SAVED} are the player's choices kept between visits; the panel shows those from index 1 on
   * (the game has its own switch), each in the select of the same id.
   */
  public static final String[] FIELDS = {
    "game", "mode", "level", "side", "takebacks", "clock", "orientation", "fen"
  };

  /** How many of {@link #FIELDS} the preferences keep. */
  public static final int SAVED = 6;

  /** What each of {@link #FIELDS} accepts, in words, for the message that refuses a value. */
  private static final String[] ACCEPTS = {
    Games.names(" or "),
    "ai or local",
    "a whole number from " + Level.MIN + " to " + Level.MAX,
    "white, black, red or random",
    "off, three or unlimited",
    "none or minutes+seconds as 3+2 or 0.5+0, at most 600 each (delays: 5d3, 5b3; periods:"
        + " 40/90+30,30+30)",
    "white, black or red"
  };

  /** The index of a name in {@link #FIELDS}, or -1. */
  public static int field(String name) {
    for (int f = 0; f < FIELDS.length; f++) {
      if (FIELDS[f].equals(name)) {
        return f;
      }
    }
    return -1;
  }

  /**
   * Sets field {@code f} of {@link #FIELDS} from its text; a refused value leaves it as it was.
   *
   * @return null when set, else what the field accepts ("mode must be ai or local")
   */
  public String set(int f, String v) {
    int n = f == 2 ? parseLevel(v) : parseSide(v);
    boolean ok;
    switch (f) {
      case 0:
        ok = Games.byName(v) != null;
        if (ok) {
          game = v;
        }
        break;
      case 1:
        ok = MODE_AI.equals(v) || MODE_LOCAL.equals(v);
        if (ok) {
          mode = v;
        }
        break;
      case 2:
        ok = n > 0;
        if (ok) {
          level = n;
        }
        break;
      case 3:
        ok = n >= RANDOM_SIDE;
        if (ok) {
          side = n;
        }
        break;
      case 4:
        ok = TAKEBACKS_OFF.equals(v) || TAKEBACKS_THREE.equals(v) || TAKEBACKS_UNLIMITED.equals(v);
        if (ok) {
          takebacks = v;
        }
        break;
      case 5:
        ok = TimeControlText.isTimeControl(v);
        if (ok) {
          clock = v;
        }
        break;
      case 6:
        ok = n >= 0;
        if (ok) {
          orientation = n;
        }
        break;
      default:
        // Spaces may travel as '_' in a link. A loop of our own: String.replace(char, char) is
        // used nowhere else in the page, and TeaVM would bring its longer code in for this.
        char[] text = v.toCharArray();
        for (int i = 0; i < text.length; i++) {
          if (text[i] == '_') {
            text[i] = ' ';
          }
        }
        fen = new String(text).trim();
        return null;
    }
    return ok ? null : FIELDS[f] + " must be " + ACCEPTS[f];
  }

  /** The text of one of the first {@link #SAVED} fields, as {@link #set} reads it back. */
  public String get(int f) {
    switch (f) {
      case 0:
        return game;
      case 1:
        return mode;
      case 2:
        return Integer.toString(level);
      case 3:
        return side == RANDOM_SIDE ? "random" : side == Side.FIRST ? "first" : "second";
      case 4:
        return takebacks;
      default:
        return clock;
    }
  }

  /** The level in text, or 0 when it is not a whole number of {@link Level}'s range. */
  public static int parseLevel(String v) {
    if (v == null || v.isEmpty() || v.length() > 2) {
      return 0;
    }
    int level = 0;
    for (int i = 0; i < v.length(); i++) {
      char c = v.charAt(i);
      if (c < '0' || c > '9') {
        return 0;
      }
      level = level * 10 + (c - '0');
    }
    return Level.isLevel(level) ? level : 0;
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
