package alfil.web.model;

import alfil.core.Ascii;
import alfil.core.Game;

/**
 * The material on the board as lichess shows it beside each player: the pieces one side has more of
 * than the other (so the captures, whatever the start position or promotions), and how many points
 * it is ahead by the values people count ({@link Game#pieceValue}).
 */
public final class Material {
  /** Each side's surplus as FEN letters in its own case, most valuable first. */
  public final String[] pieces = {"", ""};

  /** The points each side is ahead, in tenths (0 for the side behind or level). */
  public final int[] ahead = new int[2];

  Material(Game game, char[] board) {
    String seen = "";
    int balance = 0;
    for (char p : board) {
      char type = Ascii.toLower(p);
      if (p == 0 || seen.indexOf(type) >= 0) {
        continue;
      }
      seen += type;
      int diff = 0;
      for (char q : board) {
        diff += q == type ? -1 : Ascii.toLower(q) == type ? 1 : 0;
      }
      balance += diff * game.pieceValue(type);
      int side = diff > 0 ? 0 : 1;
      for (int i = Math.abs(diff); i > 0; i--) {
        add(game, side, side == 0 ? Ascii.toUpper(type) : type);
      }
    }
    ahead[balance > 0 ? 0 : 1] = Math.abs(balance);
  }

  /** Adds a piece to a side's surplus, kept in order of value. */
  private void add(Game game, int side, char piece) {
    String s = pieces[side];
    int at = 0;
    while (at < s.length() && game.pieceValue(s.charAt(at)) >= game.pieceValue(piece)) {
      at++;
    }
    pieces[side] = s.substring(0, at) + piece + s.substring(at);
  }

  /** Tenths as people write points: {@code 3}, {@code 4.5}. */
  public static String points(int tenths) {
    return tenths % 10 == 0 ? Integer.toString(tenths / 10) : tenths / 10 + "." + tenths % 10;
  }
}
