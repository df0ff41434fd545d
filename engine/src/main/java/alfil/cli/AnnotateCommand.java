package alfil.cli;

import alfil.core.Game;
import alfil.core.Judge;
import alfil.games.Games;
import alfil.review.GameReview;
import alfil.review.ReviewBudget;
import alfil.review.ReviewNotes;
import alfil.review.ReviewResult;

/**
 * {@code annotate}: reads one game from stdin ({@link FirstGame}, as {@code adjudicate} reads it),
 * reviews it ({@link GameReview}) and writes it back as lichess exports an analysed game: its own
 * tags with each side's accuracy, an {@code [%eval]} comment after every move, and on each
 * inaccuracy, mistake or blunder its glyph ({@code ?!}, {@code ?}, {@code ??}), a comment naming
 * the better move and the engine's line as a variation, in the record's own notation. The record's
 * comments, glyphs and variations are not kept.
 */
final class AnnotateCommand implements Command {
  @Override
  public String[] valued() {
    return new String[] {"game", "nodes", "movetime"};
  }

  @Override
  public int run(Options options, Io io) throws UsageException {
    Game game = options.game(null);
    if (options.has("nodes") && options.has("movetime")) {
      throw new UsageException("annotate: give one of --nodes and --movetime, not both");
    }
    int nodes = options.intValue("nodes", 1, Integer.MAX_VALUE, game.reviewNodes());
    int movetime = options.intValue("movetime", 1, Integer.MAX_VALUE, 0);
    Judge judge = FirstGame.read("annotate", "annotated", game, io);
    if (judge == null) {
      return 1;
    }
    ReviewBudget budget =
        movetime > 0
            ? ReviewBudget.time(movetime, new SearchControl(false, false, true)::realMillis)
            : ReviewBudget.nodes(nodes);
    ReviewResult review = GameReview.of(judge, budget).run();
    String notation = judge.recordNotation();
    io.out()
        .print(
            judge.annotatedRecord(
                ReviewNotes.tags(review, game), notation, ReviewNotes.of(review, judge, notation)));
    return 0;
  }

  @Override
  public String usage() {
    return "usage: annotate --game chess|xiangqi [--nodes N | --movetime MS] < record\n"
        + "  Reads a game from stdin (chess: PGN or SAN moves; xiangqi: a record or moves in\n"
        + "  ICCS, WXF or Chinese), reviews every position and writes the record back with\n"
        + "  '{ [%eval 0.35] }' after every move (pawns, or '#N' moves to mate; White's or\n"
        + "  Red's view), '?!', '?', '??' on inaccuracies, mistakes and blunders with the\n"
        + "  better move as a variation, and each side's accuracy as a tag\n"
        + "  ([WhiteAccuracy \"87.3\"], [RedAccuracy ...]). Moves in the record's notation.\n"
        + "  --nodes N      nodes per position (default "
        + defaultNodes()
        + ":\n"
        + "                 the same marks on every machine)\n"
        + "  --movetime MS  milliseconds per position instead\n"
        + "  An illegal move prints 'illegal move <ply>: <text>: <reason>', exit status 1.\n"
        + "  Of several games only the first is annotated; stderr then says how many were not.\n";
  }

  /** Each game's default nodes per position: "40000 in chess, 80000 in xiangqi". */
  private static String defaultNodes() {
    StringBuilder out = new StringBuilder();
    for (Game game : Games.all()) {
      out.append(out.length() == 0 ? "" : ", ");
      out.append(game.reviewNodes()).append(" in ").append(game.name());
    }
    return out.toString();
  }
}
