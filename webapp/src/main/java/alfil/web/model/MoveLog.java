package alfil.web.model;

/**
 * The moves of the game on the page, one entry per ply: the move in engine text (UCI, ICCS), as the
 * move list shows it (SAN, WXF, Chinese), its from and to squares (the board's: {@code file + rank
 * * files}), the mover's clock after it and its comment from an imported record. Arrays, not lists:
 * the page's script carries no collection classes for this.
 */
final class MoveLog {
  private String[] engine = new String[64];
  private String[] text = new String[64];
  private String[] comment = new String[64];
  private int[] from = new int[64];
  private int[] to = new int[64];
  private int[] clockAfter = new int[64];
  private int plies;

  int plies() {
    return plies;
  }

  String engineText(int ply) {
    return engine[ply];
  }

  String text(int ply) {
    return text[ply];
  }

  int from(int ply) {
    return from[ply];
  }

  int to(int ply) {
    return to[ply];
  }

  /** The mover's milliseconds left after the ply, or -1 when not known (an untimed game). */
  int clockAfter(int ply) {
    return clockAfter[ply];
  }

  /** The comment the record gave after the ply, or null. */
  String comment(int ply) {
    return comment[ply];
  }

  void add(String engineText, String shown, int fromSquare, int toSquare) {
    if (plies == engine.length) {
      engine = grown(engine);
      text = grown(text);
      comment = grown(comment);
      from = grown(from);
      to = grown(to);
      clockAfter = grown(clockAfter);
    }
    engine[plies] = engineText;
    text[plies] = shown;
    comment[plies] = null;
    from[plies] = fromSquare;
    to[plies] = toSquare;
    clockAfter[plies++] = -1;
  }

  void setText(int ply, String shown) {
    text[ply] = shown;
  }

  void setClockAfter(int ply, int ms) {
    clockAfter[ply] = ms;
  }

  void setComment(int ply, String text) {
    comment[ply] = text;
  }

  /** Keeps the first {@code ply} plies. */
  void truncate(int ply) {
    plies = Math.min(plies, ply);
  }

  /** The first {@code ply} moves in engine text. */
  String[] engineTexts(int ply) {
    String[] out = new String[ply];
    System.arraycopy(engine, 0, out, 0, ply);
    return out;
  }

  /** The clocks after each ply, or null when none is known. */
  int[] clocks() {
    boolean any = false;
    int[] out = new int[plies];
    for (int i = 0; i < plies; i++) {
      out[i] = clockAfter[i];
      any |= out[i] >= 0;
    }
    return any ? out : null;
  }

  private String[] grown(String[] a) {
    String[] more = new String[a.length * 2];
    System.arraycopy(a, 0, more, 0, a.length);
    return more;
  }

  private int[] grown(int[] a) {
    int[] more = new int[a.length * 2];
    System.arraycopy(a, 0, more, 0, a.length);
    return more;
  }
}
