package alfil.web.game;

import alfil.core.SearchPosition;

/**
 * Where a search starts: the position with the game's history in it, and the root moves the game's
 * judge allows (null: all of them).
 */
public final class SearchStart {
  public final SearchPosition position;

  /**
   * The legal moves that do not lose on the spot by the judge (xiangqi: completing a forbidden
   * perpetual check or chase), or null when every legal move may be searched (none loses, or all
   * do).
   */
  public final int[] rootMoves;

  SearchStart(SearchPosition position, int[] rootMoves) {
    this.position = position;
    this.rootMoves = rootMoves;
  }
}
