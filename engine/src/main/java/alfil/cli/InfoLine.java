package alfil.cli;

import alfil.core.GamePosition;
import alfil.search.Score;
import alfil.search.SearchInfo;

/**
 * The text of a progress report: a UCI {@code info} line (depth, seldepth, multipv, score cp|mate,
 * nodes, nps, hashfull, time, pv, in Stockfish's order), or its UCCI form, whose scores count 100
 * for a horse (rules.md; Alfil's xiangqi horse is 300).
 */
final class InfoLine {
  /** Alfil's centipawn value of a xiangqi horse, UCCI's unit of 100. */
  static final int XIANGQI_HORSE = 300;

  private InfoLine() {}

  /**
   * @param millis time since the search started, measured by the caller
   * @param position the searched root, to write the moves (left as it was)
   */
  static String uci(SearchInfo info, int millis, GamePosition position, boolean ucci) {
    StringBuilder line = new StringBuilder(160);
    double nodes = info.nodes();
    long nps = millis > 0 ? (long) (nodes * 1000 / millis) : 0;
    line.append("info depth ").append(info.depth);
    if (ucci) {
      line.append(" score ").append(ucciScore(info.score));
    } else {
      line.append(" seldepth ").append(Math.max(info.selDepth, info.depth));
      line.append(" multipv ").append(info.multiPv);
      line.append(" score ").append(Score.toUci(info.score));
    }
    line.append(" nodes ").append((long) nodes);
    if (!ucci) {
      line.append(" nps ").append(nps);
      line.append(" hashfull ").append(info.hashfull);
    }
    line.append(" time ").append(millis);
    line.append(" pv");
    for (int i = 0; i < info.pvLength; i++) {
      line.append(' ').append(position.moveToText(info.pv[i]));
    }
    return line.toString();
  }

  /** A UCCI score: a horse is 100, mates stay beyond every material score. */
  static int ucciScore(int score) {
    if (Score.isMate(score)) {
      // UCCI engines report a mate as a score near 10000, minus the distance in plies.
      int plies = Score.MATE - Math.abs(score);
      return score > 0 ? 10000 - plies : -(10000 - plies);
    }
    return score * 100 / XIANGQI_HORSE;
  }
}
