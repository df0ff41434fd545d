package alfil.web.model;

import alfil.core.Outcome;
import alfil.core.Text;
import alfil.web.protocol.SearchRequest;

/**
 * What a transition of the {@link GameModel} needs done outside it: the model changes itself and
 * returns this; the page's shell carries it out (the worker, the speakers, the screen reader, the
 * host page, the store) and then draws the model once. Plain fields, no list of effect objects: a
 * transition has at most one of each.
 */
public final class Effects {
  // The sounds of a moment, as ints (an enum would bring its class machinery into the page); the
  // synthesizer's script knows them by these numbers.
  public static final int NO_SOUND = -1;
  public static final int MOVE = 0;
  public static final int CAPTURE = 1;
  public static final int CHECK = 2;
  public static final int ILLEGAL = 3;
  public static final int END = 4;
  public static final int LOW_TIME = 5;

  /** Who made a move the host page hears of. */
  public static final String BY_HUMAN = "human";

  public static final String BY_ENGINE = "engine";

  /** Search this for the engine's move (any open search of the game is dropped first); or null. */
  public SearchRequest search;

  /** Drop the engine's open search: its answer no longer counts. */
  public boolean cancelSearch;

  /** Analyse this position (the analysis' open search is dropped first); or null. */
  public SearchRequest analyse;

  /** Stop the analysis' search. */
  public boolean stopAnalysis;

  /** Review the whole game (any review running is dropped first); or null. */
  public SearchRequest review;

  /** Stop the game's review. */
  public boolean cancelReview;

  /** The game's review has just finished (the host page hears of it). */
  public boolean reviewed;

  /** The sound of the moment, or {@link #NO_SOUND}. */
  public int sound = NO_SOUND;

  /** What screen readers are told, or null. */
  public Text announce;

  /**
   * Whether {@link #announce} waits its turn after what is being read (the engine's reply after the
   * player's own move) rather than replacing it (the player's own doing).
   */
  public boolean announceQueued;

  /** Why the action was refused (the game is as it was), or null. */
  public Text refused;

  /** Keep the game in the store: it changed. */
  public boolean keep;

  /** A move was played: its engine text, its text in the move list, and who made it; or null. */
  public String moved;

  public String movedText;
  public String movedBy;

  /** The game ended with this outcome; or null. */
  public Outcome ended;

  /**
   * A new game (or a kept one resumed) began: what follows a game's kind (music, poems) follows.
   */
  public boolean started;

  public Effects() {}

  /** A refusal and nothing else. */
  static Effects refusal(Text why) {
    Effects e = new Effects();
    e.refused = why;
    return e;
  }
}
