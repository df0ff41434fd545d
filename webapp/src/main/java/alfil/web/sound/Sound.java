package alfil.web.sound;

/**
 * The sound effects, as int constants (an enum would add its class machinery to the page for four
 * names), and which one a move makes.
 */
public final class Sound {
  public static final int MOVE = 0;
  public static final int CAPTURE = 1;
  public static final int CHECK = 2;
  public static final int GAME_END = 3;

  private Sound() {}

  /** The one sound a move makes: the end of the game outranks a check, a check a capture. */
  public static int of(boolean capture, boolean check, boolean over) {
    return over ? GAME_END : check ? CHECK : capture ? CAPTURE : MOVE;
  }
}
