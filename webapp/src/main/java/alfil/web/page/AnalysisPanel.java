package alfil.web.page;

import alfil.core.FenReader;
import alfil.core.Side;
import alfil.search.Score;
import alfil.web.dom.Dom;
import alfil.web.game.GameRules;
import alfil.web.protocol.SearchReply;
import alfil.web.worker.SearchClient;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Analysis on demand: the engine's evaluation of a position as a bar beside the board and a number,
 * both from the first player's side (White, Red) whoever is to move, as lichess shows them; its
 * best line in the chosen notation; and its best move as an arrow on the board.
 *
 * <p>The position is a parameter (a start FEN and the moves from it), so any room can have one
 * analysed. The search runs on a worker of its own (its own {@link SearchClient}, made at the first
 * use), so it never cancels or slows the game's: the game's controller stops it while the engine
 * thinks for its move and starts it again on the next position. Each depth completed redraws the
 * figures; a new position, or closing the panel, stops the search.
 */
final class AnalysisPanel implements SearchClient.Listener {
  /**
   * Lichess's winning chances from centipawns, {@code 2 / (1 + exp(-k * cp)) - 1} with this k
   * (lila, {@code ui/ceval/src/winningChances.ts}): the bar fills by them, so that it moves most
   * where a pawn matters most.
   */
  private static final double WINNING_CHANCES_K = 0.00368208;

  private final BoardView board;
  private final String scriptText;
  private final HTMLElement button = Dom.byId("analyse");
  private final HTMLElement section = Dom.byId("analysis");
  private final HTMLElement bar = Dom.byId("eval-bar");
  private final HTMLElement fill = Dom.byId("eval-fill");
  private final HTMLElement eval = Dom.byId("eval");
  private final HTMLElement line = Dom.byId("pv");

  private SearchClient client;
  private boolean open;

  private String game;
  private String startFen;
  private String[] moves = new String[0];
  private int plies;
  private String notation;
  private String waiting;

  /** The position under analysis (game, start and moves), or null when no search is on. */
  private String analysed;

  /** The analysed position, replayed: it turns the engine's moves into the notation's text. */
  private GameRules position;

  private SearchReply last;

  /**
   * @param scriptText the page's own script, which the analysis worker runs, or null
   */
  AnalysisPanel(BoardView board, String scriptText) {
    this.board = board;
    this.scriptText = scriptText;
  }

  boolean isOpen() {
    return open;
  }

  /** Opens or closes the panel; closed, nothing is searched and the board has no arrow. */
  void show(boolean on) {
    open = on;
    button.setAttribute("aria-pressed", on ? "true" : "false");
    section.setHidden(!on);
    bar.setHidden(!on);
    analysed = null;
    if (on) {
      analyse();
    } else {
      stop();
    }
  }

  /**
   * The position to analyse: {@code plies} moves of {@code moves} (engine text) from {@code
   * startFen}, the line shown in {@code notation}; with a {@code waiting} reason, nothing is
   * searched now and the reason is shown instead.
   */
  void follow(
      String game, String startFen, String[] moves, int plies, String notation, String waiting) {
    this.game = game;
    this.startFen = startFen;
    this.moves = moves;
    this.plies = plies;
    this.notation = notation;
    this.waiting = waiting;
    if (open) {
      analyse();
    }
  }

  private void analyse() {
    if (waiting != null) {
      stop();
      analysed = null;
      say(waiting);
      return;
    }
    StringBuilder key = new StringBuilder(game).append(' ').append(startFen);
    for (int i = 0; i < plies; i++) {
      key.append(' ').append(moves[i]);
    }
    if (key.toString().equals(analysed)) {
      if (last != null) {
        report(last); // the same position: only the notation may have changed
      }
      return;
    }
    analysed = key.toString();
    position = GameRules.of(game);
    position.setPosition(startFen);
    for (int i = 0; i < plies; i++) {
      position.play(position.parseEngineText(moves[i]));
    }
    last = null;
    board.hint(-1, -1);
    say("Analysing\u2026");
    if (client == null) {
      client = new SearchClient(scriptText, this);
    }
    client.search(Requests.forAnalysis(game, startFen, moves, plies));
  }

  private void stop() {
    if (client != null) {
      client.cancel();
    }
    last = null;
    board.hint(-1, -1);
  }

  private void say(String text) {
    Dom.setText(eval, text);
    Dom.setText(line, "");
    eval.removeAttribute("data-depth");
  }

  @Override
  public void onProgress(SearchReply progress) {
    report(progress);
  }

  @Override
  public void onReply(SearchReply reply, String by) {
    if (!reply.bestMove.isEmpty()) {
      report(reply);
    }
  }

  /** Shows a report of the search: the figures, the line and the arrow. */
  private void report(SearchReply r) {
    last = r;
    // The engine scores for the side to move; people read the first player's side. Moves to mate
    // are counted before the sign turns: a mate score's plies round differently for the loser.
    boolean first = position.sideToMove() == Side.FIRST;
    int score = first ? r.value : -r.value;
    int mate = first ? Score.mateInMoves(r.value) : -Score.mateInMoves(r.value);
    double chances =
        mate != 0 ? Integer.signum(mate) : 2 / (1 + Math.exp(-WINNING_CHANCES_K * score)) - 1;
    fill.setAttribute("style", "height:" + (int) (50 + 50 * chances) + "%");
    Dom.setText(
        eval,
        (mate != 0
                ? position.sideName(mate > 0 ? Side.FIRST : Side.SECOND)
                    + " mates in "
                    + Math.abs(mate)
                : StatusLine.pawns(score) + " (" + position.sideName(Side.FIRST) + "'s view)")
            + ", depth "
            + r.depth);
    eval.setAttribute("data-score", Integer.toString(score));
    eval.setAttribute("data-depth", Integer.toString(r.depth));

    // The line replayed on the analysed position, each move written before it is played, then
    // taken back: numbered as the move list numbers them.
    StringBuilder text = new StringBuilder();
    int number = position.fullmoveNumber();
    int side = position.sideToMove();
    int played = 0;
    int hintFrom = -1;
    int hintTo = -1;
    for (String engineText : FenReader.fields(r.pv.isEmpty() ? r.bestMove : r.pv)) {
      try {
        int move = position.parseEngineText(engineText);
        if (played == 0) {
          hintFrom = position.fromSquare(move);
          hintTo = position.toSquare(move);
        }
        if (side == Side.FIRST || played == 0) {
          text.append(number).append(side == Side.FIRST ? ". " : "... ");
        }
        text.append(position.displayText(move, notation)).append(' ');
        position.play(move);
      } catch (IllegalArgumentException e) {
        break; // the line goes past the end of the game
      }
      played++;
      number += side;
      side ^= 1;
    }
    for (; played > 0; played--) {
      position.undo();
    }
    Dom.setText(line, text.toString().trim());
    board.hint(hintFrom, hintTo);
  }
}
