package alfil.web.game;

import alfil.core.Game;
import alfil.core.Side;
import alfil.core.Text;
import alfil.games.Games;
import alfil.search.Level;
import alfil.web.text.PageTexts;

/**
 * How a game is set up: which game, against whom, at which level, from which position, with which
 * clock and takebacks. Plain values with their checks, shared by the new-game form, the hash
 * parameters, the embed API and the stored preferences, so all of them accept exactly the same
 * things. Choices are ints (an enum would bring its class machinery into the page); {@link #FIELDS}
 * gives each its name and {@link #set} reads each from text.
 */
public final class Settings {
  /** {@link #mode}: against the engine, or two players at one board. */
  public static final int AI = 0;

  public static final int LOCAL = 1;

  /** {@link #takebacks}: as many as the player likes, three per game, or none. */
  public static final int UNLIMITED = 0;

  public static final int THREE = 1;
  public static final int OFF = 2;

  /** Takebacks a player has in a game under {@link #THREE}. */
  public static final int THREE_TAKEBACKS = 3;

  /** The human's side is drawn at random at each new game. */
  public static final int RANDOM_SIDE = -1;

  /** Chess by default; the game switch remembers the last choice. */
  public Game game = Games.defaultGame();

  public int mode = AI;
  public int level = 3;

  /** The human's side in {@link #AI}: {@link Side#FIRST}, {@link Side#SECOND} or random. */
  public int side = Side.FIRST;

  /** Start position, or null for the game's standard start. */
  public String fen;

  /** The side drawn at the bottom, or -1: the human's side (the first player's between two). */
  public int orientation = -1;

  public int takebacks = UNLIMITED;

  /** The time control in {@link TimeControlText}'s form, or {@link TimeControlText#NONE}. */
  public String clock = TimeControlText.NONE;

  /**
   * The seed of the lower levels' choices, or 0: a fresh one per game (a host page may set one to
   * replay a game move for move).
   */
  public int seed;

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
    s.seed = seed;
    return s;
  }

  /**
   * The settings a person or a host page names in text, each with one check for every way in. The
   * first {@link #SAVED} are the player's choices kept between visits.
   */
  public static final String[] FIELDS = {
    "game", "mode", "level", "side", "takebacks", "clock", "orientation", "fen", "seed"
  };

  public static final int GAME = 0;
  public static final int MODE = 1;
  public static final int LEVEL = 2;
  public static final int SIDE = 3;
  public static final int TAKEBACKS = 4;
  public static final int CLOCK = 5;
  public static final int ORIENTATION = 6;
  public static final int FEN = 7;
  public static final int SEED = 8;

  /** How many of {@link #FIELDS} the preferences keep. */
  public static final int SAVED = 6;

  /** The words of {@link #mode} and {@link #takebacks}, by their ints. */
  private static final String[] MODES = {"ai", "local"};

  private static final String[] TAKEBACK_WORDS = {"unlimited", "three", "off"};

  /** The index of a name in {@link #FIELDS}, or -1. */
  public static int field(String name) {
    return indexOf(FIELDS, name);
  }

  /**
   * Sets field {@code f} of {@link #FIELDS} from its text; a refused value leaves it as it was.
   *
   * @return null when set, else what the field accepts ("mode must be ai or local")
   */
  public Text set(int f, String v) {
    int n = f == LEVEL ? parseLevel(v) : f == SEED ? parseSeed(v) : parseSide(v);
    boolean ok;
    switch (f) {
      case GAME:
        ok = Games.byName(v) != null;
        if (ok) {
          game = Games.byName(v);
        }
        break;
      case MODE:
        ok = indexOf(MODES, v) >= 0;
        if (ok) {
          mode = indexOf(MODES, v);
        }
        break;
      case LEVEL:
        ok = n > 0;
        if (ok) {
          level = n;
        }
        break;
      case SIDE:
        ok = n >= RANDOM_SIDE;
        if (ok) {
          side = n;
        }
        break;
      case TAKEBACKS:
        ok = indexOf(TAKEBACK_WORDS, v) >= 0;
        if (ok) {
          takebacks = indexOf(TAKEBACK_WORDS, v);
        }
        break;
      case CLOCK:
        ok = TimeControlText.isTimeControl(v);
        if (ok) {
          clock = v;
        }
        break;
      case ORIENTATION:
        ok = n >= 0;
        if (ok) {
          orientation = n;
        }
        break;
      case SEED:
        ok = n > 0;
        if (ok) {
          seed = n;
        }
        break;
      default:
        fen = spaced(v).trim();
        return null;
    }
    return ok ? null : PageTexts.SETTING_REFUSED.with(FIELDS[f], accepts(f));
  }

  /** What field {@code f} accepts, in words, for the sentence that refuses a value. */
  private static Object accepts(int f) {
    switch (f) {
      case GAME:
        return Games.names(", ");
      case MODE:
        return "ai, local";
      case LEVEL:
        return PageTexts.ACCEPTS_LEVEL.with(
            Integer.toString(Level.MIN), Integer.toString(Level.MAX));
      case SIDE:
        return "white, black, red, random";
      case TAKEBACKS:
        return "unlimited, three, off";
      case CLOCK:
        return PageTexts.ACCEPTS_CLOCK;
      case SEED:
        return PageTexts.ACCEPTS_SEED;
      default:
        return "white, black, red";
    }
  }

  /** The text of one of the first {@link #SAVED} fields, as {@link #set} reads it back. */
  public String get(int f) {
    switch (f) {
      case GAME:
        return game.name();
      case MODE:
        return MODES[mode];
      case LEVEL:
        return Integer.toString(level);
      case SIDE:
        return side == RANDOM_SIDE ? "random" : side == Side.FIRST ? "first" : "second";
      case TAKEBACKS:
        return TAKEBACK_WORDS[takebacks];
      default:
        return clock;
    }
  }

  /** The level in text, or 0 when it is not a whole number of {@link Level}'s range. */
  public static int parseLevel(String v) {
    int level = v != null && v.length() <= 2 ? whole(v) : 0;
    return Level.isLevel(level) ? level : 0;
  }

  /** A seed in text: a whole number from 1 to 999,999,999, or 0. */
  static int parseSeed(String v) {
    return v != null && v.length() <= 9 ? Math.max(0, whole(v)) : 0;
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
    return "random".equals(v) ? RANDOM_SIDE : -2;
  }

  /** Digits as a whole number, or -1 (Integer.parseInt costs the page more). */
  private static int whole(String v) {
    int n = 0;
    for (int i = 0; i < v.length(); i++) {
      char c = v.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      n = n * 10 + (c - '0');
    }
    return v.isEmpty() ? -1 : n;
  }

  /**
   * Spaces may travel as '_' in a link. A loop of our own: String.replace(char, char) is used
   * nowhere else in the page, and TeaVM would bring its longer code in for this.
   */
  private static String spaced(String v) {
    char[] text = v.toCharArray();
    for (int i = 0; i < text.length; i++) {
      if (text[i] == '_') {
        text[i] = ' ';
      }
    }
    return new String(text);
  }

  private static int indexOf(String[] words, String word) {
    for (int i = 0; i < words.length; i++) {
      if (words[i].equals(word)) {
        return i;
      }
    }
    return -1;
  }
}
