package alfil.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alfil.chess.ChessOutcome;
import alfil.core.Side;
import alfil.xiangqi.XiangqiOutcome;
import org.junit.jupiter.api.Test;

/** The judge's verdicts as the result panel and the status line word them. */
class ResultWordsTest {
  private static final int TWO_PLAYERS = -1;

  private static String chess(ChessOutcome outcome, int you) {
    return ResultWords.headline(outcome, alfil.chess.Chess.GAME, you).toString();
  }

  @Test
  void betweenTwoPlayersTheWinnerIsNamed() {
    assertEquals("Black wins: checkmate", chess(ChessOutcome.BLACK_CHECKMATES, TWO_PLAYERS));
    assertEquals("White wins: Black resigned", chess(ChessOutcome.BLACK_RESIGNS, TWO_PLAYERS));
    assertEquals("Black wins: White resigned", chess(ChessOutcome.WHITE_RESIGNS, TWO_PLAYERS));
    assertEquals("White wins on time", chess(ChessOutcome.BLACK_FLAG_FALLS, TWO_PLAYERS));
    assertEquals("Draw by agreement", chess(ChessOutcome.AGREEMENT, TWO_PLAYERS));
    assertEquals(
        "Draw: threefold repetition", chess(ChessOutcome.THREEFOLD_REPETITION, TWO_PLAYERS));
    assertEquals("Draw: fifty-move rule", chess(ChessOutcome.FIFTY_MOVE_RULE, TWO_PLAYERS));
    assertEquals("Draw: fivefold repetition", chess(ChessOutcome.FIVEFOLD_REPETITION, TWO_PLAYERS));
    assertEquals(
        "Draw: seventy-five-move rule", chess(ChessOutcome.SEVENTY_FIVE_MOVE_RULE, TWO_PLAYERS));
    assertEquals("Draw: stalemate", chess(ChessOutcome.STALEMATE, TWO_PLAYERS));
    assertEquals(
        "Draw: a flag fell but the opponent cannot checkmate by any series of legal moves",
        chess(ChessOutcome.FLAG_FALL_DRAW, TWO_PLAYERS));
  }

  @Test
  void againstTheEngineThePersonIsYou() {
    assertEquals("You lost: checkmate", chess(ChessOutcome.BLACK_CHECKMATES, Side.FIRST));
    assertEquals("You won: checkmate", chess(ChessOutcome.BLACK_CHECKMATES, Side.SECOND));
    assertEquals("You won on time", chess(ChessOutcome.WHITE_FLAG_FALLS, Side.SECOND));
    assertEquals("You lost on time", chess(ChessOutcome.WHITE_FLAG_FALLS, Side.FIRST));
    assertEquals("You resigned", chess(ChessOutcome.WHITE_RESIGNS, Side.FIRST));
    assertEquals("Draw by agreement", chess(ChessOutcome.AGREEMENT, Side.FIRST));
    assertEquals("Draw: insufficient material", chess(ChessOutcome.DEAD_POSITION, Side.FIRST));
  }

  @Test
  void xiangqiReadsTheSameWay() {
    assertEquals(
        "Red wins: perpetual chase",
        ResultWords.headline(
                XiangqiOutcome.RED_WINS_BY_PERPETUAL_CHASE, alfil.xiangqi.Xiangqi.GAME, TWO_PLAYERS)
            .toString());
    assertEquals(
        "Red wins: Black resigned",
        ResultWords.headline(XiangqiOutcome.RED_WINS_BY_RESIGNATION, alfil.xiangqi.Xiangqi.GAME, -1)
            .toString());
    assertEquals(
        "Red wins: perpetual check",
        ResultWords.headline(
                XiangqiOutcome.RED_WINS_BY_PERPETUAL_CHECK, alfil.xiangqi.Xiangqi.GAME, -1)
            .toString());
    assertEquals(
        "You won on time",
        ResultWords.headline(XiangqiOutcome.BLACK_WINS_ON_TIME, alfil.xiangqi.Xiangqi.GAME, 1)
            .toString());
    assertEquals(
        "Draw: repetition",
        ResultWords.headline(XiangqiOutcome.DRAW_BY_REPETITION, alfil.xiangqi.Xiangqi.GAME, -1)
            .toString());
  }

  /** A headline is a text of the page's catalog with the judge's reason in it: translatable. */
  @Test
  void theHeadlineCarriesTheJudgesReasonAsAText() {
    alfil.core.Text t =
        ResultWords.headline(ChessOutcome.BLACK_CHECKMATES, alfil.chess.Chess.GAME, -1);
    assertEquals("result.wins", t.key());
    assertEquals("outcome.checkmate", ((alfil.core.Text) t.argument(1)).key());
  }
}
