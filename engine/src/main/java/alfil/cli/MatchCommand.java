package alfil.cli;

import alfil.core.Echo;
import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import alfil.search.Level;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code match}: Alfil against another engine over a fixed opening set with paired colours, each
 * game ended by this project's judge. It is how every strength claim is measured. One line per
 * game, then three summary lines from Alfil's view: {@code wins W draws D losses L}, {@code score
 * P/N (S%)}, {@code elo +E +/- B (95%)}, {@code interval L to H (95%, Wilson)}.
 */
final class MatchCommand implements Command {
  @Override
  public String[] valued() {
    return new String[] {
      "game",
      "engine",
      "option",
      "games",
      "movetime",
      "tc",
      "openings",
      "level",
      "engine-level",
      "max-moves",
      "seed",
      "pgn",
      "time-margin",
      "sprt"
    };
  }

  @Override
  public String[] flags() {
    return new String[] {"self", "verbose"};
  }

  @Override
  public String[] repeatable() {
    return new String[] {"option"};
  }

  @Override
  public String[] listed() {
    return new String[] {"sprt"};
  }

  @Override
  public int run(Options options, Io io) throws UsageException {
    Game game = options.game(null);
    if (options.has("engine") == options.has("self")) {
      throw new UsageException("match: give the opponent: --engine <path>|alfil, or --self");
    }
    String engine = options.has("self") ? "alfil" : options.get("engine", "alfil");
    int games = options.intValue("games", 1, 100_000, 0);
    if (games == 0) {
      throw new UsageException("match: --games is required");
    }
    if (options.has("movetime") == options.has("tc")) {
      throw new UsageException("match: give exactly one of --movetime MS and --tc base+inc");
    }
    TimeControl control =
        options.has("tc")
            ? TimeControl.parse(options.get("tc", ""))
            : TimeControl.perMove(options.intValue("movetime", 1, 3_600_000, 100));
    control = control.withMargin(options.intValue("time-margin", 0, 60_000, 0));
    int level = options.intValue("level", Level.MIN, Level.MAX, Level.MAX);
    int engineLevel = options.intValue("engine-level", Level.MIN, Level.MAX, Level.MAX);
    int maxMoves = options.intValue("max-moves", 1, 10_000, 200);
    int seed = options.intValue("seed", Integer.MIN_VALUE, Integer.MAX_VALUE, 1);
    List<String[]> engineOptions = new ArrayList<>();
    for (String option : options.all("option")) {
      int eq = option.indexOf('=');
      if (eq <= 0) {
        throw new UsageException(
            "match: --option must be Name=Value, got '" + Echo.clip(option) + "'");
      }
      engineOptions.add(new String[] {option.substring(0, eq), option.substring(eq + 1)});
    }
    if (options.has("pgn")) {
      Path pgn = Path.of(options.get("pgn", ""));
      String why = FileErrors.whyNotWritable(pgn);
      if (why != null) {
        throw new UsageException("match: cannot write " + Echo.clip(pgn.toString()) + ": " + why);
      }
    }
    OpeningBook book =
        options.has("openings")
            ? OpeningBook.fromFile(game, Path.of(options.get("openings", "")))
            : OpeningBook.builtIn(game);

    MatchPlayer alfil = new InProcessAlfil(alfilName(level), level, seed);
    MatchPlayer opponent;
    if (engine.equals("alfil")) {
      opponent = new InProcessAlfil(alfilName(engineLevel) + " (opponent)", engineLevel, seed + 1);
    } else {
      try {
        opponent = new UciEngineProcess(engine, engineOptions);
      } catch (MatchPlayerException e) {
        throw new UsageException("match: " + e.getMessage());
      }
    }
    Sprt sprt = options.has("sprt") ? Sprt.parse(options.get("sprt", "")) : null;
    MatchStats stats = new MatchStats();
    int status = 0;
    int pairHalfPoints = 0;
    try {
      for (int i = 0; i < games; i++) {
        OpeningBook.Opening opening = book.get(i / 2);
        // Paired games: the same opening with colours swapped.
        int alfilSide = i % 2 == 0 ? Side.FIRST : Side.SECOND;
        MatchPlayer[] players = new MatchPlayer[2];
        players[alfilSide] = alfil;
        players[Side.other(alfilSide)] = opponent;
        MatchGame.Result result;
        try {
          result =
              MatchGame.play(
                  game,
                  opening,
                  players,
                  control,
                  2 * maxMoves,
                  options.has("verbose") ? io.err() : null);
        } catch (InvalidInputException | MatchPlayerException e) {
          io.err().println("match: game " + (i + 1) + " could not be played: " + e.getMessage());
          status = 1;
          break;
        }
        int halfPoints;
        if (result.winner < 0) {
          stats.addDraw();
          halfPoints = 1;
        } else if (result.winner == alfilSide) {
          stats.addWin();
          halfPoints = 2;
        } else {
          stats.addLoss();
          halfPoints = 0;
        }
        io.out().println(gameLine(i, games, game, players, result, stats));
        if (options.has("pgn")) {
          appendRecord(Path.of(options.get("pgn", "")), result, players, io);
        }
        if (result.playerBroke) {
          io.out().flush();
          io.err().println("match: a player failed; the match stops here");
          status = 1;
          break;
        }
        pairHalfPoints = i % 2 == 0 ? halfPoints : pairHalfPoints + halfPoints;
        boolean decided = false;
        if (sprt != null && i % 2 == 1) {
          sprt.addPair(pairHalfPoints);
          io.out().println(sprt.line());
          decided = sprt.decision() != 0;
        }
        io.out().flush();
        if (decided) {
          break;
        }
      }
    } finally {
      opponent.close();
      alfil.close();
    }
    io.out().println(stats.resultLine());
    io.out().println(stats.scoreLine());
    io.out().println(stats.eloLine());
    io.out().println(stats.intervalLine());
    if (sprt != null) {
      io.out().println(sprt.line());
    }
    return status;
  }

  private static void appendRecord(Path file, MatchGame.Result r, MatchPlayer[] players, Io io) {
    String text = r.record.record(players[0].name(), players[1].name(), r.text);
    try {
      java.nio.file.Files.writeString(
          file,
          text + "\n",
          java.nio.charset.StandardCharsets.UTF_8,
          java.nio.file.StandardOpenOption.CREATE,
          java.nio.file.StandardOpenOption.APPEND);
    } catch (java.io.IOException e) {
      io.err()
          .println(
              "match: cannot write " + Echo.clip(file.toString()) + ": " + FileErrors.why(file, e));
    }
  }

  private static String alfilName(int level) {
    return level == Level.MAX ? "Alfil" : "Alfil level " + level;
  }

  private static String gameLine(
      int i, int games, Game game, MatchPlayer[] players, MatchGame.Result r, MatchStats s) {
    String first = game.sideName(Side.FIRST).toString().toLowerCase(Locale.ROOT);
    String result = r.winner < 0 ? "1/2-1/2" : r.winner == Side.FIRST ? "1-0" : "0-1";
    return "game "
        + (i + 1)
        + "/"
        + games
        + ": "
        + players[0].name()
        + " ("
        + first
        + ") - "
        + players[1].name()
        + ": "
        + result
        + " "
        + r.text
        + ", "
        + (r.plies + 1) / 2
        + " moves; running "
        + s.resultLine();
  }

  @Override
  public String usage() {
    return "usage: match --game chess|xiangqi (--engine <path>|alfil | --self) --games N\n"
        + "             (--movetime MS | --tc base+inc) [--option Name=Value]... [--openings"
        + " FILE]\n"
        + "             [--level L] [--engine-level L] [--max-moves M] [--seed S]\n"
        + "  Plays Alfil against a UCI engine (Stockfish; Fairy-Stockfish with UCI_Variant for\n"
        + "  xiangqi; another alfil.jar) with colours swapped on each opening, and prints each\n"
        + "  game, then 'wins W draws D losses L', 'score P/N (S%)', 'elo +E +/- B (95%)',\n"
        + "  'interval L to H (95%, Wilson)'.\n"
        + "  --engine P        the opponent: an executable, a .jar (run as 'java -jar P uci'),\n"
        + "                    or 'alfil' (in-process, at --engine-level); --self = alfil\n"
        + "  --option N=V      a UCI option for the opponent (repeatable)\n"
        + "  --games N         games to play (pairs: even numbers keep colours balanced)\n"
        + "  --movetime MS     fixed time per move, or --tc base+inc in seconds (10+0.1)\n"
        + "  --openings FILE   openings, one per line: UCI/ICCS moves or 'fen F [moves ...]'\n"
        + "  --level L         Alfil's level "
        + Level.MIN
        + "-"
        + Level.MAX
        + " (default "
        + Level.MAX
        + ", full strength)\n"
        + "  --engine-level L  the in-process opponent's level (default "
        + Level.MAX
        + ")\n"
        + "  --max-moves M     moves per side before the game is adjudicated a draw"
        + " (default 200)\n"
        + "  --seed S          seed of the levels' choices (default 1)\n"
        + "  --pgn FILE        append every game's record (PGN; xiangqi record form)\n"
        + "  --time-margin MS  a clock may fall this far below zero before the flag counts"
        + " (default 0)\n"
        + "  --verbose         each move with its time and the mover's clock, on stderr\n";
  }
}
