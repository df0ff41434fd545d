package alfil.xiangqi;

import alfil.core.CoreTexts;
import alfil.core.Side;
import alfil.core.Text;

/**
 * The words of xiangqi beyond those both games share ({@link CoreTexts}): the pieces, the endings
 * of the Asian rules, the FEN's and the moves' errors. Arguments marked "a text" are {@link Text}s;
 * the others plain strings (points, moves, numbers).
 */
public final class XiangqiTexts {
  // The pieces, one text per side and kind: Chinese writes Red's and Black's with different
  // characters (帥/將, 俥/車 ...), and the English names carry the glyph the board shows.
  public static final Text RED_GENERAL = new Text("piece.redGeneral", "red general \u5e25");
  public static final Text RED_ADVISOR = new Text("piece.redAdvisor", "red advisor \u4ed5");
  public static final Text RED_ELEPHANT = new Text("piece.redElephant", "red elephant \u76f8");
  public static final Text RED_HORSE = new Text("piece.redHorse", "red horse \u508c");
  public static final Text RED_CHARIOT = new Text("piece.redChariot", "red chariot \u4fe5");
  public static final Text RED_CANNON = new Text("piece.redCannon", "red cannon \u70ae");
  public static final Text RED_SOLDIER = new Text("piece.redSoldier", "red soldier \u5175");
  public static final Text BLACK_GENERAL = new Text("piece.blackGeneral", "black general \u5c07");
  public static final Text BLACK_ADVISOR = new Text("piece.blackAdvisor", "black advisor \u58eb");
  public static final Text BLACK_ELEPHANT =
      new Text("piece.blackElephant", "black elephant \u8c61");
  public static final Text BLACK_HORSE = new Text("piece.blackHorse", "black horse \u99ac");
  public static final Text BLACK_CHARIOT = new Text("piece.blackChariot", "black chariot \u8eca");
  public static final Text BLACK_CANNON = new Text("piece.blackCannon", "black cannon \u7832");
  public static final Text BLACK_SOLDIER = new Text("piece.blackSoldier", "black soldier \u5352");

  // Why a game ended, besides the endings both games share (rules.md: the Asian rules).
  /**
   * Stalemate, which loses in xiangqi: its own key, as languages name it apart from chess's drawn
   * stalemate (困毙 against 逼和).
   */
  public static final Text NO_MOVES = new Text("outcome.noMoves", "stalemate");

  public static final Text PERPETUAL_CHECK = new Text("outcome.perpetualCheck", "perpetual check");
  public static final Text PERPETUAL_CHASE = new Text("outcome.perpetualChase", "perpetual chase");
  public static final Text REPETITION = new Text("outcome.repetition", "repetition");
  public static final Text MOVE_LIMIT = new Text("outcome.moveLimit", "move limit");

  // What is wrong with a FEN.
  /** {0} the file. */
  public static final Text FEN_FACING_GENERALS =
      new Text(
          "fen.facingGenerals", "the generals face each other on file {0} with no piece between");

  /** {0} the piece (a text), {1} its point, {2} the points it can stand on. */
  public static final Text FEN_OFF_POINTS =
      new Text("fen.offPoints", "{0} on {1} is off its points ({2})");

  /** {0} the soldier (a text), {1} its point. */
  public static final Text FEN_SOLDIER_POINT =
      new Text(
          "fen.soldierPoint",
          "{0} on {1} cannot get there: a soldier never moves back, and keeps to files a c e g i"
              + " before the river");

  // Moves and claims.
  /** {0} the piece the move names (a text). */
  public static final Text MOVE_NO_PIECE_MOVES =
      new Text("move.noPieceMoves", "no {0} can make that move");

  public static final Text CLAIM_NONE =
      new Text("claim.none", "xiangqi has no draw claims: its judge rules every repetition itself");

  /** The pieces by {@code side * 7 + type - 1}, as {@link XiangqiPiece} numbers the types. */
  private static final Text[] PIECES = {
    RED_GENERAL,
    RED_ADVISOR,
    RED_ELEPHANT,
    RED_HORSE,
    RED_CHARIOT,
    RED_CANNON,
    RED_SOLDIER,
    BLACK_GENERAL,
    BLACK_ADVISOR,
    BLACK_ELEPHANT,
    BLACK_HORSE,
    BLACK_CHARIOT,
    BLACK_CANNON,
    BLACK_SOLDIER
  };

  private XiangqiTexts() {}

  /** Every text above, made on each call (the page never asks; the language check does). */
  public static Text[] all() {
    return CoreTexts.joined(
        PIECES,
        new Text[] {
          NO_MOVES,
          PERPETUAL_CHECK,
          PERPETUAL_CHASE,
          REPETITION,
          MOVE_LIMIT,
          FEN_FACING_GENERALS,
          FEN_OFF_POINTS,
          FEN_SOLDIER_POINT,
          MOVE_NO_PIECE_MOVES,
          CLAIM_NONE
        });
  }

  /** The name of {@code side}'s piece of {@code type} (an {@link XiangqiPiece} type). */
  static Text piece(int side, int type) {
    return PIECES[side * 7 + type - 1];
  }

  /** {@link CoreTexts#RED} or {@link CoreTexts#BLACK}. */
  static Text side(int side) {
    return side == Side.FIRST ? CoreTexts.RED : CoreTexts.BLACK;
  }
}
