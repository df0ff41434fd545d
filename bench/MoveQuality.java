import alfil.chess.ChessPosition;
import alfil.chess.Pgn;
import alfil.chess.PgnGame;
import alfil.chess.Uci;
import alfil.core.Game;
import alfil.core.Judge;
import alfil.core.Rng;
import alfil.core.SearchPosition;
import alfil.games.Games;
import alfil.search.Engine;
import alfil.search.Level;
import alfil.search.SearchLimits;
import alfil.search.SearchResult;
import alfil.search.TranspositionTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The two Java halves of bench/move-quality.sh (run with an alfil.jar on the class path, as a
 * single-file source program); bench/xiangqi-move-quality.sh uses its {@code moves} too.
 *
 * <ul>
 *   <li>{@code positions N SEED PGN...}: the positions Alfil had to move in, in the games of the
 *       PGN files (the player named "Alfil"), from its 8th move to its 80th, each once, N of them
 *       drawn with SEED; one FEN a line.
 *   <li>{@code moves NODES FENS}: the move level 8 chooses in each position (of any game: the
 *       registry tells them apart by their FENs) with a node limit and a fresh table, "FEN;move" a
 *       line in the game's engine notation (UCI, ICCS). A node limit makes the choice the same on
 *       every machine and at every load, so that two engines are compared on their moves alone;
 *       speed is measured apart (bench).
 * </ul>
 */
public class MoveQuality {
  public static void main(String[] args) throws Exception {
    if (args.length >= 3 && args[0].equals("positions")) {
      positions(Integer.parseInt(args[1]), Long.parseLong(args[2]), args);
    } else if (args.length == 3 && args[0].equals("moves")) {
      moves(Integer.parseInt(args[1]), Path.of(args[2]));
    } else {
      System.err.println("usage: MoveQuality positions N SEED PGN... | moves NODES FENS");
      System.exit(2);
    }
  }

  private static void positions(int count, long seed, String[] args) throws Exception {
    Set<String> seen = new LinkedHashSet<>();
    for (int a = 3; a < args.length; a++) {
      for (PgnGame game : Pgn.readAll(Files.readString(Path.of(args[a])))) {
        int alfilSide = "Alfil".equals(game.tag("White")) ? 0 : 1;
        ChessPosition p = ChessPosition.fromFen(game.startFen());
        int alfilMoves = 0;
        for (PgnGame.PgnMove m : game.moves()) {
          if (p.sideToMove() == alfilSide) {
            alfilMoves++;
            if (alfilMoves >= 8 && alfilMoves <= 80) {
              // The clocks are left out: the same placement from two games is one position.
              String[] f = p.toFen().split(" ");
              seen.add(f[0] + " " + f[1] + " " + f[2] + " " + f[3] + " 0 1");
            }
          }
          p.makeMove(Uci.parse(p, m.uci()));
        }
      }
    }
    List<String> all = new ArrayList<>(seen);
    Collections.shuffle(all, new Random(seed));
    for (String fen : all.subList(0, Math.min(count, all.size()))) {
      System.out.println(fen);
    }
  }

  private static void moves(int nodes, Path fens) throws Exception {
    TranspositionTable table = TranspositionTable.ofMegabytes(16);
    for (String fen : Files.readAllLines(fens)) {
      if (fen.isBlank()) {
        continue;
      }
      Game game = Games.ofFen(fen);
      Level level = Level.of(Level.MAX, game);
      table.clear();
      // A new engine (so a new searcher) too, not newGame(): that leaves the evaluation cache,
      // whose entries can depend on the fifty-move count of the path (Search), so one position
      // could steer the next. Its tables take a few milliseconds to allocate against about 100 ms
      // of search.
      Engine engine = new Engine(table);
      Judge judge = game.newJudge(fen);
      SearchPosition position = judge.searchPosition();
      SearchLimits limits = level.limits();
      limits.nodes = nodes;
      // The engine's pipeline less the clock: the root moves the judge allows (in xiangqi a FEN
      // carries no repetition, so all), the search, level 8's choice (always its best move).
      SearchResult result =
          engine.search(position, Engine.rootMoves(position, judge, null), limits, null);
      int move = level.choose(result, new Rng(1));
      System.out.println(fen + ";" + judge.engineText(move));
    }
  }
}
