package alfil.web.page;

import org.teavm.jso.JSBody;

/**
 * What the page does differently for a game beyond its rules and board: its music, its pieces'
 * sound, whether Tang poems go with it. Read from the page's template, where each game has a line
 * ({@code <i data-game="..." data-music="1" data-pieces="1" data-poems>} in {@code #profiles}), so
 * that the page's code names no game and a third game needs no code here; a game without a line
 * gets the plain profile (no music, the first piece sound, no poems).
 */
final class PageProfile {
  /** The music style WebAudio plays (0: none). */
  final int music;

  /** The piece sound style WebAudio knocks (0: pieces on felt; 1: wooden discs). */
  final int pieces;

  final boolean poems;

  PageProfile(int music, int pieces, boolean poems) {
    this.music = music;
    this.pieces = pieces;
    this.poems = poems;
  }

  static PageProfile of(String game) {
    return new PageProfile(
        Math.max(0, attribute(game, "data-music")),
        Math.max(0, attribute(game, "data-pieces")),
        attribute(game, "data-poems") >= 0);
  }

  /** A whole-number attribute of the game's line (0 when empty), or -1 when it has none. */
  @JSBody(
      params = {"game", "name"},
      script =
          "var e = document.querySelector('#profiles [data-game=\"' + game + '\"]');"
              + "var v = e && e.getAttribute(name); return v === null || v === undefined ? -1 : +v || 0;")
  private static native int attribute(String game, String name);
}
