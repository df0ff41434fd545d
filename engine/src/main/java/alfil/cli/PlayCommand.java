package alfil.cli;

import alfil.core.Game;
import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.Move;
import alfil.core.Side;
import alfil.core.Text;
import alfil.search.Level;
import alfil.search.Score;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code play}: a game against Alfil in the terminal. The board is drawn in ASCII after every move;
 * the player types moves (SAN or UCI for chess; ICCS, WXF or Chinese for xiangqi) or one of the
 * commands {@code fen}, {@code undo}, {@code hint}, {@code moves}, {@code resign}, {@code quit},
 * {@code help}. The game's judge ends it; its outcome is the last line ({@code white wins by
 * checkmate}), and the exit status is 0.
 */
final class PlayCommand implements Command {

  private static final String COMMANDS =
      "commands: <move>, fen, undo (your last move and Alfil's), hint, moves, claim (a draw),"
          + " resign, quit";

  @Override
  public String[] valued() {
    return new String[] {"game", "level", "side", "fen", "movetime", "seed"};
  }

  @Override
  public int run(Options options, Io io) throws UsageException {
    Game game = options.game(null);
    int level = options.intValue("level", Level.MIN, Level.MAX, 4);
    int movetime = options.intValue("movetime", 1, 3_600_000, 1000);
    int seed =
        options.intValue("seed", Integer.MIN_VALUE, Integer.MAX_VALUE, (int) System.nanoTime());
    String[] sides =
        new String[] {
          game.sideName(Side.FIRST).toString().toLowerCase(Locale.ROOT),
          game.sideName(Side.SECOND).toString().toLowerCase(Locale.ROOT),
          "random"
        };
    String sideName = options.choice("side", sides, sides[0]);
    int human;
    if (sideName.equals("random")) {
      human = new alfil.core.Rng(seed).nextInt(2);
    } else {
      human = sideName.equals("black") ? Side.SECOND : Side.FIRST;
    }
    Judge g;
    try {
      g = game.newJudge(options.get("fen", null));
    } catch (InvalidInputException e) {
      throw new UsageException("play: bad FEN: " + e.getMessage());
    }
    AlfilPlayer alfil = new AlfilPlayer(game, level, seed, UciSession.DEFAULT_HASH_MB);
    AlfilPlayer helper = new AlfilPlayer(game, Level.MAX, seed, UciSession.DEFAULT_HASH_MB);
    io.out()
        .println(
            "Alfil level "
                + level
                + " plays "
                + game.sideName(Side.other(human))
                + "; you play "
                + game.sideName(human)
                + ". "
                + COMMANDS);
    try {
      return loop(g, human, alfil, helper, movetime, io);
    } catch (IOException e) {
      io.err().println("play: cannot read input: " + FileErrors.why(null, e));
      return 1;
    }
  }

  private static int loop(
      Judge g, int human, AlfilPlayer alfil, AlfilPlayer helper, int movetime, Io io)
      throws IOException {
    io.out().print(AsciiBoard.draw(g));
    while (!g.isOver()) {
      if (g.sideToMove() != human) {
        int move = alfil.choose(g, movetime / 2, movetime);
        // A draw Alfil may claim (chess: threefold, fifty moves) it claims unless it stands better.
        Text claimable = g.claimableDrawName();
        if (claimable != null && alfil.lastResult().score() <= 0 && g.claimDrawAsItStands()) {
          io.out().println("Alfil claims a draw: " + claimable);
          continue;
        }
        String text = g.moveText(move, null);
        String engine = g.engineText(move);
        try {
          g.play(move);
        } catch (InvalidInputException e) {
          throw new IllegalStateException("Alfil chose an illegal move " + engine, e);
        }
        io.out().println("Alfil plays " + text + " (" + engine + ")" + evaluation(alfil));
        io.out().print(AsciiBoard.draw(g));
        continue;
      }
      Text claim = g.claimableDrawName();
      // The prompt is a line of its own: the answer reads the same typed or piped in.
      io.out()
          .println(
              g.game().sideName(human)
                  + " to move"
                  + (claim == null ? "" : " (you may claim a draw: " + claim + ")")
                  + ":");
      io.out().flush();
      String line = io.in().readLine();
      if (line == null || line.trim().equals("quit")) {
        io.out().println();
        io.out().println("game abandoned");
        return 0;
      }
      String input = line.trim();
      switch (input) {
        case "":
          break;
        case "help":
          io.out().println(COMMANDS);
          break;
        case "fen":
          io.out().println(g.fen());
          break;
        case "moves":
          io.out().println(String.join(" ", legalMoves(g)));
          break;
        case "hint":
          int hint = helper.choose(g, movetime / 2, movetime);
          io.out().println("hint: " + g.moveText(hint, null) + " (" + g.engineText(hint) + ")");
          break;
        case "undo":
          if (g.plyCount() == 0) {
            io.out().println("nothing to undo");
            break;
          }
          // Take back Alfil's reply and the player's move, so that it is the player's turn again.
          g.takeBack();
          if (g.sideToMove() != human && g.plyCount() > 0) {
            g.takeBack();
          }
          io.out().print(AsciiBoard.draw(g));
          break;
        case "resign":
          try {
            g.resign(human);
          } catch (InvalidInputException e) {
            throw new IllegalStateException("resignation after the game ended", e);
          }
          break;
        case "claim":
          if (claim == null || !g.claimDrawAsItStands()) {
            io.out().println("no draw to claim here");
          }
          break;
        default:
          try {
            g.play(g.parseMove(input));
            io.out().print(AsciiBoard.draw(g));
          } catch (InvalidInputException e) {
            io.out().println("illegal move: " + e.getMessage() + " (type 'moves' for the list)");
          }
      }
    }
    io.out().println(g.outcomeText());
    return 0;
  }

  private static String evaluation(AlfilPlayer alfil) {
    int score = alfil.lastResult().score();
    return "  [depth " + alfil.lastResult().depth + ", " + Score.toUci(score) + "]";
  }

  private static List<String> legalMoves(Judge g) {
    GamePosition p = g.position();
    int[] moves = new int[GamePosition.MAX_MOVES];
    int n = p.legalMoves(moves, 0);
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (moves[i] != Move.NONE) {
        texts.add(g.moveText(moves[i], null));
      }
    }
    return texts;
  }

  @Override
  public String usage() {
    return "usage: play --game chess|xiangqi [--level N] [--side white|black|red|random] [--fen F]\n"
        + "            [--movetime MS] [--seed S]\n"
        + "  A game against Alfil on an ASCII board. Type moves in SAN or UCI (chess) or in\n"
        + "  ICCS, WXF or Chinese (xiangqi), or: fen, undo, hint, moves, claim, resign, quit,"
        + " help.\n"
        + "  --level N      Alfil's level "
        + Level.MIN
        + "-"
        + Level.MAX
        + " (default 4; "
        + Level.MAX
        + " is full strength)\n"
        + "  --side S       your side (default white/red; 'random' draws one)\n"
        + "  --fen F        start from this position\n"
        + "  --movetime MS  Alfil's time per move at most (default 1000)\n"
        + "  --seed S       seed of Alfil's choices and of --side random\n";
  }
}
