import alfil.core.Game;
import alfil.core.Judge;
import alfil.games.Games;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The Java half of bench/balance-openings.sh (run with an alfil.jar on the class path, as a
 * single-file source program): for each opening line of a file (engine moves from the start
 * position, {@code #} comments), the position it reaches by the judge and the moves in the game's
 * first human notation (WXF for xiangqi, SAN for chess), tab-separated: {@code line FEN text}. An
 * illegal line stops the program with its line number and the judge's reason.
 */
public class OpeningLines {
  public static void main(String[] args) throws Exception {
    if (args.length != 2) {
      System.err.println("usage: OpeningLines GAME FILE");
      System.exit(2);
    }
    Game game = Games.byName(args[0]);
    int number = 0;
    for (String line : Files.readAllLines(Path.of(args[1]))) {
      number++;
      String trimmed = line.trim();
      if (trimmed.isEmpty() || trimmed.startsWith("#")) {
        continue;
      }
      Judge judge = game.newJudge(game.startFen());
      StringBuilder text = new StringBuilder();
      try {
        for (String m : trimmed.split("\\s+")) {
          int move = judge.parseMove(m);
          text.append(text.length() == 0 ? "" : " ").append(judge.moveText(move, game.notations()[0]));
          judge.play(move);
        }
      } catch (Exception e) {
        System.err.println(args[1] + ":" + number + ": " + trimmed + ": " + e.getMessage());
        System.exit(1);
      }
      System.out.println(trimmed + "\t" + judge.fen() + "\t" + text);
    }
  }
}
