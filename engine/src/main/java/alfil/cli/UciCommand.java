package alfil.cli;

import java.io.IOException;

/**
 * {@code uci} and {@code ucci}: Alfil as an engine for a GUI or a match runner, speaking UCI
 * (chess; xiangqi with {@code UCI_Variant}) or UCCI (xiangqi) on stdin and stdout ({@link
 * UciSession}).
 */
final class UciCommand implements Command {
  private final boolean ucci;

  UciCommand(boolean ucci) {
    this.ucci = ucci;
  }

  /** None: the session reads its commands from the input. */
  @Override
  public String[] valued() {
    return new String[0];
  }

  @Override
  public int run(Options options, Io io) {
    String name = ucci ? "ucci" : "uci";
    try {
      // The GUI opens with "uci" or "ucci" itself; the command only picks the starting dialect.
      return new UciSession(io, ucci).run();
    } catch (IOException e) {
      io.err().println(name + ": cannot read input: " + FileErrors.why(null, e));
      return 1;
    }
  }

  @Override
  public String usage() {
    if (ucci) {
      return "usage: ucci\n"
          + "  Speaks UCCI (xiangqi) on stdin/stdout: ucci -> ucciok, position, banmoves,\n"
          + "  go [ponder|draw] depth D | nodes N | time T [movestogo M | increment I], stop,\n"
          + "  ponderhit, isready, quit -> bye. Times in seconds unless 'setoption usemillisec"
          + " true'.\n";
    }
    return "usage: uci\n"
        + "  Speaks UCI on stdin/stdout (the GUI opens with 'uci'). Chess by default; xiangqi with\n"
        + "  'setoption name UCI_Variant value xiangqi' (ICCS moves) or a 10-rank FEN.\n"
        + "  Options: Hash, Threads (1), MultiPV, Ponder, Move Overhead, UCI_LimitStrength,\n"
        + "  UCI_Elo, UCI_Variant, Clear Hash. 'ucci' switches to UCCI.\n";
  }
}
